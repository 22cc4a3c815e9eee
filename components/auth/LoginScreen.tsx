import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FocusEvent, type FormEvent } from 'react';

import { FormErrorMessage } from '@/components/forms/FormErrorMessage';
import { placeServerErrors } from '@/components/forms/serverErrors';
import { lazyPart } from '@/components/kit/lazyPart';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useGetLoginImageQuery, useLogInMutation, useLogInWithCodeMutation } from '@/store/authApi';
import { useAppDispatch } from '@/store/hooks';
import { destinationTaken, signInCompleted } from '@/store/session';
import type { LoginResponse, MfaSetup } from '@/types/api';
import { routes } from '@/utils/routes';
import styles from './auth.module.scss';
import { AuthCard } from './AuthCard';

// The code step needs formik and yup; most sign-ins never see it, so it loads when it is due (its
// download starts with the credentials' call).
const loadSecondFactorForm = () => import('./SecondFactorForm');
const SecondFactorForm = lazyPart(
  () => loadSecondFactorForm().then((m) => m.default),
  <Spinner label="Loading" />,
);

type CredentialField = 'email' | 'password';
type FieldErrors = Partial<Record<CredentialField, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in form's own checks, before any call. */
export function checkCredentials(field: CredentialField, value: string): string | undefined {
  if (field === 'password') return value ? undefined : 'Enter your password.';
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  return EMAIL_PATTERN.test(email) ? undefined : 'Enter a valid email address.';
}

/** Moves the focus to the first field with an error (keyboard and screen-reader users land on it). */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): boolean {
  const invalid = (['email', 'password'] as const).find((field) => errors[field]);
  if (invalid) (form.elements.namedItem(invalid) as HTMLInputElement).focus();
  return invalid !== undefined;
}

interface CodeStep {
  ephemeralToken: string;
  rememberMe: boolean;
  setup?: MfaSetup;
}

/**
 * Spec §4 "Login": tokens at once, or an ephemeral token and a code step. The credentials form is
 * plain HTML until React takes over (uncontrolled fields, read when it is sent), so nothing typed or
 * ticked before hydration is lost, and it carries no form library.
 */
export function LoginScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const loginImage = useGetLoginImageQuery().data ?? null;
  const [logIn] = useLogInMutation();
  const [logInWithCode] = useLogInWithCodeMutation();

  const finish = async (tokens: LoginResponse, rememberMe: boolean, viaCode: boolean) => {
    await dispatch(
      signInCompleted({ access: tokens.access!, refresh: tokens.refresh }, { rememberMe, viaCode }),
    );
    await router.replace(dispatch(destinationTaken()));
  };

  // A field's message appears once it was left (or the form sent), and goes as soon as it is mended.
  // Leaving the empty, autofocused email for "Remember me" says nothing: a message appearing there
  // would move the box from under the pointer between press and release, and the tick would be lost.
  const recheck = (event: FocusEvent<HTMLInputElement> | FormEvent<HTMLInputElement>) => {
    const { name, value } = event.currentTarget;
    const field = name as CredentialField;
    if (event.type === 'blur' && value === '' && !errors[field]) return;
    if (event.type === 'blur' || errors[field])
      setErrors({ ...errors, [field]: checkCredentials(field, value) });
  };

  const submitCredentials = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const email = input('email').value.trim();
    const password = input('password').value;
    const rememberMe = input('rememberMe').checked;
    const found = {
      email: checkCredentials('email', email),
      password: checkCredentials('password', password),
    };
    setErrors(found);
    setFormError(undefined);
    if (focusFirstInvalid(form, found)) return;
    setBusy(true);
    void loadSecondFactorForm();
    try {
      const answer = await logIn({ email, password, rememberMe }).unwrap();
      if (answer.ephemeralToken)
        setCodeStep({ ephemeralToken: answer.ephemeralToken, rememberMe, setup: answer.mfaSetup });
      else await finish(answer, rememberMe, false);
    } catch (error) {
      const placed = placeServerErrors(error, ['email', 'password'] as const);
      if (placed.fieldErrors) setErrors(placed.fieldErrors);
      setFormError(placed.formError);
      if (placed.fieldErrors) focusFirstInvalid(form, placed.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    if (!codeStep) return;
    const tokens = await logInWithCode({ code, ephemeralToken: codeStep.ephemeralToken }).unwrap();
    await finish(tokens, codeStep.rememberMe, true);
  };

  return (
    <AuthCard title="Sign in to the back-office" image={loginImage}>
      {codeStep ? (
        <SecondFactorForm setup={codeStep.setup} onVerify={verify} onBack={() => setCodeStep(null)} />
      ) : (
        <form noValidate aria-label="Sign in" onSubmit={(event) => void submitCredentials(event)}>
          <FormErrorMessage message={formError} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            error={errors.email}
            onBlur={recheck}
            onInput={recheck}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
            onBlur={recheck}
            onInput={recheck}
          />
          <CheckboxField label="Remember me" name="rememberMe" />
          <Button type="submit" busy={busy} className={styles.submit}>
            Sign in
          </Button>
          <p className={styles.links}>
            <Link href={routes.forgotPassword()} prefetch={false}>
              Forgot your password?
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
