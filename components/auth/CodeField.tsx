import * as yup from 'yup';

import { FormikTextField } from '@/components/forms/FormikTextField';

export const CODE_HINT = 'Enter the 6-digit code from your authenticator app.';

/** A second-factor code: six digits from an authenticator app. */
export const codeSchema = yup.object({
  code: yup
    .string()
    .trim()
    .matches(/^\d{6}$/, CODE_HINT)
    .required(CODE_HINT),
});

export type CodeValues = yup.InferType<typeof codeSchema>;

/** The code's input, inside a Formik form whose values are CodeValues. */
export function CodeField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <FormikTextField
      label="Verification code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus={autoFocus}
    />
  );
}
