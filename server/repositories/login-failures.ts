import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LoginLimits {
  /** Failures of one account from one client before each further attempt has to wait. */
  freePerClient: number;
  /** Failures from one client address, over every account, before its attempts have to wait. */
  freePerIp: number;
  /** Seconds a failure counts for; also the longest wait. */
  window: number;
}

/** The wait after `failures` failures when `free` of them cost nothing: 1 s, 2 s, 4 s … up to `window`. */
export function delayAfter(failures: number, free: number, window: number): number {
  if (failures < free) return 0;
  return Math.min(window, 2 ** Math.min(failures - free, 30));
}

/** A reserved attempt: `retryAfter` seconds to wait, or the failure row that stands for it. */
export type AttemptReservation = { retryAfter: number } | { retryAfter: 0; failureId: number };

/** Login attempts of one account from one address go one at a time (PostgreSQL advisory lock key). */
const lockKey = (email: string, ip: string) => sql`hashtext(${`login:${email}|${ip}`})`;

/**
 * Failed sign-ins, kept in the database so the limits hold across several API instances. Throttling is
 * per account and client address, with waits that grow with each failure (never a lock an attacker on
 * another address can put on the account), plus a wait for an address failing across many accounts.
 */
export function createLoginFailuresRepository(db: Executor) {
  async function waitFor(
    where: ReturnType<typeof and>,
    free: number,
    window: number,
    now: Date,
    tx: Executor,
  ): Promise<number> {
    const [row] = await tx
      .select({ failures: count(), last: max(loginFailures.created) })
      .from(loginFailures)
      .where(where);
    const delay = delayAfter(row?.failures ?? 0, free, window);
    if (delay === 0 || !row?.last) return 0;
    const waitMs = new Date(row.last).getTime() + delay * 1000 - now.getTime();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  return {
    /**
     * Checks the limits and, when the attempt may go on, records it as a failure in the same
     * transaction under a lock of its account and address: concurrent attempts each see the ones before
     * them, so none slips past a limit. A successful attempt then `release`s its row.
     */
    async reserve(
      email: string,
      ip: string,
      limits: LoginLimits,
      now: Date = new Date(),
    ): Promise<AttemptReservation> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(email, ip)})`);
        const since = new Date(now.getTime() - limits.window * 1000);
        const recent = gt(loginFailures.created, since);
        const retryAfter = Math.max(
          await waitFor(
            and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), recent),
            limits.freePerClient,
            limits.window,
            now,
            tx,
          ),
          await waitFor(and(eq(loginFailures.ip, ip), recent), limits.freePerIp, limits.window, now, tx),
        );
        if (retryAfter > 0) return { retryAfter };
        const [row] = await tx
          .insert(loginFailures)
          .values({ email, ip, created: now })
          .returning({ id: loginFailures.id });
        return { retryAfter: 0, failureId: row.id };
      });
    },

    /** The attempt succeeded: its row and the earlier failures of this account from this address go. */
    async release(email: string, ip: string, tx: Executor = db): Promise<void> {
      await tx.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
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
