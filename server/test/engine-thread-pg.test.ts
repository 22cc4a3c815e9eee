import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build as buildApp } from '../app';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../repositories/integration-keys';
import { ensureBaseData } from '../seed/base';
import { createEngineThread } from '../services/engine/thread';
import type { BatchResult } from '../services/engine/worker';
import { freshDatabase, type ScratchDatabase } from './databases';
import { query } from './engine-fixtures';
import { depositBatch } from './engine-processes';
import { postEvents, testConfig } from './helpers';

/**
 * On PostgreSQL an instance's engine loop runs in a thread of its own (services/engine/thread.ts):
 * it applies what the instance's ingest stored, tells the instance what changed, stops after its batch
 * and is started again when it ends unasked. Runs only with TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL?.trim();

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: string[] = [];
  const record = (_details: object, message: string) => void lines.push(message);
  return { lines, log: { error: record, warn: record } };
}

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('the engine thread (PostgreSQL)', { skip: url ? false : 'TEST_DATABASE_URL is not set' }, () => {
  let app: FastifyInstance;
  let scratch: ScratchDatabase;
  let key: string;

  before(async () => {
    scratch = await freshDatabase(url ?? '', 'engine_thread');
    app = await buildApp(testConfig({ DATABASE_URL: scratch.url }));
    await app.database.migrate();
    await ensureBaseData(app.db, app.config);
    const { key: made, ...stored } = newIntegrationKey();
    await app.db.insert(integrationKeys).values({ name: 'engine thread', ...stored });
    key = made;
  });

  after(async () => {
    await app?.close();
    await scratch?.drop();
  });

  const post = (events: unknown[]) => postEvents(app, key, events);
  const backlog = async () => (await app.repos.playerEvents.waiting(new Date())).backlog;

  test('the thread applies what was stored and tells its instance; stop waits for its batch', async () => {
    const applied: BatchResult[] = [];
    const { lines, log } = recordingLog();
    const thread = createEngineThread({
      databaseUrl: scratch.url,
      log,
      onApplied: (result) => void applied.push(result),
    });
    await post(depositBatch(300, 30));
    thread.start();
    await until(
      () => applied.reduce((sum, result) => sum + result.processed, 0) === 300,
      'the batch applied',
    );
    assert.equal(await backlog(), 0);
    await thread.stop();
    assert.equal(thread.started, false);
    // Stopped: nothing more is applied, whatever is stored.
    await post(depositBatch(10, 5));
    thread.wake();
    await sleep(300);
    assert.equal(await backlog(), 10);
    assert.deepEqual(lines, []);
  });

  test("the instance's loop on PostgreSQL runs in the thread: its connections are the engine's", async () => {
    assert.equal(app.database.kind, 'postgres');
    const connections = async (role: string) => {
      const [{ n }] = await query<{ n: number }>(
        app,
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = ${`casino-backoffice ${role}`}`,
      );
      return n;
    };
    // None yet (the previous test's thread has closed its pool; its backends take a moment to go).
    await until(async () => (await connections('engine')) === 0, 'no engine connections');
    assert.ok((await connections('api')) > 0);
    app.engine.worker.start();
    await post(depositBatch(50, 10));
    await until(async () => (await backlog()) === 0, 'the backlog applied');
    assert.ok((await connections('engine')) > 0);
    await app.engine.worker.stop();
    assert.equal(app.engine.worker.started, false);
    // The thread closed its pool as it stopped.
    await until(async () => (await connections('engine')) === 0, "the engine's connections closed");
  });

  test('a thread that ends unasked is started again after a pause, until stopped', async () => {
    const { lines, log } = recordingLog();
    // A malformed address fails the thread as it opens its pool, each time it is started.
    const thread = createEngineThread({ databaseUrl: 'postgres://%zz/', log, onApplied: () => undefined });
    thread.start();
    await until(
      () => lines.filter((line) => line.startsWith('engine thread ended')).length >= 2,
      'a restart',
    );
    await thread.stop();
    const count = lines.length;
    await sleep(1_500);
    assert.equal(lines.length, count, 'no restart after stop');
  });
});
