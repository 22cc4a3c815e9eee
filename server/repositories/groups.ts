import { count, eq, ilike, inArray } from 'drizzle-orm';
import type { Permission } from '../../contract/permissions';
import type { Executor } from '../db/client';
import { groupPermissions, groups, userGroups } from '../db/schema';
import type { ListRequest } from '../lib/resource';
import { likePattern } from '../lib/ordering';
import { nameTaken } from '../lib/unique';

/** The columns a list may be sorted by (`order_by`), and the one that breaks ties. */
export const GROUP_SORTING = {
  fields: { id: groups.id, name: groups.name, created: groups.created },
  tieBreaker: groups.id,
};

/** An access group with its permission codes and member ids, as the routes show it. */
export interface GroupRow {
  id: number;
  name: string;
  created: Date;
  permissions: string[];
  users: number[];
}

export interface GroupFilters {
  search?: string;
}

export interface GroupInput {
  name: string;
  permissions: readonly string[];
  users: readonly number[];
}

const whereOf = (filters: GroupFilters) =>
  filters.search?.trim() ? ilike(groups.name, likePattern(filters.search.trim())) : undefined;

/** Access groups: their permissions and their users. */
export function createGroupsRepository(db: Executor) {
  /** The rows of `base` with their permissions and members (two queries for any number of groups). */
  async function withMembers(base: Array<{ id: number; name: string; created: Date }>, tx: Executor) {
    const ids = base.map((group) => group.id);
    if (ids.length === 0) return [];
    const [permissionRows, memberRows] = await Promise.all([
      tx.select().from(groupPermissions).where(inArray(groupPermissions.groupId, ids)),
      tx.select().from(userGroups).where(inArray(userGroups.groupId, ids)),
    ]);
    return base.map((group): GroupRow => ({
      ...group,
      permissions: permissionRows
        .filter((row) => row.groupId === group.id)
        .map((row) => row.permission)
        .sort(),
      users: memberRows
        .filter((row) => row.groupId === group.id)
        .map((row) => row.userId)
        .sort((a, b) => a - b),
    }));
  }

  async function replaceMembers(id: number, input: Partial<GroupInput>, tx: Executor) {
    if (input.permissions !== undefined) {
      await tx.delete(groupPermissions).where(eq(groupPermissions.groupId, id));
      const codes = [...new Set(input.permissions)];
      if (codes.length > 0)
        await tx.insert(groupPermissions).values(codes.map((permission) => ({ groupId: id, permission })));
    }
    if (input.users !== undefined) {
      await tx.delete(userGroups).where(eq(userGroups.groupId, id));
      const members = [...new Set(input.users)];
      if (members.length > 0)
        await tx.insert(userGroups).values(members.map((userId) => ({ userId, groupId: id })));
    }
  }

  return {
    async create(name: string, permissions: readonly Permission[], tx: Executor = db) {
      const [group] = await tx.insert(groups).values({ name }).returning();
      await replaceMembers(group.id, { permissions }, tx);
      return group;
    },

    async count(filters: GroupFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(groups).where(whereOf(filters));
      return row.n;
    },

    async list(
      { filters, page, orderBy }: ListRequest<GroupFilters>,
      tx: Executor = db,
    ): Promise<GroupRow[]> {
      const base = await tx
        .select({ id: groups.id, name: groups.name, created: groups.created })
        .from(groups)
        .where(whereOf(filters))
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset);
      return withMembers(base, tx);
    },

    async find(id: number, tx: Executor = db): Promise<GroupRow | undefined> {
      const base = await tx
        .select({ id: groups.id, name: groups.name, created: groups.created })
        .from(groups)
        .where(eq(groups.id, id));
      return (await withMembers(base, tx))[0];
    },

    async insert(input: GroupInput, tx: Executor): Promise<GroupRow> {
      const [group] = await tx.insert(groups).values({ name: input.name }).returning();
      await replaceMembers(group.id, input, tx);
      return (await this.find(group.id, tx))!;
    },

    async update(id: number, input: Partial<GroupInput>, tx: Executor): Promise<GroupRow> {
      if (input.name !== undefined)
        await tx.update(groups).set({ name: input.name }).where(eq(groups.id, id));
      await replaceMembers(id, input, tx);
      return (await this.find(id, tx))!;
    },

    async remove(id: number, tx: Executor): Promise<void> {
      await tx.delete(groups).where(eq(groups.id, id));
    },

    /** Another group already called `name` (compared without case). */
    nameTaken(name: string, exceptId: number | undefined, tx: Executor = db): Promise<boolean> {
      return nameTaken(tx, { table: groups, id: groups.id, name: groups.name }, name, exceptId);
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
