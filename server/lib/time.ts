/** Date handling shared by the campaign rules, the scheduler and the list filters (all in UTC). */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * An ISO 8601 date-time (a zone-less one is UTC) or a plain date (midnight UTC); null when it is not one
 * or names a day that does not exist.
 */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  let offset = zone.toUpperCase();
  if (offset !== 'Z') {
    const digits = offset.replace(':', '');
    offset = `${digits.slice(0, 3)}:${digits.slice(3, 5) || '00'}`;
  }
  const ms = fraction ? fraction.slice(0, 4).padEnd(4, '0') : '.000';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${ms}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether `text` is a plain date (no time part). */
export const isPlainDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text.trim());

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `n` days, weeks or months (a month keeps the day, clamped to the month's last day). */
export function addInterval(date: Date, n: number, unit: 'day' | 'week' | 'month'): Date {
  if (unit === 'day') return new Date(date.getTime() + n * 86400_000);
  if (unit === 'week') return new Date(date.getTime() + n * 7 * 86400_000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + n;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(targetYear, targetMonth + 1));
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9's date-time format in UTC, for texts people read (notifications): `24.11.2026 09:00 (UTC)`. */
export function formatDateTimeUtc(date: Date): string {
  return (
    `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} (UTC)`
  );
}
