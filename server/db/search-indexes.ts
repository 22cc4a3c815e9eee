import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from './client';

/**
 * The trigram index behind the players search (`hash ILIKE '%…%'` reads the index, not a million rows).
 * Kept out of the migrations because it needs the pg_trgm extension, which an installation may not
 * offer or allow (PGlite loads it in client.ts; PostgreSQL needs the contrib package): without it the
 * search still works, as a scan. Built once, at start-up.
 */
export async function ensureSearchIndexes(db: Executor, log: FastifyBaseLogger): Promise<void> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(
      sql`create index if not exists players_hash_trgm_idx on players using gin (hash gin_trgm_ops)`,
    );
  } catch (error) {
    log.warn({ err: error }, 'no trigram index for the players search (pg_trgm unavailable): searches scan');
  }
}
