import Link from 'next/link';
import { useEffect, useRef, type KeyboardEvent } from 'react';

import type { CalendarCampaign } from '@/types/reports';
import { routes } from '@/utils/routes';
import {
  addDays,
  addMonths,
  isSameMonth,
  longDay,
  runsOn,
  startOfWeek,
  weekSegments,
  type CalendarView,
  type Day,
  type Span,
} from './calendarLayout';
import styles from './overview.module.scss';

/** Lanes of bars a month's week shows; the rest of a day's campaigns are counted ("+2"). */
export const MONTH_LANES = 3;

export interface PlacedCampaign {
  campaign: CalendarCampaign;
  span: Span;
  clashes: number;
}

export interface CalendarGridProps {
  view: CalendarView;
  weeks: Day[][];
  /** The chosen day: it takes the focus, and its campaigns are listed beside the grid. */
  selected: Day;
  today: Day;
  placed: readonly PlacedCampaign[];
  /** The id of the heading that names the grid ("March 2031"). */
  labelledBy: string;
  /** The period's campaigns are still loading (announced as busy; the days work as ever). */
  busy?: boolean;
  onSelect: (day: Day) => void;
  /** "+N more": choose the day and take the user to its list of campaigns, where all of them are. */
  onShowDay: (day: Day) => void;
}

/** Where each key takes the chosen day (PageUp/PageDown: a month, or a week in the week view). */
function target(key: string, day: Day, view: CalendarView): Day | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return addDays(startOfWeek(day), 6);
    case 'PageUp':
    case 'PageDown': {
      const step = key === 'PageUp' ? -1 : 1;
      if (view === 'week') return addDays(day, 7 * step);
      return addMonths(day, step);
    }
    default:
      return undefined;
  }
}

/**
 * Which campaigns take the top lanes, which a month shows: clashing ones, then those running or about
 * to, then drafts, then finished and cancelled ones.
 */
function urgency({ campaign, clashes }: PlacedCampaign): number {
  if (clashes > 0) return 0;
  if (campaign.status === 'AC' || campaign.status === 'SC') return 1;
  return campaign.status === 'DR' ? 2 : 3;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The days of a month or a week as an ARIA grid: one tab stop (the chosen day), arrows, Home/End and
 * PageUp/PageDown move it, also past the shown weeks (the view follows). Each week draws its
 * campaigns as bars across the days they run; the bars are links for the pointer, while keyboard and
 * screen-reader users reach the same links in the chosen day's list, so the grid stays one stop.
 */
export function CalendarGrid({
  view,
  weeks,
  selected,
  today,
  placed,
  labelledBy,
  busy = false,
  onSelect,
  onShowDay,
}: CalendarGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected, weeks]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = target(event.key, selected, view);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onSelect(next);
  };

  const lanesShown = view === 'month' ? MONTH_LANES : Infinity;

  return (
    <div className={`${styles.calendar} ${view === 'week' ? styles.weekView : ''}`}>
      <div className={styles.weekdays} aria-hidden="true">
        {WEEKDAYS.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <div
        ref={gridRef}
        role="grid"
        aria-labelledby={labelledBy}
        aria-readonly="true"
        aria-busy={busy}
        onKeyDown={onKeyDown}
      >
        {weeks.map((week) => {
          const segments = weekSegments(
            week,
            placed.map((entry) => ({ item: entry, span: entry.span })),
            (entry) => urgency(entry),
          );
          const lanes = Math.min(lanesShown, Math.max(0, ...segments.map((segment) => segment.lane + 1)));
          return (
            <div
              role="row"
              key={week[0]}
              className={styles.week}
              // The day numbers' row, a row per lane of bars, and the rest of the week's height.
              style={{ gridTemplateRows: `2.4rem repeat(${lanes}, auto) minmax(0.4rem, 1fr)` }}
            >
              {week.map((day, column) => {
                const running = placed.filter((entry) => runsOn(entry.span, day));
                const clashing = running.filter((entry) => entry.clashes > 0).length;
                const hidden = segments.filter(
                  (segment) =>
                    segment.lane >= lanesShown &&
                    segment.column <= column &&
                    column < segment.column + segment.length,
                ).length;
                const dayOfMonth = Number(day.slice(8));
                // The name begins with the number shown, so speech control finds the button by it.
                const label = [
                  String(dayOfMonth),
                  longDay(day),
                  running.length === 1 ? '1 campaign' : `${running.length} campaigns`,
                  clashing > 0 ? `${clashing} with clashes` : '',
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <div
                    role="gridcell"
                    key={day}
                    aria-selected={day === selected}
                    className={[
                      styles.day,
                      view === 'month' && !isSameMonth(day, selected) ? styles.outside : '',
                      day === today ? styles.today : '',
                      day === selected ? styles.selected : '',
                    ].join(' ')}
                    style={{ gridColumn: column + 1, gridRow: '1 / -1' }}
                  >
                    <button
                      type="button"
                      data-day={day}
                      className={styles.dayButton}
                      tabIndex={day === selected ? 0 : -1}
                      aria-label={label}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                    >
                      {dayOfMonth}
                    </button>
                    {hidden > 0 && (
                      // Out of the tab order like the bars: the chosen day's list is the keyboard's way.
                      <button
                        type="button"
                        tabIndex={-1}
                        className={styles.more}
                        aria-label={`${hidden} more on ${longDay(day)}: show the day's campaigns`}
                        onClick={() => onShowDay(day)}
                      >
                        +{hidden} more
                      </button>
                    )}
                  </div>
                );
              })}
              {segments
                .filter((segment) => segment.lane < lanesShown)
                .map(({ item, column, length, lane, continuesBefore, continuesAfter }) => (
                  <Link
                    key={item.campaign.id}
                    href={routes.campaigns.edit(item.campaign.id)}
                    tabIndex={-1}
                    aria-hidden="true"
                    title={item.campaign.name}
                    data-campaign={item.campaign.id}
                    className={[
                      styles.bar,
                      styles[`status${item.campaign.status}`],
                      item.clashes > 0 ? styles.clashing : '',
                      continuesBefore ? styles.continuesBefore : '',
                      continuesAfter ? styles.continuesAfter : '',
                    ].join(' ')}
                    style={{ gridColumn: `${column + 1} / span ${length}`, gridRow: lane + 2 }}
                  >
                    {item.clashes > 0 && <span className={styles.warningMark}>⚠ </span>}
                    {item.campaign.name}
                  </Link>
                ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
