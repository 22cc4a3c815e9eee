import { useState } from 'react';

import { LineChart } from '@/components/charts/LineChart';
import type { Column } from '@/components/lists/DataTable';
import { PagedTable } from '@/components/lists/PagedTable';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { selectCasino } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import type { CampaignDetail } from '@/types/campaigns';
import type { Jackpot, JackpotContribution } from '@/types/jackpots';
import { baseCurrencyOf, formatAmount } from '@/utils/format';
import styles from '../typeSettings.module.scss';
import { useGetJackpotContributionsQuery } from './api';

const PAGE_SIZE = 10;

function potText(jackpot: Jackpot, money: (value: number) => string): string {
  if (jackpot.cancellation === 'forfeited')
    return `Cancelled: its pot of ${money(jackpot.potAtCancellation ?? 0)} was forfeited.`;
  if (jackpot.cancellation === 'paid_out')
    return `Cancelled: its pot of ${money(jackpot.potAtCancellation ?? 0)} was paid out in a final draw.`;
  return `The pot holds ${money(jackpot.pot)} (${jackpot.contributionsCount} contributions).`;
}

/**
 * A saved jackpot's pot and the contributions that fed it: per day as a chart, one by one as a paged
 * table (newest first). Outside the settings form, so it pages on a read-only campaign too.
 */
export function JackpotContributions({ campaign }: { campaign: CampaignDetail }) {
  const jackpot = campaign.jackpot;
  const [offset, setOffset] = useState(0);
  const formatDate = useDateTimeFormat();
  const casino = useAppSelector(selectCasino);
  const currency = baseCurrencyOf(casino?.exchangeRates ?? {});
  const result = useGetJackpotContributionsQuery(
    { jackpot: jackpot?.id ?? 0, limit: PAGE_SIZE, offset },
    { skip: !jackpot },
  );
  if (!jackpot) return null;
  const perDay = result.data?.perDay ?? [];
  const money = (value: number) => formatAmount(value, currency);

  const columns: Column<JackpotContribution>[] = [
    { key: 'created', header: 'Date', cell: (row) => formatDate(row.created), rowHeader: true },
    { key: 'player', header: 'Player', cell: (row) => row.player ?? 'Players of one engine batch' },
    { key: 'bet', header: 'Bet', cell: (row) => money(row.betAmount), align: 'end' },
    { key: 'amount', header: 'Contribution', cell: (row) => money(row.amount), align: 'end' },
  ];

  return (
    <section aria-labelledby="jackpot-contributions" className={styles.charts}>
      <h3 id="jackpot-contributions">Pot and contributions</h3>
      <p className={styles.muted}>{potText(jackpot, money)}</p>
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
