import type { PrizeBody } from '@/types/campaigns';
import { numberOrNull } from '../formNumbers';
import type { PrizeValues } from './prizeForm';

// Kept out of prizeForm.ts: a type's settings calls send prizes and its panel edits them, as separate
// chunks of the settings step; the panel has no use for this, the calls none for the form's values.

/** A prize as sent: every field, the server keeps only the kind's own. */
export function prizeBody(prize: PrizeValues): PrizeBody {
  const cashAmounts = Object.fromEntries(
    Object.entries(prize.cashAmounts).flatMap(([currency, amount]) => {
      const value = numberOrNull(amount);
      return value === null ? [] : [[currency, value]];
    }),
  );
  return {
    kind: prize.kind,
    amount: numberOrNull(prize.amount),
    cashAmounts,
    depositBonusPercentage: numberOrNull(prize.depositBonusPercentage),
    bonusCode: prize.bonusCode.trim() || null,
    freeSpinsNumber: numberOrNull(prize.freeSpinsNumber),
    betLevel: numberOrNull(prize.betLevel),
    wagering: numberOrNull(prize.wagering),
    payWinningsAsBonus: prize.payWinningsAsBonus,
    eligibleGames: prize.eligibleGames,
    catalogItemId: numberOrNull(prize.catalogItemId),
    platformBonusId: prize.platformBonusId || null,
    lootBoxId: prize.lootBoxId || null,
    actionGroupId: prize.actionGroupId || null,
  };
}
