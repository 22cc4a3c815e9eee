import { selectCasino } from '@/store/authSlice';
import { useGetFeatureFlagQuery } from '@/store/baseApi';
import { useAppSelector } from '@/store/hooks';
import {
  CAMPAIGN_TYPES,
  isTypeOffered,
  type CampaignType,
  type CampaignTypeFlag,
} from '@/utils/campaignTypes';

/** A flag's state: on, off (a failed or unknown flag is off), or undefined while it loads. */
function useFlag(key: CampaignTypeFlag): boolean | undefined {
  const { data, isLoading, isError } = useGetFeatureFlagQuery(key);
  if (isLoading) return undefined;
  return !isError && Boolean(data?.enabled);
}

/**
 * The campaign types this casino offers now (spec §3: `availableCampaigns`, and the flags of the types
 * that have one), for the type choice and the builder's direct URLs. `waiting` while a flag loads.
 */
export function useOfferedCampaignTypes() {
  const casino = useAppSelector(selectCasino);
  const flags: Record<CampaignTypeFlag, boolean | undefined> = {
    'enable-mission-v2': useFlag('enable-mission-v2'),
    'enable-sport-book-campaign': useFlag('enable-sport-book-campaign'),
  };
  const available = casino?.availableCampaigns ?? [];
  const state = (type: CampaignType) => isTypeOffered(type, available, (flag) => flags[flag]);
  return {
    offered: CAMPAIGN_TYPES.filter((type) => state(type) === true),
    waiting: CAMPAIGN_TYPES.some((type) => state(type) === undefined),
    /** true, false, or undefined while not known yet. */
    isOffered: state,
  };
}
