import { useId, useState } from 'react';

import { DataTable, type Column } from '@/components/lists/DataTable';
import { Pagination } from '@/components/lists/Pagination';
import { StatusBadge } from '@/components/ui/StatusBadge';
import type { LeaderboardRow } from '@/types/engine';
import { formatCount, ordinal } from '@/utils/format';
import { useGetLeaderboardQuery } from './liveApi';
import { PlayerHashForm } from './PlayerHashForm';
import { prizeText } from './prizeText';
import styles from './live.module.scss';

export const LEADERBOARD_PAGE_SIZE = 10;

const COLUMNS: Column<LeaderboardRow>[] = [
  { key: 'position', header: 'Position', cell: (row) => ordinal(row.position) },
  {
    key: 'player',
    header: 'Player',
    rowHeader: true,
    cell: (row) => <code className={styles.hash}>{row.player}</code>,
  },
  { key: 'points', header: 'Points', align: 'end', cell: (row) => formatCount(row.points) },
  { key: 'prize', header: 'Prize', cell: (row) => (row.prize ? prizeText(row.prize) : '—') },
];

/**
 * A tournament's or race's leaderboard, a page at a time, or one player's row found by hash. It follows
 * the engine as it scores (the socket refreshes it); once the campaign ends it shows the frozen standings.
 */
export function Leaderboard({ campaignId }: { campaignId: number }) {
  const titleId = useId();
  const [offset, setOffset] = useState(0);
  const [player, setPlayer] = useState<string>();
  const page = useGetLeaderboardQuery(
    player === undefined
      ? { campaignId, limit: LEADERBOARD_PAGE_SIZE, offset }
      : { campaignId, limit: 1, offset: 0, player },
  );

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.panelHeading}>
        <h3 id={titleId}>Leaderboard</h3>
        {page.data?.final && <StatusBadge tone="done">Final standings</StatusBadge>}
      </div>
      <PlayerHashForm
        name="Find a player on the leaderboard"
        label="Find a player by hash"
        submitLabel="Find"
        player={player}
        onChange={setPlayer}
      />
      <DataTable
        caption={player === undefined ? 'Standings' : `Standing of ${player}`}
        captionHidden
        columns={COLUMNS}
        rows={page.data?.results}
        rowKey={(row) => row.position}
        loading={page.isLoading}
        // Dimmed only while another page (or player) loads, not on every live refresh of this one.
        fetching={page.isFetching && page.currentData === undefined}
        error={page.isError}
        onRetry={() => void page.refetch()}
        emptyMessage={
          player === undefined ? 'No scores yet' : 'This player has no score in this campaign yet'
        }
      />
      {player === undefined && page.data && (
        <Pagination
          label="Leaderboard pages"
          count={page.data.count}
          limit={LEADERBOARD_PAGE_SIZE}
          offset={offset}
          onChange={setOffset}
        />
      )}
    </section>
  );
}
