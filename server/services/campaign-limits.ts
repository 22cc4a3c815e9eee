import type { Executor } from '../db/client';
import type { Campaign } from '../db/schema';
import type { FieldErrorTree } from '../lib/field-errors';
import type { Repositories } from '../repositories';

/** Where staff change a limit, named in every refusal. */
const WHERE_TO_CHANGE = 'Change it under Users → Limit groups.';

export const LIMIT_MESSAGES = {
  tooManyLive: (group: string, max: number, type: string, live: number) =>
    `The limit group "${group}" allows ${max} scheduled or active ${type} campaign${max === 1 ? '' : 's'} ` +
    `at once per member; ${live} ${live === 1 ? 'is' : 'are'} already live. ${WHERE_TO_CHANGE}`,
  costAlarmTooHigh: (group: string, max: string) =>
    `The limit group "${group}" allows a cost alarm of at most ${max}. ${WHERE_TO_CHANGE}`,
  costAlarmMissing: (group: string, max: string) =>
    `The limit group "${group}" requires a cost alarm of at most ${max}. ${WHERE_TO_CHANGE}`,
} as const;

/**
 * The campaign limit group of a campaign's creator, checked when the campaign is published: how many
 * scheduled or active campaigns of its type the creator may have, and the largest cost alarm. Counts
 * under a lock on the group, so two publishes at once cannot both take the last place.
 */
export async function checkCampaignLimits(
  campaign: Campaign,
  repos: Repositories,
  tx: Executor,
  errors: FieldErrorTree,
): Promise<void> {
  if (campaign.creatorId === null) return;
  const group = await repos.limitGroups.lockedGroupOf(campaign.creatorId, tx);
  const limit = group?.limits.find((entry) => entry.campaign_type === campaign.type);
  if (!group || !limit) return;
  if (limit.max_live_campaigns !== null) {
    const live = await repos.limitGroups.liveCampaigns(campaign.creatorId, campaign.type, tx);
    if (live >= limit.max_live_campaigns)
      errors.add(
        ['non_field_errors'],
        LIMIT_MESSAGES.tooManyLive(group.name, limit.max_live_campaigns, campaign.type, live),
      );
  }
  if (limit.max_cost_alarm !== null) {
    const max = Number(limit.max_cost_alarm);
    if (campaign.costAlarm === null)
      errors.add(['cost_alarm'], LIMIT_MESSAGES.costAlarmMissing(group.name, limit.max_cost_alarm));
    else if (campaign.costAlarm > max)
      errors.add(['cost_alarm'], LIMIT_MESSAGES.costAlarmTooHigh(group.name, limit.max_cost_alarm));
  }
}
