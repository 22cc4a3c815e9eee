import { and, asc, count, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '../../contract/permissions';
import type { Executor } from '../db/client';
import { groupPermissions, userGroups, users, type NewUser, type User, type UserStatus } from '../db/schema';
import { likePattern, orderingFrom } from '../lib/ordering';

export interface UserWithPermissions {
  user: User;
  permissions: Permission[];
}

/** What every signed-in request needs of its user (no password hash, no second-factor secrets). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  status: UserStatus;
  /** The newest token of the session's family belongs to this user and is not revoked. */
  sessionActive: boolean;
  permissions: Permission[];
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export interface UserFilters {
  /** Case-insensitive substring of the email, first or last name. */
  search?: string;
  status?: UserStatus;
  /** DRF ordering (`-id` by default). */
  orderBy?: string;
}

/**
 * The active staff who may see campaign `campaignId` (a superuser; `view_all_campaigns`; or
 * `view_own_campaign` and its creator) and, when given, hold `permission` too: a query of `id`s, for the
 * campaign's staff notifications written in SQL (a payout failed, a jackpot won, a cost alarm).
 */
export function campaignWatchersSql(campaignId: SQL | number, permission?: Permission): SQL {
  const holds = (granted: Permission) =>
    sql`exists (select 1 from user_groups ug join group_permissions gp on gp.group_id = ug.group_id
      where ug.user_id = u.id and gp.permission = ${granted})`;
  return sql`select u.id from users u join campaigns c on c.id = ${campaignId}
    where u.status = 'AC' and (u.is_superuser or (
      (${holds(PERMISSIONS.viewAllCampaigns)} or (u.id = c.creator_id and ${holds(PERMISSIONS.viewOwnCampaign)}))
      ${permission === undefined ? sql`` : sql`and ${holds(permission)}`}))`;
}

/** Fields of `order_by` on the users list. */
const USER_ORDERING = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  status: users.status,
  created: users.created,
  last_login: users.lastLogin,
};

export type UserUpdate = Partial<
  Pick<NewUser, 'firstName' | 'lastName' | 'phoneNumber' | 'markets' | 'status' | 'mfaRequired'>
>;

