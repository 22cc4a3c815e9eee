import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'DD.MM.YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm:ss';
export const UTC_LABEL = '(UTC)';

export interface DateFormatOptions {
  /** The casino's backofficeToRunInUtc setting: show the time in UTC with the (UTC) label. */
  inUtc?: boolean;
  format?: string;
}

export function formatDateTime(
  value: string | number | Date | null | undefined,
  { inUtc = false, format = DATE_TIME_FORMAT }: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = inUtc ? dayjs.utc(value) : dayjs(value);
  if (!date.isValid()) return '—';
  return inUtc ? `${date.format(format)} ${UTC_LABEL}` : date.format(format);
}

/** Spec §9: 1st, 2nd, 3rd, then Nth. */
export function ordinal(n: number): string {
  const suffixes: Record<number, string> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffixes[n] ?? 'th'}`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.isInteger(value) ? value : value.toFixed(2)} ${SIZE_UNITS[exponent]}`;
}

const DATE_TIME_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An ISO date-time as a `datetime-local` input's value, in UTC or local time like the rest of the app. */
export function toDateTimeInput(value: string | null | undefined, inUtc = false): string {
  if (!value) return '';
  const date = inUtc ? dayjs.utc(value) : dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_INPUT_FORMAT) : '';
}

/** A `datetime-local` input's value (UTC or local time) as an ISO date-time; null when empty or invalid. */
export function fromDateTimeInput(value: string, inUtc = false): string | null {
  if (!value) return null;
  const date = inUtc ? dayjs.utc(value) : dayjs(value);
  return date.isValid() ? date.toISOString() : null;
}

const COUNT_FORMAT = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const MONEY_FORMAT = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A whole number with thousands separators: 12,345. */
export const formatCount = (value: number): string => COUNT_FORMAT.format(value);

/** An amount of money with thousands separators and two decimals: 12,345.50. */
export const formatMoney = (value: number): string => MONEY_FORMAT.format(value);

/** Money with its currency, as staff compare it: 1,250.00 EUR. */
export const formatAmount = (value: number | string, currency: string): string =>
  `${formatMoney(Number(value))} ${currency}`;

/** The casino's base currency: the one its exchange rates count from (rate 1), else the first. */
export const baseCurrencyOf = (rates: Record<string, number>): string =>
  Object.keys(rates).find((currency) => rates[currency] === 1) ?? Object.keys(rates)[0] ?? '';
