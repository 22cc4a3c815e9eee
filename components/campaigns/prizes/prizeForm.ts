import type { Prize, PrizeKind } from '@/types/campaigns';
import type { PlatformCodename } from '@/types/api';
import { text } from '../formNumbers';

/** A prize in a form: numbers as the text typed; cash per currency as text too. */
export interface PrizeValues {
  kind: PrizeKind;
  amount: string;
  cashAmounts: Record<string, string>;
  depositBonusPercentage: string;
  bonusCode: string;
  freeSpinsNumber: string;
  betLevel: string;
  wagering: string;
  payWinningsAsBonus: boolean;
  eligibleGames: number[];
  catalogItemId: string;
  platformBonusId: string;
  lootBoxId: string;
  actionGroupId: string;
}

export const PRIZE_KIND_LABELS: Record<PrizeKind, string> = {
  cash: 'Cash',
  bonus: 'Bonus',
  deposit_bonus: 'Deposit bonus',
  free_spins: 'Free spins',
  catalog_item: 'Catalog item',
  fast_track_prize: 'Fast Track prize',
  loot_box: 'Loot box',
  platform_bonus: 'Platform bonus',
};

/**
 * The kinds a platform offers: the five with action codes everywhere, and the ones that need the
 * platform's own catalogue (Fast Track action groups, themill loot boxes and bonuses).
 */
export function prizeKindsFor(platform: PlatformCodename | undefined): PrizeKind[] {
  const kinds: PrizeKind[] = ['cash', 'bonus', 'deposit_bonus', 'free_spins', 'catalog_item'];
  if (platform === 'fasttrack') kinds.push('fast_track_prize');
  if (platform === 'themill') kinds.push('loot_box', 'platform_bonus');
  return kinds;
}

export const emptyPrize = (kind: PrizeKind = 'cash'): PrizeValues => ({
  kind,
  amount: '',
  cashAmounts: {},
  depositBonusPercentage: '',
  bonusCode: '',
  freeSpinsNumber: '',
  betLevel: '',
  wagering: '',
  payWinningsAsBonus: false,
  eligibleGames: [],
  catalogItemId: '',
  platformBonusId: '',
  lootBoxId: '',
  actionGroupId: '',
});

export const prizeValues = (prize: Prize): PrizeValues => ({
  kind: prize.kind,
  amount: text(prize.amount),
  cashAmounts: Object.fromEntries(
    Object.entries(prize.cashAmounts ?? {}).map(([currency, amount]) => [currency, text(amount)]),
  ),
  depositBonusPercentage: text(prize.depositBonusPercentage),
  bonusCode: prize.bonusCode ?? '',
  freeSpinsNumber: text(prize.freeSpinsNumber),
  betLevel: text(prize.betLevel),
  wagering: text(prize.wagering),
  payWinningsAsBonus: prize.payWinningsAsBonus,
  eligibleGames: prize.eligibleGames ?? [],
  catalogItemId: text(prize.catalogItemId),
  platformBonusId: prize.platformBonusId ?? '',
  lootBoxId: prize.lootBoxId ?? '',
  actionGroupId: prize.actionGroupId ?? '',
});

/**
 * Cash in every other currency from the base amount and the casino's exchange rates (units of each
 * currency per base unit), rounded to cents.
 */
export function convertedCash(amount: string, rates: Record<string, number>): Record<string, string> {
  const base = Number(amount);
  if (amount.trim() === '' || Number.isNaN(base)) return {};
  return Object.fromEntries(
    Object.entries(rates).map(([currency, rate]) => [
      currency,
      (Math.round(base * rate * 100) / 100).toFixed(2),
    ]),
  );
}
