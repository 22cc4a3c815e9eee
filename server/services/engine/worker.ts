import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { createClaimingLoop } from '../../lib/claiming-loop';
import type { PlayerEventsRepository } from '../../repositories/player-events';
import { applyPlayerAttributes } from './player-attributes';
import type { ApplyBatch } from './types';
import { writeWalletHistory } from './wallet';

/** Events one transaction claims: large enough to amortise the commit, small enough to keep latency low. */
export const ENGINE_BATCH_SIZE = 2_000;
/** How often an idle worker looks for events another instance stored (its own ingest wakes it at once). */
export const ENGINE_POLL_MS = 500;
/** After a failed batch: the events stay waiting and are tried again after this pause. */
const RETRY_AFTER_MS = 1_000;

export interface BatchResult {
  processed: number;
  campaignIds: number[];
  notifiedUsers: number[];
}

/**
 * The engine's worker, one per instance: claims waiting events (`FOR UPDATE SKIP LOCKED`, so instances
 * share the stream), and in that same transaction writes their effects (player attributes, wallet
 * history, then the campaigns' share) and marks them processed. A crash before the commit leaves them
 * waiting for whichever instance comes next; after it, they are done: each event counts exactly once.
 * The changed campaigns are announced after the commit.
 */
export function createEngineWorker(deps: {
  db: Executor;
  events: PlayerEventsRepository;
  applyCampaigns: ApplyBatch;
  log: FastifyBaseLogger;
  /** After the commit: the campaigns whose live figures changed, and the staff with new notifications. */
  onApplied(result: BatchResult): void;
  batchSize?: number;
  pollMs?: number;
}) {
  const {
    db,
    events,
    applyCampaigns,
    log,
    onApplied,
    batchSize = ENGINE_BATCH_SIZE,
    pollMs = ENGINE_POLL_MS,
  } = deps;
  async function work(now: Date): Promise<BatchResult> {
    const result = await db.transaction(async (tx) => {
      const claimed = await events.claim(tx, batchSize, now);
      if (claimed.length === 0) return { processed: 0, campaignIds: [], notifiedUsers: [] };
      await applyPlayerAttributes(tx, claimed);
      await writeWalletHistory(tx, claimed);
      const effects = await applyCampaigns(tx, claimed, now);
      return {
        processed: claimed.length,
        campaignIds: [...effects.campaignIds],
        notifiedUsers: [...(effects.notifiedUsers ?? [])],
      };
    });
    if (result.processed > 0) onApplied(result);
    return result;
  }

  const loop = createClaimingLoop<BatchResult>({
    round: work,
    // A full batch means more are waiting: go on at once.
    full: ({ processed }) => processed >= batchSize,
    idle: { processed: 0, campaignIds: [], notifiedUsers: [] },
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
        const { processed } = await loop.runRound(now);
        total += processed;
        if (processed === 0) return total;
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
