import { Form, Formik, type FormikHelpers } from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import * as yup from 'yup';

import { FormError } from '@/components/forms/FormError';
import { FormikCheckboxField } from '@/components/forms/FormikCheckboxField';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyServerErrors } from '@/components/forms/serverErrors';
import { Button } from '@/components/ui/Button';
import {
  useGetLoginImageQuery,
  useLogInMutation,
  useLogInWithCodeMutation,
  type Credentials,
} from '@/store/authApi';
import { useAppDispatch } from '@/store/hooks';
import { destinationTaken, signInCompleted } from '@/store/session';
import type { LoginResponse, MfaSetup } from '@/types/api';
import { routes } from '@/utils/routes';
import styles from './auth.module.scss';
import { AuthCard } from './AuthCard';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { CODE_HINT, CodeField, codeSchema, type CodeValues } from './CodeField';

const credentialsSchema = yup.object({
  email: yup.string().trim().email('Enter a valid email address.').required('Enter your email address.'),
  password: yup.string().required('Enter your password.'),
  rememberMe: yup.boolean().required(),
});

interface CodeStep {
  ephemeralToken: string;
  rememberMe: boolean;
  /** Present when the second factor is required and must be set up now. */
  setup?: MfaSetup;
}

/** Spec §4 "Login": tokens at once, or an ephemeral token and a code step. */
export function LoginScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const loginImage = useGetLoginImageQuery().data ?? null;
  const [logIn] = useLogInMutation();
  const [logInWithCode] = useLogInWithCodeMutation();

  const finish = async (tokens: LoginResponse, rememberMe: boolean, viaCode: boolean) => {
    await dispatch(
      signInCompleted({ access: tokens.access!, refresh: tokens.refresh }, { rememberMe, viaCode }),
    );
    await router.replace(dispatch(destinationTaken()));
  };

  const submitCredentials = async (values: Credentials, helpers: FormikHelpers<Credentials>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await logIn({ ...values, email: values.email.trim() }).unwrap();
      if (!answer.ephemeralToken) await finish(answer, values.rememberMe, false);
      else
        setCodeStep({
          ephemeralToken: answer.ephemeralToken,
          rememberMe: values.rememberMe,
          setup: answer.mfaSetup,
        });
    } catch (error) {
      applyServerErrors(error, helpers, ['email', 'password']);
    }
  };

  const submitCode = async ({ code }: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    if (!codeStep) return;
    helpers.setStatus(undefined);
    try {
      const tokens = await logInWithCode({
        code: code.trim(),
        ephemeralToken: codeStep.ephemeralToken,
      }).unwrap();
      await finish(tokens, codeStep.rememberMe, true);
    } catch (error) {
      applyServerErrors(error, helpers, ['code']);
    }
  };

  return (
    <AuthCard title="Sign in to the back-office" image={loginImage}>
      {codeStep ? (
        <Formik key="code" initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={submitCode}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Second factor">
              {codeStep.setup ? (
                <>
                  <p className={styles.hint}>
                    Your administrator requires two-factor sign-in for your account.
                  </p>
                  <AuthenticatorSetup setup={codeStep.setup} />
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
              <Button variant="ghost" className={styles.secondary} onClick={() => setCodeStep(null)}>
                Back to sign-in
              </Button>
            </Form>
          )}
        </Formik>
      ) : (
        <Formik<Credentials>
          key="credentials"
          initialValues={{ email: '', password: '', rememberMe: false }}
          validationSchema={credentialsSchema}
          onSubmit={submitCredentials}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Sign in">
              <FormError />
              <FormikTextField label="Email" name="email" type="email" autoComplete="username" autoFocus />
              <FormikTextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
              />
              <FormikCheckboxField label="Remember me" name="rememberMe" />
              <Button type="submit" busy={isSubmitting} className={styles.submit}>
                Sign in
              </Button>
              <p className={styles.links}>
                <Link href={routes.forgotPassword()}>Forgot your password?</Link>
              </p>
            </Form>
          )}
        </Formik>
      )}
    </AuthCard>
  );
}
