import { Form, Formik, type FormikHelpers } from 'formik';

import { FormError } from '@/components/forms/FormError';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import type { MfaSetup } from '@/types/api';
import styles from './auth.module.scss';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { CODE_HINT, CodeField, codeSchema, type CodeValues } from './CodeField';

interface Props {
  /** Present when the second factor is required and must be set up now. */
  setup?: MfaSetup;
  /** Sends the code; a failure comes back as the call's error. */
  onVerify: (code: string) => Promise<void>;
  onBack: () => void;
}

/** Spec §4 "Login", second step: the authenticator's code (after setting one up when required). */
export default function SecondFactorForm({ setup, onVerify, onBack }: Props) {
  const submit = async ({ code }: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    helpers.setStatus(undefined);
    try {
      await onVerify(code.trim());
    } catch (error) {
      applyServerErrors(error, helpers, ['code']);
    }
  };
  return (
    <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Second factor">
          {setup ? (
            <>
              <p className={styles.hint}>Your administrator requires two-factor sign-in for your account.</p>
              <AuthenticatorSetup setup={setup} />
              <p className={styles.hint}>Then enter the 6-digit code the app shows.</p>
            </>
          ) : (
            <p className={styles.hint}>{CODE_HINT}</p>
          )}
          <FormError />
          <CodeField autoFocus />
          <Button type="submit" busy={isSubmitting} className={styles.submit}>
            Verify
          </Button>
          <Button variant="ghost" className={styles.secondary} onClick={onBack}>
            Back to sign-in
          </Button>
        </Form>
      )}
    </Formik>
  );
}
