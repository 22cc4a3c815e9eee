import { useId } from 'react';

import styles from './Field.module.scss';

interface FieldAriaOptions {
  id?: string;
  error?: string;
  hint?: string;
}

/** The id of a form control and the attributes that tie its hint and error to it. */
export function useFieldAria({ id, error, hint }: FieldAriaOptions) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy = [error && `${controlId}-error`, hint && `${controlId}-hint`].filter(Boolean).join(' ');
  return {
    controlId,
    ariaProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** A control's hint, or its error once it has one; errors carry the class forms scroll to (spec §5). */
export function FieldMessages({
  controlId,
  error,
  hint,
  className,
}: FieldAriaOptions & { controlId: string; className?: string }) {
  if (error) {
    return (
      <p
        id={`${controlId}-error`}
        className={[styles.error, 'field-error', className].filter(Boolean).join(' ')}
        role="alert"
      >
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${controlId}-hint`} className={[styles.hint, className].filter(Boolean).join(' ')}>
      {hint}
    </p>
  );
}
