import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** Whether a row other than `exceptId` already has `name`, compared without case (a lower(name) unique index). */
export async function nameTaken(
  tx: Executor,
  columns: { table: PgTable; id: PgColumn; name: PgColumn },
  name: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const rows = await tx
    .select({ id: columns.id })
    .from(columns.table)
    .where(
      and(
        sql`lower(${columns.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(columns.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
