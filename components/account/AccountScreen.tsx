import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';

import { AuthenticatorSetup, CodeField, codeSchema, type CodeValues } from '@/components/auth';
import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { selectUser } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { MfaSetup } from '@/types/api';
import {
  useConfirmMfaMutation,
  useDisableMfaMutation,
  useGetMfaStatusQuery,
  useStartMfaSetupMutation,
} from './api';
import styles from './AccountScreen.module.scss';

const PASSWORD_REQUIRED = 'Enter your current password.';
const passwordSchema = yup.object({ currentPassword: yup.string().required(PASSWORD_REQUIRED) });
type PasswordValues = yup.InferType<typeof passwordSchema>;
const passwordAndCodeSchema = codeSchema.concat(passwordSchema);
type SecuredValues = CodeValues & PasswordValues;

/** The current password: a signed-in session alone does not change the second factor. */
const CurrentPasswordField = () => (
  <FormikTextField
    label="Current password"
    name="currentPassword"
    type="password"
    autoComplete="current-password"
  />
);

/** Asks for the current password before a new secret is handed out. */
function PasswordForm({
  onSubmit,
}: {
  onSubmit: (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => Promise<void>;
}) {
  return (
    <Formik<PasswordValues>
      initialValues={{ currentPassword: '' }}
      validationSchema={passwordSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Turn on two-factor sign-in" className={styles.codeForm}>
          <FormError />
          <CurrentPasswordField />
          <Button type="submit" busy={isSubmitting}>
            Turn on two-factor sign-in
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** One code field with its submit button; the second factor is confirmed or switched off with it. */
function CodeForm<Values extends CodeValues>({
  label,
  submitLabel,
  withPassword = false,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  withPassword?: boolean;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
}) {
  const initialValues = (withPassword ? { code: '', currentPassword: '' } : { code: '' }) as Values;
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={withPassword ? passwordAndCodeSchema : codeSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label} className={styles.codeForm}>
          <FormError />
          {withPassword && <CurrentPasswordField />}
          <CodeField />
          <Button type="submit" busy={isSubmitting}>
            {submitLabel}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function TwoFactorSection() {
  const dispatch = useAppDispatch();
  const { data: status, isLoading, isError, refetch } = useGetMfaStatusQuery();
  const [startSetup] = useStartMfaSetupMutation();
  const [confirm] = useConfirmMfaMutation();
  const [disable] = useDisableMfaMutation();
  const [setup, setSetup] = useState<MfaSetup | null>(null);

  const notify = (content: string) => dispatch(messageShown({ type: 'success', content }));

  if (isLoading) return <Spinner label="Loading two-factor sign-in" />;
  if (isError || !status) {
    return (
      <p role="alert">
        Two-factor sign-in could not be loaded.{' '}
        <Button variant="ghost" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }

  const confirmSetup = async ({ code }: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      await confirm({ code: code.trim() }).unwrap();
      setSetup(null);
      notify('Two-factor sign-in is on.');
    } catch (error) {
      applyServerErrors(error, helpers, ['code']);
    }
  };

  const switchOff = async (
    { code, currentPassword }: SecuredValues,
    helpers: FormikHelpers<SecuredValues>,
  ) => {
    try {
      await disable({ code: code.trim(), currentPassword }).unwrap();
      notify('Two-factor sign-in is off.');
    } catch (error) {
      applyServerErrors(error, helpers, ['code', 'currentPassword']);
    }
  };

  const begin = async ({ currentPassword }: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      setSetup(await startSetup({ currentPassword }).unwrap());
    } catch (error) {
      applyServerErrors(error, helpers, ['currentPassword']);
    }
  };

  return (
    <>
      <p>
        Status: <strong>{status.enabled ? 'On' : 'Off'}</strong>
        {status.required && ' · required by your administrator'}
      </p>
      {!status.enabled && !setup && <PasswordForm onSubmit={begin} />}
      {setup && (
        <>
          <AuthenticatorSetup setup={setup} />
          <CodeForm label="Confirm two-factor sign-in" submitLabel="Confirm" onSubmit={confirmSetup} />
        </>
      )}
      {status.enabled && !status.required && (
        <>
          <p className={styles.muted}>To turn it off, confirm with your password and a current code.</p>
          <CodeForm<SecuredValues>
            label="Turn off two-factor sign-in"
            submitLabel="Turn off"
            withPassword
            onSubmit={switchOff}
          />
        </>
      )}
    </>
  );
}

/** The signed-in user's own account: who they are, and their second factor. */
export function AccountScreen() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div className={styles.account}>
      <h1>Your account</h1>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="mfa-title">
        <h2 id="mfa-title">Two-factor sign-in</h2>
        <p className={styles.muted}>
          With two-factor sign-in on, signing in also asks for a code from an authenticator app on your phone.
        </p>
        <TwoFactorSection />
      </section>
    </div>
  );
}
