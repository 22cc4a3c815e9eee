import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { applyCampaignEffects } from '../services/engine/campaigns';
import { ATTEMPTS_ALONE, createEngineWorker } from '../services/engine/worker';
import { buildWithAdminAndViewer, postEvents } from './helpers';

test('an event that fails on its own is set aside after a few tries, and every other event is applied once', async () => {
  const { app, admin } = await buildWithAdminAndViewer();
  const created = await admin({
    method: 'POST',
    url: '/v1/integrations/keys/',
    payload: { name: 'Platform' },
  });
  const { key } = created.json() as { key: string };
  const ids = Array.from({ length: 5 }, () => randomUUID());
  const poison = ids[2];
  const events = ids.map((uniqueId, index) => ({
    kind: 'deposit',
    unique_id: uniqueId,
    player: 'p-set-aside',
    occurred_at: new Date(Date.now() - (5 - index) * 1000).toISOString(),
    amount: '10.00',
    currency: 'EUR',
    method: 'card',
    status: 'approved',
  }));
  await postEvents(app, key, events);

  // The rules stumble on one event (as a payload they cannot take would make them): every batch that
  // holds it fails, whatever else it holds.
  const committed: string[] = [];
  const worker = createEngineWorker({
    db: app.db,
    events: app.repos.playerEvents,
    applyCampaigns: async (tx, batch, now) => {
      if (batch.some((event) => event.uniqueId === poison))
        throw new Error('the rules cannot take this event');
      const effects = await applyCampaignEffects(tx, batch, now);
      committed.push(...batch.map((event) => event.uniqueId));
      return effects;
    },
    log: app.log,
    onApplied: () => undefined,
    batchSize: 4,
  });

  let failures = 0;
  let setAside = 0;
  for (let round = 0; round < 20; round += 1) {
    try {
      const result = await worker.runBatch();
      setAside += result.setAside;
      if (result.processed + result.setAside === 0) break;
    } catch {
      failures += 1;
    }
  }

  // Halving found it (4 → 2 → 1 of the events from the third on), then it failed alone ATTEMPTS_ALONE times.
  assert.equal(setAside, 1);
  assert.ok(failures >= ATTEMPTS_ALONE, `failed ${failures} times`);
  assert.deepEqual(
    [...committed].sort(),
    ids.filter((id) => id !== poison).sort(),
    'every other event applied exactly once',
  );
  const rows = (
    (await app.db.execute(
      sql`select unique_id, not exists (select 1 from player_event_queue q where q.event_id = e.id) as done, failure
          from player_events e where unique_id in ${ids}`,
    )) as unknown as { rows: Array<{ unique_id: string; done: boolean; failure: string | null }> }
  ).rows;
  assert.ok(rows.every((row) => row.done));
  assert.deepEqual(
    rows.filter((row) => row.failure !== null).map((row) => [row.unique_id, row.failure]),
    [[poison, 'the rules cannot take this event']],
  );

  const status = await admin({ method: 'GET', url: '/v1/events/status/' });
  assert.equal(status.statusCode, 200);
  const figures = status.json() as {
    received: number;
    processed: number;
    backlog: number;
    set_aside: number;
  };
  assert.equal(figures.backlog, 0);
  assert.equal(figures.set_aside, 1);
  assert.equal(figures.received - figures.processed - figures.set_aside, 0);
  await app.close();
});
