import { LineChart } from '@/components/charts/LineChart';
import { DataTable, type Column } from '@/components/lists/DataTable';
import { FigureTiles } from '@/components/ui/FigureTiles';
import type { CampaignStatisticsDay, CampaignStatisticsReport } from '@/types/campaigns';
import { DATE_FORMAT, formatAmount, formatCount, formatDateTime } from '@/utils/format';
import { everyDay } from './dailySeries';
import styles from './statistics.module.scss';

export const NO_ACTIVITY = 'No activity yet';

/** A day of the series (YYYY-MM-DD, a calendar day with no time zone to convert). */
const formatDay = (day: string) => formatDateTime(day, { format: DATE_FORMAT });

/** The day-by-day table; money in the report's base currency. */
const columnsIn = (currency: string): Column<CampaignStatisticsDay>[] => [
  {
    key: 'day',
    header: 'Day',
    rowHeader: true,
    cell: ({ day }) => <time dateTime={day}>{formatDay(day)}</time>,
  },
  { key: 'participants', header: 'Participants', align: 'end', cell: (row) => formatCount(row.participants) },
  { key: 'completions', header: 'Completions', align: 'end', cell: (row) => formatCount(row.completions) },
  {
    key: 'prizesPaid',
    header: 'Prizes paid',
    align: 'end',
    cell: (row) => formatAmount(row.prizesPaid, currency),
  },
  { key: 'cost', header: 'Cost to date', align: 'end', cell: (row) => formatAmount(row.cost, currency) },
];

/** What the live figures do not say: the prizes paid out and what the campaign has cost. */
function Totals({ report }: { report: CampaignStatisticsReport }) {
  return (
    <section aria-labelledby="statistics-totals">
      <h2 id="statistics-totals" className="visually-hidden">
        Totals
      </h2>
      <FigureTiles
        figures={[
          { label: 'Prizes paid', value: formatAmount(report.prizesPaid, report.baseCurrency) },
          { label: 'Cost', value: formatAmount(report.cost, report.baseCurrency) },
        ]}
      />
    </section>
  );
}

/**
 * A campaign's statistics: prizes paid and cost, then day by day as two charts (counts and money have different
 * scales) and as a table, which also gives the charts' figures to those who cannot see them.
 */
export function CampaignActivity({ report }: { report: CampaignStatisticsReport }) {
  const days = everyDay(report.series);
  const labels = days.map(({ day }) => formatDay(day));
  return (
    <>
      <Totals report={report} />
      <section aria-labelledby="statistics-days" className={styles.days}>
        <h2 id="statistics-days">Day by day</h2>
        {days.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{NO_ACTIVITY}</p>
            <p>Nobody has joined this campaign so far. Its figures appear here day by day once players do.</p>
          </div>
        ) : (
          <>
            <div className={styles.charts}>
              <LineChart
                title="Players per day"
                labels={labels}
                wholeNumbers
                formatValue={formatCount}
                series={[
                  { key: 'participants', label: 'Participants', values: days.map((d) => d.participants) },
                  { key: 'completions', label: 'Completions', values: days.map((d) => d.completions) },
                ]}
              />
              <LineChart
                title="Prizes and cost"
                labels={labels}
                formatValue={(value) => formatAmount(value, report.baseCurrency)}
                series={[
                  { key: 'prizesPaid', label: 'Prizes paid', values: days.map((d) => d.prizesPaid) },
                  { key: 'cost', label: 'Cost to date', values: days.map((d) => d.cost) },
                ]}
              />
            </div>
            <DataTable
              caption="Statistics by day"
              columns={columnsIn(report.baseCurrency)}
              rows={report.series}
              rowKey={({ day }) => day}
              emptyMessage={NO_ACTIVITY}
            />
          </>
        )}
      </section>
    </>
  );
}
