import type { SettingsPanelModule } from '../types/registry';
import { PrizeDropSettings } from './PrizeDropSettings';
import { prizeDropValues, type PrizeDropValues } from './prizeDropForm';

/** The settings step of a prize drop: minimum bet, games, drops, prizes and their quantities. */
export const prizeDropPanel: SettingsPanelModule<PrizeDropValues> = {
  initialValues: (campaign) => prizeDropValues(campaign.prizeDrop),
  loadSchema: () => import('./prizeDropSchema').then((m) => m.prizeDropSchema),
  Panel: PrizeDropSettings,
};
