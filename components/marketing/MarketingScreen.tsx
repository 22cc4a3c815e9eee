import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';

import { BarChart } from '@/components/charts/BarChart';
import { ChartFigures } from '@/components/charts/ChartFigures';
import { LineChart } from '@/components/charts/LineChart';
import { QueryState } from '@/components/kit/QueryState';
import type { Column } from '@/components/lists/DataTable';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useToday } from '@/hooks/useToday';
import { selectFeatureSettings } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { DayPeriod, MarketingCampaign, MarketingReport } from '@/types/reports';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { formatAmount, formatCount, formatMoney } from '@/utils/format';
import { queryString } from '@/utils/query';
import { routes } from '@/utils/routes';
import { useGetMarketingReportQuery } from './api';
import {
  formatTypedDay,
  periodFromQuery,
  presetOf,
  presetPeriod,
  PRESET_DAYS,
  readPeriod,
  type PeriodErrors,
} from './period';
import styles from './marketing.module.scss';

/** The period from the address; changing it replaces the address, so a report can be shared. */
function usePeriod(today: string) {
  const router = useRouter();
  const period = periodFromQuery(queryString(router.query.start), queryString(router.query.end), today);
  const setPeriod = (next: DayPeriod) =>
    void router.replace({ pathname: router.pathname, query: { ...next } }, undefined, {
      shallow: true,
      scroll: false,
    });
  return [period, setPeriod] as const;
}

