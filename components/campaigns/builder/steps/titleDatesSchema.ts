import * as yup from 'yup';

import type { TitleDatesValues } from './TitleDatesStep';

const wholeNumber = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number.`)
    .integer(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(1000, `${label} must be at most 1000.`);

export const titleDatesSchema = yup.object({
  name: yup.string().trim().required('Enter the campaign name.').max(255, 'Use at most 255 characters.'),
  startDate: yup.string(),
  endDate: yup
    .string()
    .test('after-start', 'The end date must be after the start date.', (end, { parent }) => {
      const start = (parent as TitleDatesValues).startDate;
      return !end || !start || end > start;
    }),
  recurring: yup.object({
    kind: yup.string().oneOf(['none', 'every', 'dates']),
    everyN: yup.string().when('kind', {
      is: 'every',
      then: () => wholeNumber('The interval').required('Enter how often it recurs.'),
    }),
    unit: yup.string(),
    quantity: yup.string().when('kind', {
      is: 'none',
      otherwise: () =>
        wholeNumber('The number').test(
          'enough-dates',
          'There are fewer dates than that.',
          (quantity, context) => {
            const { kind, dates } = context.parent as TitleDatesValues['recurring'];
            return kind !== 'dates' || quantity === undefined || quantity <= dates.filter(Boolean).length;
          },
        ),
    }),
    dates: yup.array(yup.string()).when('kind', {
      is: 'dates',
      then: (schema) =>
        schema.test('some-date', 'Add at least one date.', (dates) => (dates ?? []).some(Boolean)),
    }),
  }),
});
