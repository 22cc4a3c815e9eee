import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaignOfEngineRows, campaigns, playerOfEngineRows, type PrizeKind } from './core';

// What the engine's campaign rules (server/services/engine/campaigns/) keep per campaign and player.
// Every table is written set-based, one statement per batch, in the worker's transaction.

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated', { withTimezone: true }).notNull().defaultNow();
/** Engine figures: wider than a form's money, as they add up a whole campaign's bets. */
const figure = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const campaignRef = () =>
  integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });

/** A task belongs to a mission (mission_tasks) or to a tournament or race (competition_tasks). */
export const ENGINE_TASK_KINDS = ['mission', 'competition'] as const;
export type EngineTaskKind = (typeof ENGINE_TASK_KINDS)[number];

/**
 * A player's progress on one task: `progress` toward the next completion, `completions` so far. A
 * repeatable mission's task and a competition's task complete many times; the others once.
 */
export const engineTaskProgress = pgTable(
  'engine_task_progress',
  {
    taskKind: text('task_kind').$type<EngineTaskKind>().notNull(),
    taskId: integer('task_id').notNull(),
    playerId: playerOfEngineRows(),
    campaignId: campaignOfEngineRows(),
    progress: figure('progress').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    /** Winning rounds in a row so far (gameplay "win in a row"). */
    streak: integer('streak').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updated: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskKind, t.taskId, t.playerId] }),
    index('engine_task_progress_campaign_player_idx').on(t.campaignId, t.playerId),
    // A player's deletion (`players_delete_engine_rows`, migration 0032) finds their rows through this.
    index('engine_task_progress_player_idx').on(t.playerId),
    check('engine_task_progress_kind_check', sql`${t.taskKind} in (${inList(ENGINE_TASK_KINDS)})`),
  ],
);

/** How often a player completed a mission (all its tasks); a mission v2 unlocks the next one after it. */
export const engineMissionProgress = pgTable(
  'engine_mission_progress',
  {
    missionId: integer('mission_id').notNull(),
    playerId: playerOfEngineRows(),
    campaignId: campaignOfEngineRows(),
    timesCompleted: integer('times_completed').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updated: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.playerId] }),
    index('engine_mission_progress_campaign_player_idx').on(t.campaignId, t.playerId),
    // A player's deletion (`players_delete_engine_rows`, migration 0032) finds their rows through this.
    index('engine_mission_progress_player_idx').on(t.playerId),
  ],
);

/**
 * A tournament's or race's leaderboard row. `points` is the score that ranks (the best attempt's for a
 * tournament with attempts); `scored_at` is when it was reached: on a tie the earlier score wins.
 * `position` is written once, when the campaign ends and its standings are frozen.
 */
export const engineStandings = pgTable(
  'engine_standings',
  {
    campaignId: campaignOfEngineRows(),
    playerId: playerOfEngineRows(),
    points: figure('points').notNull().default(0),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    /** Qualifying spins counted (a race stops counting at its max spins). */
    spins: integer('spins').notNull().default(0),
    /** The attempt under way (a tournament restarts after its spins before restart), from 1. */
    attempt: integer('attempt').notNull().default(1),
    attemptPoints: figure('attempt_points').notNull().default(0),
    attemptSpins: integer('attempt_spins').notNull().default(0),
    /** Control-group players are ranked for the uplift figures but never placed or rewarded. */
    controlGroup: boolean('control_group').notNull().default(false),
    position: integer('position'),
    updated: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.playerId] }),
    index('engine_standings_rank_idx').on(t.campaignId, t.points.desc(), t.scoredAt, t.playerId),
    // A player's deletion (`players_delete_engine_rows`, migration 0032) finds their rows through this.
    index('engine_standings_player_idx').on(t.playerId),
  ],
);

/** A campaign whose end the engine has settled (standings frozen, places awarded): never twice. */
export const engineSettlements = pgTable('engine_settlements', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  settled: timestamp('settled', { withTimezone: true }).notNull().defaultNow(),
});

