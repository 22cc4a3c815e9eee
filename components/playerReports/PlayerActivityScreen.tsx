import { useState } from 'react';

import { LineChart } from '@/components/charts/LineChart';
import { QueryState } from '@/components/kit/QueryState';
import { useGetPlayerActivityQuery } from '@/components/players';
import { dayjs } from '@/utils/dayjs';
import { DateTimeInput } from '@/components/ui/DateTimeInput';
import { DATE_TIME_MESSAGES, isFormValue } from '@/utils/dateTimeInput';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { DATE_FORMAT, formatAmount, formatCount } from '@/utils/format';
import styles from './playerReports.module.scss';

const ISO_DAY = 'YYYY-MM-DD';
/** The API's longest period. */
export const MAX_ACTIVITY_DAYS = 366;
const PRESETS = [7, 30, 90] as const;

const lastDays = (days: number) => ({
  start: dayjs()
    .subtract(days - 1, 'day')
    .format(ISO_DAY),
  end: dayjs().format(ISO_DAY),
});

const samePeriod = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start === b.start && a.end === b.end;

/** What is wrong with a period, or null (the same rules as the API's). */
export function periodError(start: string, end: string): string | null {
  if (!start || !end) return 'Choose the first and the last day.';
  if (!isFormValue(start, 'date') || !isFormValue(end, 'date')) return DATE_TIME_MESSAGES.date;
  const days = dayjs(end).diff(dayjs(start), 'day') + 1;
  if (days < 1) return 'The last day may not be before the first.';
  if (days > MAX_ACTIVITY_DAYS) return `Choose at most ${MAX_ACTIVITY_DAYS} days.`;
  return null;
}

/**
 * Player reports → Player Activity: per day of a chosen period (last 30 days first), how many players
 * played and deposited, and the deposits in the casino's base currency.
 */
export function PlayerActivityScreen() {
  const [period, setPeriod] = useState(() => lastDays(30));
  const error = periodError(period.start, period.end);
  const query = useGetPlayerActivityQuery(period, { skip: error !== null });
  const labels = (days: { day: string }[]) => days.map((day) => dayjs(day.day).format(DATE_FORMAT));

  return (
    <section aria-labelledby="player-activity-title" className={styles.screen}>
      <h1 id="player-activity-title">Player activity</h1>
      <form className={styles.period} aria-label="Period" onSubmit={(event) => event.preventDefault()}>
        <DateTimeInput
          label="First day"
          mode="date"
          value={period.start}
          onChange={(start) => setPeriod({ ...period, start })}
        />
        <DateTimeInput
          label="Last day"
          mode="date"
          value={period.end}
          onChange={(end) => setPeriod({ ...period, end })}
          error={error ?? undefined}
        />
        <SegmentedControl
          label="Quick periods"
          className={styles.presets}
          segments={PRESETS.map((days) => ({ value: days, label: `Last ${days} days` }))}
          value={PRESETS.find((days) => samePeriod(period, lastDays(days))) ?? null}
          onChange={(days) => setPeriod(lastDays(days))}
        />
      </form>
      {error === null && (
        <QueryState query={query} what="the player activity">
          {(activity) => (
            <>
              <dl className={styles.tiles}>
                <div className={styles.tile}>
                  <dt>Most active players in a day</dt>
                  <dd>{formatCount(activity.totals.activePlayers)}</dd>
                </div>
                <div className={styles.tile}>
                  <dt>Deposits</dt>
                  <dd>{formatCount(activity.totals.deposits)}</dd>
                </div>
                <div className={styles.tile}>
                  <dt>Deposited</dt>
                  <dd>{formatAmount(activity.totals.depositAmount, activity.currency)}</dd>
                </div>
              </dl>
              <LineChart
                title="Players per day"
                labels={labels(activity.days)}
                wholeNumbers
                formatValue={formatCount}
                series={[
                  {
                    key: 'active',
                    label: 'Active players',
                    values: activity.days.map((day) => day.activePlayers),
                  },
                  {
                    key: 'depositors',
                    label: 'Depositors',
                    values: activity.days.map((day) => day.depositors),
                  },
                ]}
              />
              <LineChart
                title={`Deposits per day (${activity.currency})`}
                labels={labels(activity.days)}
                formatValue={(value) => formatAmount(value, activity.currency)}
                series={[
                  {
                    key: 'amount',
                    label: 'Deposited',
                    values: activity.days.map((day) => day.depositAmount),
                  },
                ]}
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
