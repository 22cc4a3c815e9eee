import { useField } from 'formik';

import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/** A TextField bound to a Formik field: its error shows once the field was touched or submitted. */
export function FormikTextField({
  name,
  ...props
}: Omit<TextFieldProps, 'name' | 'value'> & { name: string }) {
  const [field, meta] = useField(name);
  return <TextField {...field} {...props} error={meta.touched ? meta.error : undefined} />;
}
