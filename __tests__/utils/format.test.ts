import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_TIME_SECONDS_FORMAT,
  formatDateTime,
  formatDuration,
  fromDateTimeInput,
  toDateTimeInput,
} from '@/utils/format';

dayjs.extend(utc);

// A zone away from UTC, so that local and UTC readings differ (Node applies a changed TZ at once).
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const VALUES = [
  '2026-11-23T22:30:05Z',
  '2026-11-23T22:30:05.123+02:00',
  '2026-01-01',
  '2026-03-09T07:05',
  '2026-03-09 07:05:09',
  Date.UTC(2031, 2, 10, 23, 59, 59),
  new Date(Date.UTC(2026, 11, 31, 23, 0)),
  'not a date',
];

describe('date formats on dayjs', () => {
  it.each([false, true])('read and write dates as dayjs does (UTC: %s)', (inUtc) => {
    for (const value of VALUES) {
      const reference = inUtc ? dayjs.utc(value) : dayjs(value);
      for (const format of [DATE_TIME_FORMAT, DATE_TIME_SECONDS_FORMAT, DATE_FORMAT]) {
        const expected = reference.isValid() ? `${reference.format(format)}${inUtc ? ' (UTC)' : ''}` : '—';
        expect([value, format, formatDateTime(value, { inUtc, format })]).toEqual([value, format, expected]);
      }
      if (typeof value === 'string') {
        expect(toDateTimeInput(value, inUtc)).toBe(
          reference.isValid() ? reference.format('YYYY-MM-DDTHH:mm') : '',
        );
        expect(fromDateTimeInput(value, inUtc)).toBe(reference.isValid() ? reference.toISOString() : null);
      }
    }
  });

  it('shows a dash for nothing', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(toDateTimeInput(null)).toBe('');
    expect(fromDateTimeInput('')).toBeNull();
  });
});

describe('durations', () => {
  it.each([
    [0, '0 s'],
    [44.6, '45 s'],
    [60, '1 min'],
    [200, '3 min 20 s'],
    [3600, '1 h'],
    [7500, '2 h 5 min'],
    [86400, '1 d'],
    [93600, '1 d 2 h'],
    [-5, '0 s'],
  ])('%s seconds read as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
