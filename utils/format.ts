export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'DD.MM.YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm:ss';
export const UTC_LABEL = '(UTC)';

// Display formatting is on every page, so it does without dayjs (3.5 kB gzip there): dates parse and
// format as dayjs did (a date-time without a zone is local time, or UTC when the casino runs in UTC);
// the screens that do date arithmetic (overview, marketing, player activity) still use dayjs.
const WITHOUT_ZONE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function parseDate(value: string | number | Date, inUtc: boolean): Date | null {
  const parts = typeof value === 'string' ? WITHOUT_ZONE.exec(value.trim()) : null;
  let date: Date;
  if (parts) {
    const [year, month, day, hour, minute, second, millisecond] = parts
      .slice(1)
      .map((part, index) => (index === 6 ? Number((part ?? '0').padEnd(3, '0')) : Number(part ?? 0)));
    const fields = [year, month - 1, day, hour, minute, second, millisecond] as const;
    date = inUtc ? new Date(Date.UTC(...fields)) : new Date(...fields);
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `format`'s tokens (YYYY MM DD HH mm ss) filled in from `date`, read in UTC or local time. */
function formatDate(date: Date, format: string, inUtc: boolean): string {
  const fields: Record<string, number> = inUtc
    ? {
        YYYY: date.getUTCFullYear(),
        MM: date.getUTCMonth() + 1,
        DD: date.getUTCDate(),
        HH: date.getUTCHours(),
        mm: date.getUTCMinutes(),
        ss: date.getUTCSeconds(),
      }
    : {
        YYYY: date.getFullYear(),
        MM: date.getMonth() + 1,
        DD: date.getDate(),
        HH: date.getHours(),
        mm: date.getMinutes(),
        ss: date.getSeconds(),
      };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => pad(fields[token], token === 'YYYY' ? 4 : 2));
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
  const date = parseDate(value, inUtc);
  if (!date) return '—';
  const text = formatDate(date, format, inUtc);
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
  const date = parseDate(value, inUtc);
  return date ? formatDate(date, DATE_TIME_INPUT_FORMAT, inUtc) : '';
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

/** The casino's base currency: the one its exchange rates count from (rate 1), else the first. */
export const baseCurrencyOf = (rates: Record<string, number>): string =>
  Object.keys(rates).find((currency) => rates[currency] === 1) ?? Object.keys(rates)[0] ?? '';
