import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, text } from 'drizzle-orm/pg-core';
import type { PrizeKind } from './schema';

// In a module of its own, so the table files re-exported by schema.ts can spread it while schema.ts
// is still being evaluated.
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A prize's columns, the same wherever a prize is stored (a task's prizes, the prizes table). */
export const prizeColumns = () => ({
  kind: text('kind').$type<PrizeKind>().notNull(),
  /** Cash and bonus amount, in the casino's base currency. */
  amount: money('amount'),
  /** Cash per currency (code → amount); the base currency's is `amount`. */
  cashAmounts: jsonb('cash_amounts').$type<Record<string, number>>().notNull().default({}),
  depositBonusPercentage: numeric('deposit_bonus_percentage', { precision: 7, scale: 2, mode: 'number' }),
  bonusCode: text('bonus_code'),
  freeSpinsNumber: integer('free_spins_number'),
  betLevel: numeric('bet_level', { precision: 12, scale: 2, mode: 'number' }),
  wagering: numeric('wagering', { precision: 12, scale: 2, mode: 'number' }),
  payWinningsAsBonus: boolean('pay_winnings_as_bonus').notNull().default(false),
  eligibleGames: integer('eligible_games')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  catalogItemId: integer('catalog_item_id'),
  /** The platform's bonus (platformConfiguration ids, themill bonuses) of bonus-like kinds. */
  platformBonusId: text('platform_bonus_id'),
  lootBoxId: text('loot_box_id'),
  /** Fasttrack: the action group the prize triggers. */
  actionGroupId: text('action_group_id'),
});
