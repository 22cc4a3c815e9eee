import { and, count, eq, gt, isNull, lt, or, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { passwordTokens, type PasswordToken, type PasswordTokenPurpose } from '../db/schema';

export interface NewPasswordToken {
  userId: number;
  purpose: PasswordTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
}

/** Reset and invitation tokens (hashes only). */
export function createPasswordTokensRepository(db: Executor) {
  return {
    async create(input: NewPasswordToken, tx: Executor = db): Promise<PasswordToken> {
      const [row] = await tx.insert(passwordTokens).values(input).returning();
      return row;
    },

    async findByHash(tokenHash: string, tx: Executor = db): Promise<PasswordToken | undefined> {
      const [row] = await tx.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Marks a live token (unused, unexpired) used and returns it; undefined when it is not live.
     * Atomic: of two confirmations with one token only one wins.
     */
    async consume(id: number, now: Date = new Date(), tx: Executor = db): Promise<PasswordToken | undefined> {
      const [row] = await tx
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
        )
        .returning();
      return row;
    },

    /** Ends every unused token of the user (password set, account deactivated). */
    async invalidateForUser(userId: number, now: Date = new Date(), tx: Executor = db): Promise<void> {
      await tx
        .update(passwordTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    },

    /** Tokens of a purpose created for the user since `since` (mail throttling). */
    async countSince(
      userId: number,
      purpose: PasswordTokenPurpose,
      since: Date,
      tx: Executor = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(passwordTokens)
        .where(
          and(
            eq(passwordTokens.userId, userId),
            eq(passwordTokens.purpose, purpose),
            gt(passwordTokens.created, since),
          ),
        );
      return row.n;
    },

    /** Removes tokens expired or used before `before` (housekeeping). */
    async prune(before: Date, tx: Executor = db): Promise<void> {
      await tx
        .delete(passwordTokens)
        .where(
          or(
            lt(passwordTokens.expiresAt, before),
            and(isNotNull(passwordTokens.usedAt), lt(passwordTokens.usedAt, before)),
          ),
        );
    },
  };
}

export type PasswordTokensRepository = ReturnType<typeof createPasswordTokensRepository>;
