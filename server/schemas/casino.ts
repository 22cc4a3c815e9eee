import type { Casino } from '../db/schema';

export * from '../../contract/schemas/casino';

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
