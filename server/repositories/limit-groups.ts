import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaignLimitGroups,
  campaignLimitGroupUsers,
  campaigns,
  type CampaignType,
  type CampaignTypeLimit,
} from '../db/schema';
import type { ListRequest } from '../lib/resource';
import { likePattern } from '../lib/ordering';
import { nameTaken } from '../lib/unique';

/** The columns a list may be sorted by (`order_by`), and the one that breaks ties. */
export const LIMIT_GROUP_SORTING = {
  fields: {
    id: campaignLimitGroups.id,
    name: campaignLimitGroups.name,
    created: campaignLimitGroups.created,
  },
  tieBreaker: campaignLimitGroups.id,
};

export interface LimitGroupRow {
  id: number;
  name: string;
  limits: CampaignTypeLimit[];
  created: Date;
  users: number[];
}

export interface LimitGroupInput {
  name: string;
  limits: CampaignTypeLimit[];
  users: readonly number[];
}

export interface LimitGroupFilters {
  search?: string;
}

const whereOf = (filters: LimitGroupFilters) =>
  filters.search?.trim() ? ilike(campaignLimitGroups.name, likePattern(filters.search.trim())) : undefined;

const columns = {
  id: campaignLimitGroups.id,
  name: campaignLimitGroups.name,
  limits: campaignLimitGroups.limits,
  created: campaignLimitGroups.created,
};

/** Campaign limit groups and their members (a user is in one at most). */
export function createLimitGroupsRepository(db: Executor) {
  async function withUsers(base: Omit<LimitGroupRow, 'users'>[], tx: Executor): Promise<LimitGroupRow[]> {
    if (base.length === 0) return [];
    const members = await tx
      .select()
      .from(campaignLimitGroupUsers)
      .where(
        inArray(
          campaignLimitGroupUsers.groupId,
          base.map((group) => group.id),
        ),
      );
    return base.map((group) => ({
      ...group,
      users: members
        .filter((row) => row.groupId === group.id)
        .map((row) => row.userId)
        .sort((a, b) => a - b),
    }));
  }

  async function setUsers(id: number, users: readonly number[], tx: Executor) {
    await tx.delete(campaignLimitGroupUsers).where(eq(campaignLimitGroupUsers.groupId, id));
    const unique = [...new Set(users)];
    if (unique.length > 0)
      await tx.insert(campaignLimitGroupUsers).values(unique.map((userId) => ({ groupId: id, userId })));
  }

  const repository = {
    async count(filters: LimitGroupFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(campaignLimitGroups).where(whereOf(filters));
      return row.n;
    },

    async list({ filters, page, orderBy }: ListRequest<LimitGroupFilters>, tx: Executor = db) {
      const base = await tx
        .select(columns)
        .from(campaignLimitGroups)
        .where(whereOf(filters))
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset);
      return withUsers(base, tx);
    },

    async find(id: number, tx: Executor = db): Promise<LimitGroupRow | undefined> {
      const base = await tx.select(columns).from(campaignLimitGroups).where(eq(campaignLimitGroups.id, id));
      return (await withUsers(base, tx))[0];
    },

    async insert(input: LimitGroupInput, tx: Executor): Promise<LimitGroupRow> {
      const [group] = await tx
        .insert(campaignLimitGroups)
        .values({ name: input.name, limits: input.limits })
        .returning({ id: campaignLimitGroups.id });
      await setUsers(group.id, input.users, tx);
      return (await repository.find(group.id, tx))!;
    },

    async update(id: number, input: Partial<LimitGroupInput>, tx: Executor): Promise<LimitGroupRow> {
      const { users, ...fields } = input;
      if (Object.keys(fields).length > 0)
        await tx.update(campaignLimitGroups).set(fields).where(eq(campaignLimitGroups.id, id));
      if (users !== undefined) await setUsers(id, users, tx);
      return (await repository.find(id, tx))!;
    },

    async remove(id: number, tx: Executor): Promise<void> {
      await tx.delete(campaignLimitGroups).where(eq(campaignLimitGroups.id, id));
    },

    /** Another group called `name` (without case). */
    nameTaken(name: string, exceptId: number | undefined, tx: Executor = db): Promise<boolean> {
      return nameTaken(
        tx,
        { table: campaignLimitGroups, id: campaignLimitGroups.id, name: campaignLimitGroups.name },
        name,
        exceptId,
      );
    },

    /** The groups other than `exceptId` that hold any of `userIds`: user id → group name. */
    async otherMemberships(userIds: readonly number[], exceptId: number | undefined, tx: Executor = db) {
      if (userIds.length === 0) return new Map<number, string>();
      const rows = await tx
        .select({ userId: campaignLimitGroupUsers.userId, name: campaignLimitGroups.name })
        .from(campaignLimitGroupUsers)
        .innerJoin(campaignLimitGroups, eq(campaignLimitGroups.id, campaignLimitGroupUsers.groupId))
        .where(
          and(
            inArray(campaignLimitGroupUsers.userId, [...userIds]),
            exceptId === undefined ? undefined : sql`${campaignLimitGroups.id} <> ${exceptId}`,
          ),
        );
      return new Map(rows.map((row) => [row.userId, row.name]));
    },

    /**
     * The limit group of `userId`, locked until the transaction ends, so two publishes by members of
     * one group are counted one after the other.
     */
    async lockedGroupOf(userId: number, tx: Executor) {
      const [row] = await tx
        .select({
          id: campaignLimitGroups.id,
          name: campaignLimitGroups.name,
          limits: campaignLimitGroups.limits,
        })
        .from(campaignLimitGroups)
        .innerJoin(campaignLimitGroupUsers, eq(campaignLimitGroupUsers.groupId, campaignLimitGroups.id))
        .where(eq(campaignLimitGroupUsers.userId, userId))
        .for('update', { of: campaignLimitGroups });
      return row;
    },

    /** Scheduled or active campaigns of `type` that `creatorId` created. */
    async liveCampaigns(creatorId: number, type: CampaignType, tx: Executor): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.creatorId, creatorId),
            eq(campaigns.type, type),
            eq(campaigns.isTemplate, false),
            inArray(campaigns.status, ['SC', 'AC']),
          ),
        );
      return row.n;
    },
  };
  return repository;
}

export type LimitGroupsRepository = ReturnType<typeof createLimitGroupsRepository>;
