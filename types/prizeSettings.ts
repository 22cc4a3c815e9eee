import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  AllPrizeSettings as AllPrizeSettingsSchema,
  AllPrizeSettingsPatch,
  PrizeSettingsSchema,
} from '@/contract/schemas/prize-settings';

/** The defaults a prize of one kind gets (spec §3 prize settings); blank (null) means none or no cap. */
export type PrizeSettings = Camelized<Static<typeof PrizeSettingsSchema>>;

/** One settings object per tab: free spins, bonus money, cash. */
export type AllPrizeSettings = Camelized<Static<typeof AllPrizeSettingsSchema>>;

/** PATCH v1/casinos/prize-settings/: any tab, any of its fields. */
export type PrizeSettingsChanges = Camelized<Static<typeof AllPrizeSettingsPatch>>;
