import { campaignStatusLabel, isCampaignStatus } from './campaignLabels';
import styles from './campaigns.module.scss';

/** A campaign's status as a coloured label (spec §4: unknown codes show N/A). */
export function CampaignStatusBadge({ status }: { status: string }) {
  const known = isCampaignStatus(status);
  return (
    <span className={[styles.status, known ? styles[`status${status}`] : ''].join(' ')}>
      {campaignStatusLabel(status)}
    </span>
  );
}
