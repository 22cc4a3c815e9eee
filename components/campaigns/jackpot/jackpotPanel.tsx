import type { SettingsPanelModule } from '../types/registry';
import { JackpotContributions } from './JackpotContributions';
import { JackpotSettings } from './JackpotSettings';
import { jackpotChanges, jackpotSchema, jackpotValues, type JackpotValues } from './jackpotForm';

/** The settings step of a jackpot: its rules and payouts; under the form, the pot and its contributions. */
export const jackpotPanel: SettingsPanelModule<JackpotValues> = {
  initialValues: (campaign) => jackpotValues(campaign.jackpot),
  schema: jackpotSchema,
  toChanges: jackpotChanges,
  Panel: JackpotSettings,
  Aside: JackpotContributions,
};
