import type { SelectOption } from '@/components/ui/SelectField';
import type { CampaignType } from '@/types/api';
import {
  CAMPAIGN_STATUSES,
  COUNTED_STATUSES,
  type CampaignStatus,
  type CountedStatus,
} from '@/types/campaigns';

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
  (CAMPAIGN_STATUSES as readonly string[]).includes(code);

export const campaignStatusLabel = (code: string): string =>
  isCampaignStatus(code) ? CAMPAIGN_STATUS_LABELS[code] : UNKNOWN_CAMPAIGN_STATUS_LABEL;

/** The status filter: one option per label (RF is scheduled too, but the API filters by SC). */
export const CAMPAIGN_STATUS_OPTIONS: SelectOption[] = COUNTED_STATUSES.map((code: CountedStatus) => ({
  value: code,
  label: CAMPAIGN_STATUS_LABELS[code],
}));

/** Every campaign type, in the order the app offers them. */
export const CAMPAIGN_TYPES: readonly CampaignType[] = [
  'mission',
  'missionV2',
  'sportsbookMission',
  'tournament',
  'race',
  'prizeDrop',
  'jackpot',
];

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  mission: 'Mission',
  missionV2: 'Mission v2',
  sportsbookMission: 'Sportsbook mission',
  tournament: 'Tournament',
  race: 'Race',
  prizeDrop: 'Prize drop',
  jackpot: 'Jackpot',
};

/** A type's label; a type this app does not know shows its code. */
export const campaignTypeLabel = (type: string): string => CAMPAIGN_TYPE_LABELS[type as CampaignType] ?? type;

export const CAMPAIGN_TYPE_OPTIONS: SelectOption[] = CAMPAIGN_TYPES.map((type) => ({
  value: type,
  label: CAMPAIGN_TYPE_LABELS[type],
}));

/** One line on each card of the type choice (spec §3 describes each kind). */
export const CAMPAIGN_TYPE_DESCRIPTIONS: Record<CampaignType, string> = {
  mission: 'Players complete tasks (deposits, gameplay, turnover, net loss) to win prizes.',
  missionV2: 'A mission built with the newer mission builder.',
  sportsbookMission: 'A mission whose tasks are played on the sportsbook.',
  tournament: 'Players collect points on a leaderboard; places win prizes.',
  race: 'Players race for the top positions within a number of spins.',
  prizeDrop: 'Prizes drop at random on qualifying bets.',
  jackpot: 'A prize pool fed by contributions, won by one player.',
};
