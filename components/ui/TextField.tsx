import type { InputHTMLAttributes, Ref } from 'react';

import { FieldMessages, useFieldAria } from './Field';
import styles from './TextField.module.scss';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced and tied to it. */
export function TextField({ label, error, hint, id, className, ...rest }: TextFieldProps) {
  const { controlId, ariaProps } = useFieldAria({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <input className={[styles.input, error ? styles.invalid : ''].join(' ')} {...ariaProps} {...rest} />
      <FieldMessages controlId={controlId} error={error} hint={hint} />
    </div>
  );
}
