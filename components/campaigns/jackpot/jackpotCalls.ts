import type { Jackpot } from '@/types/jackpots';
import type { OwnSettingsCalls } from '../types/registry';
import { createdId, loadCampaignRecords, type SettingsLevel } from '../builder/settingsCalls';
import { jackpotBody, type JackpotValues } from './jackpotForm';

/** Spec §7 Jackpots. */
const JACKPOTS_URL = 'v1/jackpots/jackpots/';

const jackpotLevel: SettingsLevel<JackpotValues['jackpot']> = {
  body: jackpotBody,
  create: (call, jackpot, campaign) =>
    createdId(call({ url: JACKPOTS_URL, method: 'post', data: { campaign, ...jackpotBody(jackpot) } })),
  update: (call, jackpot, id) =>
    call({ url: `${JACKPOTS_URL}${id}/`, method: 'patch', data: jackpotBody(jackpot) }),
};

/** A jackpot's settings: one record of its own. */
export const jackpotCalls: OwnSettingsCalls = {
  load: async (call, campaignId) => ({
    jackpot: (await loadCampaignRecords<Jackpot>(call, JACKPOTS_URL, campaignId))[0] ?? null,
  }),
  sync: { field: 'jackpot', level: jackpotLevel as SettingsLevel },
};
