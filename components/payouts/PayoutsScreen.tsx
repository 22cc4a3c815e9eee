import { PRIZE_KIND_LABELS } from '@/components/campaigns';
import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { StatusBadge, type BadgeTone } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList } from '@/hooks/useListParams';
import { PRIZE_KINDS } from '@/contract/campaigns';
import { PAYOUT_STATES, type Payout, type PayoutState, type PayoutTotal } from '@/types/payouts';
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

const STATE_TONES: Record<PayoutState, BadgeTone> = {
  held: 'warning',
  pending: 'info',
  sent: 'info',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};
const stateLabel = (state: PayoutState) => state.charAt(0).toUpperCase() + state.slice(1);

function Totals({ totals }: { totals: readonly PayoutTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <dl className={styles.totals} aria-label="Totals">
      {totals.map((total) => (
        <div key={`${total.state}-${total.currency}`}>
          <dt>{stateLabel(total.state)}</dt>
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
          <StatusBadge tone={STATE_TONES[payout.state]}>{stateLabel(payout.state)}</StatusBadge>
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
      useListQuery={payoutsApi.useListQuery}
      columns={columns}
      filters={[
        {
          name: 'status',
          label: 'State',
          type: 'select',
          options: [
            { value: '', label: 'All' },
            ...PAYOUT_STATES.map((state) => ({ value: state, label: stateLabel(state) })),
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
