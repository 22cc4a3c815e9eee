import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

import { FormErrorMessage } from './FormErrorMessage';
import type { FormStatus } from './serverErrors';

/**
 * The form-level error (spec §5: the non-field errors list). Inside a Formik form it also moves the
 * focus to the first invalid field after a failed submit (or, without one, scrolls to the first error),
 * whether the browser or the server found the fault: keyboard and screen-reader users land on it.
 */
export function FormError() {
  const { status, errors, submitCount } = useFormikContext<unknown>();
  const formError = (status as FormStatus | undefined)?.formError;
  const scrolledFor = useRef(0);
  const failed = Boolean(formError) || Object.keys(errors as object).length > 0;

  useEffect(() => {
    if (!failed || submitCount === 0 || scrolledFor.current === submitCount) return;
    scrolledFor.current = submitCount;
    const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else document.querySelector('.field-error')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failed, submitCount]);

  return <FormErrorMessage message={formError} />;
}
