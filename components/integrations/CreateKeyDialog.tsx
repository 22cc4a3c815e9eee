import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { useResourceSave } from '@/components/kit/ResourceFormScreen';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions } from '@/components/ui/Dialog';
import type { CreatedIntegrationKey, IntegrationKey } from '@/types/integrations';
import { integrationKeysApi, isCreatedKey } from './api';
import styles from './integrations.module.scss';

const NAME_MAX = 100;

const schema = yup.object({
  name: yup.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).required('Enter a name.'),
});
type Values = yup.InferType<typeof schema>;

/** The new key, this once, with a way to copy it. */
function NewKey({ created, onClose }: { created: CreatedIntegrationKey; onClose: () => void }) {
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is there to select by hand.
      setCopy('failed');
    }
  };
  return (
    <div className={styles.form}>
      <p className={styles.warning}>
        <strong>Copy this key now: you won&apos;t see it again.</strong> Only its hash is kept, so if it is
        lost, revoke it and create another.
      </p>
      <div className={styles.keyRow}>
        <label className={styles.keyLabel}>
          <span>Key for {created.name}</span>
          <input
            className={styles.key}
            readOnly
            value={created.key}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <Button variant="secondary" onClick={() => void copyKey()}>
          Copy key
        </Button>
      </div>
      <p className={styles.copyStatus} role="status">
        {copy === 'copied' && 'The key has been copied.'}
        {copy === 'failed' && 'The key could not be copied: select it and copy it yourself.'}
      </p>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </div>
  );
}

/**
 * "Create key": a name, then the key itself, shown this once (the server keeps only its hash). The
 * list behind refreshes with the new key's prefix.
 */
export function CreateKeyDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedIntegrationKey>();
  const save = useResourceSave<IntegrationKey, Values, { name: string }>({
    item: undefined,
    api: integrationKeysApi,
    noun: 'integration key',
    schema,
    toBody: ({ name }) => ({ name }),
    onSaved: (saved) => {
      if (isCreatedKey(saved)) setCreated(saved);
      else onClose();
    },
  });

  if (created)
    return (
      <Dialog open title="Your new integration key" onClose={onClose}>
        <NewKey created={created} onClose={onClose} />
      </Dialog>
    );
  return (
    <Dialog open title="Create integration key" onClose={onClose}>
      <Formik<Values> initialValues={{ name: '' }} validationSchema={schema} onSubmit={save}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create integration key" className={styles.form}>
            <FormError />
            <FormikTextField
              name="name"
              label="Name"
              hint="Who or what will use it, such as the platform's production servers."
              autoComplete="off"
            />
            <DialogActions>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" busy={isSubmitting}>
                Create key
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
