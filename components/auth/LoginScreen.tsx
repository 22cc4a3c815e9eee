import axios from 'axios';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import * as yup from 'yup';

import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { fetchLoginImage, logIn, logInWithCode, type Credentials } from '@/services/auth';
import { takeRedirectionPath } from '@/services/session';
import { useAppDispatch } from '@/store/hooks';
import { signInCompleted } from '@/store/session';
import type { LoginResponse } from '@/types/api';
import { fieldErrorsOf, firstMessage } from '@/utils/errors';
import { DEFAULT_LOGGED_IN_ROUTE } from '@/utils/routes';
import styles from './LoginScreen.module.scss';

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';

const credentialsSchema = yup.object({
  email: yup.string().trim().email('Enter a valid email address.').required('Enter your email address.'),
  password: yup.string().required('Enter your password.'),
  rememberMe: yup.boolean().required(),
});

const codeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .matches(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
    .required('Enter the 6-digit code from your authenticator app.'),
});

interface FormStatus {
  formError?: string;
}

/** Puts a failed call's answer where it belongs: on its fields, or above the form (spec §5, §8). */
function applyServerErrors<T extends object>(error: unknown, helpers: FormikHelpers<T>, fields: (keyof T)[]) {
  if (!axios.isAxiosError(error) || !error.response) {
    helpers.setStatus({ formError: UNREACHABLE } satisfies FormStatus);
    return;
  }
  const body = fieldErrorsOf(error);
  const detail = (error.response.data as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string') {
    helpers.setStatus({ formError: detail } satisfies FormStatus);
    return;
  }
  const fieldErrors: Record<string, string> = {};
  fields.forEach((field) => {
    const message = firstMessage(body?.[field as string]);
    if (message) fieldErrors[field as string] = message;
  });
  helpers.setErrors(fieldErrors as Parameters<FormikHelpers<T>['setErrors']>[0]);
  const formError = firstMessage(body?.nonFieldErrors);
  helpers.setStatus({ formError } satisfies FormStatus);
}

function FormError({ status }: { status: unknown }) {
  const formError = (status as FormStatus | undefined)?.formError;
  if (!formError) return null;
  return (
    <p className={`${styles.formError} field-error`} role="alert">
      {formError}
    </p>
  );
}

interface CodeStep {
  ephemeralToken: string;
  rememberMe: boolean;
}

export function LoginScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [loginImage, setLoginImage] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void fetchLoginImage().then((image) => active && setLoginImage(image));
    return () => {
      active = false;
    };
  }, []);

  const finish = async (tokens: LoginResponse, rememberMe: boolean, viaCode: boolean) => {
    await dispatch(signInCompleted({ access: tokens.access!, refresh: tokens.refresh }, { rememberMe, viaCode }));
    await router.replace(takeRedirectionPath() ?? DEFAULT_LOGGED_IN_ROUTE);
  };

  const submitCredentials = async (values: Credentials, helpers: FormikHelpers<Credentials>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await logIn({ ...values, email: values.email.trim() });
      if (answer.ephemeralToken) setCodeStep({ ephemeralToken: answer.ephemeralToken, rememberMe: values.rememberMe });
      else await finish(answer, values.rememberMe, false);
    } catch (error) {
      applyServerErrors(error, helpers, ['email', 'password']);
    }
  };

  const submitCode = async ({ code }: { code: string }, helpers: FormikHelpers<{ code: string }>) => {
    if (!codeStep) return;
    helpers.setStatus(undefined);
    try {
      const answer = await logInWithCode(code.trim(), codeStep.ephemeralToken);
      await finish(answer, codeStep.rememberMe, true);
    } catch (error) {
      applyServerErrors(error, helpers, ['code']);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {loginImage && (
          // eslint-disable-next-line @next/next/no-img-element -- the operator's image lives on the API's host
          <img src={loginImage} alt="" className={styles.image} />
        )}
        <h1 className={styles.title}>Sign in to the back-office</h1>
        {codeStep ? (
          <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={submitCode}>
            {({ values, errors, touched, status, handleChange, handleBlur, isSubmitting }) => (
              <Form noValidate aria-label="Verification code">
                <p className={styles.hint}>Enter the 6-digit code from your authenticator app.</p>
                <FormError status={status} />
                <TextField
                  label="Verification code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  autoFocus
                  value={values.code}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={touched.code ? errors.code : undefined}
                />
                <Button type="submit" busy={isSubmitting} className={styles.submit}>
                  Verify
                </Button>
                <Button variant="ghost" className={styles.back} onClick={() => setCodeStep(null)}>
                  Back to sign-in
                </Button>
              </Form>
            )}
          </Formik>
        ) : (
          <Formik<Credentials>
            initialValues={{ email: '', password: '', rememberMe: false }}
            validationSchema={credentialsSchema}
            onSubmit={submitCredentials}
          >
            {({ values, errors, touched, status, handleChange, handleBlur, isSubmitting }) => (
              <Form noValidate aria-label="Sign in">
                <FormError status={status} />
                <TextField
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  autoFocus
                  value={values.email}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={touched.email ? errors.email : undefined}
                />
                <TextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={touched.password ? errors.password : undefined}
                />
                <label className={styles.checkbox}>
                  <input type="checkbox" name="rememberMe" checked={values.rememberMe} onChange={handleChange} />
                  Remember me
                </label>
                <Button type="submit" busy={isSubmitting} className={styles.submit}>
                  Sign in
                </Button>
              </Form>
            )}
          </Formik>
        )}
      </div>
    </main>
  );
}
