import { Form, Formik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikSelectField } from '@/components/forms/FormikSelectField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { IMAGE_ACCEPT, imageFileProblem } from '@/utils/imageFiles';
import { useResourceSave } from '@/components/kit/ResourceFormScreen';
import { useUpload } from '@/hooks/useUpload';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import { UploadProgress } from '@/components/ui/UploadProgress';
import type { CatalogItem, CatalogItemInput } from '@/types/catalogItems';
import { catalogItemsApi } from './api';
import styles from './catalogItems.module.scss';

const NAME_MAX = 150;

const schema = yup.object({
  name: yup.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).required('Enter a name.'),
  value: yup
    .string()
    .trim()
    .matches(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount such as 25 or 79.90.')
    .required('Enter the value.'),
  currency: yup.string().required('Choose a currency.'),
  image: yup.mixed<File | ''>(),
});
type Values = yup.InferType<typeof schema>;

/** Adding or editing a catalog item in a dialog over the list: name, value with currency, image. */
export function CatalogItemDialog({
  item,
  currencies,
  onClose,
}: {
  /** The item to edit; undefined adds one. */
  item: CatalogItem | undefined;
  currencies: readonly string[];
  onClose: () => void;
}) {
  const upload = useUpload();
  const [imageProblem, setImageProblem] = useState<string>();
  const save = useResourceSave<CatalogItem, Values, CatalogItemInput>({
    item,
    api: catalogItemsApi,
    noun: 'catalog item',
    schema,
    toBody: (values) => values,
    upload,
    onSaved: onClose,
  });

  return (
    <Dialog open title={item ? `Edit ${item.name}` : 'Add catalog item'} onClose={onClose}>
      <Formik<Values>
        initialValues={{
          name: item?.name ?? '',
          value: item?.value ?? '',
          currency: item?.currency ?? currencies[0] ?? '',
          image: undefined,
        }}
        validationSchema={schema}
        onSubmit={save}
      >
        {({ isSubmitting, values, setFieldValue, errors }) => {
          const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            const problem = file && imageFileProblem(file);
            setImageProblem(problem);
            void setFieldValue('image', file && !problem ? file : undefined);
          };
          return (
            <Form
              noValidate
              aria-label={item ? 'Edit catalog item' : 'Add catalog item'}
              className={styles.form}
            >
              <FormError />
              <FormikTextField name="name" label="Name" autoComplete="off" />
              <div className={styles.money}>
                <FormikTextField name="value" label="Value" inputMode="decimal" autoComplete="off" />
                <FormikSelectField
                  name="currency"
                  label="Currency"
                  options={currencies.map((code) => ({ value: code, label: code }))}
                />
              </div>
              {item?.image && values.image !== '' && (
                // eslint-disable-next-line @next/next/no-img-element -- item images live on the API's host
                <img src={item.image} alt={`Current image of ${item.name}`} className={styles.preview} />
              )}
              <TextField
                label={item?.image ? 'Replace the image (optional)' : 'Image (optional)'}
                type="file"
                accept={IMAGE_ACCEPT}
                hint="PNG, JPEG, WebP or GIF, up to 10 MB."
                error={imageProblem ?? (typeof errors.image === 'string' ? errors.image : undefined)}
                onChange={chooseImage}
              />
              {item?.image && (
                <CheckboxField
                  label="Remove the image"
                  checked={values.image === ''}
                  onChange={(event) => void setFieldValue('image', event.target.checked ? '' : undefined)}
                />
              )}
              {upload.percent !== null && (
                <div className={styles.uploading}>
                  <UploadProgress percent={upload.percent} label="Saving the catalog item" />
                  <Button variant="ghost" onClick={upload.cancel}>
                    Cancel upload
                  </Button>
                </div>
              )}
              <DialogActions>
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" busy={isSubmitting}>
                  {item ? 'Save changes' : 'Add catalog item'}
                </Button>
              </DialogActions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
