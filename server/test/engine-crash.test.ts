import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { build as buildApp } from '../app';
import { openDatabase, type Executor } from '../db/client';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../repositories/integration-keys';
import { depositBatch, insertKey, postBatch, startApi, type ApiProcess } from './engine-processes';
import { freshDatabase } from './databases';
import { testConfig } from './helpers';

/**
 * kill -9 of a real API process while it stores and processes batches, then a restart on the same
 * database and the platform resending everything: each event is stored once and processed once (one
 * wallet row per deposit), acknowledged or not before the kill.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.trim();
const BATCHES = 24;
const PER_BATCH = 500;
const KILL_AFTER_ACKS = 8;

interface Counts {
  events: number;
  waiting: number;
  wallet: number;
}

/**
 * Sends every batch (three at a time) until `stopWhen` says so; returns the indexes acknowledged and
 * whether `stopWhen` stopped it.
 */
async function send(
  api: ApiProcess,
  key: string,
  batches: unknown[][],
  stopWhen: (acked: number) => Promise<boolean>,
) {
  const acked = new Set<number>();
  let next = 0;
  let stopped = false;
  const lane = async () => {
    while (!stopped && next < batches.length) {
      const index = next++;
      if (await postBatch(api.url, key, batches[index])) acked.add(index);
      if (!stopped && (await stopWhen(acked.size))) stopped = true;
    }
  };
  await Promise.all([lane(), lane(), lane()]);
  return { acked, stopped };
}

const countsSql = `select (select count(*)::int from player_events) as events,
  (select count(*)::int from player_event_queue) as waiting,
  (select count(*)::int from player_transactions) as wallet`;

function checkExactlyOnce(counts: Counts, acknowledged: number) {
  assert.ok(acknowledged >= KILL_AFTER_ACKS, 'batches were acknowledged before the kill');
  assert.equal(counts.events, BATCHES * PER_BATCH, 'every event stored once');
  assert.equal(counts.waiting, 0);
  assert.equal(counts.wallet, BATCHES * PER_BATCH, 'every event processed exactly once');
}

describe('engine crash on PostgreSQL', { skip: pgUrl ? false : 'TEST_DATABASE_URL is not set' }, () => {
  test('kill -9 while batches are processed, restart: every acknowledged event counted once', async () => {
    const database = await freshDatabase(pgUrl ?? '', 'crash');
    const client = new Client({ connectionString: database.url });
    let api = await startApi({ DATABASE_URL: database.url });
    try {
      await client.connect();
      const query = async (text: string) => (await client.query(text)).rows[0] as Counts;
      const key = await insertKey(client);
      const batches = Array.from({ length: BATCHES }, () => depositBatch(PER_BATCH));

      // Kill once enough is acknowledged and the worker is mid-stream (some processed, some waiting).
      const { acked, stopped: killed } = await send(api, key, batches, async (n) => {
        if (n < KILL_AFTER_ACKS) return false;
        // The worker keeps up with three posting lanes (its thread has a core of its own), so one look
        // after an acknowledgement mostly finds it idle: look a few times for it mid-stream.
        for (let look = 0; look < 20; look += 1) {
          const counts = await query(countsSql);
          if (counts.wallet > 0 && counts.waiting > 0) {
            await api.kill();
            return true;
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return false;
      });
      assert.ok(killed, 'the process was killed mid-stream');
      const atKill = await query(countsSql);
      assert.ok(atKill.waiting > 0, 'events were still waiting when the process died');

      api = await startApi({ DATABASE_URL: database.url });
      await send(api, key, batches, async () => false);
      const deadline = Date.now() + 120_000;
      let counts = await query(countsSql);
      while (counts.waiting > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        counts = await query(countsSql);
      }
      checkExactlyOnce(counts, acked.size);
    } finally {
      await api.kill();
      await client.end().catch(() => undefined);
      await database.drop();
    }
  });
});

describe('engine crash on the embedded database', () => {
  test('kill -9 while batches are processed, restart: every acknowledged event counted once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'engine-crash-'));
    let api = await startApi({ DATA_DIR: dataDir });
    try {
      // The first start migrated the directory; the process holds it alone, so the key goes in between.
      await api.stop();
      const config = testConfig({ DATA_DIR: dataDir });
      const setup = await openDatabase(config);
      const { key, ...stored } = newIntegrationKey();
      await setup.db.insert(integrationKeys).values({ name: 'test', ...stored });
      await setup.close();

      api = await startApi({ DATA_DIR: dataDir });
      const batches = Array.from({ length: BATCHES }, () => depositBatch(PER_BATCH));
      const { acked, stopped: killed } = await send(api, key, batches, async (n) => {
        if (n < KILL_AFTER_ACKS) return false;
        await api.kill();
        return true;
      });
      assert.ok(killed, 'the process was killed mid-stream');

      api = await startApi({ DATA_DIR: dataDir });
      await send(api, key, batches, async () => false);
      await api.stop();

      // Whatever the restarted process had not finished, an app on the same directory finishes now.
      const handle = await openDatabase(config);
      const app = await buildApp(config, { db: handle, logger: false });
      try {
        await app.engine.worker.drain();
        checkExactlyOnce(await countsOf(app.db), acked.size);
      } finally {
        await app.close();
        await handle.close();
      }
    } finally {
      await api.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function countsOf(db: Executor): Promise<Counts> {
  const result = await db.execute(sql.raw(countsSql));
  return (result as unknown as { rows: Counts[] }).rows[0];
}
