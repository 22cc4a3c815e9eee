import axios from 'axios';
import type { FormikHelpers } from 'formik';

import { fieldErrorsOf, firstMessage } from '@/utils/errors';

export const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check your connection and try again.';

/** What a form shows above its fields: spec §5's non-field errors, or a `detail`. */
export interface FormStatus {
  formError?: string;
}

/**
 * Puts a failed call's answer where it belongs (spec §5, §8): each field's first message on that
 * field, `non_field_errors` or `detail` above the form. Values typed are left as they are.
 * Returns the fields that got a message, so callers can map the rest (uid, token …) themselves.
 */
export function applyServerErrors<T extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
  fields: (keyof T & string)[],
  fallback?: string,
): void {
  if (!axios.isAxiosError(error) || !error.response) {
    helpers.setStatus({ formError: UNREACHABLE_MESSAGE } satisfies FormStatus);
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
    const message = firstMessage(body?.[field]);
    if (message) fieldErrors[field] = message;
  });
  helpers.setErrors(fieldErrors as Parameters<FormikHelpers<T>['setErrors']>[0]);
  const unplaced = Object.keys(body ?? {}).some((key) => key !== 'nonFieldErrors' && !(key in fieldErrors));
  const formError = firstMessage(body?.nonFieldErrors) ?? (unplaced ? fallback : undefined);
  helpers.setStatus({ formError } satisfies FormStatus);
}
