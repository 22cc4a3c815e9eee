import type { SelectOption } from '@/components/ui/SelectField';
import { CAMPAIGN_TYPE_TABLE } from '@/utils/campaignTypes';
import { ANSWERED_CAMPAIGN_STATUSES, CAMPAIGN_STATUSES } from '@/contract/campaigns';
import type { CampaignStatus, CountedStatus } from '@/types/campaigns';

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

/** The status filter: one option per label (RF is scheduled too, but the API filters by SC). */
export const CAMPAIGN_STATUS_OPTIONS: SelectOption[] = CAMPAIGN_STATUSES.map((code: CountedStatus) => ({
  value: code,
  label: CAMPAIGN_STATUS_LABELS[code],
}));

/** The type filter's options, in the order the app offers the types. */
export const CAMPAIGN_TYPE_OPTIONS: SelectOption[] = CAMPAIGN_TYPE_TABLE.map(({ code, label }) => ({
  value: code,
  label,
}));
