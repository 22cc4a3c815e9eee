import { useField } from 'formik';

import { DateTimeInput, type DateTimeInputProps } from '@/components/ui/DateTimeInput';
import { DATE_TIME_MESSAGES, isFormValue } from '@/utils/dateTimeInput';

type Props = Pick<DateTimeInputProps, 'label' | 'hint' | 'mode'> & { name: string };

/**
 * A DateTimeInput bound to a Formik field: text that is no such date is refused with the format to use
 * (the form's schema checks the rest); the error shows once the field was touched or submitted.
 */
export function FormikDateTimeField({ name, mode = 'dateTime', ...props }: Props) {
  const [field, meta, helpers] = useField<string>({
    name,
    validate: (value: string) => (value && !isFormValue(value, mode) ? DATE_TIME_MESSAGES[mode] : undefined),
  });
  return (
    <DateTimeInput
      {...props}
      name={name}
      mode={mode}
      value={field.value ?? ''}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={field.onBlur}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