export const ENGINE_DRAW_KINDS = ['prize_drop', 'jackpot'] as const;

/**
 * How a recorded draw's seed and roll come from its batch's seed, so rows written before a change stay
 * checkable. 1 (before migration 0029): a bet's seed is sha256(batch seed ‖ ":" ‖ event's unique id),
 * roll = first 48 bits of sha256("roll:" ‖ seed), pick = of sha256("pick:" ‖ seed). 2: the i-th draw's
 * seed is bytes [32i, 32i + 32) of the AES-256-CTR keystream keyed by the batch seed (counter from 0),
 * roll = its first 48 bits, pick = the next 48 (server/services/engine/campaigns/draws.ts), and the
 * batch record's chances are whole numbers of 2⁻⁴⁸ (won: roll's 48 bits < the recorded chance).
 */
export const DRAW_DERIVATION = 2;
export type EngineDrawKind = (typeof ENGINE_DRAW_KINDS)[number];

/**
 * The winning draws (a prize drop's or a jackpot's), what "one drop per player per hour" and the awards
 * go by. `seed` is the draw's own (its share of its batch's keystream, see `engine_draw_batches`) and
 * `roll` is derived from it alone (`derivation`, see `DRAW_DERIVATION`), so anyone can check a draw again.
 */
export const engineDraws = pgTable(
  'engine_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<EngineDrawKind>().notNull(),
    campaignId: campaignRef(),
    playerId: playerOfEngineRows(),
    /** The bet's event (`player_events.unique_id`). */
    eventId: text('event_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Hex of the draw's 32 bytes the roll comes from. */
    seed: text('seed').notNull(),
    chance: doublePrecision('chance').notNull(),
    roll: doublePrecision('roll').notNull(),
    won: boolean('won').notNull(),
    derivation: smallint('derivation').notNull().default(DRAW_DERIVATION),
    created: createdAt(),
  },
  (t) => [
    index('engine_draws_campaign_idx').on(t.campaignId, t.id),
    // A player's deletion (`players_delete_engine_rows`, migration 0032) finds their rows through this.
    index('engine_draws_player_idx').on(t.playerId),
    index('engine_draws_won_idx')
      .on(t.campaignId, t.occurredAt)
      .where(sql`won`),
    check('engine_draws_kind_check', sql`${t.kind} in (${inList(ENGINE_DRAW_KINDS)})`),
  ],
);

/**
 * The audit trail of every chance a bet had, won or not: one row per campaign and batch holding the
 * batch's 32 random bytes (`seed`, crypto.randomBytes) and each bet's `[event id, chance]` in the order
 * drawn (the bet's player and time are its event's). Each bet's own seed and roll follow from `seed` by
 * the row's `derivation` (`DRAW_DERIVATION`), so every draw, lost ones included, can be checked again
 * from this row.
 */
export const engineDrawBatches = pgTable(
  'engine_draw_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<EngineDrawKind>().notNull(),
    campaignId: campaignRef(),
    seed: text('seed').notNull(),
    /**
     * `[player_events.id, chance]` per bet, in the order drawn (pairs of numbers, not objects: a batch
     * holds tens of thousands); the i-th pair's seed is the i-th of the batch's keystream. JSON kept as
     * `text`, stored uncompressed (migrations 0026 and 0034): the record is written once and read whole
     * (`draws::json`), and parsing its chances into jsonb's numerics, compressing them and then checking
     * the JSON that `pairsJson` writes were in turn most of recording a batch.
     */
    draws: text('draws').notNull(),
    derivation: smallint('derivation').notNull().default(DRAW_DERIVATION),
    created: createdAt(),
  },
  (t) => [
    index('engine_draw_batches_campaign_idx').on(t.campaignId, t.id),
    check('engine_draw_batches_kind_check', sql`${t.kind} in (${inList(ENGINE_DRAW_KINDS)})`),
  ],
);

