import * as yup from 'yup';

/** The usual number rules of campaign forms, whose numbers are the text typed (formNumbers.ts). */
export const optionalNumber = (label: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number.`);

export const positive = (label: string) => optionalNumber(label).positive(`${label} must be greater than 0.`);
export const wholePositive = (label: string) => positive(label).integer(`${label} must be a whole number.`);
