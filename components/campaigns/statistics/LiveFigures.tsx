import { useId, type ReactNode } from 'react';

import { LineChart } from '@/components/charts/LineChart';
import { ChartFigures } from '@/components/charts/ChartFigures';
import { LoadFailed } from '@/components/kit/QueryState';
import { DataTable, type Column } from '@/components/lists/DataTable';
import { FigureTiles } from '@/components/ui/FigureTiles';
import { Spinner } from '@/components/ui/Spinner';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import type { GroupFigures, LiveFigures, PotPoint } from '@/types/engine';
import { isCampaignType } from '@/utils/campaignTypes';
import { formatAmount, formatCount } from '@/utils/format';
import { CAMPAIGN_TYPE_REGISTRY, type LivePanel } from '../types/registry';
import { Leaderboard } from './Leaderboard';
import { MissionProgressLookup } from './MissionProgressLookup';
import { useGetCampaignLiveQuery } from './liveApi';
import styles from './live.module.scss';

const PERCENT = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

interface GroupRow extends GroupFigures {
  group: string;
}

const GROUP_COLUMNS: Column<GroupRow>[] = [
  { key: 'group', header: 'Players', rowHeader: true, cell: (row) => row.group },
  { key: 'participants', header: 'Participants', align: 'end', cell: (row) => formatCount(row.participants) },
  { key: 'completions', header: 'Completions', align: 'end', cell: (row) => formatCount(row.completions) },
  {
    key: 'rate',
    header: 'Completion rate',
    align: 'end',
    cell: (row) => PERCENT.format(row.completionRate),
  },
];

/** The held-out players beside the rest: the campaign's uplift. Shown once it has a control group. */
function ControlGroup({ figures }: { figures: LiveFigures }) {
  if (figures.controlGroup.participants === 0) return null;
  return (
    <DataTable
      caption="Control group and the rest"
      columns={GROUP_COLUMNS}
      rows={[
        { group: 'Control group (never rewarded)', ...figures.controlGroup },
        { group: 'Everyone else', ...figures.rest },
      ]}
      rowKey={(row) => row.group}
      emptyMessage="No players yet"
    />
  );
}

function Drops({ drops }: { drops: NonNullable<LiveFigures['drops']> }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h3 id={titleId}>Drops</h3>
      <FigureTiles
        size="medium"
        figures={[
          { label: 'Drops won', value: formatCount(drops.won) },
          { label: 'Drops left', value: formatCount(drops.left), detail: `of ${formatCount(drops.total)}` },
        ]}
      />
    </section>
  );
}

const POT_COLUMNS = (formatDate: (value: string) => string, currency: string): Column<PotPoint>[] => [
  { key: 'at', header: 'Time', rowHeader: true, cell: (point) => formatDate(point.at) },
  { key: 'pot', header: 'Pot', align: 'end', cell: (point) => formatAmount(point.pot, currency) },
  { key: 'won', header: 'Won', cell: (point) => (point.won ? 'Won' : '—') },
];

function Pot({ pot }: { pot: NonNullable<LiveFigures['pot']> }) {
  const titleId = useId();
  const formatDate = useDateTimeFormat();
  const chartTitle = `Pot over time (${pot.currency})`;
  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <h3 id={titleId}>Pot</h3>
      <FigureTiles
        size="medium"
        figures={[
          { label: 'Pot now', value: formatAmount(pot.value, pot.currency) },
          { label: 'Times won', value: formatCount(pot.wins) },
        ]}
      />
      {pot.history.length === 0 ? (
        <p className={styles.quiet}>No contributions yet: the pot&apos;s history starts with the first.</p>
      ) : (
        <>
          <LineChart
            title={chartTitle}
            labels={pot.history.map((point) => formatDate(point.at))}
            formatValue={(value) => formatAmount(value, pot.currency)}
            series={[{ key: 'pot', label: 'Pot', values: pot.history.map((point) => point.pot) }]}
          />
          <ChartFigures
            title={chartTitle}
            columns={POT_COLUMNS(formatDate, pot.currency)}
            rows={pot.history}
            rowKey={(point) => point.at}
          />
        </>
      )}
    </section>
  );
}

function TypePanel({
  panel,
  campaignId,
  figures,
}: {
  panel: LivePanel;
  campaignId: number;
  figures: LiveFigures;
}) {
  switch (panel) {
    case 'leaderboard':
      return <Leaderboard campaignId={campaignId} />;
    case 'progress':
      return <MissionProgressLookup campaignId={campaignId} />;
    case 'drops':
      return figures.drops && <Drops drops={figures.drops} />;
    case 'pot':
      return figures.pot && <Pot pot={figures.pot} />;
  }
}

/**
 * What the engine has recorded for a campaign, kept current without a reload (the socket's
 * `campaigns_updated` refreshes it): players taking part and completing, awards and their value, the
 * control group beside the rest, and the type's own part (leaderboard, progress, drops or pot).
 */
export function CampaignLiveFigures({ campaign }: { campaign: { id: number; type: string } }) {
  const titleId = useId();
  const formatTime = useDateTimeFormat({ seconds: true });
  const live = useGetCampaignLiveQuery(campaign.id);
  const panel = isCampaignType(campaign.type) ? CAMPAIGN_TYPE_REGISTRY[campaign.type]?.live : undefined;

  let content: ReactNode;
  if (live.data === undefined)
    content = live.isError ? (
      <LoadFailed what="the live figures" retrying={live.isFetching} onRetry={() => void live.refetch()} />
    ) : (
      <Spinner label="Loading the live figures" />
    );
  else {
    const figures = live.data;
    content = (
      <>
        {live.isError && (
          <LoadFailed
            what="the latest figures"
            retrying={live.isFetching}
            onRetry={() => void live.refetch()}
          />
        )}
        <FigureTiles
          figures={[
            { label: 'Participants', value: formatCount(figures.participants) },
            { label: 'Completions', value: formatCount(figures.completions) },
            { label: 'Awards', value: formatCount(figures.awards.count) },
            { label: 'Awarded', value: formatAmount(figures.awards.value, figures.awards.currency) },
          ]}
        />
        <ControlGroup figures={figures} />
        {panel && <TypePanel panel={panel} campaignId={campaign.id} figures={figures} />}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.live}>
      <div className={styles.panelHeading}>
        <h2 id={titleId}>Live figures</h2>
        {live.data?.final ? (
          <StatusBadge tone="done">Final</StatusBadge>
        ) : (
          live.fulfilledTimeStamp !== undefined && (
            <p className={styles.quiet}>
              Updated{' '}
              <time dateTime={new Date(live.fulfilledTimeStamp).toISOString()}>
                {formatTime(live.fulfilledTimeStamp)}
              </time>
            </p>
          )
        )}
      </div>
      {content}
    </section>
  );
}
