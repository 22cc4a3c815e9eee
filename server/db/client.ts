import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { to as copyToStream } from 'pg-copy-streams';
import type { Config } from '../config';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;

/** A database or a transaction: every repository function accepts either. */
export type Executor = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

export interface DbHandle {
  kind: 'pglite' | 'postgres';
  db: Executor;
  /** Applies pending migrations from server/db/migrations. */
  migrate(): Promise<void>;
  /** Releases the connection (last holder closes the PGlite instance). */
  close(): Promise<void>;
  /**
   * Embedded database only: how many statements so far may have changed data. This process is its only
   * writer, so while the figure stands still so does the data, and answers derived from it can be kept
   * (deep page boundaries). Undefined with PostgreSQL, where other instances write too.
   */
  changes?: () => number;
  /**
   * PostgreSQL only: the rows of `query` as `COPY (query) TO STDOUT` sends them (text format), read only
   * as fast as the stream is consumed. The connection comes from the exports' own small pool, so slow
   * downloads never hold the ones requests need; it goes back when the stream ends and is closed if
   * the stream is abandoned midway (it is still copying).
   */
  copyTo?(query: string): Promise<Readable>;
  /** PostgreSQL only: the request pool's connections (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

/**
 * Key of the session-level advisory lock a PostgreSQL migration holds: instances starting together
 * (or `npm run db:migrate` beside them) migrate one after the other, and the later ones find nothing
 * left to do. (The scheduler's tick lock is another key.)
 */
export const MIGRATION_LOCK_KEY = 72_410_001;

/** Applies the migrations on one connection of `pool` while it holds the migration lock. */
async function migrateUnderLock(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Connections one API instance's requests may hold at once (PostgreSQL). */
const POOL_SIZE = 10;

/** Connections the CSV exports may hold at once (PostgreSQL); a further export waits for one. */
const EXPORT_CONNECTIONS = 4;

interface SharedPglite {
  client: PGlite;
  refs: number;
  lockFile?: string;
}

/** One PGlite instance per data directory in this process, never opened twice. */
const openPglites = new Map<string, Promise<SharedPglite>>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-user Postgres: two processes opening the same directory would corrupt it. A lock file
 * holding our pid keeps a second process out with a clear message (a stale lock from a dead pid is taken over).
 */
function acquireLock(dir: string): string {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return lockFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
            'Stop that process first, or use PostgreSQL (DATABASE_URL) to run several processes.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
}

async function openSharedPglite(dataDir: string): Promise<SharedPglite> {
  const dir = path.resolve(dataDir, 'pglite');
  let entry = openPglites.get(dir);
  if (!entry) {
    entry = (async () => {
      mkdirSync(dir, { recursive: true });
      const lockFile = acquireLock(dir);
      try {
        // pg_trgm: the players search's trigram index (db/search-indexes.ts).
        const client = await PGlite.create(dir, { extensions: { pg_trgm } });
        return { client, refs: 0, lockFile };
      } catch (error) {
        rmSync(lockFile, { force: true });
        throw error;
      }
    })();
    openPglites.set(dir, entry);
    entry.catch(() => openPglites.delete(dir));
  }
  const shared = await entry;
  shared.refs += 1;
  const release = async () => {
    shared.refs -= 1;
    if (shared.refs > 0) return;
    openPglites.delete(dir);
    await shared.client.close();
    if (shared.lockFile) rmSync(shared.lockFile, { force: true });
  };
  return { ...shared, release } as SharedPglite & { release: () => Promise<void> };
}

/** Wraps an already open PGlite (tests: an in-memory one). Closing the handle leaves the client open. */
export function pgliteHandle(client: PGlite, { closeClient = false } = {}): DbHandle {
  const prepared = withPreparedStatements(client);
  const db = drizzlePglite({ client: prepared, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Executor,
    changes: () => prepared.changes,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (closeClient) await client.close();
    },
  };
}

/**
 * Who holds a connection, as `pg_stat_activity` names it (`casino-backoffice engine` …), so an operator
 * can tell the engine's load from the API's; an `application_name` in the address (or PGAPPNAME) wins.
 */
export type ConnectionRole = 'api' | 'engine' | 'export';

/**
 * A pool whose idle connections may be ended by the server (a restart, a failover, an administrator):
 * the pool drops such a connection and opens another when one is needed, but it also emits the error,
 * which with no listener would end the process.
 */
function openPool(
  connectionString: string,
  max: number,
  onIdleError: (error: Error) => void,
  role: ConnectionRole,
): Pool {
  const pool = new Pool({ connectionString, max, fallback_application_name: `casino-backoffice ${role}` });
  pool.on('error', onIdleError);
  return pool;
}

/**
 * PostgreSQL at `databaseUrl` through a node-postgres pool (an instance, or its engine thread, which
 * opens its own). `onIdleError` hears of pooled connections lost while idle.
 */
export function openPostgres(
  databaseUrl: string,
  onIdleError: (error: Error) => void,
  role: Exclude<ConnectionRole, 'export'> = 'api',
): DbHandle {
  const pool = openPool(databaseUrl, POOL_SIZE, onIdleError, role);
  const db = drizzlePg({ client: pool, schema });
  let exportPool: Pool | undefined;
  let closed = false;
  return {
    kind: 'postgres',
    db: db as unknown as Executor,
    migrate: () => migrateUnderLock(pool),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_SIZE,
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), exportPool?.end()]);
    },
    copyTo: async (query) => {
      exportPool ??= openPool(databaseUrl, EXPORT_CONNECTIONS, onIdleError, 'export');
      const client = await exportPool.connect();
      const rows = client.query(copyToStream(`copy (${query}) to stdout`));
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        client.release(error);
      };
      rows.once('end', () => release());
      rows.once('error', (error) => release(error));
      rows.once('close', () => release(new Error('export abandoned while copying')));
      return rows;
    },
  };
}

/**
 * Opens the configured database: node-postgres when DATABASE_URL is set, else PGlite in DATA_DIR/pglite.
 * `onIdleError` hears of pooled PostgreSQL connections lost while idle (standard error by default).
 */
export async function openDatabase(
  config: Config,
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`database connection lost while idle: ${error.message}`),
): Promise<DbHandle> {
  const { databaseUrl } = config;
  if (databaseUrl !== undefined) return openPostgres(databaseUrl, onIdleError);
  const shared = (await openSharedPglite(config.dataDir)) as SharedPglite & { release: () => Promise<void> };
  const prepared = withPreparedStatements(shared.client);
  const db = drizzlePglite({ client: prepared, schema });
  let closed = false;
  return {
    kind: 'pglite',
    db: db as unknown as Executor,
    changes: () => prepared.changes,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (closed) return;
      closed = true;
      await shared.release();
    },
  };
}
