import { useState } from 'react';

import { LineChart } from '@/components/charts/LineChart';
import type { Column } from '@/components/lists/DataTable';
import { PagedTable } from '@/components/lists/PagedTable';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import type { JackpotContribution } from '@/types/jackpots';
import { formatAmount } from '@/utils/format';
import styles from '../typeSettings.module.scss';
import { useGetJackpotContributionsQuery } from './api';

const PAGE_SIZE = 10;

/**
 * The contributions that fed a jackpot's pot: per day as a chart, one by one as a paged table (newest
 * first).
 */
export function JackpotContributions({ jackpotId, currency }: { jackpotId: number; currency: string }) {
  const [offset, setOffset] = useState(0);
  const formatDate = useDateTimeFormat();
  const result = useGetJackpotContributionsQuery({ jackpot: jackpotId, limit: PAGE_SIZE, offset });
  const perDay = result.data?.perDay ?? [];
  const money = (value: number) => formatAmount(value, currency);

  const columns: Column<JackpotContribution>[] = [
    { key: 'created', header: 'Date', cell: (row) => formatDate(row.created), rowHeader: true },
    { key: 'player', header: 'Player', cell: (row) => row.player ?? 'Removed player' },
    { key: 'bet', header: 'Bet', cell: (row) => money(row.betAmount), align: 'end' },
    { key: 'amount', header: 'Contribution', cell: (row) => money(row.amount), align: 'end' },
  ];

  return (
    <section aria-labelledby="jackpot-contributions" className={styles.charts}>
      <h3 id="jackpot-contributions">Contributions</h3>
      {perDay.length > 0 && (
        <LineChart
          title="Contributions per day (UTC)"
          labels={perDay.map(({ day }) => day.split('-').reverse().join('.'))}
          formatValue={money}
          series={[{ key: 'amount', label: 'Contributed', values: perDay.map((day) => day.amount) }]}
        />
      )}
      <PagedTable
        caption="Contributions"
        captionHidden
        columns={columns}
        rowKey={(row) => row.id}
        emptyMessage="No contributions yet"
        result={result}
        list={{ limit: PAGE_SIZE, offset, filtered: false, setOffset }}
      />
    </section>
  );
}
