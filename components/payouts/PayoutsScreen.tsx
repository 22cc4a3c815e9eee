import { useState } from 'react';

import { PRIZE_KIND_LABELS } from '@/components/campaigns';
import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { StatusBadge, type BadgeTone } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList, type ListQuery } from '@/hooks/useListParams';
import { PRIZE_KINDS } from '@/contract/campaigns';
import {
  PAYOUT_STATE_LABELS,
  PAYOUT_STATES,
  type Payout,
  type PayoutState,
  type PayoutTotal,
} from '@/types/payouts';
import { formatAmount, formatCount } from '@/utils/format';
import { payoutsApi } from './api';
import { PayoutActions } from './PayoutActions';
import styles from './payouts.module.scss';

/** Filters named as the API's query parameters, so the address is the API's query. */
const PAYOUTS_LIST = defineList({
  filters: { status: '', campaign: '', player: '', kind: '', date_from: '', date_to: '' },
  sort: { fields: ['created', 'value', 'next_try'], default: '-created' },
});

export const payoutsPageData = listPageData(PAYOUTS_LIST, payoutsApi.initiateList);

/** How often the list asks again while a listed payout is on its way to the platform. */
const IN_FLIGHT_POLL_MS = 3_000;

/**
 * The payouts list, asked again every few seconds while a listed payout is pending or sent, so a
 * released or retried payout is seen reaching paid (or failed) without a reload.
 */
function usePayoutsList(query: ListQuery<typeof PAYOUTS_LIST.filters>, options: { skip: boolean }) {
  const [pollingInterval, setPollingInterval] = useState(0);
  const result = payoutsApi.useListQuery(query, { ...options, pollingInterval });
  const inFlight =
    result.data?.results.some((payout) => payout.state === 'pending' || payout.state === 'sent') ?? false;
  // Adjusted while rendering (React's pattern for state that follows other state), not in an effect.
  const wanted = inFlight ? IN_FLIGHT_POLL_MS : 0;
  if (wanted !== pollingInterval) setPollingInterval(wanted);
  return result;
}

const STATE_TONES: Record<PayoutState, BadgeTone> = {
  held: 'warning',
  pending: 'info',
  sent: 'info',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

function Totals({ totals }: { totals: readonly PayoutTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <dl className={styles.totals} aria-label="Totals">
      {totals.map((total) => (
        <div key={`${total.state}-${total.currency}`}>
          <dt>{PAYOUT_STATE_LABELS[total.state]}</dt>
          <dd>
            {formatCount(total.count)} · {formatAmount(total.value, total.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /payouts: every award on its way to the players' accounts, filtered in the address, with totals per
 * state and currency; failed ones retried, held or failed ones cancelled (with a reason), held ones
 * released (never by the campaign's creator: the API says so), catalogue items marked sent.
 */
export function PayoutsScreen() {
  const formatDate = useDateTimeFormat();
  const columns: Column<Payout>[] = [
    {
      key: 'created',
      header: 'Won',
      sortField: 'created',
      cell: (payout) => <time dateTime={payout.created}>{formatDate(payout.created)}</time>,
    },
    { key: 'campaign', header: 'Campaign', rowHeader: true, cell: (payout) => payout.campaign.name },
    { key: 'player', header: 'Player', cell: (payout) => <code>{payout.player}</code> },
    { key: 'kind', header: 'Prize', cell: (payout) => PRIZE_KIND_LABELS[payout.kind] ?? payout.kind },
    {
      key: 'value',
      header: 'Value',
      sortField: 'value',
      cell: (payout) => formatAmount(payout.value, payout.currency),
    },
    {
      key: 'state',
      header: 'State',
      cell: (payout) => (
        <>
          <StatusBadge tone={STATE_TONES[payout.state]}>{PAYOUT_STATE_LABELS[payout.state]}</StatusBadge>
          {payout.message && <span className={styles.message}>{payout.message}</span>}
        </>
      ),
    },
    { key: 'attempts', header: 'Attempts', cell: (payout) => formatCount(payout.attempts) },
  ];

  return (
    <ResourceListScreen
      title="Payouts"
      description="Prizes won in campaigns, credited to the players' accounts through your platform."
      list={PAYOUTS_LIST}
      useListQuery={usePayoutsList}
      columns={columns}
      filters={[
        {
          name: 'status',
          label: 'State',
          type: 'select',
          options: [
            { value: '', label: 'All' },
            ...PAYOUT_STATES.map((state) => ({ value: state, label: PAYOUT_STATE_LABELS[state] })),
          ],
        },
        {
          name: 'kind',
          label: 'Prize',
          type: 'select',
          options: [
            { value: '', label: 'All' },
            ...PRIZE_KINDS.map((kind) => ({ value: kind, label: PRIZE_KIND_LABELS[kind] })),
          ],
        },
        { name: 'player', label: 'Player hash', type: 'search' },
        { name: 'campaign', label: 'Campaign id', type: 'search' },
        { name: 'date_from', label: 'Won from', type: 'date' },
        { name: 'date_to', label: 'Won before', type: 'date' },
      ]}
      rowActions={(payout) => <PayoutActions payout={payout} />}
      caption="Payouts"
      emptyMessage="No payouts match"
    >
      {(_list, page) => <Totals totals={page?.totals ?? []} />}
    </ResourceListScreen>
  );
}
