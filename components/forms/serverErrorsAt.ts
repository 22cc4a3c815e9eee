import { setIn, setNestedObjectValues, type FormikHelpers } from 'formik';

import { firstMessage } from '@/utils/errors';
import { fieldErrorBody, toFormikErrors, type FormStatus } from './serverErrors';

// Apart from serverErrors.ts: these are formik's runtime helpers, and the sign-in page, which places
// server errors without a form library, must not load formik with them.

/**
 * A failed call about one part of a form (`mission.tasks.1`, a DRF answer about that task alone): its
 * field errors on that part's fields, shown at once (touched); `non_field_errors` or `detail` above the
 * form.
 */
export function applyServerErrorsAt<T extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<T>, 'setErrors' | 'setStatus' | 'setTouched'>,
  path: string,
): void {
  const found = fieldErrorBody(error);
  if (!('body' in found)) {
    helpers.setStatus({ formError: found.formError } satisfies FormStatus);
    return;
  }
  const { nonFieldErrors, ...fields } = found.body;
  const errors = setIn({}, path, toFormikErrors(fields));
  helpers.setErrors(errors);
  void helpers.setTouched(setNestedObjectValues(errors, true), false);
  helpers.setStatus({ formError: firstMessage(nonFieldErrors) } satisfies FormStatus);
}
