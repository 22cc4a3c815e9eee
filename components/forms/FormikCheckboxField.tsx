import { useField } from 'formik';

import { CheckboxField, type CheckboxFieldProps } from '@/components/ui/CheckboxField';

/** A CheckboxField bound to a boolean Formik field. */
export function FormikCheckboxField({
  name,
  ...props
}: Omit<CheckboxFieldProps, 'name' | 'checked'> & { name: string }) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  return <CheckboxField {...field} {...props} error={meta.touched ? meta.error : undefined} />;
}