function whereOf(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const term = filters.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ) as SQL,
    );
  }
  if (filters.status) conditions.push(eq(users.status, filters.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createUsersRepository(db: Executor) {
  async function permissionsFor(
    user: Pick<User, 'id' | 'isSuperuser'>,
    tx: Executor = db,
  ): Promise<Permission[]> {
    if (user.isSuperuser) return [...ALL_PERMISSIONS];
    const rows = await tx
      .selectDistinct({ permission: groupPermissions.permission })
      .from(userGroups)
      .innerJoin(groupPermissions, eq(groupPermissions.groupId, userGroups.groupId))
      .where(eq(userGroups.userId, user.id));
    const held = new Set(rows.map((row) => row.permission));
    // Keep the canonical order of utils/permissions.ts; unknown codes in the database are ignored.
    return ALL_PERMISSIONS.filter((code) => held.has(code));
  }

  /**
   * The per-request lookup in one indexed statement, prepared once: the user's columns a request needs,
   * whether the session is live (the newest token of its family is the user's and not revoked:
   * revocation marks the whole family), and the permissions of the user's groups.
   */
  let sessionUserStatement: ReturnType<typeof prepareSessionUser> | undefined;
  function prepareSessionUser() {
    return db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isSuperuser: users.isSuperuser,
        status: users.status,
        // Qualified by hand: drizzle leaves the table out of a one-table select's columns.
        sessionActive: sql<boolean>`coalesce((select rt.user_id = users.id and rt.revoked_at is null from refresh_tokens rt where rt.family_id = ${sql.placeholder('sid')} order by rt.created desc limit 1), false)`,
        groupPermissions: sql<
          string[]
        >`array(select distinct gp.permission from user_groups ug inner join group_permissions gp on gp.group_id = ug.group_id where ug.user_id = users.id)`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('session_user');
  }

  return {
    permissionsFor,

    /** The signed-in user of session `sid`, or undefined when the user does not exist. */
    async sessionUser(id: number, sid: string): Promise<SessionUser | undefined> {
      sessionUserStatement ??= prepareSessionUser();
      const [row] = await sessionUserStatement.execute({ id, sid });
      if (!row) return undefined;
      const { groupPermissions: codes, ...user } = row;
      const held = new Set(codes);
      // Canonical order of utils/permissions.ts; unknown codes in the database are ignored.
      const permissions = user.isSuperuser
        ? [...ALL_PERMISSIONS]
        : ALL_PERMISSIONS.filter((c) => held.has(c));
      return { ...user, permissions };
    },

    async findById(id: number, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row;
    },

    async findWithPermissions(id: number, tx: Executor = db): Promise<UserWithPermissions | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id));
      if (!user) return undefined;
      return { user, permissions: await permissionsFor(user, tx) };
    },

    async count(tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
      return row.n;
    },

    async create(input: NewUser, tx: Executor = db): Promise<User> {
      const [row] = await tx
        .insert(users)
        .values({ ...input, email: normalizeEmail(input.email) })
        .returning();
      return row;
    },

    async setStatus(id: number, status: UserStatus, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ status }).where(eq(users.id, id));
    },

    async setLastLogin(id: number, at: Date = new Date(), tx: Executor = db): Promise<void> {
      await tx.update(users).set({ lastLogin: at }).where(eq(users.id, id));
    },

    /**
     * Records a sign-in at `at` unless one happened since `issuedAt` (when the sign-in's ephemeral token
     * was issued): atomic, so a token answers one sign-in however many requests carry it.
     */
    async claimSignIn(
      id: number,
      issuedAt: Date,
      at: Date = new Date(),
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ lastLogin: at })
        .where(and(eq(users.id, id), or(isNull(users.lastLogin), lt(users.lastLogin, issuedAt))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Records `step` as the user's last accepted TOTP step if it is newer than the stored one.
     * Atomic: of two requests with the same code only one gets true.
     */
    async acceptTotpStep(id: number, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ mfaLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    async addToGroups(userId: number, groupIds: number[], tx: Executor = db): Promise<void> {
      if (groupIds.length === 0) return;
      await tx
        .insert(userGroups)
        .values(groupIds.map((groupId) => ({ userId, groupId })))
        .onConflictDoNothing();
    },

    async countFiltered(filters: UserFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(users).where(whereOf(filters));
      return row.n;
    },

    async list(
      filters: UserFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<User[]> {
      return tx
        .select()
        .from(users)
        .where(whereOf(filters))
        .orderBy(...orderingFrom(filters.orderBy, USER_ORDERING, '-id', users.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Group ids of each user (ascending); users without groups map to []. */
    async groupIdsOf(userIds: number[], tx: Executor = db): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return result;
      const rows = await tx
        .select()
        .from(userGroups)
        .where(inArray(userGroups.userId, userIds))
        .orderBy(asc(userGroups.userId), asc(userGroups.groupId));
      for (const row of rows) result.get(row.userId)?.push(row.groupId);
      return result;
    },

    /** Replaces the user's groups. */
    async setGroups(userId: number, groupIds: number[], tx: Executor = db): Promise<void> {
      await tx.delete(userGroups).where(eq(userGroups.userId, userId));
      if (groupIds.length === 0) return;
      await tx
        .insert(userGroups)
        .values([...new Set(groupIds)].map((groupId) => ({ userId, groupId })))
        .onConflictDoNothing();
    },

    /** Sets the fields given (undefined ones are left alone); returns the user. */
    async update(id: number, changes: UserUpdate, tx: Executor = db): Promise<User | undefined> {
      const patch = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as UserUpdate;
      if (Object.keys(patch).length === 0) {
        const [row] = await tx.select().from(users).where(eq(users.id, id));
        return row;
      }
      const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    /** Sets the password hash, and the status when given (an accepted invitation activates). */
    async setPassword(id: number, hash: string, status?: UserStatus, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set(status === undefined ? { password: hash } : { password: hash, status })
        .where(eq(users.id, id));
    },

    /** Ids of the users holding `permission`: superusers and members of a group granting it. */
    async idsWithPermission(permission: Permission, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            eq(users.isSuperuser, true),
            inArray(
              users.id,
              tx
                .select({ id: userGroups.userId })
                .from(userGroups)
                .innerJoin(groupPermissions, eq(groupPermissions.groupId, userGroups.groupId))
                .where(eq(groupPermissions.permission, permission)),
            ),
          ),
        )
        .orderBy(asc(users.id));
      return rows.map((row) => row.id);
    },

    /** Ids of the staff told about campaign `campaignId` (see `campaignWatchersSql`), in id order. */
    async idsWatchingCampaign(
      campaignId: number,
      permission?: Permission,
      tx: Executor = db,
    ): Promise<number[]> {
      const result = await tx.execute<{ id: number }>(
        sql`select w.id from (${campaignWatchersSql(campaignId, permission)}) w order by w.id`,
      );
      return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => row.id);
    },

    /**
     * Of `campaignIds`, those each of `userIds` may see (the rules of `campaignWatchersSql`), as a map
     * from user id to campaign ids in id order; users who see none are absent.
     */
    async campaignsVisibleTo(
      userIds: readonly number[],
      campaignIds: readonly number[],
      tx: Executor = db,
    ): Promise<Map<number, number[]>> {
      const visible = new Map<number, number[]>();
      if (userIds.length === 0 || campaignIds.length === 0) return visible;
      const idList = (ids: readonly number[]) =>
        sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        );
      const result = await tx.execute<{ user_id: number; campaign_id: number }>(
        sql`select w.id as user_id, cc.id as campaign_id from campaigns cc
          cross join lateral (${campaignWatchersSql(sql`cc.id`)}) w
          where cc.id in (${idList(campaignIds)}) and w.id in (${idList(userIds)})
          order by w.id, cc.id`,
      );
      for (const row of (result as unknown as { rows: Array<{ user_id: number; campaign_id: number }> })
        .rows) {
        const userId = Number(row.user_id);
        visible.set(userId, [...(visible.get(userId) ?? []), Number(row.campaign_id)]);
      }
      return visible;
    },

    async setPendingMfaSecret(id: number, secret: string | null, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, id));
    },

    /**
     * Makes the pending secret the active one, with `step` as its last accepted code. Only while the
     * pending secret is still `secret` (atomic: a setup started meanwhile wins). Returns the user.
     */
    async activatePendingMfaSecret(
      id: number,
      secret: string,
      step: number,
      tx: Executor = db,
    ): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ mfaEnabled: true, mfaSecret: secret, mfaPendingSecret: null, mfaLastStep: step })
        .where(and(eq(users.id, id), eq(users.mfaPendingSecret, secret)))
        .returning();
      return row;
    },

    async disableMfa(id: number, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ mfaEnabled: false, mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Those of `ids` that name no user (each once). */
    async missingIds(ids: readonly number[], tx: Executor = db): Promise<number[]> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return [];
      const rows = await tx.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
      const found = new Set(rows.map((row) => row.id));
      return wanted.filter((id) => !found.has(id));
    },

    async listByIds(ids: number[], tx: Executor = db): Promise<User[]> {
      if (ids.length === 0) return [];
      return tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
