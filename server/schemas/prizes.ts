import type { Static } from '@fastify/type-provider-typebox';
import type { PrizeKind, TaskPrize } from '../db/schema';
import type { PrizeInput, PrizeSchema } from '../../contract/schemas/prizes';

export * from '../../contract/schemas/prizes';

/** Spec §3 action codes: BO bonus, CA cash, CI catalog item, DB deposit bonus, FS free spins. */
export const PRIZE_ACTION_CODES: Partial<Record<PrizeKind, string>> = {
  bonus: 'BO',
  cash: 'CA',
  catalog_item: 'CI',
  deposit_bonus: 'DB',
  free_spins: 'FS',
};

export type PrizeInputBody = Static<typeof PrizeInput>;
export type PrizeDto = Static<typeof PrizeSchema>;

/** A stored prize's columns (a task's prize, a prize of its own), as answered. */
export type StoredPrize = Omit<TaskPrize, 'taskId' | 'position'>;

export function toPrizeDto(prize: StoredPrize): PrizeDto {
  return {
    id: prize.id,
    kind: prize.kind,
    action_code: PRIZE_ACTION_CODES[prize.kind] ?? null,
    amount: prize.amount,
    cash_amounts: prize.cashAmounts,
    deposit_bonus_percentage: prize.depositBonusPercentage,
    bonus_code: prize.bonusCode,
    free_spins_number: prize.freeSpinsNumber,
    bet_level: prize.betLevel,
    wagering: prize.wagering,
    pay_winnings_as_bonus: prize.payWinningsAsBonus,
    eligible_games: prize.eligibleGames,
    catalog_item_id: prize.catalogItemId,
    platform_bonus_id: prize.platformBonusId,
    loot_box_id: prize.lootBoxId,
    action_group_id: prize.actionGroupId,
  };
}
