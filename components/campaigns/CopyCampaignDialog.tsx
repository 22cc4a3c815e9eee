import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import type { CampaignListItem } from '@/types/campaigns';
import { FALLBACK_ERROR_MESSAGE, messageFromBody } from '@/utils/errors';
import { MAKE_A_COPY, type CopyPurpose } from './copyPurposes';

const schema = yup.object({ name: yup.string().trim().required('Enter a name for the copy.') });
type Values = yup.InferType<typeof schema>;

const COPY_FAILED = 'The copy could not be saved.';

interface Props {
  /** The campaign to copy; null keeps the dialog closed. */
  campaign: Pick<CampaignListItem, 'id' | 'name'> | null;
  purpose?: CopyPurpose;
  onCancel: () => void;
  /** Saves the copy; a failure is thrown back so that the form shows it. */
  onSave: (id: number, name: string) => Promise<unknown>;
}

/** Spec §2 "make a copy (name it, then save)": asks the new name, prefilled "Copy of …". */
export function CopyCampaignDialog({ campaign, onCancel, onSave, purpose = MAKE_A_COPY }: Props) {
  const save = async ({ name }: Values, helpers: FormikHelpers<Values>) => {
    if (!campaign) return;
    helpers.setStatus(undefined);
    try {
      await onSave(campaign.id, name.trim());
    } catch (error) {
      // Errors of fields this form does not have (the copied content) show above it, with their words.
      const details = messageFromBody((error as { data?: unknown } | null)?.data, '');
      const known = details !== '' && details !== FALLBACK_ERROR_MESSAGE;
      applyServerErrors(error, helpers, ['name'], known ? `${COPY_FAILED} ${details}` : COPY_FAILED);
    }
  };

  return (
    <Dialog open={campaign !== null} title={purpose.title} onClose={onCancel}>
      {campaign && (
        <Formik<Values>
          initialValues={{ name: purpose.defaultName(campaign.name) }}
          validationSchema={schema}
          onSubmit={save}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={purpose.title}>
              <FormError />
              <FormikTextField
                name="name"
                label={purpose.nameLabel}
                hint={purpose.hint(campaign.name)}
                autoComplete="off"
              />
              <DialogActions>
                <Button variant="secondary" onClick={onCancel}>
                  Cancel
                </Button>
                <Button type="submit" busy={isSubmitting}>
                  {purpose.submitLabel}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
