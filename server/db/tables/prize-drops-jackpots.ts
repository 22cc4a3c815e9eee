import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BOOST_INTERVAL_KINDS,
  JACKPOT_CANCELLATIONS,
  JACKPOT_TYPES,
  type BoostIntervalKind,
  type JackpotCancellation,
  type JackpotType,
} from '../../../contract/jackpots';
import { campaigns, players, prizes } from './core';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
const modifiedAt = () => timestamp('modified', { withTimezone: true }).notNull().defaultNow();

/** Spec §3 Prize drop: prizes drop at random on qualifying bets (at least the minimum bet). */
export const prizeDrops = pgTable('prize_drops', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .unique()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  minBet: money('min_bet'),
  /** Bets on every game qualify; otherwise only those on `games`. */
  allGames: boolean('all_games').notNull().default(true),
  games: integer('games')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** How many drops happen over the campaign; the prizes' quantities add up to at most this. */
  drops: integer('drops'),
  created: createdAt(),
  modified: modifiedAt(),
});

/** A prize of a drop: a prize of its own (the prizes table) and how many of it drop. */
export const prizeDropPrizes = pgTable(
  'prize_drop_prizes',
  {
    id: serial('id').primaryKey(),
    prizeDropId: integer('prize_drop_id')
      .notNull()
      .references(() => prizeDrops.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('prize_drop_prizes_drop_prize_key').on(t.prizeDropId, t.prizeId),
    check('prize_drop_prizes_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export { BOOST_INTERVAL_KINDS, JACKPOT_TYPES, type BoostIntervalKind, type JackpotType };

/**
 * When the boosted chance applies: days of the month (1–31) or of the week (1 Monday – 7 Sunday), each
 * between two times of day (UTC, "HH:mm"), or one timespan between two date-times.
 */
export interface BoostInterval {
  kind: BoostIntervalKind;
  days: number[];
  fromTime: string | null;
  toTime: string | null;
  start: string | null;
  end: string | null;
}

export { JACKPOT_CANCELLATIONS, type JackpotCancellation };

/** Spec §3 Jackpot: a pot fed by a share of every bet, won by one player. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .unique()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The share of each bet that goes into the pot, in percent. */
    contributionLevel: numeric('contribution_level', { precision: 7, scale: 4, mode: 'number' }),
    type: text('type').$type<JackpotType>(),
    /** One title, in `languageForTitle` (without `enableLocalizedJackpotTitle`). */
    title: text('title').notNull().default(''),
    languageForTitle: text('language_for_title').notNull().default('en'),
    /** Language code → title (with `enableLocalizedJackpotTitle`). */
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    /** What the pot holds before the first contribution, in the casino's base currency. */
    startOnValue: money('start_on_value'),
    boosted: boolean('boosted').notNull().default(false),
    /** How many times likelier a win is during the boost intervals. */
    boostedChance: numeric('boosted_chance', { precision: 8, scale: 2, mode: 'number' }),
    boostIntervals: jsonb('boost_intervals').$type<BoostInterval[]>().notNull().default([]),
    notifyWhenWon: boolean('notify_when_won').notNull().default(false),
    averagePayout: money('average_payout'),
    maxPayout: money('max_payout'),
    cancellation: text('cancellation').$type<JackpotCancellation>(),
    /** The pot when the jackpot was cancelled (start value and contributions). */
    potAtCancellation: money('pot_at_cancellation'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    created: createdAt(),
    modified: modifiedAt(),
  },
  (t) => [
    check('jackpots_type_check', sql`${t.type} is null or ${t.type} in (${inList(JACKPOT_TYPES)})`),
    check(
      'jackpots_cancellation_check',
      sql`${t.cancellation} is null or ${t.cancellation} in (${inList(JACKPOT_CANCELLATIONS)})`,
    ),
  ],
);

/** A share of one bet that went into a jackpot's pot. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    betAmount: money('bet_amount').notNull(),
    amount: money('amount').notNull(),
    created: createdAt(),
  },
  (t) => [
    index('jackpot_contributions_jackpot_created_idx').on(t.jackpotId, t.created, t.id),
    // A player's deletion clears their contributions' player through this.
    index('jackpot_contributions_player_idx').on(t.playerId),
  ],
);

export type PrizeDrop = typeof prizeDrops.$inferSelect;
export type PrizeDropPrize = typeof prizeDropPrizes.$inferSelect;
export type Jackpot = typeof jackpots.$inferSelect;
export type NewJackpot = typeof jackpots.$inferInsert;
export type JackpotContribution = typeof jackpotContributions.$inferSelect;
