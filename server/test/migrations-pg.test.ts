import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { Client } from 'pg';
import { build as buildApp } from '../app';
import { openDatabase, type DbHandle } from '../db/client';
import { pendingMigrations } from '../db/migration-status';
import { testConfig } from './helpers';

/**
 * Instances that migrate on start share one PostgreSQL: two migrating at once must both succeed and
 * leave the schema migrated once (an advisory lock serialises them); `npm run db:migrate` does the same
 * alone; the migrated database then serves readiness and the pool's metrics. Runs with
 * TEST_DATABASE_URL on databases of its own, created fresh and dropped afterwards; skipped otherwise.
 */
const url = process.env.TEST_DATABASE_URL?.trim();

const ROOT = path.resolve(__dirname, '..', '..');

/** `npm run db:migrate`'s command, on the database at `databaseUrl`. */
const migrateCommand = (databaseUrl: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/scripts/migrate.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: '' },
  });

describe('migrations on PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL is not set' }, () => {
  const name = `migrate_race_${randomBytes(4).toString('hex')}`;
  let freshUrl: string;

  async function query<T>(connectionString: string, text: string): Promise<T[]> {
    const client = new Client({ connectionString });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  before(async () => {
    await query(url!, `create database ${name}`);
    const parsed = new URL(url!);
    parsed.pathname = `/${name}`;
    freshUrl = parsed.toString();
  });

  after(async () => {
    await query(url!, `drop database if exists ${name} with (force)`);
  });

  test('two instances migrating a fresh database at once both succeed, and it is migrated once', async () => {
    const config = testConfig({ DATABASE_URL: freshUrl });
    const instances: DbHandle[] = await Promise.all([openDatabase(config), openDatabase(config)]);
    try {
      assert.equal(await pendingMigrations(instances[0].db), await pendingMigrations(instances[1].db));
      assert.ok((await pendingMigrations(instances[0].db)) > 0, 'a fresh database has migrations pending');

      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      assert.deepEqual(
        results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok')),
        ['ok', 'ok'],
      );
      assert.equal(await pendingMigrations(instances[0].db), 0);
      const [applied] = await query<{ applied: number; distinct: number }>(
        freshUrl,
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      const [tables] = await query<{ n: number }>(
        freshUrl,
        "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('players', 'campaigns', 'users')",
      );
      assert.equal(applied.applied, applied.distinct, 'no migration recorded twice');
      assert.equal(tables.n, 3);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  test('npm run db:migrate applies what is pending, then finds the database up to date', async () => {
    const other = `${name}_cli`;
    await query(url!, `create database ${other}`);
    try {
      const parsed = new URL(url!);
      parsed.pathname = `/${other}`;
      const first = await migrateCommand(parsed.toString());
      assert.match(first.stdout, /^Applied \d+ migrations; the database is up to date\.$/m);
      const second = await migrateCommand(parsed.toString());
      assert.match(second.stdout, /^The database is up to date\.$/m);
    } finally {
      await query(url!, `drop database if exists ${other} with (force)`);
    }
  });

  test("the metrics carry the request pool's connections", async () => {
    const token = 'metrics-token-0123456789';
    const app = await buildApp(testConfig({ DATABASE_URL: freshUrl, METRICS_TOKEN: token }));
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/ready/' })).statusCode, 200);
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.match(res.body, /^db_pool_connections\{state="max"\} 10$/m);
      assert.match(res.body, /^db_pool_connections\{state="total"\} [1-9]\d*$/m);
      assert.match(res.body, /^db_pool_connections\{state="waiting"\} 0$/m);
    } finally {
      await app.close();
    }
  });
});
