import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { refreshTokens, type RefreshToken } from '../db/schema';

export interface NewRefreshToken {
  jti: string;
  familyId: string;
  userId: number;
  rememberMe: boolean;
  expiresAt: Date;
}

export function createRefreshTokensRepository(db: Executor) {
  return {
    async create(input: NewRefreshToken, tx: Executor = db): Promise<RefreshToken> {
      const [row] = await tx.insert(refreshTokens).values(input).returning();
      return row;
    },

    async findByJti(jti: string, tx: Executor = db): Promise<RefreshToken | undefined> {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
      return row;
    },

    /**
     * Marks a live token (unused, unrevoked, unexpired) used and returns it; undefined when the token
     * is not live. Atomic, so of two concurrent refreshes with one token only one wins.
     */
    async markUsed(
      jti: string,
      now: Date = new Date(),
      tx: Executor = db,
    ): Promise<RefreshToken | undefined> {
      const [row] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.jti, jti),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async revokeFamily(familyId: string, now: Date = new Date(), tx: Executor = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: number, now: Date = new Date(), tx: Executor = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Removes tokens expired or revoked before `before` (housekeeping). */
    async prune(before: Date, tx: Executor = db): Promise<void> {
      await tx
        .delete(refreshTokens)
        .where(
          or(
            lt(refreshTokens.expiresAt, before),
            and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, before)),
          ),
        );
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
