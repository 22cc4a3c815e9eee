import { Form, Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { useRequestPasswordResetMutation } from '@/store/authApi';
import { routes } from '@/utils/routes';
import styles from './auth.module.scss';
import { AuthCard } from './AuthCard';

const schema = yup.object({
  email: yup.string().trim().email('Enter a valid email address.').required('Enter your email address.'),
});

type Values = yup.InferType<typeof schema>;

export function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestPasswordReset] = useRequestPasswordResetMutation();

  const submit = async ({ email }: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      await requestPasswordReset(email.trim()).unwrap();
      setSentTo(email.trim());
    } catch (error) {
      applyServerErrors(error, helpers, ['email']);
    }
  };

  return (
    <AuthCard title="Reset your password">
      {sentTo ? (
        <p className={styles.success} role="status">
          If an account exists for {sentTo}, an email with a link to set a new password is on its way. The
          link works once and expires.
        </p>
      ) : (
        <Formik<Values> initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Reset your password">
              <p className={styles.hint}>Enter the email you sign in with and we will send you a link.</p>
              <FormError />
              <FormikTextField label="Email" name="email" type="email" autoComplete="username" autoFocus />
              <Button type="submit" busy={isSubmitting} className={styles.submit}>
                Send the link
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <p className={styles.links}>
        <Link href={routes.login()}>Back to sign-in</Link>
      </p>
    </AuthCard>
  );
}
