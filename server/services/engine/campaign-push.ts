import type { BroadcastTailor } from '../notifications';

/** Staff screens hear of a campaign's changes at most this often (≤ 2 messages a second per campaign). */
export const CAMPAIGN_PUSH_INTERVAL_MS = 500;

/** The websocket message that tells staff screens to reload these campaigns' live figures. */
export interface CampaignsUpdatedMessage {
  action: 'campaigns_updated';
  campaigns: number[];
  [key: string]: unknown;
}

/**
 * Collects the campaigns the worker changed and sends them as one `campaigns_updated` message per
 * interval: at busy times a campaign changes with every batch, and its screens need no more than two
 * refreshes a second. The first change after a quiet spell is sent at once.
 */
export function createCampaignPush(
  send: (message: CampaignsUpdatedMessage) => void,
  intervalMs = CAMPAIGN_PUSH_INTERVAL_MS,
) {
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let lastSent = 0;

  function flush(): void {
    timer = null;
    if (pending.size === 0) return;
    lastSent = Date.now();
    const campaigns = [...pending].sort((a, b) => a - b);
    pending.clear();
    send({ action: 'campaigns_updated', campaigns });
  }

  return {
    changed(campaignIds: readonly number[]): void {
      for (const id of campaignIds) pending.add(id);
      if (timer) return;
      const wait = Math.max(0, lastSent + intervalMs - Date.now());
      timer = setTimeout(flush, wait);
      timer.unref();
    },

    /** Sends what is pending now (shutdown). */
    flush(): void {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}

/**
 * `campaigns_updated` as each staff user gets it: only the campaigns they may see (a superuser,
 * `view_all_campaigns`, or `view_own_campaign` for their own), nothing when that leaves none, so a
 * campaign's id and activity never reach staff who may not open it.
 */
export function tailorCampaignsUpdated(
  visibleTo: (userIds: readonly number[], campaignIds: readonly number[]) => Promise<Map<number, number[]>>,
): BroadcastTailor {
  return async (userIds, message) => {
    const named = Array.isArray(message.campaigns) ? message.campaigns : [];
    const campaignIds = named.filter((id): id is number => Number.isSafeInteger(id));
    const visible = await visibleTo(userIds, campaignIds);
    return new Map([...visible].map(([userId, campaigns]) => [userId, { ...message, campaigns }]));
  };
}
