import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

import type { FormStatus } from './serverErrors';
import styles from './FormError.module.scss';

/**
 * The form-level error (spec §5: the non-field errors list). Inside a Formik form it also scrolls the
 * view to the first field-error container after a failed submit, whether the browser or the server
 * found the fault.
 */
export function FormError() {
  const { status, errors, submitCount } = useFormikContext<unknown>();
  const formError = (status as FormStatus | undefined)?.formError;
  const scrolledFor = useRef(0);
  const failed = Boolean(formError) || Object.keys(errors as object).length > 0;

  useEffect(() => {
    if (!failed || submitCount === 0 || scrolledFor.current === submitCount) return;
    scrolledFor.current = submitCount;
    document.querySelector('.field-error')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failed, submitCount]);

  if (!formError) return null;
  return (
    <p className={`${styles.formError} field-error`} role="alert">
      {formError}
    </p>
  );
}
