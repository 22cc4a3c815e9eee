import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

import { FieldMessages, useFieldAria } from './Field';
import styles from './TextField.module.scss';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control beside the input, on its line (a date field's calendar button). */
  after?: ReactNode;
}

/** A labelled input whose hint and error are announced and tied to it. */
export function TextField({ label, error, hint, id, className, after, ...rest }: TextFieldProps) {
  const { controlId, ariaProps } = useFieldAria({ id, error, hint });
  const input = (
    <input className={[styles.input, error ? styles.invalid : ''].join(' ')} {...ariaProps} {...rest} />
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {after ? (
        <div className={styles.inputRow}>
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      <FieldMessages controlId={controlId} error={error} hint={hint} />
    </div>
  );
}
