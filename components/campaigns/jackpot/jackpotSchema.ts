import * as yup from 'yup';

import { optionalNumber, positive } from '../numberSchemas';
import { parseMonthDays, type IntervalValues, type JackpotValues } from './jackpotForm';

const money = (label: string) =>
  optionalNumber(label)
    .min(0, `${label} cannot be negative.`)
    .test('cents', 'Ensure that there are no more than 2 decimal places.', (value) =>
      value === undefined ? true : Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    );

/** A sibling field's number (Formik hands numbers, or undefined for an empty field, to the schema). */
const numberOf = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '' ? undefined : Number(value);

const intervalSchema = yup.object({
  kind: yup.string().required(),
  monthDays: yup.string().when('kind', {
    is: 'month',
    then: (schema) =>
      schema
        .required('Enter at least one day of the month.')
        .test('days', 'Days of the month are whole numbers from 1 to 31, e.g. "1, 15".', (value) => {
          const days = parseMonthDays(value ?? '');
          return days !== null && days.every((day) => day >= 1 && day <= 31);
        }),
  }),
  weekDays: yup.array().when('kind', {
    is: 'week',
    then: (schema) => schema.min(1, 'Choose at least one day of the week.'),
  }),
  toTime: yup
    .string()
    .test('both-times', 'Enter both times, or neither for the whole day.', function bothTimes(toTime) {
      const { fromTime, kind } = this.parent as IntervalValues;
      return kind === 'timespan' || !fromTime === !toTime;
    })
    .test('time-order', 'The end time must be after the start time.', function timeOrder(toTime) {
      const { fromTime, kind } = this.parent as IntervalValues;
      return kind === 'timespan' || !fromTime || !toTime || toTime > fromTime;
    }),
  start: yup.string().when('kind', { is: 'timespan', then: (schema) => schema.required('Enter the start.') }),
  end: yup.string().when('kind', {
    is: 'timespan',
    then: (schema) =>
      schema
        .required('Enter the end.')
        .test('after-start', 'The end must be after the start.', function afterStart(end) {
          const { start } = this.parent as IntervalValues;
          return !start || !end || end > start;
        }),
  }),
});

/** The server's draft rules, said before the round trip; what publishing needs is the overview's. */
export const jackpotSchema = yup.object({
  jackpot: yup.object({
    contributionLevel: positive('The contribution level').max(
      100,
      'The contribution level is at most 100 %.',
    ),
    startOnValue: money('The start-on value').test(
      'not-above-max',
      'The start-on value cannot be more than the max payout.',
      function notAboveMax(start) {
        const max = numberOf((this.parent as JackpotValues['jackpot']).maxPayout);
        return start === undefined || max === undefined || Number.isNaN(max) || start <= max;
      },
    ),
    boostedChance: yup.string().when('boosted', {
      is: true,
      then: () => optionalNumber('The boosted chance').moreThan(1, 'The boosted chance must be more than 1.'),
    }),
    boostIntervals: yup.array().when('boosted', { is: true, then: () => yup.array(intervalSchema) }),
    averagePayout: money('The average payout'),
    maxPayout: money('The max payout').test(
      'not-below-average',
      'The max payout must be at least the average payout.',
      function notBelowAverage(max) {
        const average = numberOf((this.parent as JackpotValues['jackpot']).averagePayout);
        return max === undefined || average === undefined || Number.isNaN(average) || max >= average;
      },
    ),
  }),
});
