import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { columnsOf, jsonColumns } from '../db/columns';
import { EVENT_THROUGHPUT_KEPT_SECONDS, type EventKind, type EventTally } from '../db/tables/engine';
import type { EngineEvent } from '../services/engine/types';

/** An event to store: its player by hash (created when first seen). */
export interface EventToStore {
  uniqueId: string;
  kind: EventKind;
  playerHash: string;
  occurredAt: Date;
  payload: Record<string, unknown>;
}

export interface EngineStatusFigures {
  received: number;
  processed: number;
  backlog: number;
  oldestWaitingSeconds: number | null;
  processedLastMinute: number;
  /** Events set aside after failing on their own (kept with their failure, out of the queue). */
  setAside: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Slots per tally: each connection adds to its own (its pid modulo these), see `player_event_tallies`. */
const TALLY_SLOTS = 16;

/** Adds `count` to a tally in the caller's transaction. */
async function tally(tx: Executor, kind: EventTally, count: number): Promise<void> {
  if (count === 0) return;
  await tx.execute(sql`
    insert into player_event_tallies (kind, slot, count)
    values (${kind}, pg_backend_pid() % ${TALLY_SLOTS}, ${count})
    on conflict (kind, slot) do update set count = player_event_tallies.count + excluded.count`);
}

/**
 * Inserts the events whose player is known, each new one waiting in the queue from this statement and
 * counted as received in it; answers how many were new and the players not found (by hash).
 */
async function insertEvents(
  tx: Executor,
  rows: ReadonlyArray<{
    unique_id: string;
    kind: EventKind;
    player: string;
    occurred_at: string;
    payload: unknown;
  }>,
): Promise<{ inserted: number; missing: string[] }> {
  const [result] = rowsOf<{ inserted: number; missing: string[] }>(
    await tx.execute(sql`
      with r as materialized (
        select r.unique_id, r.kind, r.player, p.id as player_id, r.occurred_at, r.payload
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as r(unique_id text, kind text, player text, occurred_at timestamptz, payload jsonb)
        left join players p on p.hash = r.player
      ), stored as (
        insert into player_events (unique_id, kind, player_id, occurred_at, payload)
        select unique_id, kind, player_id, occurred_at, payload from r where player_id is not null
        on conflict (unique_id) do nothing
        returning id
      ), queued as (
        insert into player_event_queue (event_id) select id from stored
      ), tallied as (
        insert into player_event_tallies (kind, slot, count)
        select 'received', pg_backend_pid() % ${TALLY_SLOTS}, count(*) from stored having count(*) > 0
        on conflict (kind, slot) do update set count = player_event_tallies.count + excluded.count
      )
      select (select count(*)::int from stored) as inserted,
        array(select distinct player from r where player_id is null) as missing`),
  );
  return { inserted: result.inserted, missing: result.missing };
}

/**
 * Stored player events. Batches go in as one JSON parameter read by `json_to_recordset`, so a batch of
 * 10,000 is one statement with one bind value on both databases (not 50,000 parameters).
 */
export function createPlayerEventsRepository(db: Executor) {
  const repository = {
    /**
     * Stores the events of known players, then creates the players first seen (sorted by hash, so
     * concurrent batches lock in one order) and stores their events; a unique id already stored is
     * skipped. Returns how many were new. Most batches name only known players: one statement, the
     * players' index read once per event, no players' statement at all.
     */
    async store(events: readonly EventToStore[], tx: Executor = db): Promise<number> {
      const rows = events.map((event) => ({
        unique_id: event.uniqueId,
        kind: event.kind,
        player: event.playerHash,
        occurred_at: event.occurredAt.toISOString(),
        payload: event.payload,
      }));
      let stored = await insertEvents(tx, rows);
      if (stored.missing.length === 0) return stored.inserted;
      // Players first seen (or created by another batch since this statement's snapshot: then
      // skipped here, and seen by the next statement).
      const missing = new Set(stored.missing);
      const players = new Map<string, { hash: string; currency: string; registered: string }>();
      for (const event of events) {
        if (!missing.has(event.playerHash)) continue;
        const seen = players.get(event.playerHash);
        const registered = event.occurredAt.toISOString();
        const currency = typeof event.payload.currency === 'string' ? event.payload.currency : '';
        if (!seen) players.set(event.playerHash, { hash: event.playerHash, currency, registered });
        else if (registered < seen.registered)
          Object.assign(seen, { registered, currency: currency || seen.currency });
      }
      await tx.execute(sql`
        insert into players (hash, currency, registered)
        select r.hash, r.currency, r.registered
        from json_to_recordset(${JSON.stringify([...players.values()])}::json) as r(hash text, currency text, registered timestamptz)
        order by r.hash
        on conflict (hash) do nothing`);
      const inserted = stored.inserted;
      stored = await insertEvents(
        tx,
        rows.filter((row) => missing.has(row.player)),
      );
      return inserted + stored.inserted;
    },

    /**
     * Claims up to `limit` waiting events for this transaction, taking them out of the queue in it:
     * other instances skip the locked ids, and a rollback (or a crash) puts them back. The event rows
     * themselves are only read. The ids are locked once, in their own step: as `in (subquery)` the
     * planner may scan the subquery again, and a second scan skips the ids the delete already took and
     * takes more than `limit`; they are deleted by the primary key (an array of them), never by a scan
     * of the queue's heap, which holds every deleted id until it is vacuumed.
     */
    async claim(tx: Executor, limit: number, now: Date): Promise<EngineEvent[]> {
      const [ids, uniqueIds, kinds, playerIds, occurredAts, payloads] = await columnsOf(
        tx,
        sql`
          with taken as (
            select event_id from player_event_queue order by event_id limit ${limit} for update skip locked
          ), claimed as (
            delete from player_event_queue where event_id = any(array(select event_id from taken))
            returning event_id
          )
          select ${jsonColumns('id', 'unique_id', 'kind', 'player_id', 'occurred_at', 'payload')}
          from claimed join player_events e on e.id = claimed.event_id`,
      );
      await tally(tx, 'processed', ids.length);
      if (ids.length > 0)
        await tx.execute(sql`
          with expired as (
            delete from player_event_throughput
            where second < ${now.toISOString()}::timestamptz - make_interval(secs => ${EVENT_THROUGHPUT_KEPT_SECONDS})
          )
          insert into player_event_throughput (second, slot, count)
          values (date_trunc('second', ${now.toISOString()}::timestamptz), pg_backend_pid() % ${TALLY_SLOTS}, ${ids.length})
          on conflict (second, slot) do update set count = player_event_throughput.count + excluded.count`);
      return ids
        .map((id, index): EngineEvent => ({
          id: Number(id),
          uniqueId: uniqueIds[index] as string,
          kind: kinds[index] as EventKind,
          playerId: playerIds[index] as number,
          occurredAt: new Date(occurredAts[index] as string),
          payload: payloads[index] as Record<string, unknown>,
        }))
        .sort((a, b) => a.id - b.id);
    },

    /**
     * Vacuums the queue: each claim leaves its ids dead in the table and its index until then, and a
     * claim's index scan from the lowest id walks past every one of them. PGlite has no autovacuum, and
     * PostgreSQL's comes a minute apart at best: the worker calls this every few seconds. A vacuum
     * another instance is running is skipped, not waited for.
     */
    async vacuumQueue(): Promise<void> {
      await db.execute(sql`vacuum (skip_locked) player_event_queue`);
    },

    /**
     * Takes a waiting event out of the queue without applying it, keeping why (the worker does this to
     * an event that fails on its own again and again, so the events behind it are not held up).
     * False when it is no longer waiting (another instance applied or set it aside meanwhile).
     */
    async setAside(id: number, failure: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const taken = rowsOf<{ event_id: number }>(
          await tx.execute(sql`delete from player_event_queue where event_id = ${id} returning event_id`),
        ).length;
        if (taken === 0) return false;
        await tx.execute(sql`update player_events set failure = ${failure} where id = ${id}`);
        await tally(tx, 'set_aside', taken);
        return true;
      });
    },

