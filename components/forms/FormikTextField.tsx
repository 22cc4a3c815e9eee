import { useField } from 'formik';
import { useRef } from 'react';

import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { useFirstPaintValue } from './useFirstPaintValue';

type Props = Omit<TextFieldProps, 'name' | 'value'> & {
  name: string;
  /** Names the field in its error text (spec §5: 'No. of recurring', 'Repeat the mission'). */
  errorPrefix?: string;
};

/**
 * A TextField bound to a Formik field: its error shows once the field was touched or submitted; text
 * typed before hydration is kept. Number fields keep their own conversion (their form reads strings).
 */
export function FormikTextField({ name, errorPrefix, ...props }: Props) {
  const [field, meta, helpers] = useField(name);
  const input = useRef<HTMLInputElement>(null);
  const value = field.value ?? '';
  useFirstPaintValue(input, (element) => element.value, String(value), helpers.setValue);
  const error = meta.touched ? meta.error : undefined;
  return (
    <TextField
      {...field}
      ref={input}
      value={value}
      {...props}
      error={error && errorPrefix ? `${errorPrefix}: ${error}` : error}
    />
  );
}
