import type { BoostInterval, BoostIntervalKind, Jackpot, JackpotType } from '@/types/jackpots';
import { fromDateTimeInput, toDateTimeInput } from '@/utils/format';
import { numberOrNull, text } from '../formNumbers';

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
    /** The jackpot's id once the backend holds it. */
    id?: number;
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
    id: jackpot?.id,
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

/** A jackpot as sent; creation carries `languageForTitle` too (spec §3: EN by default). */
export function jackpotBody(jackpot: JackpotValues['jackpot']) {
  return {
    contributionLevel: numberOrNull(jackpot.contributionLevel),
    type: jackpot.type || null,
    title: jackpot.title.trim(),
    languageForTitle: jackpot.languageForTitle,
    titles: Object.fromEntries(
      Object.entries(jackpot.titles).flatMap(([code, title]) => (title.trim() ? [[code, title.trim()]] : [])),
    ),
    startOnValue: numberOrNull(jackpot.startOnValue),
    boosted: jackpot.boosted,
    boostedChance: jackpot.boosted ? numberOrNull(jackpot.boostedChance) : null,
    boostIntervals: jackpot.boosted ? jackpot.boostIntervals.map(intervalBody) : [],
    notifyWhenWon: jackpot.notifyWhenWon,
    averagePayout: numberOrNull(jackpot.averagePayout),
    maxPayout: numberOrNull(jackpot.maxPayout),
  };
}
