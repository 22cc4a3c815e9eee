import * as yup from 'yup';

import type { CampaignChanges } from '@/types/campaigns';
import type { BoostInterval, BoostIntervalKind, Jackpot, JackpotType } from '@/types/jackpots';
import { fromDateTimeInput, toDateTimeInput } from '@/utils/format';
import { numberOrNull, optionalNumber, positive, text } from '../formNumbers';

export const BOOST_INTERVAL_LABELS: Record<BoostIntervalKind, string> = {
  month: 'Days of the month',
  week: 'Days of the week',
  timespan: 'Timespan',
};

/** 1 Monday … 7 Sunday, as the API counts them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** An interval in the form: month days as typed ("1, 15"), weekdays ticked, times and dates as typed. */
export interface IntervalValues {
  kind: BoostIntervalKind;
  monthDays: string;
  weekDays: number[];
  fromTime: string;
  toTime: string;
  /** `datetime-local` values, in UTC. */
  start: string;
  end: string;
}

export interface JackpotValues {
  jackpot: {
    contributionLevel: string;
    type: JackpotType | '';
    title: string;
    languageForTitle: string;
    titles: Record<string, string>;
    startOnValue: string;
    boosted: boolean;
    boostedChance: string;
    boostIntervals: IntervalValues[];
    notifyWhenWon: boolean;
    averagePayout: string;
    maxPayout: string;
  };
}

export const emptyInterval = (kind: BoostIntervalKind = 'week'): IntervalValues => ({
  kind,
  monthDays: '',
  weekDays: [],
  fromTime: '',
  toTime: '',
  start: '',
  end: '',
});

const intervalValues = (interval: BoostInterval): IntervalValues => ({
  ...emptyInterval(interval.kind),
  monthDays: interval.kind === 'month' ? interval.days.join(', ') : '',
  weekDays: interval.kind === 'week' ? interval.days : [],
  fromTime: interval.fromTime ?? '',
  toTime: interval.toTime ?? '',
  start: toDateTimeInput(interval.start, true),
  end: toDateTimeInput(interval.end, true),
});

/** "1, 15 28" → [1, 15, 28]; anything else than whole numbers makes it null. */
export function parseMonthDays(value: string): number[] | null {
  const parts = value.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

function intervalBody(interval: IntervalValues): BoostInterval {
  const timed = interval.kind !== 'timespan';
  return {
    kind: interval.kind,
    days:
      interval.kind === 'month'
        ? (parseMonthDays(interval.monthDays) ?? [])
        : interval.kind === 'week'
          ? [...interval.weekDays].sort((a, b) => a - b)
          : [],
    fromTime: timed ? interval.fromTime || null : null,
    toTime: timed ? interval.toTime || null : null,
    start: timed ? null : fromDateTimeInput(interval.start, true),
    end: timed ? null : fromDateTimeInput(interval.end, true),
  };
}

export const jackpotValues = (jackpot: Jackpot | null | undefined): JackpotValues => ({
  jackpot: {
    contributionLevel: text(jackpot?.contributionLevel),
    type: jackpot?.type ?? '',
    title: jackpot?.title ?? '',
    languageForTitle: jackpot?.languageForTitle ?? 'en',
    titles: jackpot?.titles ?? {},
    startOnValue: text(jackpot?.startOnValue),
    boosted: jackpot?.boosted ?? false,
    boostedChance: text(jackpot?.boostedChance),
    boostIntervals: (jackpot?.boostIntervals ?? []).map(intervalValues),
    notifyWhenWon: jackpot?.notifyWhenWon ?? false,
    averagePayout: text(jackpot?.averagePayout),
    maxPayout: text(jackpot?.maxPayout),
  },
});

export function jackpotChanges({ jackpot }: JackpotValues): CampaignChanges {
  return {
    jackpot: {
      contributionLevel: numberOrNull(jackpot.contributionLevel),
      type: jackpot.type || null,
      title: jackpot.title.trim(),
      languageForTitle: jackpot.languageForTitle,
      titles: Object.fromEntries(
        Object.entries(jackpot.titles).flatMap(([code, title]) =>
          title.trim() ? [[code, title.trim()]] : [],
        ),
      ),
      startOnValue: numberOrNull(jackpot.startOnValue),
      boosted: jackpot.boosted,
      boostedChance: jackpot.boosted ? numberOrNull(jackpot.boostedChance) : null,
      boostIntervals: jackpot.boosted ? jackpot.boostIntervals.map(intervalBody) : [],
      notifyWhenWon: jackpot.notifyWhenWon,
      averagePayout: numberOrNull(jackpot.averagePayout),
      maxPayout: numberOrNull(jackpot.maxPayout),
    },
  };
}

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
