import type { SettingsPanelModule } from '../types/registry';
import { JackpotSettings } from './JackpotSettings';
import { jackpotChanges, jackpotSchema, jackpotValues, type JackpotValues } from './jackpotForm';

/** The settings step of a jackpot: its rules and payouts, the pot and its contributions. */
export const jackpotPanel: SettingsPanelModule<JackpotValues> = {
  initialValues: (campaign) => jackpotValues(campaign.jackpot),
  schema: jackpotSchema,
  toChanges: jackpotChanges,
  Panel: JackpotSettings,
};
