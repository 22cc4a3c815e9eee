import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

import type { DayPeriod } from '@/types/reports';

dayjs.extend(utc);

/** The presets the period offers: the last 7, 30 or 90 days, today included. */
export const PRESET_DAYS = [7, 30, 90] as const;
export const DEFAULT_DAYS = 30;
/** The longest period the API reports on. */
export const MAX_PERIOD_DAYS = 366;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A real calendar day from its parts, as YYYY-MM-DD; null when there is no such day (31.02). */
function dayFrom(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** A typed date in the spec's format (DD.MM.YYYY; 1.3.2031 too) as YYYY-MM-DD, or null. */
export function parseTypedDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  return match ? dayFrom(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** YYYY-MM-DD as the spec's DD.MM.YYYY. */
export const formatTypedDay = (day: string): string => {
  const match = ISO_DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
};

const isIsoDay = (value: string) => {
  const match = ISO_DAY.exec(value);
  return match !== null && dayFrom(Number(match[1]), Number(match[2]), Number(match[3])) === value;
};

/** Days from `start` to `end`, both counted. */
export const periodLength = ({ start, end }: DayPeriod): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86400_000) + 1;

/** The last `days` days up to `today`, both included. */
export function presetPeriod(days: number, today: string): DayPeriod {
  return {
    start: dayjs
      .utc(today)
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
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
