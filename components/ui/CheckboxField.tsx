import type { InputHTMLAttributes, Ref } from 'react';

import styles from './CheckboxField.module.scss';
import { FieldMessages, useFieldAria } from './Field';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it; a hint or error below is tied to it. */
export function CheckboxField({ label, error, hint, id, className, ...rest }: CheckboxFieldProps) {
  const { controlId, ariaProps } = useFieldAria({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.control}>
        <input type="checkbox" className={styles.input} {...ariaProps} {...rest} />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages controlId={controlId} error={error} hint={hint} className={styles.message} />
    </div>
  );
}
