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
