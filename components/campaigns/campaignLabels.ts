import { ANSWERED_CAMPAIGN_STATUSES } from '@/contract/campaigns';
import type { CampaignStatus } from '@/types/campaigns';

/** Spec §4 campaign status codes: SC and RF both read "Scheduled". */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  DR: 'Draft',
  SC: 'Scheduled',
  RF: 'Scheduled',
  AC: 'Active',
  FI: 'Finished',
  CA: 'Cancelled',
};

/** What an unknown status code displays (spec §4). */
export const UNKNOWN_CAMPAIGN_STATUS_LABEL = 'N/A';

export const isCampaignStatus = (code: string): code is CampaignStatus =>
  (ANSWERED_CAMPAIGN_STATUSES as readonly string[]).includes(code);

export const campaignStatusLabel = (code: string): string =>
  isCampaignStatus(code) ? CAMPAIGN_STATUS_LABELS[code] : UNKNOWN_CAMPAIGN_STATUS_LABEL;
