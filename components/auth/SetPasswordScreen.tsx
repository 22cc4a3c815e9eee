import { Form, Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { useConfirmPasswordResetMutation } from '@/store/authApi';
import { routes } from '@/utils/routes';
import styles from './auth.module.scss';
import { AuthCard } from './AuthCard';

export const MIN_PASSWORD_LENGTH = 12;
const INVALID_LINK = 'This link is invalid or has expired. Ask for a new one.';

const schema = yup.object({
  newPassword: yup
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .required('Enter a new password.'),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('newPassword')], 'The two passwords do not match.')
    .required('Enter the password again.'),
});

type Values = yup.InferType<typeof schema>;

const TEXT = {
  reset: {
    title: 'Choose a new password',
    done: 'Your password has been changed. You can sign in with it now.',
  },
  setup: { title: 'Set up your password', done: 'Your account is ready. You can sign in now.' },
} as const;

interface Props {
  mode: keyof typeof TEXT;
  uid: string;
  token: string;
}

/** The two token-link pages (spec §2): a reset link, or an invitation to set a first password. */
export function SetPasswordScreen({ mode, uid, token }: Props) {
  const [done, setDone] = useState(false);
  const [confirmPasswordReset] = useConfirmPasswordResetMutation();

  const submit = async ({ newPassword }: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      await confirmPasswordReset({ uid, token, newPassword }).unwrap();
      setDone(true);
    } catch (error) {
      // uid and token errors are not fields of this form: they mean the link itself is no good.
      applyServerErrors(error, helpers, ['newPassword'], INVALID_LINK);
    }
  };

  return (
    <AuthCard title={TEXT[mode].title}>
      {done ? (
        <>
          <p className={styles.success} role="status">
            {TEXT[mode].done}
          </p>
          <p className={styles.links}>
            <Link href={routes.login()}>Go to sign-in</Link>
          </p>
        </>
      ) : (
        <Formik<Values>
          initialValues={{ newPassword: '', confirmPassword: '' }}
          validationSchema={schema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={TEXT[mode].title}>
              <FormError />
              <FormikTextField
                label="New password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                autoFocus
                hint={`At least ${MIN_PASSWORD_LENGTH} characters, unlike your email address and name.`}
              />
              <FormikTextField
                label="Repeat the new password"
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
              />
              <Button type="submit" busy={isSubmitting} className={styles.submit}>
                {mode === 'reset' ? 'Change password' : 'Set password'}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
