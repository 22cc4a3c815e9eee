import type { Executor } from '../../db/client';
import type { EventKind } from '../../db/tables/engine';

/** A stored event as the worker hands it to the appliers: validated, its player resolved. */
export interface EngineEvent {
  id: number;
  uniqueId: string;
  kind: EventKind;
  playerId: number;
  occurredAt: Date;
  /** The event's own validated wire fields (snake_case; money as decimal strings). */
  payload: Record<string, unknown>;
}

/** What applying a batch changed, pushed to staff's screens after the commit. */
export interface AppliedEffects {
  /** Campaigns whose live figures changed (progress, standings, drops, pots, awards). */
  campaignIds: Set<number>;
  /** Staff whose notifications were stored in the batch's transaction (a jackpot won, a cost alarm): pushed after the commit. */
  notifiedUsers?: Set<number>;
}

/**
 * Applies a claimed batch inside the worker's transaction (the one that takes the events out of the
 * queue), so each event's effects count exactly once. Events arrive ordered by id; the result must not
 * depend on that order where chance plays no part.
 */
export type ApplyBatch = (tx: Executor, events: readonly EngineEvent[], now: Date) => Promise<AppliedEffects>;
