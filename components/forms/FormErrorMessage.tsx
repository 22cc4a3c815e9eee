import styles from './FormError.module.scss';

/** The form-level error above a form's fields (spec §5: the non-field errors list), announced. */
export function FormErrorMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className={`${styles.formError} field-error`} role="alert">
      {message}
    </p>
  );
}
