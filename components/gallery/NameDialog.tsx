import { Form, Formik } from 'formik';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';

interface Props {
  title: string;
  label: string;
  initialName: string;
  maxLength: number;
  submitLabel: string;
  /** Saves the name; a refusal's field errors land on the field, a `detail` above it. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog asking for one name (a new category, a rename); the typed name stays when saving fails. */
export function NameDialog({ title, label, initialName, maxLength, submitLabel, onSave, onClose }: Props) {
  const schema = yup.object({
    name: yup
      .string()
      .trim()
      .max(maxLength, `Use at most ${maxLength} characters.`)
      .required('Enter a name.'),
  });
  return (
    <Dialog open title={title} onClose={onClose}>
      <Formik
        initialValues={{ name: initialName }}
        validationSchema={schema}
        onSubmit={async ({ name }, helpers) => {
          helpers.setStatus(undefined);
          try {
            await onSave(name.trim());
            onClose();
          } catch (error) {
            applyNestedServerErrors(error, helpers, ['name']);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormError />
            <FormikTextField name="name" label={label} maxLength={maxLength} autoComplete="off" />
            <DialogActions>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" busy={isSubmitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
