import type { SettingsLevel, SettingsSync } from '../builder/settingsCalls';
import { campaignRecordLevel } from '../builder/settingsLevels';
import { jackpotBody, type JackpotValues } from './jackpotForm';
import { JACKPOTS_URL } from './jackpotUrls';

/*
 * How a jackpot's settings are saved (spec §7 Jackpots), apart from `jackpotCalls.ts` that reads them:
 * loaded with the first save.
 */

const jackpotLevel = campaignRecordLevel<JackpotValues['jackpot']>(JACKPOTS_URL, jackpotBody);

/** A jackpot's settings: one record of its own. */
export const jackpotSync: SettingsSync = { field: 'jackpot', level: jackpotLevel as SettingsLevel };
