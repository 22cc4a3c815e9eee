import { createdId, type SettingsLevel, type SettingsSync } from '../builder/settingsCalls';
import { jackpotBody, type JackpotValues } from './jackpotForm';
import { JACKPOTS_URL } from './jackpotUrls';

/*
 * How a jackpot's settings are saved (spec §7 Jackpots), apart from `jackpotCalls.ts` that reads them:
 * loaded with the first save.
 */

const jackpotLevel: SettingsLevel<JackpotValues['jackpot']> = {
  body: jackpotBody,
  create: (call, jackpot, campaign) =>
    createdId(call({ url: JACKPOTS_URL, method: 'post', data: { campaign, ...jackpotBody(jackpot) } })),
  update: (call, jackpot, id) =>
    call({ url: `${JACKPOTS_URL}${id}/`, method: 'patch', data: jackpotBody(jackpot) }),
};

/** A jackpot's settings: one record of its own. */
export const jackpotSync: SettingsSync = { field: 'jackpot', level: jackpotLevel as SettingsLevel };
