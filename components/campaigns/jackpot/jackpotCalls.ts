import type { Jackpot } from '@/types/jackpots';
import type { OwnSettingsCalls } from '../types/registry';
import { loadCampaignRecords } from '../builder/settingsCalls';
import { JACKPOTS_URL } from './jackpotUrls';

/* Spec §7 Jackpots, read; how a save is made (`jackpotSync.ts`) loads with the first save. */

/** A jackpot's settings: one record of its own. */
export const jackpotCalls: OwnSettingsCalls = {
  load: async (call, campaignId) => ({
    jackpot: (await loadCampaignRecords<Jackpot>(call, JACKPOTS_URL, campaignId))[0] ?? null,
  }),
  loadSync: () => import('./jackpotSync').then((m) => m.jackpotSync),
};
