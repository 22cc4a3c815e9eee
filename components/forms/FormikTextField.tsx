import { useField } from 'formik';

import { TextField, type TextFieldProps } from '@/components/ui/TextField';

type Props = Omit<TextFieldProps, 'name' | 'value'> & {
  name: string;
  /** Names the field in its error text (spec §5: 'No. of recurring', 'Repeat the mission'). */
  errorPrefix?: string;
};

/** A TextField bound to a Formik field: its error shows once the field was touched or submitted. */
export function FormikTextField({ name, errorPrefix, ...props }: Props) {
  const [field, meta] = useField(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      {...props}
      error={error && errorPrefix ? `${errorPrefix}: ${error}` : error}
    />
  );
}
