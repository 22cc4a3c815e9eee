import type { CasinoSettings, Language } from './api';

/** `GET/PATCH v1/casinos/settings/` as the settings screen edits it: the flags, currencies, rates, languages. */
export interface CasinoSettingsDetail extends CasinoSettings {
  /** Currency code → units per unit of the base currency (the one at 1). */
  exchangeRates: Record<string, number>;
  /** English first. */
  languages: Language[];
}
