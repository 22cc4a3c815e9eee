import type { Tournament } from '@/types/competitions';
import type { OwnSettingsCalls } from '../types/registry';
import { loadCampaignRecords } from '../builder/settingsCalls';
import { TOURNAMENTS_URL } from './tournamentUrls';

/* Spec §7 Tournaments, read; how a save is made (`tournamentSync.ts`) loads with the first save. */

/** A tournament's settings: the tournament with its places and tasks. */
export const tournamentCalls: OwnSettingsCalls = {
  load: async (call, campaignId) => ({
    tournament: (await loadCampaignRecords<Tournament>(call, TOURNAMENTS_URL, campaignId))[0] ?? null,
  }),
  loadSync: () => import('./tournamentSync').then((m) => m.tournamentSync),
};
