import * as yup from 'yup';

import { optionalNumber, positive, wholePositive } from '../numberSchemas';
import { prizeSchema } from '../prizes/prizeSchema';
import type { TaskValues } from './missionForm';

const rangeSchema = yup.object({
  min: optionalNumber('Min').min(0, 'Min cannot be negative.').required('Enter the minimum.'),
  max: optionalNumber('Max')
    .required('Enter the maximum.')
    .test('above-min', 'Ensure max is greater than min.', (max, { parent }) => {
      const min = Number((parent as { min: string }).min);
      return max === undefined || Number.isNaN(min) || max > min;
    }),
});

const taskSchema = yup.object({
  type: yup.string().required(),
  amount: yup.string().when(['type', 'useRanges'], {
    is: (type: string, useRanges: boolean) =>
      type === 'netloss' || type === 'turnover' || (type === 'deposit' && !useRanges),
    then: () => positive('The amount').required('Enter the amount.'),
    otherwise: () => yup.string().when('type', { is: 'sportsbet', then: () => positive('The stake') }),
  }),
  ranges: yup.array().when(['type', 'useRanges'], {
    is: (type: string, useRanges: boolean) => type === 'deposit' && useRanges,
    then: () => yup.array(rangeSchema).min(1, 'Add at least one range.'),
  }),
  rounds: yup.string().when('type', {
    is: 'gameplay',
    then: () => wholePositive('The rounds').required('Enter the rounds.'),
  }),
  times: yup.string().when(['type', 'mode'], {
    is: (type: string, mode: string) => type === 'gameplay' && mode !== 'multiplier',
    then: () => wholePositive('The number of wins').required('Enter the number of wins.'),
    otherwise: () =>
      yup.string().when('type', {
        is: 'sportsbet',
        then: () => wholePositive('The number of bets').required('Enter the number of bets.'),
      }),
  }),
  multiplier: yup.string().when(['type', 'mode'], {
    is: (type: string, mode: string) => type === 'gameplay' && mode === 'multiplier',
    then: () => positive('The multiplier').required('Enter the multiplier.'),
  }),
  sport: yup
    .string()
    .when('type', { is: 'sportsbet', then: (schema) => schema.trim().required('Enter the sport.') }),
  minOdds: yup.string().when('type', {
    is: 'sportsbet',
    then: () => optionalNumber('The minimum odds').min(1, 'The minimum odds must be 1 or more.'),
  }),
  maxAmount: yup.string().when('type', {
    is: 'netloss',
    then: () =>
      positive('The max amount').test(
        'not-below-amount',
        'Ensure this value is greater than or equal to the amount.',
        (max, { parent }) => {
          const amount = Number((parent as TaskValues).amount);
          return max === undefined || !(parent as TaskValues).amount || max >= amount;
        },
      ),
  }),
  prizes: yup.array(prizeSchema),
});

export const missionFieldsSchema = yup.object({
  tasksInOrder: yup.boolean(),
  minBet: yup.string().test('min-bet', 'The minimum bet must be a number of 0 or more.', (value) => {
    if (!value) return true;
    const number = Number(value);
    return !Number.isNaN(number) && number >= 0;
  }),
  repeatable: yup.boolean(),
  repeatCount: yup.string().when('repeatable', {
    is: true,
    then: () => wholePositive('The count').required('Enter how many times the mission repeats.'),
  }),
  tasks: yup.array(taskSchema),
});

export const missionSchema = yup.object({ mission: missionFieldsSchema });

export const chainSchema = yup.object({ missions: yup.array(missionFieldsSchema) });
