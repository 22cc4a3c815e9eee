import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/**
 * Typed dates and times (spec: DD.MM.YYYY HH:mm, 24-hour) and the forms' own values, which stay in
 * the native inputs' shape (`2026-12-01T18:30`, `2026-12-01`, `18:30`) so that the forms'
 * conversions and comparisons do not change. Both are wall-clock times: the form decides the zone.
 */
export type DateTimeMode = 'dateTime' | 'date' | 'time';

const FORM_FORMAT: Record<DateTimeMode, string> = {
  dateTime: 'YYYY-MM-DDTHH:mm',
  date: 'YYYY-MM-DD',
  time: 'HH:mm',
};
/** How a value is typed and shown (the placeholder too). */
export const TYPED_FORMAT: Record<DateTimeMode, string> = {
  dateTime: 'DD.MM.YYYY HH:mm',
  date: 'DD.MM.YYYY',
  time: 'HH:mm',
};
/** Also accepted when typed: single-digit days, months and hours. */
const LENIENT_FORMATS: Record<DateTimeMode, string[]> = {
  dateTime: ['DD.MM.YYYY HH:mm', 'D.M.YYYY H:mm', 'D.M.YYYY HH:mm', 'DD.MM.YYYY H:mm'],
  date: ['DD.MM.YYYY', 'D.M.YYYY'],
  time: ['HH:mm', 'H:mm'],
};

export const DATE_TIME_MESSAGES: Record<DateTimeMode, string> = {
  dateTime: 'Enter the date and time as DD.MM.YYYY HH:mm (24-hour), e.g. 01.12.2026 18:30.',
  date: 'Enter the date as DD.MM.YYYY, e.g. 01.12.2026.',
  time: 'Enter the time as HH:mm (24-hour), e.g. 18:30.',
};

/** A form value as it is typed: `2026-12-01T18:30` → "01.12.2026 18:30"; other text stays as it is. */
export function typedFromValue(value: string, mode: DateTimeMode): string {
  if (!value) return '';
  const parsed = dayjs(value, FORM_FORMAT[mode], true);
  return parsed.isValid() ? parsed.format(TYPED_FORMAT[mode]) : value;
}

/** Typed text as a form value ("1.12.2026 9:05" → `2026-12-01T09:05`); null when it is no such date. */
export function valueFromTyped(text: string, mode: DateTimeMode): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const parsed = dayjs(trimmed, LENIENT_FORMATS[mode], true);
  return parsed.isValid() ? parsed.format(FORM_FORMAT[mode]) : null;
}

/** Whether a form value is complete (empty values are the schemas' business). */
export const isFormValue = (value: string, mode: DateTimeMode): boolean =>
  dayjs(value, FORM_FORMAT[mode], true).isValid();
