import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';

import { CampaignStatusBadge } from '@/components/campaigns';
import { QueryState, StateMessage } from '@/components/kit/QueryState';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useToday } from '@/hooks/useToday';
import { selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { CalendarCampaign, CampaignCalendar } from '@/types/reports';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { queryString } from '@/utils/query';
import { routes } from '@/utils/routes';
import { useGetCampaignCalendarQuery } from './api';
import { CalendarGrid, type PlacedCampaign } from './CalendarGrid';
import {
  addDays,
  CALENDAR_VIEWS,
  campaignSpan,
  isDay,
  longDay,
  runsOn,
  shiftView,
  viewTitle,
  visibleWeeks,
  type CalendarView,
  type Day,
} from './calendarLayout';
import { ClashList } from './ClashList';
import { clashesByCampaign, clashesOn, sharedPhrase, type Clash } from './clashes';
import styles from './overview.module.scss';

const TITLE_ID = 'overview-period';

/** The view and the chosen day, from the address (`?view=week&date=2031-03-10`), so a view can be shared. */
function useCalendarParams(today: Day) {
  const router = useRouter();
  const requestedView = queryString(router.query.view);
  const requestedDate = queryString(router.query.date);
  const view: CalendarView = CALENDAR_VIEWS.includes(requestedView as CalendarView)
    ? (requestedView as CalendarView)
    : 'month';
  const date = isDay(requestedDate) ? requestedDate : today;
  const set = (changes: { view?: CalendarView; date?: Day }) => {
    const next = { view, date, ...changes };
    void router.replace(
      {
        pathname: router.pathname,
        query: {
          ...(next.view === 'month' ? {} : { view: next.view }),
          ...(next.date === today ? {} : { date: next.date }),
        },
      },
      undefined,
      { shallow: true, scroll: false },
    );
  };
  return { view, date, set };
}

function CampaignDates({ campaign }: { campaign: CalendarCampaign }) {
  const formatDate = useDateTimeFormat();
  return (
    <span className={styles.dates}>
      <time dateTime={campaign.startDate}>{formatDate(campaign.startDate)}</time>
      {' – '}
      {campaign.endDate ? <time dateTime={campaign.endDate}>{formatDate(campaign.endDate)}</time> : 'no end'}
    </span>
  );
}

function ClashNote({ clash }: { clash: Clash }) {
  return (
    <p className={styles.clash}>
      <span aria-hidden="true">⚠ </span>
      Clashes with{' '}
      {clash.other ? (
        <Link href={routes.campaigns.edit(clash.other.id)}>{clash.other.name}</Link>
      ) : (
        'another campaign'
      )}{' '}
      on {sharedPhrase(clash.overlap)}.
    </p>
  );
}

/** Clashes named one by one while they are few; past that, counted, with the period's list for detail. */
const CLASHES_NAMED = 2;

function ClashNotes({ clashes }: { clashes: Clash[] }) {
  if (clashes.length <= CLASHES_NAMED)
    return clashes.map((clash) => <ClashNote key={clash.overlap.campaigns.join('-')} clash={clash} />);
  const [first, second] = clashes.map((clash) =>
    clash.other ? (
      <Link key={clash.other.id} href={routes.campaigns.edit(clash.other.id)}>
        {clash.other.name}
      </Link>
    ) : (
      'another campaign'
    ),
  );
  return (
    <p className={styles.clash}>
      <span aria-hidden="true">⚠ </span>
      Clashes with {clashes.length} campaigns: {first}, {second} and {clashes.length - CLASHES_NAMED} more
      (see the clashes to review).
    </p>
  );
}

/** The chosen day's campaigns: the keyboard's and screen reader's way to every campaign of the grid. */
function DayCampaigns({
  day,
  placed,
  clashes,
  inUtc,
  focusRequest,
}: {
  day: Day;
  placed: readonly PlacedCampaign[];
  clashes: Map<number, Clash[]>;
  inUtc: boolean;
  /** Grows each time a "+N more" asks for this list: its heading then takes the focus. */
  focusRequest: number;
}) {
  const running = placed.filter((entry) => runsOn(entry.span, day));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    heading.current?.focus();
  }, [focusRequest]);
  return (
    <section aria-labelledby="overview-day" className={styles.dayPanel}>
      <h2 id="overview-day" ref={heading} tabIndex={-1}>
        {longDay(day)}
      </h2>
      {running.length === 0 ? (
        <StateMessage>No campaign runs on this day.</StateMessage>
      ) : (
        <ul className={styles.dayList}>
          {running.map(({ campaign }) => (
            <li key={campaign.id} className={styles.dayItem}>
              <div className={styles.dayItemHead}>
                <Link href={routes.campaigns.edit(campaign.id)} className={styles.campaignLink}>
                  {campaign.name}
                </Link>
                <CampaignStatusBadge status={campaign.status} />
              </div>
              <p className={styles.meta}>
                {campaignTypeLabel(campaign.type)} · <CampaignDates campaign={campaign} />
              </p>
              <ClashNotes clashes={clashesOn(clashes.get(campaign.id) ?? [], day, inUtc)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The loaded calendar: the grid, the chosen day's campaigns and the period's clashes. */
function CalendarContent({
  calendar,
  view,
  weeks,
  selected,
  today,
  inUtc,
  loading,
  onSelect,
}: {
  calendar: CampaignCalendar;
  view: CalendarView;
  weeks: Day[][];
  selected: Day;
  today: Day;
  inUtc: boolean;
  /** The period's own campaigns are on their way: the grid stays (and keeps the focus), without bars. */
  loading: boolean;
  onSelect: (day: Day) => void;
}) {
  // Accepted clashes are listed apart and no longer mark the bars or the day's campaigns.
  const clashes = clashesByCampaign(
    calendar.campaigns,
    calendar.overlaps.filter((overlap) => !overlap.accepted),
  );
  const [focusRequest, setFocusRequest] = useState(0);
  const placed: PlacedCampaign[] = calendar.campaigns.map((campaign) => ({
    campaign,
    span: campaignSpan(campaign.startDate, campaign.endDate, inUtc),
    clashes: clashes.get(campaign.id)?.length ?? 0,
  }));
  return (
    <>
      {calendar.truncated && (
        <p className={styles.notice} role="status">
          More campaigns run in this period than the calendar can show; choose the week view to see fewer at a
          time.
        </p>
      )}
      <CalendarGrid
        busy={loading}
        view={view}
        weeks={weeks}
        selected={selected}
        today={today}
        placed={placed}
        labelledBy={TITLE_ID}
        onSelect={onSelect}
        onShowDay={(day) => {
          onSelect(day);
          setFocusRequest((count) => count + 1);
        }}
      />
      {loading ? (
        <Spinner label="Loading the calendar" />
      ) : (
        <div className={styles.panels}>
          <DayCampaigns
            day={selected}
            placed={placed}
            clashes={clashes}
            inUtc={inUtc}
            focusRequest={focusRequest}
          />
          <ClashList calendar={calendar} />
        </div>
      )}
    </>
  );
}

/**
 * Spec §2 /overview: every campaign the user may see on one calendar, a month or a week at a time,
 * with the clashes (same time, same games or players) marked on the bars, listed per day and in all.
 */
export function OverviewScreen() {
  const { backofficeToRunInUtc: inUtc } = useAppSelector(selectFeatureSettings);
  const today = useToday(inUtc);
  return (
    <section aria-labelledby="overview-title" className={styles.screen}>
      <h1 id="overview-title">Campaign overview</h1>
      {today === null ? <Spinner label="Loading the calendar" /> : <Calendar today={today} inUtc={inUtc} />}
    </section>
  );
}

const emptyCalendar = (calendar: CampaignCalendar): CampaignCalendar => ({
  ...calendar,
  truncated: false,
  campaigns: [],
  overlaps: [],
});

/** The toolbar, the period's title and the calendar of the period around the address's day. */
function Calendar({ today, inUtc }: { today: Day; inUtc: boolean }) {
  const { view, date, set } = useCalendarParams(today);
  const weeks = useMemo(() => visibleWeeks(view, date), [view, date]);
  const first = weeks[0][0];
  const last = weeks[weeks.length - 1][6];
  // A day more on each side: a campaign's day in local time may be the next or previous UTC day.
  const query = useGetCampaignCalendarQuery({ start: addDays(first, -1), end: addDays(last, 1) });

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.navigation}>
          <Button variant="secondary" onClick={() => set({ date: shiftView(view, date, -1) })}>
            <span aria-hidden="true">‹ </span>Previous {view}
          </Button>
          <Button variant="secondary" onClick={() => set({ date: today })}>
            Today
          </Button>
          <Button variant="secondary" onClick={() => set({ date: shiftView(view, date, 1) })}>
            Next {view}
            <span aria-hidden="true"> ›</span>
          </Button>
        </div>
        <div className={styles.views} role="group" aria-label="View">
          {CALENDAR_VIEWS.map((option) => (
            <Button
              key={option}
              variant={option === view ? 'primary' : 'secondary'}
              aria-pressed={option === view}
              onClick={() => set({ view: option })}
            >
              {option === 'month' ? 'Month' : 'Week'}
            </Button>
          ))}
        </div>
      </div>
      <h2 id={TITLE_ID} className={styles.period} aria-live="polite">
        {viewTitle(view, date)}
      </h2>
      <QueryState query={query} what="the calendar" beyondSpec>
        {(calendar) => (
          <CalendarContent
            // Another period's campaigns are never shown under this one's title: while the period's own
            // are on their way the grid shows its days alone.
            calendar={query.currentData ?? emptyCalendar(calendar)}
            loading={query.currentData === undefined}
            view={view}
            weeks={weeks}
            selected={date}
            today={today}
            inUtc={inUtc}
            onSelect={(day) => set({ date: day })}
          />
        )}
      </QueryState>
    </>
  );
}
