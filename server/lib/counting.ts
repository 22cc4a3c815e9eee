import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * Lists count exactly up to this many rows; past it the count is the planner's estimate and the page
 * says so (`count_is_estimate`): counting a million rows for every page costs more than the page.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * A column for a list's page query: the number of rows of `table` matching `where`, counted no further
 * than EXACT_COUNT_LIMIT + 1. Uncorrelated, so PostgreSQL computes it once per statement, and the page and
 * its count come back in one round trip.
 */
export function cappedCount(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${table} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}) capped)`;
}

/**
 * `cappedCount`, except that a whole table (no `where`) past the limit is not counted at all: its row
 * count as the last ANALYZE saw it (pg_class.reltuples) stands, as an estimate, with nothing read.
 */
export function listCount(table: PgTable, where: SQL | undefined): SQL<number> {
  if (where) return cappedCount(table, where);
  return sql<number>`(select case when t.reltuples > ${EXACT_COUNT_LIMIT} then t.reltuples::bigint::int else ${cappedCount(table, undefined)} end from pg_class t where t.oid = ${getTableName(table)}::regclass)`;
}

/** The planner's estimate of the rows `select 1 from table where …` returns (EXPLAIN, nothing read). */
export async function estimatedCount(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  );
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const raw = Object.values(row ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

export interface ListCount {
  count: number;
  /** true when `count` is an estimate (past EXACT_COUNT_LIMIT). */
  estimated: boolean;
}

/** The exact count when the capped one stayed under the limit, else the estimate (never below the cap). */
export async function resolveCount(capped: number, estimate: () => Promise<number>): Promise<ListCount> {
  if (capped <= EXACT_COUNT_LIMIT) return { count: capped, estimated: false };
  return { count: Math.max(EXACT_COUNT_LIMIT + 1, await estimate()), estimated: true };
}
