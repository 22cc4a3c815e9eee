import { dayjs, type Dayjs } from '@/utils/dayjs';

/** A calendar day as `YYYY-MM-DD`: no time, no zone. */
export type Day = string;

export type CalendarView = 'month' | 'week';

export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week'];

const DAY_FORMAT = 'YYYY-MM-DD';

/** The plain-day arithmetic runs in UTC so that no daylight-saving change moves a day. */
const parse = (day: Day): Dayjs => dayjs.utc(day, DAY_FORMAT);
const format = (date: Dayjs): Day => date.format(DAY_FORMAT);

export const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && parse(value).isValid() && format(parse(value)) === value;

export const addDays = (day: Day, n: number): Day => format(parse(day).add(n, 'day'));

/** The same day `n` months on, or the month's last day when it is shorter (31.01 + 1 month: 28.02). */
export const addMonths = (day: Day, n: number): Day => format(parse(day).add(n, 'month'));

/** Monday of the week of `day` (weeks start on Monday, as in the spec's markets). */
export function startOfWeek(day: Day): Day {
  const date = parse(day);
  return format(date.subtract((date.day() + 6) % 7, 'day'));
}

/** The days a view shows around `day`: whole weeks, Monday first (a month: the weeks it touches). */
export function visibleWeeks(view: CalendarView, day: Day): Day[][] {
  const first = view === 'month' ? startOfWeek(format(parse(day).startOf('month'))) : startOfWeek(day);
  const last = view === 'month' ? format(parse(day).endOf('month')) : first;
  const weeks: Day[][] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  return weeks;
}

/**
 * One view earlier (-1) or later (+1): the first of the month (so no day of another month is chosen,
 * and ringed, as if it were today's date), or the same weekday a week away.
 */
export function shiftView(view: CalendarView, day: Day, direction: -1 | 1): Day {
  if (view === 'week') return format(parse(day).add(direction, 'week'));
  return format(parse(day).startOf('month').add(direction, 'month'));
}

/** "March 2031", or the week's span "09.03.2031 – 15.03.2031". */
export function viewTitle(view: CalendarView, day: Day): string {
  if (view === 'month') return parse(day).format('MMMM YYYY');
  const monday = startOfWeek(day);
  return `${formatDay(monday)} – ${formatDay(addDays(monday, 6))}`;
}

/** A day in the spec's date format: 10.03.2031. */
export const formatDay = (day: Day): string => parse(day).format('DD.MM.YYYY');

/** "Tuesday 10.03.2031". */
export const longDay = (day: Day): string => parse(day).format('dddd DD.MM.YYYY');

export const isSameMonth = (a: Day, b: Day): boolean => a.slice(0, 7) === b.slice(0, 7);

/** The day an instant falls on in the time the back-office shows. */
export function dayOf(instant: string, inUtc: boolean): Day {
  return (inUtc ? dayjs.utc(instant) : dayjs(instant)).format(DAY_FORMAT);
}

export interface Span {
  first: Day;
  /** Null: it runs on with no end. */
  last: Day | null;
}

/**
 * The days a campaign runs on: from its start's day to its end's day; an end at midnight sharp
 * does not take the day it opens.
 */
export function campaignSpan(start: string, end: string | null, inUtc: boolean): Span {
  const first = dayOf(start, inUtc);
  if (!end) return { first, last: null };
  const endAt = inUtc ? dayjs.utc(end) : dayjs(end);
  const midnight = endAt.hour() === 0 && endAt.minute() === 0 && endAt.second() === 0;
  const last = midnight ? endAt.subtract(1, 'day').format(DAY_FORMAT) : endAt.format(DAY_FORMAT);
  return { first, last: last < first ? first : last };
}

export const runsOn = (span: Span, day: Day): boolean =>
  span.first <= day && (span.last === null || day <= span.last);

export interface WeekSegment<T> {
  item: T;
  /** 0 (Monday) to 6. */
  column: number;
  /** Days covered in this week. */
  length: number;
  /** The row the bar takes, from 0, so that no two bars of a week meet. */
  lane: number;
  /** It started before this week / goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/**
 * The bars of one week: each item running in it gets the days it covers and the first lane free over
 * all of them, taken by `rank` (lower first: the top lanes go to what matters most), then in the order
 * they start (which, alone, needs the fewest lanes).
 */
export function weekSegments<T>(
  week: readonly Day[],
  items: ReadonlyArray<{ item: T; span: Span }>,
  rank: (item: T) => number = () => 0,
): WeekSegment<T>[] {
  const [monday, sunday] = [week[0], week[week.length - 1]];
  const inWeek = items
    .filter(({ span }) => span.first <= sunday && (span.last === null || span.last >= monday))
    .sort(
      (a, b) =>
        rank(a.item) - rank(b.item) ||
        (a.span.first < b.span.first ? -1 : a.span.first > b.span.first ? 1 : 0),
    );
  const lanes: number[][] = [];
  return inWeek.map(({ item, span }) => {
    const from = span.first < monday ? monday : span.first;
    const to = span.last === null || span.last > sunday ? sunday : span.last;
    const column = week.indexOf(from);
    const length = week.indexOf(to) - column + 1;
    let lane = lanes.findIndex((taken) => taken.every((col) => col < column || col >= column + length));
    if (lane === -1) lane = lanes.push([]) - 1;
    for (let col = column; col < column + length; col += 1) lanes[lane].push(col);
    return {
      item,
      column,
      length,
      lane,
      continuesBefore: span.first < monday,
      continuesAfter: span.last === null || span.last > sunday,
    };
  });
}
