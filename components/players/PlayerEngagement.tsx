import Link from 'next/link';

import { CampaignStatusBadge, prizeText, CAMPAIGN_TYPE_REGISTRY } from '@/components/campaigns';
import { QueryState } from '@/components/kit/QueryState';
import { DataTable, type Column } from '@/components/lists/DataTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { PlayerAward, PlayerCampaignEngagement, PlayerEngagement } from '@/types/engine';
import { campaignTypeLabel, isCampaignType } from '@/utils/campaignTypes';
import { formatCount, ordinal } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { useGetPlayerEngagementQuery } from './engagementApi';
import styles from './players.module.scss';

const AWARD_SOURCES: Record<string, string> = {
  task: 'Task',
  mission: 'Mission',
  place: 'Place',
  prize_drop: 'Prize drop',
  jackpot: 'Jackpot',
};

/** What the player has done in a campaign, as its type counts it: tasks, or a place and points. */
function progressText(item: PlayerCampaignEngagement): string {
  const type = item.campaign.type;
  const live = isCampaignType(type) ? CAMPAIGN_TYPE_REGISTRY[type]?.live : undefined;
  if (live === 'leaderboard')
    return item.position === null || item.points === null
      ? 'No score yet'
      : `${ordinal(item.position)}, ${formatCount(item.points)} points`;
  if (live === 'progress') {
    const total = item.tasksDone + item.tasksLeft;
    const tasks = `${formatCount(item.tasksDone)} of ${formatCount(total)} ${total === 1 ? 'task' : 'tasks'} done`;
    return item.timesCompleted > 0 ? `${tasks}, completed ${formatCount(item.timesCompleted)}×` : tasks;
  }
  return '—';
}

/**
 * Blocked and self-excluded players never progress or win (from when the platform said so): said at
 * the top of the player's page, where staff look first. Nothing shows for a player without either.
 */
export function PlayerExclusions({ playerId }: { playerId: number }) {
  const { data } = useGetPlayerEngagementQuery(playerId);
  const formatDate = useDateTimeFormat();
  if (!data || (!data.blocked && !data.selfExcluded)) return null;
  const since = data.excludedSince ? `since ${formatDate(data.excludedSince)}` : 'from the start';
  return (
    <p className={styles.exclusions}>
      {data.blocked && <StatusBadge tone="danger">Blocked</StatusBadge>}
      {data.selfExcluded && <StatusBadge tone="danger">Self-excluded</StatusBadge>}
      <span>Excluded {since}: nothing counts toward campaigns and nothing is won.</span>
    </p>
  );
}

function EngagementTables({ engagement }: { engagement: PlayerEngagement }) {
  const formatDate = useDateTimeFormat();
  const canOpenStatistics = useIsAllowed({
    permissions: [PERMISSIONS.viewAllCampaigns, PERMISSIONS.viewOwnCampaign],
  });
  const campaignName = (campaign: { id: number; name: string }) =>
    canOpenStatistics ? (
      <Link href={routes.campaigns.statistics(campaign.id)}>{campaign.name}</Link>
    ) : (
      campaign.name
    );

  const campaignColumns: Column<PlayerCampaignEngagement>[] = [
    { key: 'name', header: 'Campaign', rowHeader: true, cell: (item) => campaignName(item.campaign) },
    {
      key: 'progress',
      header: 'Progress',
      cell: (item) => (
        <span className={styles.progress}>
          {progressText(item)}
          {item.controlGroup && <StatusBadge tone="info">Control group</StatusBadge>}
        </span>
      ),
    },
    { key: 'type', header: 'Type', cell: (item) => campaignTypeLabel(item.campaign.type) },
    {
      key: 'status',
      header: 'Status',
      cell: (item) => <CampaignStatusBadge status={item.campaign.status} />,
    },
    { key: 'joined', header: 'Joined', cell: (item) => formatDate(item.joined) },
  ];
  const awardColumns: Column<PlayerAward>[] = [
    { key: 'campaign', header: 'Campaign', rowHeader: true, cell: (award) => campaignName(award.campaign) },
    { key: 'source', header: 'For', cell: (award) => AWARD_SOURCES[award.source] ?? award.source },
    { key: 'prize', header: 'Prize', cell: (award) => prizeText(award.prize) },
    { key: 'awarded', header: 'Awarded', cell: (award) => formatDate(award.awarded) },
    {
      key: 'status',
      header: 'Status',
      cell: (award) =>
        award.cancelled ? (
          <StatusBadge tone="neutral">Cancelled {formatDate(award.cancelled)}</StatusBadge>
        ) : (
          <StatusBadge tone="success">Awarded</StatusBadge>
        ),
    },
  ];
  return (
    <div className={styles.screen}>
      <DataTable
        caption="Progress in campaigns"
        columns={campaignColumns}
        rows={engagement.campaigns}
        rowKey={(item) => item.campaign.id}
        emptyMessage="The player takes part in no campaign yet"
      />
      <DataTable
        caption="Awards"
        columns={awardColumns}
        rows={engagement.awards}
        rowKey={(award) => award.id}
        emptyMessage="No awards yet"
      />
    </div>
  );
}

/**
 * The player's engagement as the engine records it: progress in each campaign (tasks done and left,
 * or place and points) and their latest awards. It follows the engine live (the socket's updates).
 */
export function PlayerEngagementTab({ playerId }: { playerId: number }) {
  const query = useGetPlayerEngagementQuery(playerId);
  return (
    <QueryState query={query} what="the player's progress and awards">
      {(engagement) => <EngagementTables engagement={engagement} />}
    </QueryState>
  );
}
