import Link from 'next/link';

import { LoadFailed } from '@/components/kit/QueryState';
import { useGetCampaignsQuery, CAMPAIGN_STATUS_LABELS } from '@/components/campaigns';
import { Spinner } from '@/components/ui/Spinner';
import { useIsAllowed } from '@/hooks/usePermissions';
import { CAMPAIGN_STATUSES } from '@/contract/campaigns';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import styles from './CampaignsCard.module.scss';

/** One row is enough: the counts come with every page of the list. */
const COUNTS_QUERY = { limit: 1, offset: 0 };

function CampaignCounts() {
  const { data, isLoading, isError, refetch } = useGetCampaignsQuery(COUNTS_QUERY);
  if (isError && !isLoading) return <LoadFailed what="the campaign counts" onRetry={() => void refetch()} />;
  if (!data) return <Spinner label="Loading campaign counts" />;
  return (
    <ul className={styles.counts}>
      {CAMPAIGN_STATUSES.map((code) => (
        <li key={code}>
          <Link href={routes.campaigns.list({ status: code })} prefetch={false} className={styles.count}>
            <span>{CAMPAIGN_STATUS_LABELS[code]}</span> <strong>{data.statistics?.[code] ?? 0}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The dashboard's campaigns by status, each count opening the list filtered by it. */
export function CampaignsCard({ className }: { className?: string }) {
  const canView = useIsAllowed({ permissions: [PERMISSIONS.viewAllCampaigns, PERMISSIONS.viewOwnCampaign] });
  if (!canView) return null;
  return (
    <section className={className} aria-labelledby="campaigns-card-title">
      <h2 id="campaigns-card-title">Campaigns</h2>
      <CampaignCounts />
      <Link href={routes.campaigns.list()} prefetch={false} className={styles.all}>
        All campaigns
      </Link>
    </section>
  );
}
