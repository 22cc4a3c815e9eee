import type { PrizeDrop } from '@/types/prizeDrops';
import type { OwnSettingsCalls } from '../types/registry';
import { loadCampaignRecords } from '../builder/settingsCalls';
import { PRIZE_DROPS_URL } from './prizeDropUrls';

/* Spec §7 Prize drops, read; how a save is made (`prizeDropSync.ts`) loads with the first save. */

/** A prize drop's settings: the drop and its prizes. */
export const prizeDropCalls: OwnSettingsCalls = {
  load: async (call, campaignId) => ({
    prizeDrop: (await loadCampaignRecords<PrizeDrop>(call, PRIZE_DROPS_URL, campaignId))[0] ?? null,
  }),
  loadSync: () => import('./prizeDropSync').then((m) => m.prizeDropSync),
};
