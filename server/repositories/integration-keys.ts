import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { integrationKeys, users } from '../db/schema';
import type { ListRequest } from '../lib/resource';
import { userDisplayName } from './campaigns';

/** Keys start with this, so a leaked one is easy to recognise (secret scanners, logs). */
export const KEY_PREFIX = 'cbo_';
/** Characters of the key kept in clear: the marker and a few of the secret's, to tell keys apart. */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 6;
/** `last_used` is written at most this often per key: a platform posting many batches a second must not write every time. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface IntegrationKeyRow {
  id: number;
  name: string;
  prefix: string;
  created: Date;
  lastUsed: Date | null;
  revoked: Date | null;
  creatorId: number | null;
  creatorName: string | null;
  /** The key itself: only on the row `create` answers, never stored. */
  key?: string;
}

/** sha256 of the key: the key is 32 random bytes, so a fast hash is as safe as a slow one and lookup by it is exact. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new key (32 random bytes, base64url, after the marker) and what is stored of it. */
export function newIntegrationKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), keyHash: hashKey(key) };
}

const columns = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  prefix: integrationKeys.prefix,
  created: integrationKeys.created,
  lastUsed: integrationKeys.lastUsed,
  revoked: integrationKeys.revoked,
  creatorId: integrationKeys.creatorId,
  creatorName: sql<string | null>`${userDisplayName}`,
};

/** The keys operators' platforms post events with (`Authorization: Api-Key <key>`); only their hashes are kept. */
/** The orders the keys list offers (`?order_by=`), newest first unless asked. */
export const INTEGRATION_KEY_SORTING = {
  fields: {
    created: integrationKeys.created,
    name: integrationKeys.name,
    last_used: integrationKeys.lastUsed,
  },
  default: '-created',
  tieBreaker: integrationKeys.id,
};

export function createIntegrationKeysRepository(db: Executor) {
  const listed = (tx: Executor) =>
    tx.select(columns).from(integrationKeys).leftJoin(users, eq(users.id, integrationKeys.creatorId));

  async function find(id: number, tx: Executor = db): Promise<IntegrationKeyRow | undefined> {
    const [row] = await listed(tx).where(eq(integrationKeys.id, id));
    return row;
  }

  return {
    find,

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(integrationKeys);
      return row.n;
    },

    async list({ page, orderBy }: ListRequest<unknown>): Promise<IntegrationKeyRow[]> {
      return listed(db)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset);
    },

    /** A new key; the answer carries it this once. */
    async create(name: string, creatorId: number | null, tx: Executor = db): Promise<IntegrationKeyRow> {
      const { key, prefix, keyHash } = newIntegrationKey();
      const [{ id }] = await tx
        .insert(integrationKeys)
        .values({ name, prefix, keyHash, creatorId })
        .returning({ id: integrationKeys.id });
      const row = await find(id, tx);
      if (!row) throw new Error('integration key vanished after insert');
      return { ...row, key };
    },

    /** Revokes a key (kept listed, so staff see what stopped working); revoking twice keeps the first time. */
    async revoke(id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(integrationKeys)
        .set({ revoked: sql`coalesce(${integrationKeys.revoked}, now())` })
        .where(eq(integrationKeys.id, id));
    },

    /** The live key with this secret, if any (a revoked key is not found, so it stops working at once). */
    async findLive(key: string): Promise<{ id: number; lastUsed: Date | null } | undefined> {
      const [row] = await db
        .select({ id: integrationKeys.id, lastUsed: integrationKeys.lastUsed })
        .from(integrationKeys)
        .where(and(eq(integrationKeys.keyHash, hashKey(key)), isNull(integrationKeys.revoked)));
      return row;
    },

    /** Notes a use of the key, at most once a minute (the condition keeps instances from writing it each). */
    async touch(id: number, lastUsed: Date | null, now: Date): Promise<void> {
      if (lastUsed && now.getTime() - lastUsed.getTime() < LAST_USED_RESOLUTION_MS) return;
      const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
      await db
        .update(integrationKeys)
        .set({ lastUsed: now })
        .where(
          and(
            eq(integrationKeys.id, id),
            or(isNull(integrationKeys.lastUsed), lt(integrationKeys.lastUsed, stale)),
          ),
        );
    },
  };
}

export type IntegrationKeysRepository = ReturnType<typeof createIntegrationKeysRepository>;
