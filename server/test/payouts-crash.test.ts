import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from 'pg';
import { freshDatabase } from './databases';
import { startApi } from './engine-processes';
import { startStubPlatform } from './payout-stub';

/**
 * kill -9 of a real API process after it sent a payout and before it recorded the answer (the stub
 * credits, then holds its answer), then a restart: the payout is sent again with the same key once its
 * attempt's lease ends, the platform credits nothing more, and the payout ends paid.
 */
const pgUrl = process.env.TEST_DATABASE_URL?.trim();

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('payout delivery across kill -9', { skip: pgUrl ? false : 'TEST_DATABASE_URL not set' }, () => {
  test('credited once at the platform and recorded paid after a restart', async () => {
    const stub = await startStubPlatform((_key, attempt) => (attempt === 1 ? 'hold' : { status: 200 }));
    const database = await freshDatabase(pgUrl!, 'payout_crash');
    const env = { DATABASE_URL: database.url, PLATFORM_API_URL: stub.url, PLATFORM_API_TIMEOUT: '500' };
    const client = new Client({ connectionString: database.url });
    let api = await startApi(env);
    try {
      await client.connect();
      const {
        rows: [campaign],
      } = await client.query<{ id: number }>(
        `insert into campaigns (name, type, status) values ('Crash jackpot', 'jackpot', 'AC') returning id`,
      );
      const {
        rows: [player],
      } = await client.query<{ id: number }>(
        `insert into players (hash) values ('crash-payee') returning id`,
      );
      const {
        rows: [award],
      } = await client.query<{ id: string }>(
        `insert into engine_awards (key, campaign_id, player_id, source, prize, value, currency, awarded)
         values ('crash', $1, $2, 'jackpot', '{"kind": "cash", "id": null, "amount": 40, "free_spins_number": null}', 40, 'EUR', now())
         returning id`,
        [campaign.id, player.id],
      );
      const key = `award-${award.id}`;

      await stub.holding();
      const sent = await client.query(`select state, attempts from payouts where award_id = $1`, [award.id]);
      assert.deepEqual(
        sent.rows,
        [{ state: 'sent', attempts: 1 }],
        'the attempt is recorded before the call',
      );
      await api.kill();

      api = await startApi(env);
      const paid = await until('the payout to be paid', async () => {
        const { rows } = await client.query<{ state: string; attempts: number }>(
          `select state, attempts from payouts where award_id = $1`,
          [award.id],
        );
        return rows[0]?.state === 'paid' ? rows[0] : undefined;
      });
      assert.equal(paid.attempts, 2);
      assert.equal(stub.requests.get(key), 2, 'sent again after the crash, with the same key');
      assert.equal(stub.credited.get(key), 1, 'credited once');
      assert.deepEqual(
        stub.bodies.map((body) => body.idempotency_key),
        [key, key],
      );
    } finally {
      await api.stop();
      await client.end();
      await stub.close();
      await database.drop();
    }
  });
});
