import { eq, inArray } from 'drizzle-orm';
import type { Permission } from '../../utils/permissions';
import type { Executor } from '../db/client';
import { groupPermissions, groups } from '../db/schema';

/** Access groups and their permissions (CRUD routes come later; the seed uses `create`). */
export function createGroupsRepository(db: Executor) {
  return {
    async create(name: string, permissions: readonly Permission[], tx: Executor = db) {
      const [group] = await tx.insert(groups).values({ name }).returning();
      if (permissions.length > 0) {
        await tx
          .insert(groupPermissions)
          .values(permissions.map((permission) => ({ groupId: group.id, permission })));
      }
      return group;
    },

    /** Those of `ids` that exist. */
    async existingIds(ids: number[], tx: Executor = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids));
      return rows.map((row) => row.id);
    },

    /** The distinct permission codes the groups grant. */
    async permissionsOf(ids: number[], tx: Executor = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .selectDistinct({ permission: groupPermissions.permission })
        .from(groupPermissions)
        .where(inArray(groupPermissions.groupId, ids));
      return rows.map((row) => row.permission).sort();
    },

    async findByName(name: string, tx: Executor = db) {
      const [group] = await tx.select().from(groups).where(eq(groups.name, name));
      return group;
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
