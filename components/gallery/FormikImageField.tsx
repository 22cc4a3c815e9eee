import { useField } from 'formik';

import { ImageField, type ImageFieldProps } from './ImageField';

/** An ImageField bound to a Formik field holding an image URL or null. */
export function FormikImageField({ name, label }: Pick<ImageFieldProps, 'name' | 'label'>) {
  const [field, meta, helpers] = useField<string | null>(name);
  return (
    <ImageField
      label={label}
      name={name}
      value={field.value}
      onChange={(url) => {
        void helpers.setValue(url);
        void helpers.setTouched(true, false);
      }}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
