import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { activityLogs, users } from '../db/schema';
import { likePattern } from '../lib/ordering';
import type { PageParams } from '../lib/pagination';

export interface ActivityLogFilters {
  action?: string;
  userId?: number;
  resource?: string;
  search?: string;
}

const whereOf = (filters: ActivityLogFilters): SQL | undefined => {
  const search = filters.search?.trim();
  return and(
    filters.action ? eq(activityLogs.action, filters.action) : undefined,
    filters.userId !== undefined ? eq(activityLogs.actorId, filters.userId) : undefined,
    filters.resource ? eq(activityLogs.resource, filters.resource) : undefined,
    search
      ? or(
          ilike(activityLogs.resourceLabel, likePattern(search)),
          ilike(activityLogs.actorEmail, likePattern(search)),
        )
      : undefined,
  );
};

/** The activity log, read side (entries are written by services/audit.ts). */
export function createActivityLogsRepository(db: Executor) {
  return {
    async count(filters: ActivityLogFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(activityLogs).where(whereOf(filters));
      return row.n;
    },

    /** Newest first, with the acting user's current name. */
    list(filters: ActivityLogFilters, page: PageParams, tx: Executor = db) {
      return tx
        .select({
          entry: activityLogs,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(activityLogs)
        .leftJoin(users, eq(users.id, activityLogs.actorId))
        .where(whereOf(filters))
        .orderBy(desc(activityLogs.created), desc(activityLogs.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The users who appear in the log, for its user filter. */
    actors(tx: Executor = db) {
      return tx
        .selectDistinct({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(activityLogs)
        .innerJoin(users, eq(users.id, activityLogs.actorId))
        .orderBy(users.email);
    },

    /** Who last changed a record, and when (its newest entry), or undefined when nobody has. */
    async lastChange(resource: string, resourceId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          actorId: activityLogs.actorId,
          actorEmail: activityLogs.actorEmail,
          created: activityLogs.created,
        })
        .from(activityLogs)
        .where(and(eq(activityLogs.resource, resource), eq(activityLogs.resourceId, String(resourceId))))
        .orderBy(desc(activityLogs.created), desc(activityLogs.id))
        .limit(1);
      return row;
    },

    /** The resources that appear in the log. */
    async resources(tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ resource: activityLogs.resource })
        .from(activityLogs)
        .orderBy(activityLogs.resource);
      return rows.map((row) => row.resource);
    },
  };
}

export type ActivityLogsRepository = ReturnType<typeof createActivityLogsRepository>;