/** Dates typed as DD.MM.YYYY (checked when shown), or one of the presets, which apply at once. */
function PeriodForm({
  period,
  today,
  onChange,
}: {
  period: DayPeriod;
  today: string;
  onChange: (period: DayPeriod) => void;
}) {
  const [typed, setTyped] = useState({
    start: formatTypedDay(period.start),
    end: formatTypedDay(period.end),
  });
  const [shown, setShown] = useState(period);
  const [errors, setErrors] = useState<PeriodErrors>({});
  // A period set elsewhere (a preset, the address) replaces what is typed.
  if (shown.start !== period.start || shown.end !== period.end) {
    setShown(period);
    setTyped({ start: formatTypedDay(period.start), end: formatTypedDay(period.end) });
    setErrors({});
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readPeriod(typed);
    setErrors(result.errors);
    if (result.period) onChange(result.period);
  };
  const preset = presetOf(period, today);

  return (
    <form className={styles.period} onSubmit={submit} aria-label="Period" noValidate>
      <div className={styles.presets} role="group" aria-label="Presets">
        {PRESET_DAYS.map((days) => (
          <Button
            key={days}
            variant={preset === days ? 'primary' : 'secondary'}
            aria-pressed={preset === days}
            onClick={() => onChange(presetPeriod(days, today))}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <div className={styles.dates}>
        {(['start', 'end'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'start' ? 'From' : 'To'}
            hint="DD.MM.YYYY"
            inputMode="numeric"
            autoComplete="off"
            value={typed[field]}
            error={errors[field]}
            className={styles.dateField}
            onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
        <Button type="submit" className={styles.apply}>
          Show
        </Button>
      </div>
    </form>
  );
}

/** A day of the report as the spec writes dates. */
const dayLabel = formatTypedDay;

function Totals({ report }: { report: MarketingReport }) {
  const tiles = [
    { label: 'Participants', value: formatCount(report.totals.participants) },
    { label: 'Prizes paid', value: formatCount(report.totals.prizes) },
    { label: `Cost (${report.baseCurrency})`, value: formatAmount(report.totals.cost, report.baseCurrency) },
    { label: 'Campaigns', value: formatCount(report.totals.campaigns) },
  ];
  return (
    <section aria-labelledby="marketing-totals" className={styles.section}>
      <h2 id="marketing-totals">Totals</h2>
      <dl className={styles.tiles}>
        {tiles.map(({ label, value }) => (
          <div key={label} className={styles.tile}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.paid}>
        Paid out:{' '}
        {report.totals.paid.length === 0
          ? 'nothing'
          : report.totals.paid.map(({ currency, amount }) => formatAmount(amount, currency)).join(' · ')}
      </p>
    </section>
  );
}

type Day = MarketingReport['days'][number];
type TypeRow = MarketingReport['byType'][number];

function DayByDay({ report }: { report: MarketingReport }) {
  const labels = report.days.map((day) => dayLabel(day.day));
  const base = report.baseCurrency;
  const columns: Column<Day>[] = [
    { key: 'day', header: 'Day', rowHeader: true, cell: (row) => dayLabel(row.day) },
    {
      key: 'participants',
      header: 'Participants',
      align: 'end',
      cell: (row) => formatCount(row.participants),
    },
    { key: 'prizes', header: 'Prizes paid', align: 'end', cell: (row) => formatCount(row.prizes) },
    { key: 'cost', header: `Cost (${base})`, align: 'end', cell: (row) => formatAmount(row.cost, base) },
  ];
  const playersTitle = 'Participants and prizes paid per day';
  const costTitle = `Cost per day (${base})`;
  return (
    <section aria-labelledby="marketing-days" className={styles.section}>
      <h2 id="marketing-days">Day by day</h2>
      <div className={styles.charts}>
        <div className={styles.chartBlock}>
          <LineChart
            title={playersTitle}
            labels={labels}
            wholeNumbers
            formatValue={formatCount}
            series={[
              { key: 'participants', label: 'Participants', values: report.days.map((d) => d.participants) },
              { key: 'prizes', label: 'Prizes paid', values: report.days.map((d) => d.prizes) },
            ]}
          />
          <ChartFigures
            title={playersTitle}
            columns={columns.slice(0, 3)}
            rows={report.days}
            rowKey={(d) => d.day}
          />
        </div>
        <div className={styles.chartBlock}>
          <LineChart
            title={costTitle}
            labels={labels}
            formatValue={formatMoney}
            series={[{ key: 'cost', label: `Cost (${base})`, values: report.days.map((d) => d.cost) }]}
          />
          <ChartFigures
            title={costTitle}
            columns={[columns[0], columns[3]]}
            rows={report.days}
            rowKey={(d) => d.day}
          />
        </div>
      </div>
    </section>
  );
}

function ByType({ report }: { report: MarketingReport }) {
  const base = report.baseCurrency;
  const columns: Column<TypeRow>[] = [
    { key: 'type', header: 'Type', rowHeader: true, cell: (row) => campaignTypeLabel(row.type) },
    { key: 'campaigns', header: 'Campaigns', align: 'end', cell: (row) => formatCount(row.campaigns) },
    {
      key: 'participants',
      header: 'Participants',
      align: 'end',
      cell: (row) => formatCount(row.participants),
    },
    { key: 'prizes', header: 'Prizes paid', align: 'end', cell: (row) => formatCount(row.prizes) },
    { key: 'cost', header: `Cost (${base})`, align: 'end', cell: (row) => formatAmount(row.cost, base) },
  ];
  const bars = (value: (row: TypeRow) => number) =>
    report.byType.map((row) => ({ key: row.type, label: campaignTypeLabel(row.type), value: value(row) }));
  return (
    <section aria-labelledby="marketing-types" className={styles.section}>
      <h2 id="marketing-types">By campaign type</h2>
      <div className={styles.charts}>
        <BarChart
          title="Participants per campaign type"
          bars={bars((row) => row.participants)}
          formatValue={formatCount}
          emptyMessage="Nobody joined a campaign in this period."
        />
        <BarChart
          title={`Cost per campaign type (${base})`}
          bars={bars((row) => row.cost)}
          formatValue={(value) => formatAmount(value, base)}
          emptyMessage="No prize was paid in this period."
        />
      </div>
      <ChartFigures
        title="Figures per campaign type"
        columns={columns}
        rows={report.byType}
        rowKey={(row) => row.type}
      />
    </section>
  );
}

function TopCampaigns({ report }: { report: MarketingReport }) {
  const base = report.baseCurrency;
  const columns: Column<MarketingCampaign>[] = [
    { key: 'name', header: 'Campaign', rowHeader: true, cell: (row) => row.name },
    { key: 'type', header: 'Type', cell: (row) => campaignTypeLabel(row.type) },
    {
      key: 'participants',
      header: 'Participants',
      align: 'end',
      cell: (row) => formatCount(row.participants),
    },
    { key: 'prizes', header: 'Prizes paid', align: 'end', cell: (row) => formatCount(row.prizes) },
    { key: 'cost', header: `Cost (${base})`, align: 'end', cell: (row) => formatAmount(row.cost, base) },
  ];
  const bars = (rows: MarketingCampaign[], value: (row: MarketingCampaign) => number) =>
    rows.map((row) => ({
      key: row.id,
      label: row.name,
      value: value(row),
      href: routes.campaigns.statistics(row.id),
    }));
  const byCost = `Top campaigns by cost (${base})`;
  const byParticipants = 'Top campaigns by participants';
  return (
    <section aria-labelledby="marketing-top" className={styles.section}>
      <h2 id="marketing-top">Top campaigns</h2>
      <div className={styles.charts}>
        <div className={styles.chartBlock}>
          <BarChart
            title={byCost}
            bars={bars(report.topByCost, (row) => row.cost)}
            formatValue={(value) => formatAmount(value, base)}
            emptyMessage="No prize was paid in this period."
          />
          <ChartFigures title={byCost} columns={columns} rows={report.topByCost} rowKey={(row) => row.id} />
        </div>
        <div className={styles.chartBlock}>
          <BarChart
            title={byParticipants}
            bars={bars(report.topByParticipants, (row) => row.participants)}
            formatValue={formatCount}
            emptyMessage="Nobody joined a campaign in this period."
          />
          <ChartFigures
            title={byParticipants}
            columns={columns}
            rows={report.topByParticipants}
            rowKey={(row) => row.id}
          />
        </div>
      </div>
    </section>
  );
}

/**
 * Spec §2 /marketing: what the players who joined campaigns in a period did, day by day, per campaign
 * type and for the leading campaigns; counts, and cost in the casino's base currency (prizes paid in
 * each currency in the totals). Only campaigns the user may see count.
 */
export function MarketingScreen() {
  const { backofficeToRunInUtc: inUtc } = useAppSelector(selectFeatureSettings);
  const today = useToday(inUtc);
  return (
    <section aria-labelledby="marketing-title" className={styles.screen}>
      <h1 id="marketing-title">Marketing</h1>
      {today === null ? <Spinner label="Loading the figures" /> : <MarketingFigures today={today} />}
    </section>
  );
}

/** The period (from the address, or the last 30 days up to `today`) and its figures. */
function MarketingFigures({ today }: { today: string }) {
  const [period, setPeriod] = usePeriod(today);
  const query = useGetMarketingReportQuery(period);

  return (
    <>
      <PeriodForm period={period} today={today} onChange={setPeriod} />
      <p className={styles.showing} aria-live="polite">
        {formatTypedDay(period.start)} – {formatTypedDay(period.end)}
      </p>
      <QueryState query={query} what="the figures" beyondSpec>
        {(report) => (
          <div
            className={query.isFetching ? styles.stale : undefined}
            aria-busy={query.isFetching || undefined}
          >
            <Totals report={report} />
            <DayByDay report={report} />
            <ByType report={report} />
            <TopCampaigns report={report} />
          </div>
        )}
      </QueryState>
    </>
  );
}
