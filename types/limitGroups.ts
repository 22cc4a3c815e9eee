import type { CampaignType } from './api';

/** One campaign type's limits in a limit group; null means "no limit". */
export interface CampaignTypeLimit {
  campaignType: CampaignType;
  /** Scheduled or active campaigns of the type a member may have at once. */
  maxLiveCampaigns: number | null;
  /** The largest cost alarm a member may set on one such campaign (money as text: "500.00"). */
  maxCostAlarm: string | null;
}

/** A campaign limit group (spec §3 "id, limits, name, users"), enforced when a member publishes. */
export interface LimitGroup {
  id: number;
  name: string;
  limits: CampaignTypeLimit[];
  users: number[];
  created: string;
}

export interface LimitGroupInput {
  name: string;
  limits: Array<Omit<CampaignTypeLimit, 'maxCostAlarm'> & { maxCostAlarm: number | null }>;
  users: number[];
}
