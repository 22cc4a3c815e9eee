import { Type } from '@fastify/type-provider-typebox';
import { MAX_AMOUNT, Nullable, OrNull, PlainText } from './common';

/**
 * Prize settings (spec §3): the defaults a platform prize of each kind is given. Rules (the spec leaves
 * them open): durations are whole days from 1 to 365, blank meaning none; wagering is a multiplier from
 * 0 to 1000; max win and max bet are amounts above 0 in the casino's base currency, blank meaning no cap.
 */
export const PRIZE_SETTINGS_KEYS = [
  'free_spins_prize_settings',
  'bonus_prize_settings',
  'cash_prize_settings',
] as const;
export type PrizeSettingsKey = (typeof PRIZE_SETTINGS_KEYS)[number];

export const PRIZE_SETTINGS_MESSAGES = {
  days: 'Enter a whole number of days from 1 to 365, or leave it empty.',
  wagering: 'Enter a multiplier from 0 to 1000, or leave it empty.',
  amount: 'Enter an amount above 0, or leave it empty for no limit.',
  maxBetAboveMaxWin: 'The max bet cannot be higher than the max win.',
  titleBlank: 'This field may not be blank.',
} as const;

const M = PRIZE_SETTINGS_MESSAGES;
const Days = Nullable(Type.Integer({ minimum: 1, maximum: 365, 'x-message': M.days }));
const Amount = Nullable(Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, 'x-message': M.amount }));

/** The defaults a prize of one kind gets; null means none (durations) or no cap (amounts). */
export const PrizeSettingsSchema = Type.Object({
  /** Days a player has to activate the prize. */
  activation_duration: OrNull(Type.Integer()),
  /** Days the prize lasts once active. */
  duration: OrNull(Type.Integer()),
  /** Times the winnings must be wagered. */
  wagering: OrNull(Type.Number()),
  /** Largest win, in the casino's base currency. */
  max_win: OrNull(Type.Number()),
  /** Largest bet while the prize is in play, base currency. */
  max_bet: OrNull(Type.Number()),
  title: Type.String(),
});

export const PrizeSettingsPatch = Type.Object({
  activation_duration: Type.Optional(Days),
  duration: Type.Optional(Days),
  wagering: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000, 'x-message': M.wagering }))),
  max_win: Type.Optional(Amount),
  max_bet: Type.Optional(Amount),
  title: Type.Optional(PlainText({ maxLength: 100 })),
});

/** `GET/PATCH v1/casinos/prize-settings/`: one settings object per tab (free spins, bonus money, cash). */
export const AllPrizeSettings = Type.Object({
  free_spins_prize_settings: PrizeSettingsSchema,
  bonus_prize_settings: PrizeSettingsSchema,
  cash_prize_settings: PrizeSettingsSchema,
});

export const AllPrizeSettingsPatch = Type.Object({
  free_spins_prize_settings: Type.Optional(PrizeSettingsPatch),
  bonus_prize_settings: Type.Optional(PrizeSettingsPatch),
  cash_prize_settings: Type.Optional(PrizeSettingsPatch),
});
