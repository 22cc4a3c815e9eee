import type { Executor } from '../../db/client';
import { createClaimingLoop, type LoopLog } from '../../lib/claiming-loop';
import type { PlayerEventsRepository } from '../../repositories/player-events';
import { lockEventPlayers } from './campaigns/batch';
import { applyPlayerAttributes } from './player-attributes';
import type { ApplyBatch, EngineEvent } from './types';
import { writeWalletHistory } from './wallet';

/**
 * Events one transaction claims at most, per database. A claim takes what waits, so at a steady rate
 * batches stay as small as the arrivals between two rounds; a backlog is taken in batches of this size,
 * over which a batch's fixed work (the campaigns' settings read, some thirty statements) is spread:
 * 5,000 spent about 9 % less CPU per event than 2,000. Not on the embedded database, where the batch's
 * transaction holds the one connection that every staff request waits for.
 */
export const ENGINE_BATCH_SIZE = { postgres: 5_000, pglite: 2_000 } as const;
/** How often an idle worker looks for events another instance stored (its own ingest wakes it at once). */
export const ENGINE_POLL_MS = 500;
/** How often the worker vacuums the queue of waiting ids (`PlayerEventsRepository.vacuumQueue`). */
const VACUUM_QUEUE_MS = 10_000;
/** After a failed batch: the events stay waiting and are tried again after this pause. */
const RETRY_AFTER_MS = 1_000;
/**
 * A failed batch is tried again in halves until the event that fails is alone; failing alone this many
 * times (a second apart, so a passing fault such as a lost connection has time to clear) sets it aside.
 */
export const ATTEMPTS_ALONE = 3;

export interface BatchResult {
  processed: number;
  /** Events taken out of the queue unapplied: one that failed alone `ATTEMPTS_ALONE` times. */
  setAside: number;
  campaignIds: number[];
  notifiedUsers: number[];
}

/**
 * The engine's worker, one per instance: claims waiting events (`FOR UPDATE SKIP LOCKED`, so instances
 * share the stream), taking them out of the queue in the transaction that writes their effects (their
 * players' locks first, then player attributes, wallet history and the campaigns' share). A crash
 * before the commit leaves them waiting for whichever instance comes next; after it, they are done:
 * each event counts exactly once.
 * The changed campaigns are announced after the commit.
 */
export function createEngineWorker(deps: {
  db: Executor;
  events: PlayerEventsRepository;
  applyCampaigns: ApplyBatch;
  log: LoopLog;
  /** After the commit: the campaigns whose live figures changed, and the staff with new notifications. */
  onApplied(result: BatchResult): void;
  /**
   * Events a claim takes at most: the plugin passes its database's `ENGINE_BATCH_SIZE`; without it
   * (the demo's history, tests) the embedded database's, which also suits PostgreSQL.
   */
  batchSize?: number;
  pollMs?: number;
}) {
  const {
    db,
    events,
    applyCampaigns,
    log,
    onApplied,
    batchSize = ENGINE_BATCH_SIZE.pglite,
    pollMs = ENGINE_POLL_MS,
  } = deps;
  const idle: BatchResult = { processed: 0, setAside: 0, campaignIds: [], notifiedUsers: [] };
  // One event that always fails (a payload the rules cannot take) must not hold up every event behind it:
  // after a failure the claim shrinks by half, down to that event alone, and grows back after successes.
  let claimSize = batchSize;
  let failuresAlone = 0;
  /** Whether the last round took all it asked for, so more are waiting. */
  let tookAll = false;
  let queueVacuumedAt = performance.now();

  async function work(now: Date): Promise<BatchResult> {
    let claimed: EngineEvent[] = [];
    let result: BatchResult;
    tookAll = false;
    try {
      result = await db.transaction(async (tx) => {
        claimed = await events.claim(tx, claimSize, now);
        if (claimed.length === 0) return idle;
        const live = await lockEventPlayers(tx, claimed);
        await applyPlayerAttributes(tx, live);
        await writeWalletHistory(tx, live);
        const effects = await applyCampaigns(tx, live, now);
        return {
          processed: claimed.length,
          setAside: 0,
          campaignIds: [...effects.campaignIds],
          notifiedUsers: [...(effects.notifiedUsers ?? [])],
        };
      });
    } catch (error) {
      if (claimed.length !== 1) {
        // Nothing claimed (the database itself failed): the same size again.
        if (claimed.length > 1) claimSize = Math.ceil(claimed.length / 2);
        throw error;
      }
      failuresAlone += 1;
      if (failuresAlone < ATTEMPTS_ALONE) throw error;
      const [event] = claimed;
      failuresAlone = 0;
      const failure = error instanceof Error ? error.message : String(error);
      if (!(await events.setAside(event.id, failure.slice(0, 2_000)))) return idle;
      log.error(
        { err: error, eventId: event.uniqueId },
        'engine event set aside: it failed alone again and again',
      );
      return { ...idle, setAside: 1 };
    }
    failuresAlone = 0;
    tookAll = result.processed >= claimSize;
    if (result.processed > 0) {
      claimSize = Math.min(batchSize, claimSize * 2);
      onApplied(result);
      if (performance.now() - queueVacuumedAt >= VACUUM_QUEUE_MS) {
        queueVacuumedAt = performance.now();
        // The batch is committed: a failed vacuum only waits for the next one.
        await events.vacuumQueue().catch((error: unknown) => {
          log.warn({ err: error }, 'engine queue vacuum failed');
        });
      }
    }
    return result;
  }

  const loop = createClaimingLoop<BatchResult>({
    round: work,
    // A full batch (or an event set aside) means more may be waiting: go on at once.
    full: ({ setAside }) => setAside > 0 || tookAll,
    idle,
    pollMs,
    retryMs: RETRY_AFTER_MS,
    log,
    failureMessage: 'engine batch failed: its events stay waiting',
  });

  return {
    /** Processes one batch (at most `batchSize` events) after the one in hand; resolves with what it did. */
    runBatch: loop.runRound,

    /** Processes until nothing waits (tests, the demo's history); returns how many events it processed. */
    async drain(now?: Date): Promise<number> {
      let total = 0;
      for (;;) {
        const { processed, setAside } = await loop.runRound(now);
        total += processed;
        if (processed + setAside === 0) return total;
      }
    },

    /** New events were stored by this instance: look now rather than at the next poll. */
    wake: loop.wake,
    start: loop.start,
    /** Stops the loop after the batch in hand (its transaction commits or rolls back as a whole). */
    stop: loop.stop,

    get started(): boolean {
      return loop.started;
    },
  };
}

export type EngineWorker = ReturnType<typeof createEngineWorker>;
