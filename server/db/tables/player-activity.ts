import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CAMPAIGN_TYPES, playerOfEngineRows, players, targetGroups } from './core';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** What a casino transaction was: money in or out of the wallet, a round's stake or its win. */
export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'bet', 'win', 'bonus'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * A player's casino wallet movements as the platform reports them: the player screen's transactions,
 * and the source of turnover (bets), deposits and revenue (bets less wins).
 */
export const playerTransactions = pgTable(
  'player_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: playerOfEngineRows(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    type: text('type').$type<TransactionType>().notNull(),
    /** The game category of a bet or win (slots, live casino …); `payments` for deposits and withdrawals. */
    category: text('category').notNull().default(''),
    /** The game provider, or the payment provider of a deposit or withdrawal. */
    provider: text('provider').notNull().default(''),
    gameId: integer('game_id'),
    description: text('description').notNull().default(''),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    // Every reader names the player; an index on `created` alone (until migration 0035) was read by
    // nothing and cost the engine an insertion for each of a batch's rows.
    index('player_transactions_player_created_idx').on(t.playerId, t.created, t.id),
    check('player_transactions_type_check', sql`${t.type} in (${inList(TRANSACTION_TYPES)})`),
  ],
);

export const BET_TYPES = ['single', 'combo', 'system'] as const;
export type BetType = (typeof BET_TYPES)[number];
export const BET_STATUSES = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** A player's sportsbook bets: stake, what it paid, and what it was on. */
export const sportsbookTransactions = pgTable(
  'sportsbook_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: playerOfEngineRows(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    betType: text('bet_type').$type<BetType>().notNull(),
    status: text('status').$type<BetStatus>().notNull(),
    sport: text('sport').notNull().default(''),
    event: text('event').notNull().default(''),
    odds: numeric('odds', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    stake: money('stake').notNull(),
    payout: money('payout').notNull().default(0),
    currency: text('currency').notNull(),
    /** The platform's id of the bet (events): its settlement updates this row rather than adding one. */
    betId: text('bet_id'),
  },
  (t) => [
    index('sportsbook_transactions_player_created_idx').on(t.playerId, t.created, t.id),
    uniqueIndex('sportsbook_transactions_player_bet_key').on(t.playerId, t.betId),
    check('sportsbook_transactions_bet_type_check', sql`${t.betType} in (${inList(BET_TYPES)})`),
    check('sportsbook_transactions_status_check', sql`${t.status} in (${inList(BET_STATUSES)})`),
  ],
);

/**
 * A player's "not for me" to the campaigns of one type offered through one target group (made on the
 * casino's side). Revoking it (`POST v1/player/target-groups/{id}/revoke-opt-out/`) deletes the row.
 */
export const playerOptOuts = pgTable(
  'player_opt_outs',
  {
    id: serial('id').primaryKey(),
    targetGroupId: integer('target_group_id')
      .notNull()
      .references(() => targetGroups.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    campaignType: text('campaign_type').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_opt_outs_group_player_type_key').on(t.targetGroupId, t.playerId, t.campaignType),
    index('player_opt_outs_player_idx').on(t.playerId),
    check('player_opt_outs_campaign_type_check', sql`${t.campaignType} in (${inList(CAMPAIGN_TYPES)})`),
  ],
);

/** The payment methods players deposit with (spec §7 `GET v1/campaigns/deposit-methods/`). */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: serial('id').primaryKey(),
    /** The platform's code, which deposit tasks name. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Currencies the method takes; empty means every currency. */
    currencies: text('currencies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('deposit_methods_name_idx').on(t.name)],
);

export type PlayerTransaction = typeof playerTransactions.$inferSelect;
export type SportsbookTransaction = typeof sportsbookTransactions.$inferSelect;
export type PlayerOptOut = typeof playerOptOuts.$inferSelect;
export type DepositMethod = typeof depositMethods.$inferSelect;

/**
 * The Player Activity report's daily figures, kept by statement-level triggers on the two transaction
 * tables (migration `player_activity_rollup_triggers`), so any writer (the seed, the event engine's
 * batches, a platform import) keeps them right in the same transaction, one set-based step per
 * statement rather than per row. Transactions are append-only; nothing here is ever recounted.
 *
 * A player counts once per day however many moves they make: this table says who played or deposited
 * on which day (UTC), and the triggers count a player into `activityDays` when their row first appears
 * or a flag first turns true.
 */
export const playerActivityDays = pgTable(
  'player_activity_days',
  {
    day: date('day').notNull(),
    playerId: playerOfEngineRows(),
    /** Bet or won in the casino, or placed a sportsbook bet. */
    played: boolean('played').notNull(),
    deposited: boolean('deposited').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.playerId] }),
    // A player's deletion (`players_delete_engine_rows`, migration 0032) finds their rows through this.
    index('player_activity_days_player_idx').on(t.playerId),
    // The roll-up's "played" flips (`record_player_days`) look only at days a player deposited without
    // playing, a few rows: without this they scanned the whole table, every day's rows, on each insert.
    index('player_activity_days_not_played_idx')
      .on(t.day, t.playerId)
      .where(sql`not ${t.played}`),
  ],
);

/** Per day (UTC): players who played, players who deposited. */
export const activityDays = pgTable('activity_days', {
  day: date('day').primaryKey(),
  activePlayers: integer('active_players').notNull().default(0),
  depositors: integer('depositors').notNull().default(0),
});

/** Per day (UTC) and currency: the deposits' number and sum. */
export const depositDays = pgTable(
  'deposit_days',
  {
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    deposits: integer('deposits').notNull().default(0),
    amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);
