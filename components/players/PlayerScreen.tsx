import { Form, Formik } from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useId } from 'react';

import { FormError } from '@/components/forms/FormError';
import { FormikTextField } from '@/components/forms/FormikTextField';
import { applyNestedServerErrors } from '@/components/forms/serverErrors';
import { QueryState } from '@/components/kit/QueryState';
import type { Column } from '@/components/lists/DataTable';
import { Button } from '@/components/ui/Button';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { Tabs } from '@/components/ui/Tabs';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { PlayerDetail, PlayerTransaction, SportsbookTransaction } from '@/types/playerActivity';
import { formatAmount } from '@/utils/format';
import { currencyLabel, humanize, marketLabel } from '@/utils/labels';
import { PERMISSIONS } from '@/utils/permissions';
import { queryString } from '@/utils/query';
import { routes } from '@/utils/routes';
import {
  useGetPlayerQuery,
  useGetPlayerTransactionsQuery,
  useGetSportsbookTransactionsQuery,
  useUpdatePlayerSegmentsMutation,
} from './activityApi';
import { ExclusionBadges, exclusionsOf } from './Exclusions';
import { PlayerCampaigns } from './PlayerCampaigns';
import { PlayerEngagementTab, PlayerExclusions } from './PlayerEngagement';
import { PlayerHistoryTable } from './PlayerHistoryTable';
import styles from './players.module.scss';

const TABS = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'sportsbook', label: 'Sportsbook' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'engagement', label: 'Progress and awards' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const splitSegments = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((segment) => segment.trim())
      .filter(Boolean),
  ),
];

/** The player's segments, which staff holding change_player may edit (comma-separated). */
function SegmentsForm({ player }: { player: PlayerDetail }) {
  const dispatch = useAppDispatch();
  const [update] = useUpdatePlayerSegmentsMutation();
  return (
    <Formik
      initialValues={{ segments: player.segments.join(', ') }}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await update({ id: player.id, segments: splitSegments(values.segments) }).unwrap();
          dispatch(messageShown({ type: 'success', content: 'The segments have been saved.' }));
        } catch (error) {
          applyNestedServerErrors(error, helpers, ['segments']);
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate className={styles.inlineForm} aria-label="Player segments">
          <FormikTextField
            name="segments"
            label="Segments"
            hint="Separate segments with commas."
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" busy={isSubmitting} disabled={!dirty}>
            Save segments
          </Button>
          <FormError />
        </Form>
      )}
    </Formik>
  );
}

function PlayerFacts({ player }: { player: PlayerDetail }) {
  const formatDate = useDateTimeFormat();
  return (
    <div className={styles.card}>
      <dl className={styles.facts}>
        <dt>Hash</dt>
        <dd className={styles.hash}>
          <code>{player.hash}</code>
        </dd>
        <dt>Market</dt>
        <dd>{marketLabel(player.market) || '—'}</dd>
        <dt>Currency</dt>
        <dd>{currencyLabel(player.currency) || '—'}</dd>
        <dt>VIP level</dt>
        <dd>{humanize(player.vipLevel) || '—'}</dd>
        <dt>Customer state</dt>
        <dd>{humanize(player.customerState) || '—'}</dd>
        <dt>Left out of campaigns</dt>
        <dd>
          <ExclusionBadges player={player} none="No" />
          {exclusionsOf(player).length > 0 && (
            <span className={styles.muted}>
              {' '}
              Responsible gambling keeps this player out of every campaign.
            </span>
          )}
        </dd>
        <dt>Affiliate</dt>
        <dd>{player.affiliate ?? '—'}</dd>
        <dt>Registered</dt>
        <dd>{formatDate(player.registered)}</dd>
      </dl>
    </div>
  );
}

