import * as yup from 'yup';

import type { AllPrizeSettings, PrizeSettings } from '@/types/prizeSettings';

export const PRIZE_TABS = [
  { id: 'freeSpinsPrizeSettings', label: 'Free spins' },
  { id: 'bonusPrizeSettings', label: 'Bonus money' },
  { id: 'cashPrizeSettings', label: 'Cash' },
] as const satisfies readonly { id: keyof AllPrizeSettings; label: string }[];

export type PrizeTab = (typeof PRIZE_TABS)[number]['id'];

export const MESSAGES = {
  days: 'Enter a whole number of days from 1 to 365, or leave it empty.',
  wagering: 'Enter a multiplier from 0 to 1000 (at most 2 decimals), or leave it empty.',
  amount: 'Enter an amount above 0 with at most 2 decimals, or leave it empty for no limit.',
  maxBetAboveMaxWin: 'The max bet cannot be higher than the max win.',
  title: 'Enter a title.',
};

const DAYS = /^\d{1,3}$/;
const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;

const days = yup
  .string()
  .trim()
  .test('days', MESSAGES.days, (value) => !value || (DAYS.test(value) && +value >= 1 && +value <= 365));
const amount = yup
  .string()
  .trim()
  .test('amount', MESSAGES.amount, (value) => !value || (DECIMAL.test(value) && +value > 0));

const tabSchema = yup.object({
  activationDuration: days,
  duration: days,
  wagering: yup
    .string()
    .trim()
    .test('wagering', MESSAGES.wagering, (value) => !value || (DECIMAL.test(value) && +value <= 1000)),
  maxWin: amount,
  maxBet: amount.test(
    'not-above-max-win',
    MESSAGES.maxBetAboveMaxWin,
    (value, context) =>
      !value ||
      !context.parent.maxWin ||
      !DECIMAL.test(context.parent.maxWin) ||
      +value <= +context.parent.maxWin,
  ),
  title: yup.string().trim().max(100, 'Use at most 100 characters.').required(MESSAGES.title),
});

/** The rules the API holds too (ARCHITECTURE.md "Prize settings"), so most mistakes show before saving. */
export const prizeSettingsSchema = yup.object({
  freeSpinsPrizeSettings: tabSchema,
  bonusPrizeSettings: tabSchema,
  cashPrizeSettings: tabSchema,
});

export type TabValues = yup.InferType<typeof tabSchema>;
export type PrizeSettingsValues = Record<PrizeTab, TabValues>;

const text = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string | undefined) => (value ? Number(value) : null);

export const valuesOf = (settings: AllPrizeSettings): PrizeSettingsValues =>
  Object.fromEntries(
    PRIZE_TABS.map(({ id }) => {
      const tab = settings[id];
      return [
        id,
        {
          activationDuration: text(tab.activationDuration),
          duration: text(tab.duration),
          wagering: text(tab.wagering),
          maxWin: text(tab.maxWin),
          maxBet: text(tab.maxBet),
          title: tab.title,
        },
      ];
    }),
  ) as PrizeSettingsValues;

export const bodyOf = (values: PrizeSettingsValues): AllPrizeSettings =>
  Object.fromEntries(
    PRIZE_TABS.map(({ id }) => {
      const tab = values[id];
      const settings: PrizeSettings = {
        activationDuration: numberOrNull(tab.activationDuration),
        duration: numberOrNull(tab.duration),
        wagering: numberOrNull(tab.wagering),
        maxWin: numberOrNull(tab.maxWin),
        maxBet: numberOrNull(tab.maxBet),
        title: tab.title ?? '',
      };
      return [id, settings];
    }),
  ) as unknown as AllPrizeSettings;
