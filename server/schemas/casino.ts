import { Type } from '@fastify/type-provider-typebox';
import type { Casino } from '../db/schema';
import { PlainText } from './common';

const Language = Type.Object({ code: Type.String(), name: Type.String() });

const BonusIds = Type.Array(Type.Union([Type.Integer(), Type.String()]));
const PrizeSettings = Type.Record(Type.String(), Type.Unknown());

export const CasinoSchema = Type.Object({
  available_campaigns: Type.Array(Type.String()),
  available_game_editable_fields: Type.Array(Type.String()),
  available_player_selection_filters: Type.Array(Type.String()),
  languages: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  date_time_format: Type.String(),
  exchange_rates: Type.Record(Type.String(), Type.Number()),
  name: Type.String(),
  overlay_id: Type.Union([Type.Integer(), Type.Null()]),
  overlay_position: Type.Union([Type.String(), Type.Null()]),
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

export function toCasinoDto(casino: Casino) {
  const pc = casino.platformConfiguration;
  return {
    available_campaigns: casino.availableCampaigns,
    available_game_editable_fields: casino.availableGameEditableFields,
    available_player_selection_filters: casino.availablePlayerSelectionFilters,
    languages: casino.languages,
    date_time_format: casino.dateTimeFormat,
    exchange_rates: casino.exchangeRates,
    name: casino.name,
    overlay_id: casino.overlayId,
    overlay_position: casino.overlayPosition,
    platform_codename: casino.platformCodename,
    platform_configuration: {
      bonus_prizes_bonus_ids: pc.bonus_prizes_bonus_ids ?? [],
      cash_prizes_bonus_ids: pc.cash_prizes_bonus_ids ?? [],
      free_spins_bonus_ids: pc.free_spins_bonus_ids ?? [],
      bonus_prize_settings: pc.bonus_prize_settings ?? {},
      cash_prize_settings: pc.cash_prize_settings ?? {},
      free_spins_prize_settings: pc.free_spins_prize_settings ?? {},
    },
  };
}

export const CasinoSettingsSchema = Type.Object({
  allow_users_to_edit_campaign_info_per_campaign: Type.Boolean(),
  backoffice_to_run_in_utc: Type.Boolean(),
  enable_localized_jackpot_title: Type.Boolean(),
  enable_page_change_campaign_info_template: Type.Boolean(),
  enable_reports_tab: Type.Boolean(),
  currencies: Type.Array(Type.String()),
  exchange_rates: Type.Record(Type.String(), Type.Number()),
  languages: Type.Array(Language),
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
