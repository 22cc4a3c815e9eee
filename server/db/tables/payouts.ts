import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns, players, users, type PrizeKind } from './core';
import { engineAwards } from './engine-campaigns';
import { PAYOUT_STATES, type PayoutState } from '../../../contract/payouts';

export { PAYOUT_STATES, type PayoutState };

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The prize's fields as they were when won: what the platform is asked to credit. */
export interface PayoutPrize {
  kind: PrizeKind;
  amount: number | null;
  cash_amounts: Record<string, number>;
  deposit_bonus_percentage: number | null;
  bonus_code: string | null;
  free_spins_number: number | null;
  bet_level: number | null;
  wagering: number | null;
  eligible_games: number[];
  catalog_item_id: number | null;
  platform_bonus_id: string | null;
  loot_box_id: string | null;
  action_group_id: string | null;
}

/** One award's delivery to the player's account: exactly one row per award (unique `award_id`). */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => engineAwards.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PrizeKind>().notNull(),
    prize: jsonb('prize').$type<PayoutPrize>().notNull(),
    /** In the casino's base currency (the award's). */
    value: numeric('value', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<PayoutState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending payout is due (the next try after a timeout or 5xx). */
    nextTry: at('next_try').notNull().defaultNow(),
    /** Retries stop here (PAYOUT_RETRY_HOURS after the first attempt): the payout fails for good. */
    retryUntil: at('retry_until'),
    /** The platform's message of the last failed attempt, or why staff cancelled it. */
    message: text('message').notNull().default(''),
    sent: at('sent'),
    paid: at('paid'),
    releasedById: integer('released_by_id').references(() => users.id, { onDelete: 'set null' }),
    created: at('created').notNull().defaultNow(),
    updated: at('updated').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_award').on(t.awardId),
    index('payouts_due_idx')
      .on(t.nextTry)
      .where(sql`state in ('pending', 'sent')`),
    index('payouts_campaign_idx').on(t.campaignId, t.state),
    index('payouts_player_idx').on(t.playerId, t.created),
    index('payouts_created_idx').on(t.created),
    check('payouts_state_check', sql`${t.state} in (${inList(PAYOUT_STATES)})`),
  ],
);

export type Payout = typeof payouts.$inferSelect;
