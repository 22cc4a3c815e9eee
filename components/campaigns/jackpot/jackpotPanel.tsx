import type { SettingsPanelModule } from '../types/registry';
import { JackpotContributions } from './JackpotContributions';
import { JackpotSettings } from './JackpotSettings';
import { jackpotValues, type JackpotValues } from './jackpotForm';

/** The settings step of a jackpot: its rules and payouts; under the form, the pot and its contributions. */
export const jackpotPanel: SettingsPanelModule<JackpotValues> = {
  initialValues: (campaign) => jackpotValues(campaign.jackpot),
  loadSchema: () => import('./jackpotSchema').then((m) => m.jackpotSchema),
  Panel: JackpotSettings,
  Aside: JackpotContributions,
};