    /**
     * Received and processed events (the tallies), the backlog as the metrics read it (the queue) and
     * the last minute's count (the throughput's seconds): no pass over the events.
     */
    async status(now: Date): Promise<EngineStatusFigures> {
      const since = new Date(now.getTime() - 60_000).toISOString();
      const [tallies, waiting] = [
        rowsOf<{
          received: string | number;
          processed: string | number;
          set_aside: string | number;
          last_minute: string | number;
        }>(
          await db.execute(sql`
            select coalesce(sum(count) filter (where kind = 'received'), 0) as received,
              coalesce(sum(count) filter (where kind = 'processed'), 0) as processed,
              coalesce(sum(count) filter (where kind = 'set_aside'), 0) as set_aside,
              (select coalesce(sum(count), 0) from player_event_throughput
                where second >= ${since}::timestamptz) as last_minute
            from player_event_tallies`),
        )[0],
        await repository.waiting(now),
      ];
      return {
        received: Number(tallies.received),
        processed: Number(tallies.processed),
        backlog: waiting.backlog,
        oldestWaitingSeconds: waiting.backlog === 0 ? null : waiting.oldestWaitingSeconds,
        processedLastMinute: Number(tallies.last_minute),
        setAside: Number(tallies.set_aside),
      };
    },

    /** Events not yet applied and how long the oldest has waited: the metrics' figures, read from the queue. */
    async waiting(now: Date): Promise<{ backlog: number; oldestWaitingSeconds: number }> {
      const [row] = rowsOf<{ backlog: string | number; oldest: string | Date | null }>(
        await db.execute(sql`
          select count(*) as backlog,
            (select e.received from player_events e
              where e.id = (select min(event_id) from player_event_queue)) as oldest
          from player_event_queue`),
      );
      return {
        backlog: Number(row.backlog),
        oldestWaitingSeconds:
          row.oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(row.oldest).getTime()) / 1000),
      };
    },
  };
  return repository;
}

export type PlayerEventsRepository = ReturnType<typeof createPlayerEventsRepository>;
