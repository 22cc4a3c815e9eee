import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, type Permission } from '../../utils/permissions';
import type { Executor } from '../db/client';
import { groupPermissions, userGroups, users, type NewUser, type User, type UserStatus } from '../db/schema';

export interface UserWithPermissions {
  user: User;
  permissions: Permission[];
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

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

  return {
    permissionsFor,

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

    async listByIds(ids: number[], tx: Executor = db): Promise<User[]> {
      if (ids.length === 0) return [];
      return tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
