import { asc, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Executor } from '../db/client';
import { mfaWhitelistedIps } from '../db/schema';

/** `::ffff:10.0.0.1` (IPv4 seen through an IPv6 socket) → `10.0.0.1`. */
export function normalizeIp(ip: string | undefined): string {
  if (!ip) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/** IP addresses (or CIDR networks) that skip the second sign-in factor. Management routes come later. */
export function createMfaWhitelistRepository(db: Executor) {
  return {
    async isWhitelisted(ip: string, tx: Executor = db): Promise<boolean> {
      const address = normalizeIp(ip);
      if (isIP(address) === 0) return false;
      const rows = await tx
        .select({ id: mfaWhitelistedIps.id })
        .from(mfaWhitelistedIps)
        .where(sql`${mfaWhitelistedIps.ip} >>= ${address}::inet`)
        .limit(1);
      return rows.length > 0;
    },

    async add(ip: string, tx: Executor = db) {
      const [row] = await tx
        .insert(mfaWhitelistedIps)
        .values({ ip: normalizeIp(ip) })
        .returning();
      return row;
    },

    async list(tx: Executor = db) {
      return tx
        .select()
        .from(mfaWhitelistedIps)
        .orderBy(asc(mfaWhitelistedIps.created), asc(mfaWhitelistedIps.id));
    },
  };
}

export type MfaWhitelistRepository = ReturnType<typeof createMfaWhitelistRepository>;
