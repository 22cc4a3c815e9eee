import { useField } from 'formik';

import { SelectField, type SelectFieldProps } from '@/components/ui/SelectField';

/** A SelectField bound to a Formik field: its error shows once the field was touched or submitted. */
export function FormikSelectField({
  name,
  ...props
}: Omit<SelectFieldProps, 'name' | 'value'> & { name: string }) {
  const [field, meta] = useField(name);
  return <SelectField {...field} {...props} error={meta.touched ? meta.error : undefined} />;
}
