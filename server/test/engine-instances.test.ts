import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { Client } from 'pg';
import { depositBatch, insertKey, postBatch, startApi, type ApiProcess } from './engine-processes';
import { freshDatabase } from './databases';

/**
 * Two API instances on one PostgreSQL sharing one stream (each gets half the batches, both workers claim
 * from the same table) end with the same players, wallet history and processed events as one instance.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.trim();
const BATCHES = 16;

/** A mixed stream: deposits, sports bets placed then settled, and player attribute changes. */
function stream(): unknown[][] {
  return Array.from({ length: BATCHES }, (_, b) => {
    const events: unknown[] = depositBatch(300, 50);
    for (let i = 0; i < 50; i += 1) {
      const player = `crash-player-${i}`;
      const bet = {
        player,
        bet_id: `bet-${b}-${i}`,
        stake: '5',
        currency: 'EUR',
        odds: 2,
        sport: 'Football',
      };
      events.push(
        {
          kind: 'sportsbet',
          unique_id: randomUUID(),
          occurred_at: new Date().toISOString(),
          status: 'placed',
          ...bet,
        },
        {
          kind: 'sportsbet',
          unique_id: randomUUID(),
          occurred_at: new Date().toISOString(),
          status: i % 2 ? 'won' : 'lost',
          payout: i % 2 ? '10' : '0',
          ...bet,
        },
        {
          kind: 'player',
          unique_id: randomUUID(),
          player,
          occurred_at: new Date(Date.UTC(2024, 0, 1, 0, b, i)).toISOString(),
          vip_level: `level-${b}`,
          ...(b === 3 && i % 10 === 0 ? { self_excluded: true } : {}),
        },
      );
    }
    return events;
  });
}

const SNAPSHOT = `
  select json_build_object(
    'events', (select count(*) from player_events),
    'waiting', (select count(*) from player_event_queue),
    'players', (select json_agg(json_build_array(hash, vip_level, self_excluded, excluded_since) order by hash) from players),
    'wallet', (select json_agg(json_build_array(p.hash, t.n, t.total) order by p.hash)
      from players p join (select player_id, count(*) as n, sum(amount) as total from player_transactions group by player_id) t on t.player_id = p.id),
    'bets', (select json_agg(json_build_array(p.hash, s.bet_id, s.status, s.payout) order by p.hash, s.bet_id)
      from sportsbook_transactions s join players p on p.id = s.player_id)
  ) as snapshot`;

/** Runs the stream through `instances` instances on a fresh database; answers what the data looks like. */
async function run(instances: number, batches: unknown[][]): Promise<unknown> {
  const database = await freshDatabase(pgUrl ?? '', `instances${instances}`);
  const apis: ApiProcess[] = [];
  const client = new Client({ connectionString: database.url });
  try {
    for (let i = 0; i < instances; i += 1) apis.push(await startApi({ DATABASE_URL: database.url }));
    await client.connect();
    const key = await insertKey(client);
    await Promise.all(
      apis.map(async (api, lane) => {
        for (let i = lane; i < batches.length; i += apis.length)
          assert.ok(await postBatch(api.url, key, batches[i]), `batch ${i} acknowledged`);
      }),
    );
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { rows } = await client.query('select count(*)::int as n from player_event_queue');
      if (rows[0].n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return (await client.query(SNAPSHOT)).rows[0].snapshot;
  } finally {
    for (const api of apis) await api.kill();
    await client.end().catch(() => undefined);
    await database.drop();
  }
}

describe(
  'two engine instances on PostgreSQL',
  { skip: pgUrl ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    test('process one stream to the same result as one instance', async () => {
      const batches = stream();
      const alone = await run(1, batches);
      const shared = await run(2, batches);
      assert.equal((alone as { waiting: number }).waiting, 0);
      assert.equal((alone as { events: number }).events, BATCHES * 450);
      assert.deepEqual(shared, alone);
    });
  },
);
