import Link from 'next/link';
import type { ReactNode } from 'react';

import { LoadFailed, NotOffered } from '@/components/kit/QueryState';
import { isNotOffered } from '@/utils/backendExtensions';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Spinner } from '@/components/ui/Spinner';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import type { ApiError } from '@/store/baseApi';
import type { CampaignDetail } from '@/types/campaigns';
import { routes } from '@/utils/routes';
import { useGetCampaignQuery } from '../api';
import { useCampaignActions } from '../useCampaignActions';
import { campaignTypeLabel } from '@/utils/campaignTypes';
import { CampaignStatusBadge } from '../CampaignStatusBadge';
import { useGetCampaignStatisticsQuery } from './api';
import { CampaignActivity } from './CampaignActivity';
import { CampaignLiveFigures } from './LiveFigures';
import styles from './statistics.module.scss';

export const CAMPAIGN_NOT_FOUND = 'This campaign does not exist, or you may not see it.';

const TITLE_ID = 'campaign-statistics-title';

const isNotFound = (error: unknown) => (error as ApiError | undefined)?.status === 404;

/** Name, status and dates of the campaign, with the way into its builder. */
function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const formatDate = useDateTimeFormat();
  const editable = useCampaignActions(campaign).includes('edit');
  const date = (value: string | null) =>
    value ? <time dateTime={value}>{formatDate(value)}</time> : formatDate(value);

  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <div>
          <p className={styles.eyebrow}>Campaign statistics</p>
          <h1 id={TITLE_ID}>{campaign.name}</h1>
        </div>
        <ButtonLink variant="secondary" href={routes.campaigns.edit(campaign.id)}>
          {editable ? 'Edit campaign' : 'View campaign'}
        </ButtonLink>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <CampaignStatusBadge status={campaign.status} />
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{campaignTypeLabel(campaign.type)}</dd>
        </div>
        <div>
          <dt>Start</dt>
          <dd>{date(campaign.startDate)}</dd>
        </div>
        <div>
          <dt>End</dt>
          <dd>{date(campaign.endDate)}</dd>
        </div>
      </dl>
    </header>
  );
}

/**
 * Spec §2 /campaigns/statistics: one campaign's live figures as the engine records them (participants,
 * completions, awards, the type's leaderboard, progress, drops or pot), then its prizes paid and cost, in
 * total and day by day. `id` is the query's (undefined when it is missing or not a number).
 */
export function CampaignStatisticsScreen({ id }: { id: number | undefined }) {
  // Both at once: the statistics need not wait for the campaign.
  const campaign = useGetCampaignQuery(id ?? 0, { skip: id === undefined });
  const statistics = useGetCampaignStatisticsQuery(id ?? 0, { skip: id === undefined });
  const retryAll = () => {
    void campaign.refetch();
    if (statistics.isError) void statistics.refetch();
  };

  let content: ReactNode;
  if (id === undefined || isNotFound(campaign.error)) {
    content = (
      <>
        <h1 id={TITLE_ID}>Campaign not found</h1>
        <p className={styles.notice}>{CAMPAIGN_NOT_FOUND}</p>
      </>
    );
  } else if (campaign.isError) {
    content = (
      <>
        <h1 id={TITLE_ID}>Campaign statistics</h1>
        <LoadFailed what="the campaign" retrying={campaign.isFetching} onRetry={retryAll} />
      </>
    );
  } else if (!campaign.data) {
    content = (
      <>
        <h1 id={TITLE_ID}>Campaign statistics</h1>
        <Spinner label="Loading the campaign" />
      </>
    );
  } else {
    content = (
      <>
        <CampaignHeader campaign={campaign.data} />
        <CampaignLiveFigures campaign={campaign.data} />
        {isNotOffered(statistics.error) ? (
          <NotOffered />
        ) : statistics.isError ? (
          <LoadFailed
            what="the statistics"
            retrying={statistics.isFetching}
            onRetry={() => void statistics.refetch()}
          />
        ) : statistics.data ? (
          <CampaignActivity report={statistics.data} />
        ) : (
          <Spinner label="Loading the statistics" />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={TITLE_ID} className={styles.screen}>
      <Link href={routes.campaigns.list()} className={styles.back}>
        ← Campaigns
      </Link>
      {content}
    </section>
  );
}
