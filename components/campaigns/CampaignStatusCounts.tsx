import { toneClassName } from '@/components/ui/StatusBadge';
import { CAMPAIGN_STATUSES } from '@/contract/campaigns';
import type { CampaignStatistics } from '@/types/campaigns';
import { CAMPAIGN_STATUS_LABELS } from './campaignLabels';
import styles from './campaigns.module.scss';
import { CAMPAIGN_STATUS_TONES } from './CampaignStatusBadge';

interface Props {
  statistics: CampaignStatistics;
  /** The status filter now applied ('' for none). */
  current: string;
  /** Filters by a status, or clears the filter when its count is pressed again. */
  onSelect: (status: string) => void;
}

/** How many campaigns each status holds for the other filters; pressing a count filters by it. */
export function CampaignStatusCounts({ statistics, current, onSelect }: Props) {
  return (
    <ul className={styles.counts} aria-label="Campaigns by status">
      {CAMPAIGN_STATUSES.map((code) => (
        <li key={code}>
          <button
            type="button"
            className={`${styles.count} ${toneClassName(CAMPAIGN_STATUS_TONES[code])}`}
            aria-pressed={current === code}
            onClick={() => onSelect(current === code ? '' : code)}
          >
            <span>{CAMPAIGN_STATUS_LABELS[code]}</span> <strong>{statistics[code] ?? 0}</strong>
          </button>
        </li>
      ))}
    </ul>
  );
}
