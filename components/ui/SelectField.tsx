import type { SelectHTMLAttributes } from 'react';

import { FieldMessages, useFieldAria } from './Field';
import styles from './TextField.module.scss';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
}

/** A labelled native select, styled and wired like TextField. */
export function SelectField({ label, options, error, hint, id, className, ...rest }: SelectFieldProps) {
  const { controlId, ariaProps } = useFieldAria({ id, error, hint });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <select className={[styles.input, error ? styles.invalid : ''].join(' ')} {...ariaProps} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages controlId={controlId} error={error} hint={hint} />
    </div>
  );
}
