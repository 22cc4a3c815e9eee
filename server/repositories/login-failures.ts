import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LoginLimits {
  maxPerAccount: number;
  maxPerIp: number;
  /** Window in seconds. */
  window: number;
}

/**
 * Failed sign-ins, kept in the database so the limits hold across several API instances.
 */
export function createLoginFailuresRepository(db: Executor) {
  /**
   * Seconds until the key drops below `max` failures within the window, or 0 when it already is:
   * the max-th newest failure in the window is the one that has to age out.
   */
  async function blockedFor(
    column: typeof loginFailures.email | typeof loginFailures.ip,
    value: string,
    max: number,
    windowSeconds: number,
    now: Date,
    tx: Executor,
  ): Promise<number> {
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const [row] = await tx
      .select({ created: loginFailures.created })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.created, since)))
      .orderBy(desc(loginFailures.created))
      .offset(max - 1)
      .limit(1);
    if (!row) return 0;
    return Math.max(1, Math.ceil((row.created.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
  }

  return {
    /** Seconds the account or IP must wait before another attempt; 0 when allowed. */
    async retryAfter(
      email: string,
      ip: string,
      limits: LoginLimits,
      now: Date = new Date(),
      tx: Executor = db,
    ): Promise<number> {
      const byAccount = await blockedFor(
        loginFailures.email,
        email,
        limits.maxPerAccount,
        limits.window,
        now,
        tx,
      );
      const byIp = await blockedFor(loginFailures.ip, ip, limits.maxPerIp, limits.window, now, tx);
      return Math.max(byAccount, byIp);
    },

    async record(email: string, ip: string, now: Date = new Date(), tx: Executor = db): Promise<void> {
      await tx.insert(loginFailures).values({ email, ip, created: now });
    },

    async clearForEmail(email: string, tx: Executor = db): Promise<void> {
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    /** Drops failures older than `before` (housekeeping). */
    async prune(before: Date, tx: Executor = db): Promise<void> {
      await tx.delete(loginFailures).where(lt(loginFailures.created, before));
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
