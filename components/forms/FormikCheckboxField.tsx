import { useField } from 'formik';
import { useRef } from 'react';

import { CheckboxField, type CheckboxFieldProps } from '@/components/ui/CheckboxField';
import { useFirstPaintValue } from './useFirstPaintValue';

/** A CheckboxField bound to a boolean Formik field (a tick made before hydration is kept). */
export function FormikCheckboxField({
  name,
  ...props
}: Omit<CheckboxFieldProps, 'name' | 'checked'> & { name: string }) {
  const [field, meta, helpers] = useField({ name, type: 'checkbox' });
  const input = useRef<HTMLInputElement>(null);
  useFirstPaintValue(input, (element) => element.checked, Boolean(field.checked), helpers.setValue);
  return <CheckboxField {...field} {...props} ref={input} error={meta.touched ? meta.error : undefined} />;
}
