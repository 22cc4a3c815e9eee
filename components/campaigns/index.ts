// What other features may use of campaigns (ARCHITECTURE.md, Folders: features apart).
export { useGetCampaignsQuery } from './listApi';
export { CAMPAIGN_STATUS_LABELS } from './campaignLabels';
export { CampaignStatusBadge } from './CampaignStatusBadge';
export { PRIZE_KIND_LABELS } from './prizes/prizeForm';
export { prizeText } from './statistics/prizeText';
export { CAMPAIGN_TYPE_REGISTRY } from './types/registry';
