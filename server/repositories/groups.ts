import { eq } from 'drizzle-orm';
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

    async findByName(name: string, tx: Executor = db) {
      const [group] = await tx.select().from(groups).where(eq(groups.name, name));
      return group;
    },
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
