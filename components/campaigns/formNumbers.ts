/**
 * Campaign forms keep numbers as the text typed, so nothing is lost while it is not yet valid; these
 * turn them back and forth and state the usual number rules.
 */
export const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// Formik hands number inputs back as numbers (or '' when empty), whatever the initial text was.
export const numberOrNull = (value: string | number) => (String(value).trim() === '' ? null : Number(value));