/** What an award is for (its key says which one: a task's n-th completion, a place, a drop …). */
export const AWARD_SOURCES = ['task', 'mission', 'place', 'prize_drop', 'jackpot'] as const;
export type AwardSource = (typeof AWARD_SOURCES)[number];

/** The prize as it was when won (the campaign's prize may change later). */
export interface AwardedPrize {
  kind: PrizeKind;
  /** The prize's own id in its table (task_prizes, competition_place_prizes, prizes), when it has one. */
  id: number | null;
  amount: number | null;
  free_spins_number: number | null;
}

/**
 * A prize a player won. `key` is unique per thing won (`task:<task>:<n>`, `place:<campaign>`, `draw:<id>`
 * …), so replays, two instances or a finish step run twice cannot create it again. Paying it out is
 * the next issue's; a rollback of the event that won it cancels it while unpaid.
 */
export const engineAwards = pgTable(
  'engine_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    campaignId: campaignRef(),
    playerId: playerOfEngineRows(),
    source: text('source').$type<AwardSource>().notNull(),
    prize: jsonb('prize').$type<AwardedPrize>().notNull(),
    /** In the casino's base currency. */
    value: figure('value').notNull().default(0),
    currency: text('currency').notNull(),
    awarded: timestamp('awarded', { withTimezone: true }).notNull(),
    cancelled: timestamp('cancelled', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('engine_awards_key').on(t.key),
    index('engine_awards_campaign_idx').on(t.campaignId, t.awarded),
    index('engine_awards_player_idx').on(t.playerId, t.awarded),
    check('engine_awards_source_check', sql`${t.source} in (${inList(AWARD_SOURCES)})`),
  ],
);

/** A jackpot's pot now: the start-on value, then contributions; back to the start-on value when won. */
export const engineJackpotPots = pgTable('engine_jackpot_pots', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  pot: figure('pot').notNull(),
  contributed: figure('contributed').notNull().default(0),
  /** When the current pot started (a timed pot's deadline counts from it). */
  since: timestamp('since', { withTimezone: true }).notNull(),
  wins: integer('wins').notNull().default(0),
  updated: updatedAt(),
});

/** The pot after each batch that changed it (the live chart), and each win. */
export const engineJackpotPotHistory = pgTable(
  'engine_jackpot_pot_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: campaignRef(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    pot: figure('pot').notNull(),
    won: boolean('won').notNull().default(false),
  },
  (t) => [index('engine_jackpot_pot_history_campaign_idx').on(t.campaignId, t.at)],
);

export type EngineTaskProgress = typeof engineTaskProgress.$inferSelect;
export type EngineStanding = typeof engineStandings.$inferSelect;
export type EngineDraw = typeof engineDraws.$inferSelect;
export type EngineDrawBatch = typeof engineDrawBatches.$inferSelect;
export type EngineAward = typeof engineAwards.$inferSelect;
export type EngineJackpotPot = typeof engineJackpotPots.$inferSelect;

/**
 * Events cancelled by a `rollback` (deposit rolled back, bet voided). Recorded when the rollback is
 * applied, so its target counts for nothing whichever of the two is applied first.
 */
export const engineRollbacks = pgTable('engine_rollbacks', {
  /** The cancelled event's `unique_id`. */
  target: text('target').primaryKey(),
  rollbackId: text('rollback_id').notNull(),
  created: createdAt(),
});

/**
 * A prize drop's hour: the qualifying turnover seen in it (base currency) and the drops won in it. The
 * turnover is what a bet's chance is weighed against.
 */
export const enginePrizeDropHours = pgTable(
  'engine_prize_drop_hours',
  {
    campaignId: campaignRef(),
    /** Hours since the campaign's start, from 0. */
    hour: integer('hour').notNull(),
    turnover: figure('turnover').notNull().default(0),
    won: integer('won').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.hour] })],
);
