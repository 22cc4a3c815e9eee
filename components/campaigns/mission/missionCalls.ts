import type { Mission } from '@/types/campaigns';
import type { OwnSettingsCalls } from '../types/registry';
import { loadCampaignRecords } from '../builder/settingsCalls';
import { MISSIONS_URL } from './missionUrls';

/* Spec §7 Missions, read; how a save is made (`missionSync.ts`) loads with the first save. */

const campaignMissions = (call: Parameters<OwnSettingsCalls['load']>[0], campaignId: number) =>
  loadCampaignRecords<Mission>(call, MISSIONS_URL, campaignId).then((missions) =>
    [...missions].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
  );

/** The mission types with one mission (mission, sportsbook mission). */
export const missionCalls: OwnSettingsCalls = {
  load: async (call, campaignId) => ({ mission: (await campaignMissions(call, campaignId))[0] ?? null }),
  loadSync: () => import('./missionSync').then((m) => m.missionSync),
};

/** Mission v2's chain of missions, in order. */
export const chainCalls: OwnSettingsCalls = {
  load: async (call, campaignId) => ({ missions: await campaignMissions(call, campaignId) }),
  loadSync: () => import('./missionSync').then((m) => m.chainSync),
};
