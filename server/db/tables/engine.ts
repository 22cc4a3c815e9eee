import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players, users } from './core';

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** What an operator's platform reports about a player (`POST v1/events/`). */
export const EVENT_KINDS = [
  'gameround',
  'deposit',
  'sportsbet',
  'login',
  'player',
  'opt_in',
  'rollback',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * The keys an operator's platform signs its event batches with (`Authorization: Api-Key <key>`). Only
 * a hash is kept: the key itself is shown once, when it is made.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The key's first characters, so staff can tell keys apart without the secret. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    created: createdAt(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    revoked: timestamp('revoked', { withTimezone: true }),
  },
  (t) => [uniqueIndex('integration_keys_key_hash_key').on(t.keyHash)],
);

/** What `player_event_tallies` counts: events stored, applied, and set aside after failing alone. */
export const EVENT_TALLIES = ['received', 'processed', 'set_aside'] as const;
export type EventTally = (typeof EVENT_TALLIES)[number];

/**
 * How many events were ever stored and applied (`GET v1/events/status/`), counted by the ingest and the
 * worker in the transactions that store and claim them, so the status reads a few rows instead of
 * counting the table. Each connection adds to its own slot (its backend's pid modulo a few), so two
 * instances' batches do not queue on one row. Deleting a player (and its events) leaves them as they are:
 * they count what came in, not what is kept.
 */
export const playerEventTallies = pgTable(
  'player_event_tallies',
  {
    kind: text('kind').$type<EventTally>().notNull(),
    slot: integer('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slot] }),
    check('player_event_tallies_kind_check', sql`${t.kind} in (${inList(EVENT_TALLIES)})`),
  ],
);

/**
 * Every accepted event, stored before the 202 and applied later by whichever instance claims it. The
 * unique id makes a resent event a no-op however late. An event waits in `player_event_queue` until
 * the transaction that writes its effects takes it out, so each acknowledged event counts exactly once.
 */
export const playerEvents = pgTable(
  'player_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uniqueId: text('unique_id').notNull(),
    kind: text('kind').$type<EventKind>().notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    received: timestamp('received', { withTimezone: true }).notNull().defaultNow(),
    /** The event's own validated wire fields (snake_case; money as decimal strings). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * Why the event was set aside instead of applied: it failed on its own, again and again, so it is
     * kept (out of the queue) rather than holding every event behind it.
     */
    failure: text('failure'),
  },
  (t) => [
    uniqueIndex('player_events_unique_id_key').on(t.uniqueId),
    index('player_events_player_idx').on(t.playerId, t.occurredAt),
    check('player_events_kind_check', sql`${t.kind} in (${inList(EVENT_KINDS)})`),
  ],
);

/**
 * The events waiting to be applied, by id. The ingest adds a stored event's id in the statement that
 * stores it; the worker's claim deletes the ids it takes (`FOR UPDATE SKIP LOCKED`) in the transaction
 * that applies them, so a rollback or a crash puts them back. Marking a wide, many-indexed event row
 * processed instead wrote a new version of it and an entry into each of its indexes: most of a claim.
 * No foreign key (the ingest's insert stays one index entry per event): the id of an event deleted
 * with its player is dropped by the next claim, which finds no event for it.
 */
export const playerEventQueue = pgTable('player_event_queue', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
});

/**
 * Events applied per second (`GET v1/events/status/`'s last minute), one row per second and connection
 * slot (as `player_event_tallies`, so instances do not queue on one row); the claim adds its batch and
 * drops seconds older than `EVENT_THROUGHPUT_KEPT_SECONDS`.
 */
export const playerEventThroughput = pgTable(
  'player_event_throughput',
  {
    second: timestamp('second', { withTimezone: true }).notNull(),
    slot: integer('slot').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.second, t.slot] })],
);

/** How long `player_event_throughput` keeps a second: past the status screen's minute. */
export const EVENT_THROUGHPUT_KEPT_SECONDS = 120;
