import * as yup from 'yup';

import { optionalNumber, positive, wholePositive } from '../numberSchemas';
import { prizeSchema } from '../prizes/prizeSchema';
import { placeProblems } from './competitionForm';

const placeSchema = yup.object({
  lowerPosition: wholePositive('The lower position').required('Enter the lower position.'),
  upperPosition: wholePositive('The upper position').required('Enter the upper position.'),
  prizes: yup.array(prizeSchema),
});

const placesSchema = yup.array(placeSchema).test('places-in-order', '', function check(places) {
  const problems = placeProblems(places ?? []);
  if (problems.length === 0) return true;
  return new yup.ValidationError(
    problems.map(({ index, field, message }) =>
      this.createError({ path: `${this.path}.${index}.${field}`, message }),
    ),
  );
});

const taskSchema = yup.object({
  type: yup.string().required(),
  points: positive('The points').required('Enter the points.'),
  amount: yup.string().when('type', {
    is: 'turnover',
    then: () => positive('The amount').required('Enter the turnover amount.'),
  }),
  rounds: yup.string().when('type', {
    is: 'gameplay',
    then: () => wholePositive('The rounds').required('Enter the rounds.'),
  }),
  times: yup.string().when(['type', 'mode'], {
    is: (type: string, mode: string) => type === 'gameplay' && mode !== 'multiplier',
    then: () => wholePositive('The number of wins').required('Enter the number of wins.'),
  }),
  multiplier: yup.string().when(['type', 'mode'], {
    is: (type: string, mode: string) => type === 'gameplay' && mode === 'multiplier',
    then: () => positive('The multiplier').required('Enter the multiplier.'),
  }),
});

const minBet = optionalNumber('The minimum bet').min(0, 'The minimum bet cannot be negative.');

export const tournamentSchema = yup.object({
  tournament: yup.object({
    spinsBeforeRestart: wholePositive('The spins before restart'),
    attempts: wholePositive('The attempts'),
    minBet,
    places: placesSchema,
    tasks: yup.array(taskSchema),
  }),
});

export const raceSchema = yup.object({
  race: yup.object({
    maxSpins: wholePositive('The max spins'),
    minBet,
    speedRace: yup.boolean(),
    target: yup.string().when('speedRace', {
      is: true,
      then: () => positive('The target').required('Enter the points to reach.'),
    }),
    winners: yup.string().when('speedRace', {
      is: true,
      then: () => wholePositive('The number of winners').required('Enter the number of winners.'),
    }),
    places: placesSchema,
    tasks: yup.array(taskSchema),
  }),
});
