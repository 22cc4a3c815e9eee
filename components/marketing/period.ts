import customParseFormat from 'dayjs/plugin/customParseFormat';

import type { DayPeriod } from '@/types/reports';
import { dayjs } from '@/utils/dayjs';

// Typed days are read strictly in the spec's format (only this screen parses typed text).
dayjs.extend(customParseFormat);

/** The presets the period offers: the last 7, 30 or 90 days, today included. */
export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;
/** The longest period the API reports on. */
export const MAX_PERIOD_DAYS = 366;

const ISO_DAY = 'YYYY-MM-DD';
/** The spec's DD.MM.YYYY, and the same with one-digit days or months (1.3.2031). */
const TYPED_DAY = ['DD.MM.YYYY', 'D.M.YYYY', 'DD.M.YYYY', 'D.MM.YYYY'];

// Plain days are read in UTC, where no daylight-saving change makes a day 23 or 25 hours long; strict
// parsing refuses days that do not exist (31.02).
const isoDay = (value: string) => dayjs.utc(value, ISO_DAY, true);

/** A typed date in the spec's format (DD.MM.YYYY; 1.3.2031 too) as YYYY-MM-DD, or null. */
export function parseTypedDay(text: string): string | null {
  const date = dayjs(text.trim(), TYPED_DAY, true);
  return date.isValid() ? date.format(ISO_DAY) : null;
}

/** YYYY-MM-DD as the spec's DD.MM.YYYY. */
export const formatTypedDay = (day: string): string => {
  const date = isoDay(day);
  return date.isValid() ? date.format('DD.MM.YYYY') : day;
};

const isIsoDay = (value: string) => isoDay(value).isValid();

/** Days from `start` to `end`, both counted. */
export const periodLength = ({ start, end }: DayPeriod): number =>
  dayjs.utc(end).diff(dayjs.utc(start), 'day') + 1;

/** The last `days` days up to `today`, both included. */
export function presetPeriod(days: number, today: string): DayPeriod {
  return {
    start: dayjs
      .utc(today)
      .subtract(days - 1, 'day')
      .format(ISO_DAY),
    end: today,
  };
}

/** Which preset a period is (7, 30, 90), if it ends today. */
export function presetOf(period: DayPeriod, today: string): number | undefined {
  return PRESET_DAYS.find((days) => {
    const preset = presetPeriod(days, today);
    return preset.start === period.start && preset.end === period.end;
  });
}

export type PeriodErrors = Partial<Record<keyof DayPeriod, string>>;

/** The typed dates as a period, or what is wrong with them, field by field. */
export function readPeriod(typed: { start: string; end: string }): {
  period?: DayPeriod;
  errors: PeriodErrors;
} {
  const errors: PeriodErrors = {};
  const start = parseTypedDay(typed.start);
  const end = parseTypedDay(typed.end);
  for (const [field, text, day] of [
    ['start', typed.start, start],
    ['end', typed.end, end],
  ] as const) {
    if (!text.trim()) errors[field] = 'Enter a date.';
    else if (!day) errors[field] = 'Enter a date as DD.MM.YYYY.';
  }
  if (start && end) {
    const length = periodLength({ start, end });
    if (length < 1) errors.end = 'The end cannot be before the start.';
    else if (length > MAX_PERIOD_DAYS) errors.end = `Choose a period of at most ${MAX_PERIOD_DAYS} days.`;
  }
  return Object.keys(errors).length > 0 || !start || !end ? { errors } : { period: { start, end }, errors };
}

/** The period in the address (`?start=2031-03-01&end=2031-03-31`) if it is a valid one, else the default. */
export function periodFromQuery(start: string, end: string, today: string): DayPeriod {
  if (isIsoDay(start) && isIsoDay(end)) {
    const length = periodLength({ start, end });
    if (length >= 1 && length <= MAX_PERIOD_DAYS) return { start, end };
  }
  return presetPeriod(DEFAULT_DAYS, today);
}
