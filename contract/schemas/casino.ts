import { Type } from '@fastify/type-provider-typebox';
import { OrNull, PlainText } from './common';

/** A language the casino's texts are written in. */
export const LanguageSchema = Type.Object({ code: Type.String(), name: Type.String() });

const BonusIds = Type.Array(Type.Union([Type.Integer(), Type.String()]));
const PrizeSettings = Type.Record(Type.String(), Type.Unknown());

/** Spec §3 Casino (the signed-in user's, in GET v1/auth/me/). */
export const CasinoSchema = Type.Object({
  /** Campaign types (CAMPAIGN_TYPES); another backend may name one this app does not know. */
  available_campaigns: Type.Array(Type.String()),
  available_game_editable_fields: Type.Array(Type.String()),
  available_player_selection_filters: Type.Array(Type.String()),
  /** Sorted with en first. */
  languages: Type.Array(LanguageSchema),
  date_time_format: Type.String(),
  exchange_rates: Type.Record(Type.String(), Type.Number()),
  name: Type.String(),
  overlay_id: OrNull(Type.Integer()),
  overlay_position: OrNull(Type.String()),
  /** One of PLATFORM_CODENAMES, or a platform this app does not know. */
  platform_codename: Type.String(),
  platform_configuration: Type.Object({
    bonus_prizes_bonus_ids: BonusIds,
    cash_prizes_bonus_ids: BonusIds,
    free_spins_bonus_ids: BonusIds,
    bonus_prize_settings: PrizeSettings,
    cash_prize_settings: PrizeSettings,
    free_spins_prize_settings: PrizeSettings,
  }),
});

/** `GET/PATCH v1/casinos/settings/`: the feature flags, currencies, exchange rates (base at 1), languages. */
export const CasinoSettingsSchema = Type.Object({
  allow_users_to_edit_campaign_info_per_campaign: Type.Boolean(),
  backoffice_to_run_in_utc: Type.Boolean(),
  enable_localized_jackpot_title: Type.Boolean(),
  enable_page_change_campaign_info_template: Type.Boolean(),
  enable_reports_tab: Type.Boolean(),
  currencies: Type.Array(Type.String()),
  exchange_rates: Type.Record(Type.String(), Type.Number()),
  languages: Type.Array(LanguageSchema),
});

export const CasinoSettingsPatchSchema = Type.Object({
  allow_users_to_edit_campaign_info_per_campaign: Type.Optional(Type.Boolean()),
  backoffice_to_run_in_utc: Type.Optional(Type.Boolean()),
  enable_localized_jackpot_title: Type.Optional(Type.Boolean()),
  enable_page_change_campaign_info_template: Type.Optional(Type.Boolean()),
  enable_reports_tab: Type.Optional(Type.Boolean()),
  currencies: Type.Optional(
    Type.Array(
      Type.String({
        pattern: '^[A-Z]{3}$',
        'x-message': 'Enter a valid currency code: three upper-case letters, such as EUR.',
      }),
      { maxItems: 200 },
    ),
  ),
  exchange_rates: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Number({
        exclusiveMinimum: 0,
        maximum: 1000000,
        'x-message': 'Enter a rate greater than 0 and at most 1,000,000.',
      }),
      { maxProperties: 200 },
    ),
  ),
  languages: Type.Optional(
    Type.Array(
      Type.Object(
        {
          code: Type.String({
            pattern: '^[a-z]{2}(-[A-Z]{2})?$',
            'x-message': 'Enter a language code such as en or pt-BR.',
          }),
          name: PlainText({ minLength: 1, maxLength: 60 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  ),
});

/** GET v1/auth/me/: the signed-in user, their permission codes and their casino. */
export const MeSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  permissions: Type.Array(Type.String()),
  casino: CasinoSchema,
});

/** GET v1/feature-flags/{key}: a flag and whether it is on (a key the casino does not have is a 404). */
export const FeatureFlagSchema = Type.Object({ key: Type.String(), enabled: Type.Boolean() });
