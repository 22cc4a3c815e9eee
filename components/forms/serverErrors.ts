import type { FormikHelpers } from 'formik';

import { firstMessage } from '@/utils/errors';

/**
 * No answer at all. The page itself came from our server, so unless the browser knows it is offline the
 * likely cause is an API still starting (or restarting), not the user's connection.
 */
export const UNREACHABLE_MESSAGE =
  'The server is not answering yet: it may be starting up. Try again in a moment.';
export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';

/** What to say when a call got no answer. */
export const unreachableMessage = (): string =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE;

/** What a form shows above its fields: spec §5's non-field errors, or a `detail`. */
export interface FormStatus {
  formError?: string;
}

/** An answer from the server, whether it came as the API client's error or as an RTK Query error. */
function serverAnswer(error: unknown): { status: number; data: unknown } | null {
  const failedCall = error as { isAxiosError?: boolean; response?: { status: number; data: unknown } } | null;
  if (failedCall?.isAxiosError)
    return failedCall.response
      ? { status: failedCall.response.status, data: failedCall.response.data }
      : null;
  const candidate = error as { status?: unknown; data?: unknown } | null;
  return typeof candidate?.status === 'number' ? { status: candidate.status, data: candidate.data } : null;
}

/**
 * A failed call's field-error body, or the form-level message instead when there is none to place (no
 * answer at all, or a `detail`).
 */
export function fieldErrorBody(error: unknown): { body: Record<string, unknown> } | { formError: string } {
  const answer = serverAnswer(error);
  if (!answer) return { formError: unreachableMessage() };
  const body = (typeof answer.data === 'object' && answer.data !== null ? answer.data : {}) as Record<
    string,
    unknown
  >;
  if (typeof body.detail === 'string') return { formError: body.detail };
  // "Service unavailable" without an answer of the API's own: it is not up (yet), or restarting.
  if (answer.status === 503) return { formError: UNREACHABLE_MESSAGE };
  return { body };
}

/**
 * Where a failed call's answer belongs (spec §5, §8): each of `fields`' first message on that field,
 * `non_field_errors` or `detail` above the form. Errors for fields the form does not have (a link's uid
 * or token, say) show `fallback` above the form.
 */
export function placeServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback?: string,
): { fieldErrors?: Partial<Record<F, string>>; formError?: string } {
  const found = fieldErrorBody(error);
  if (!('body' in found)) return { formError: found.formError };
  const { body } = found;
  const fieldErrors: Partial<Record<F, string>> = {};
  fields.forEach((field) => {
    const message = firstMessage(body[field]);
    if (message) fieldErrors[field] = message;
  });
  const unplaced = Object.keys(body).some((key) => key !== 'nonFieldErrors' && !(key in fieldErrors));
  const formError =
    firstMessage(body.nonFieldErrors) ?? (unplaced ? (fallback ?? firstMessage(body)) : undefined);
  return { fieldErrors, formError };
}

/** `placeServerErrors` into a Formik form; values typed stay as they are. */
export function applyServerErrors<T extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
  fields: (keyof T & string)[],
  fallback?: string,
): void {
  const { fieldErrors, formError } = placeServerErrors(error, fields, fallback);
  // A form-level answer alone (no answer, a `detail`) leaves the fields' own errors as they are.
  if (fieldErrors) helpers.setErrors(fieldErrors as Parameters<FormikHelpers<T>['setErrors']>[0]);
  helpers.setStatus({ formError } satisfies FormStatus);
}

/** `desktopBackgroundImage` → 'Desktop background image', to name a field the form does not show. */
const fieldLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A DRF-style error tree (`{mission: {tasks: [{amount: ['…']}, {}]}}`) as Formik errors: first messages. */
export function toFormikErrors(tree: unknown): unknown {
  if (Array.isArray(tree)) {
    if (tree.every((item) => typeof item === 'string')) return tree[0];
    return tree.map((item) => (item && typeof item === 'object' ? toFormikErrors(item) : undefined));
  }
  if (tree && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, toFormikErrors(value)]));
  return typeof tree === 'string' ? tree : undefined;
}

/**
 * `applyServerErrors` for nested forms: errors under the form's own top-level `fields` land on their
 * (nested) fields; `non_field_errors`, `detail` and errors of fields the form does not show go above it.
 */
export function applyNestedServerErrors<T extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus'>,
  fields: readonly string[],
): void {
  const found = fieldErrorBody(error);
  if (!('body' in found)) {
    helpers.setStatus({ formError: found.formError } satisfies FormStatus);
    return;
  }
  const { body } = found;
  const own = Object.entries(body).filter(([key]) => fields.includes(key));
  const others = Object.entries(body).filter(([key]) => key !== 'nonFieldErrors' && !fields.includes(key));
  helpers.setErrors(Object.fromEntries(own.map(([key, value]) => [key, toFormikErrors(value)])) as never);
  const formError = [
    firstMessage(body.nonFieldErrors),
    ...others.map(([key, value]) => `${fieldLabel(key)}: ${firstMessage(value)}`),
  ]
    .filter(Boolean)
    .join(' ');
  helpers.setStatus({ formError: formError || undefined } satisfies FormStatus);
}
