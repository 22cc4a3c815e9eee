import { dayjs, type Dayjs } from './dayjs';

export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'DD.MM.YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm:ss';
export const UTC_LABEL = '(UTC)';

/** A date-time without a zone is local time, or UTC when the casino runs the back-office in UTC. */
function parseDate(value: string | number | Date, inUtc: boolean): Dayjs | null {
  const date = inUtc ? dayjs.utc(value) : dayjs(value);
  return date.isValid() ? date : null;
}

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
  const text = parseDate(value, inUtc)?.format(format);
  if (!text) return '—';
  return inUtc ? `${text} ${UTC_LABEL}` : text;
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
  return parseDate(value, inUtc)?.format(DATE_TIME_INPUT_FORMAT) ?? '';
}

/** A `datetime-local` input's value (UTC or local time) as an ISO date-time; null when empty or invalid. */
export function fromDateTimeInput(value: string, inUtc = false): string | null {
  if (!value) return null;
  return parseDate(value, inUtc)?.toISOString() ?? null;
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

/** A money field's label with its currency once known: "Minimum bet (EUR)". */
export const labelWithCurrency = (label: string, currency: string): string =>
  currency ? `${label} (${currency})` : label;

/** The casino's base currency: the one its exchange rates count from (rate 1), else the first. */
export const baseCurrencyOf = (rates: Record<string, number>): string =>
  Object.keys(rates).find((currency) => rates[currency] === 1) ?? Object.keys(rates)[0] ?? '';

/** A length of time in its two largest units, as a status line says it: 45 s, 3 min 20 s, 2 h 5 min. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
