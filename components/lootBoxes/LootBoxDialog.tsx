import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { useUpdateThemillBoxMutation } from '@/store/platformsApi';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { LootBox, LootBoxChanges } from '@/types/platforms';
import { escapeHtml } from '@/utils/html';
import styles from './lootBoxes.module.scss';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;

const schema = yup.object({
  name: yup.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).required('Enter a name.'),
  description: yup.string().trim().max(DESCRIPTION_MAX, `Use at most ${DESCRIPTION_MAX} characters.`),
  image: yup
    .string()
    .trim()
    .matches(/^https?:\/\/[^\s/"'<>\\]+(\/[^\s"'<>\\]*)?$/, 'Enter a web address starting with https://.'),
  isActive: yup.boolean().required(),
});
type Values = yup.InferType<typeof schema>;

const valuesOf = (box: LootBox): Values => ({
  name: box.name,
  description: box.description,
  image: box.image ?? '',
  isActive: box.isActive,
});

/** Only what changed goes to the platform. */
function changesOf(box: LootBox, values: Values): LootBoxChanges {
  const next: Required<LootBoxChanges> = {
    name: values.name,
    description: values.description ?? '',
    image: values.image ? values.image : null,
    isActive: values.isActive,
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== (box as unknown as Record<string, unknown>)[key]),
  );
}

/** Editing one loot box (themill) in a dialog: its name, description, image address and whether it is offered. */
export function LootBoxDialog({ box, onClose }: { box: LootBox; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateThemillBoxMutation();

  const save = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    const changes = changesOf(box, schema.cast(values) as Values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await update({ id: box.id, changes }).unwrap();
      dispatch(messageShown({ type: 'success', content: `${escapeHtml(saved.name)} has been saved.` }));
      onClose();
    } catch (error) {
      applyNestedServerErrors(error, helpers, Object.keys(values));
    }
  };

  return (
    <Dialog open title={`Edit ${box.name}`} onClose={onClose}>
      <Formik<Values> initialValues={valuesOf(box)} validationSchema={schema} onSubmit={save}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Edit loot box" className={styles.form}>
            <FormError />
            <FormikTextField name="name" label="Name" autoComplete="off" maxLength={NAME_MAX} />
            <FormikTextField name="description" label="Description" autoComplete="off" />
            <FormikTextField
              name="image"
              label="Image address (optional)"
              type="url"
              inputMode="url"
              hint="An https:// address of the box's picture; leave empty for none."
            />
            <FormikCheckboxField name="isActive" label="Offered to players" />
            <p className={styles.note}>
              {`The box holds ${box.rewardsCount} ${box.rewardsCount === 1 ? 'reward' : 'rewards'}; rewards are set up on the platform.`}
            </p>
            <DialogActions>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" busy={isSubmitting}>
                Save changes
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
