import { count, eq, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Executor } from '../db/client';
import { mfaWhitelistedIps, type MfaWhitelistedIp } from '../db/schema';
import { orderingFrom } from '../lib/ordering';

/** `::ffff:10.0.0.1` (IPv4 seen through an IPv6 socket) → `10.0.0.1`. */
export function normalizeIp(ip: string | undefined): string {
  if (!ip) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

/**
 * An IPv4/IPv6 address or a CIDR network (`10.0.0.0/8`, `2001:db8::/32`), normalised (mapped IPv4
 * unwrapped, a `/32` or `/128` dropped); null when it is neither.
 */
export function parseIpOrNetwork(input: string): string | null {
  const text = input.trim();
  if (text.includes('%')) return null; // zone ids are not addresses Postgres stores
  const slash = text.indexOf('/');
  const address = normalizeIp(slash === -1 ? text : text.slice(0, slash));
  const family = isIP(address);
  if (family === 0) return null;
  if (slash === -1) return address;
  const prefixText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  const max = family === 4 ? 32 : 128;
  if (prefix > max) return null;
  return prefix === max ? address : `${address}/${prefix}`;
}

/** Fields of `order_by` on the whitelist. */
const WHITELIST_ORDERING = {
  id: mfaWhitelistedIps.id,
  ip: mfaWhitelistedIps.ip,
  created: mfaWhitelistedIps.created,
};

/** IP addresses (or CIDR networks) that skip the second sign-in factor. */
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

    /**
     * Adds an address or network (as `parseIpOrNetwork` gives it; a network is stored by its network
     * address, so `10.1.2.3/8` is `10.0.0.0/8`). Undefined when it is already listed.
     */
    async add(ip: string, tx: Executor = db): Promise<MfaWhitelistedIp | undefined> {
      const value = ip.includes('/') ? sql`network(${ip}::inet)` : sql`${normalizeIp(ip)}::inet`;
      const [row] = await tx
        .insert(mfaWhitelistedIps)
        .values({ ip: value })
        .onConflictDoNothing({ target: mfaWhitelistedIps.ip })
        .returning();
      return row;
    },

    async count(tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(mfaWhitelistedIps);
      return row.n;
    },

    /** A page, ordered by `orderBy` (DRF ordering; `created` by default). */
    async list(
      options: { orderBy?: string; limit?: number; offset?: number } = {},
      tx: Executor = db,
    ): Promise<MfaWhitelistedIp[]> {
      const query = tx
        .select()
        .from(mfaWhitelistedIps)
        .orderBy(...orderingFrom(options.orderBy, WHITELIST_ORDERING, 'created', mfaWhitelistedIps.id));
      if (options.limit === undefined) return query.offset(options.offset ?? 0);
      return query.limit(options.limit).offset(options.offset ?? 0);
    },

    /** The deleted row, or undefined when there was none. */
    async remove(id: number, tx: Executor = db): Promise<MfaWhitelistedIp | undefined> {
      const [row] = await tx.delete(mfaWhitelistedIps).where(eq(mfaWhitelistedIps.id, id)).returning();
      return row;
    },
  };
}

export type MfaWhitelistRepository = ReturnType<typeof createMfaWhitelistRepository>;
