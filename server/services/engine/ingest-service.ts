import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { games } from '../../db/schema';
import type { Repositories } from '../../repositories';
import { intArray, rowsOf } from './campaigns/batch';
import { throwIfInvalid, unknownGameErrors, validateBatch } from './ingest';

export interface IngestResult {
  accepted: number;
  duplicates: number;
}

/**
 * `POST v1/events/`'s work: validate the whole batch (422 naming each bad event and field, nothing
 * stored), then store it in one transaction (players first seen created, resent events skipped) and
 * wake this instance's worker. Resolves once the batch is committed, so a 202 means durably stored.
 */
export function createEventIngest(deps: { db: Executor; repos: Repositories; onStored(): void }) {
  const { db, repos, onStored } = deps;
  return async function ingest(body: unknown, now: Date = new Date()): Promise<IngestResult> {
    const casino = await repos.casino.get();
    const events = validateBatch(body, { currencies: new Set(casino?.currencies ?? []), now });
    const gameIds = [
      ...new Set(events.flatMap((e) => (e.kind === 'gameround' ? [e.payload.game as number] : []))),
    ];
    if (gameIds.length > 0) {
      // One array parameter, not one per game (a batch names hundreds), and only the unknown ones back.
      const [{ unknown }] = await rowsOf<{ unknown: number[] }>(
        db,
        sql`select array(select g.id from unnest(${intArray(gameIds)}) as g(id)
                         where not exists (select 1 from ${games} where ${games.id} = g.id)) as unknown`,
      );
      throwIfInvalid(unknownGameErrors(events, new Set(unknown)));
    }
    const accepted = await db.transaction((tx) => repos.playerEvents.store(events, tx));
    if (accepted > 0) onStored();
    return { accepted, duplicates: events.length - accepted };
  };
}

export type EventIngest = ReturnType<typeof createEventIngest>;
