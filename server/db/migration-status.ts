import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { MIGRATIONS_FOLDER } from './client';

/** How many migrations this build ships (drizzle-kit's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

const SHIPPED = shippedMigrations();

/**
 * Migrations of this build not yet applied to the database (drizzle's own record of what it applied).
 * Throws when the database cannot be reached; a database never migrated has them all pending.
 */
export async function pendingMigrations(db: Executor): Promise<number> {
  const recorded = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  );
  if (!(recorded as unknown as { rows: Array<{ migrated: boolean }> }).rows[0]?.migrated) return SHIPPED;
  const applied = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Math.max(0, SHIPPED - (applied as unknown as { rows: Array<{ applied: number }> }).rows[0].applied);
}
