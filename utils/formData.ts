import { decamelize } from 'humps';

type FormValue = string | number | boolean | Blob | null | undefined;

/** What `toFormData` takes: plain values, files, and lists of them. */
export type FormValues = Record<string, FormValue | FormValue[]>;

/**
 * Spec §7: uploads are form data; null values are skipped and array values repeated as `key[]`.
 * Keys are snake-cased here because the API client never converts FormData.
 */
export function toFormData(values: FormValues): FormData {
  const formData = new FormData();
  const append = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    formData.append(key, value instanceof Blob ? value : String(value));
  };
  Object.entries(values).forEach(([key, value]) => {
    const wireKey = decamelize(key);
    if (Array.isArray(value)) value.forEach((item) => append(`${wireKey}[]`, item));
    else append(wireKey, value);
  });
  return formData;
}