function TransactionsTab({ playerId }: { playerId: number }) {
  const formatDate = useDateTimeFormat({ seconds: true });
  const columns: Column<PlayerTransaction>[] = [
    { key: 'created', header: 'Time', rowHeader: true, cell: (row) => formatDate(row.created) },
    { key: 'type', header: 'Type', cell: (row) => humanize(row.type) },
    { key: 'category', header: 'Category', cell: (row) => humanize(row.category) || '—' },
    { key: 'provider', header: 'Provider', cell: (row) => row.provider || '—' },
    { key: 'description', header: 'Description', cell: (row) => row.description || '—' },
    { key: 'amount', header: 'Amount', align: 'end', cell: (row) => formatAmount(row.amount, row.currency) },
  ];
  return (
    <PlayerHistoryTable
      caption="Transactions"
      columns={columns}
      filters={[
        { name: 'types', label: 'Type' },
        { name: 'categories', label: 'Category' },
        { name: 'providers', label: 'Provider' },
      ]}
      playerId={playerId}
      usePage={useGetPlayerTransactionsQuery}
      emptyMessage="No transactions yet"
    />
  );
}

function SportsbookTab({ playerId }: { playerId: number }) {
  const formatDate = useDateTimeFormat({ seconds: true });
  const columns: Column<SportsbookTransaction>[] = [
    { key: 'created', header: 'Time', rowHeader: true, cell: (row) => formatDate(row.created) },
    { key: 'betType', header: 'Bet type', cell: (row) => humanize(row.betType) },
    { key: 'status', header: 'Status', cell: (row) => humanize(row.status) },
    {
      key: 'event',
      header: 'Event',
      cell: (row) => [row.sport, row.event].filter(Boolean).join(': ') || '—',
    },
    { key: 'odds', header: 'Odds', align: 'end', cell: (row) => row.odds.toFixed(2) },
    { key: 'stake', header: 'Stake', align: 'end', cell: (row) => formatAmount(row.stake, row.currency) },
    { key: 'payout', header: 'Payout', align: 'end', cell: (row) => formatAmount(row.payout, row.currency) },
  ];
  return (
    <PlayerHistoryTable
      caption="Sportsbook transactions"
      columns={columns}
      filters={[
        { name: 'betTypes', label: 'Bet type' },
        { name: 'statuses', label: 'Status' },
      ]}
      playerId={playerId}
      usePage={useGetSportsbookTransactionsQuery}
      emptyMessage="No sportsbook bets yet"
    />
  );
}

/**
 * Spec §2 /players/edit: the player (with their exclusions), their turnover, deposits and revenue,
 * their transactions and sportsbook bets, their campaigns (statistics, opt-in, opt-outs), and their
 * progress and awards as the engine records them. The tab is in the address.
 */
export function PlayerScreen({ id }: { id: number | undefined }) {
  const titleId = useId();
  const router = useRouter();
  const query = useGetPlayerQuery(id ?? 0, { skip: id === undefined });
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changePlayer });
  const requested = queryString(router.query.tab);
  const tab: TabId = TABS.some((item) => item.id === requested) ? (requested as TabId) : 'transactions';
  const showTab = (next: TabId) =>
    void router.replace({ pathname: router.pathname, query: { ...router.query, tab: next } }, undefined, {
      shallow: true,
      scroll: false,
    });

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <Link href={routes.players.list()} className={styles.back}>
        ← Players
      </Link>
      <h1 id={titleId} className={styles.title}>
        {id === undefined ? 'Player' : `Player ${id}`}
      </h1>
      <QueryState query={query} what="the player" missing={id === undefined}>
        {(player) => (
          <>
            <PlayerExclusions playerId={player.id} />
            <PlayerFacts player={player} />
            <FigureTiles
              size="medium"
              figures={[
                { label: 'Turnover', value: formatAmount(player.turnover.amount, player.turnover.currency) },
                { label: 'Deposits', value: formatAmount(player.deposits.amount, player.deposits.currency) },
                { label: 'Revenue', value: formatAmount(player.revenue.amount, player.revenue.currency) },
              ]}
            />
            {canChange ? (
              <SegmentsForm player={player} />
            ) : (
              <p className={styles.muted}>Segments: {player.segments.map(humanize).join(', ') || 'none'}</p>
            )}
            <Tabs label="Player history" tabs={TABS} active={tab} onChange={showTab}>
              {tab === 'transactions' && <TransactionsTab playerId={player.id} />}
              {tab === 'sportsbook' && <SportsbookTab playerId={player.id} />}
              {tab === 'campaigns' && <PlayerCampaigns player={player} />}
              {tab === 'engagement' && <PlayerEngagementTab playerId={player.id} />}
            </Tabs>
          </>
        )}
      </QueryState>
    </section>
  );
}
