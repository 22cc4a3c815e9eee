import type { FeatureFlagKey } from '../../contract/featureFlags';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { CAMPAIGN_TYPES } from '../db/schema';
import type { NewCasino } from '../repositories/casino';
import { createRepositories } from '../repositories';

/** Feature flags fetched by key (spec §3) and their default values. */
export const DEFAULT_FEATURE_FLAGS: Record<FeatureFlagKey, boolean> = {
  'enable-sport-book-campaign': false,
  'enable-mission-v2': true,
  'edit-active-campaigns': false,
  'enable-speed-race': false,
};

export { CAMPAIGN_TYPES };

export const DEFAULT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'fi', name: 'Finnish' },
  { code: 'es', name: 'Spanish' },
];

export const DEFAULT_EXCHANGE_RATES: Record<string, number> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  SEK: 11.5,
  NOK: 11.6,
  CAD: 1.47,
};

/** The casino a fresh installation gets (the demo seed names it "Demo Casino"). */
export function defaultCasino(config: Config, name = 'Casino'): NewCasino {
  return {
    name,
    platformCodename: config.demoPlatform,
    loginImage: null,
    availableCampaigns: [...CAMPAIGN_TYPES],
    availableGameEditableFields: [
      'name',
      'image',
      'category',
      'provider',
      'themes',
      'features',
      'device_types',
    ],
    availablePlayerSelectionFilters: [
      'affiliates',
      'currencies',
      'vip_levels',
      'customer_states',
      'segments',
      'markets',
    ],
    languages: DEFAULT_LANGUAGES,
    dateTimeFormat: 'DD.MM.YYYY HH:mm',
    exchangeRates: DEFAULT_EXCHANGE_RATES,
    overlayId: null,
    overlayPosition: 'bottom-right',
    platformConfiguration: {
      bonus_prizes_bonus_ids: [],
      cash_prizes_bonus_ids: [],
      free_spins_bonus_ids: [],
      bonus_prize_settings: {
        activation_duration: 7,
        duration: 30,
        wagering: 35,
        max_win: null,
        max_bet: 5,
        title: 'Bonus money',
      },
      cash_prize_settings: { title: 'Cash' },
      free_spins_prize_settings: {
        activation_duration: 7,
        duration: 7,
        wagering: 35,
        max_win: 100,
        title: 'Free spins',
      },
    },
    allowUsersToEditCampaignInfoPerCampaign: false,
    backofficeToRunInUtc: false,
    enableLocalizedJackpotTitle: false,
    enablePageChangeCampaignInfoTemplate: true,
    enableReportsTab: true,
    currencies: Object.keys(DEFAULT_EXCHANGE_RATES),
  };
}

/**
 * Data every installation needs, demo or not: the feature flags (missing ones only) and the casino row.
 * Idempotent; runs on every start.
 */
export async function ensureBaseData(db: Executor, config: Config): Promise<void> {
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    await repos.featureFlags.ensure(DEFAULT_FEATURE_FLAGS, tx);
    if (!(await repos.casino.get(tx))) await repos.casino.create(defaultCasino(config), tx);
  });
}
