import { StatusBadge, type BadgeTone } from '@/components/ui/StatusBadge';
import type { CampaignStatus } from '@/types/campaigns';
import { campaignStatusLabel, isCampaignStatus } from './campaignLabels';

export const CAMPAIGN_STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  DR: 'neutral',
  SC: 'info',
  RF: 'info',
  AC: 'success',
  FI: 'done',
  CA: 'danger',
};

/** A campaign's status as a coloured label (spec §4: unknown codes show N/A). */
export function CampaignStatusBadge({ status }: { status: string }) {
  return (
    <StatusBadge tone={isCampaignStatus(status) ? CAMPAIGN_STATUS_TONES[status] : 'neutral'}>
      {campaignStatusLabel(status)}
    </StatusBadge>
  );
}
