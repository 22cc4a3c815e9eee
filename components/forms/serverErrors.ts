import axios from 'axios';
import type { FormikHelpers } from 'formik';

import { firstMessage } from '@/utils/errors';

export const UNREACHABLE_MESSAGE = 'The server cannot be reached. Check your connection and try again.';

/** What a form shows above its fields: spec §5's non-field errors, or a `detail`. */
export interface FormStatus {
  formError?: string;
}

/** An answer from the server, whether it came as an axios error or as an RTK Query error. */
function serverAnswer(error: unknown): { status: number; data: unknown } | null {
  if (axios.isAxiosError(error))
    return error.response ? { status: error.response.status, data: error.response.data } : null;
  const candidate = error as { status?: unknown; data?: unknown } | null;
  return typeof candidate?.status === 'number' ? { status: candidate.status, data: candidate.data } : null;
}

/**
 * Puts a failed call's answer where it belongs (spec §5, §8): each field's first message on that
 * field, `non_field_errors` or `detail` above the form; values typed stay as they are. Errors for
 * fields the form does not have (a link's uid or token, say) show `fallback` above the form.
 */
export function applyServerErrors<T extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
  fields: (keyof T & string)[],
  fallback?: string,
): void {
  const answer = serverAnswer(error);
  if (!answer) {
    helpers.setStatus({ formError: UNREACHABLE_MESSAGE } satisfies FormStatus);
    return;
  }
  const body = (typeof answer.data === 'object' && answer.data !== null ? answer.data : {}) as Record<
    string,
    unknown
  >;
  if (typeof body.detail === 'string') {
    helpers.setStatus({ formError: body.detail } satisfies FormStatus);
    return;
  }
  const fieldErrors: Record<string, string> = {};
  fields.forEach((field) => {
    const message = firstMessage(body[field]);
    if (message) fieldErrors[field] = message;
  });
  helpers.setErrors(fieldErrors as Parameters<FormikHelpers<T>['setErrors']>[0]);
  const unplaced = Object.keys(body).some((key) => key !== 'nonFieldErrors' && !(key in fieldErrors));
  const formError =
    firstMessage(body.nonFieldErrors) ?? (unplaced ? (fallback ?? firstMessage(body)) : undefined);
  helpers.setStatus({ formError } satisfies FormStatus);
}
