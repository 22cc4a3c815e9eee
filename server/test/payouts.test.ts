import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns, engineAwards, notifications, taskPrizes } from '../db/schema';
import type { PayoutDelivery } from '../services/payouts/delivery';
import { HOUR, makeCampaign, makeMission, makePlayer, query } from './engine-fixtures';
import { PERMISSIONS } from '../../contract/permissions';
import { build, userWithPermissions } from './helpers';
import { startStubPlatform, testPayoutDelivery, type StubAnswer } from './payout-stub';

type Stub = Awaited<ReturnType<typeof startStubPlatform>>;

/** Awards written as the engine writes them (one per prize, its value added to the campaign's cost). */
async function award(
  app: FastifyInstance,
  campaignId: number,
  playerId: number,
  prizeId: number,
  value: number,
) {
  const [row] = await app.db
    .insert(engineAwards)
    .values({
      key: `test:${campaignId}:${playerId}:${prizeId}:${Math.random()}`,
      campaignId,
      playerId,
      source: 'task',
      prize: { kind: 'cash', id: prizeId, amount: value, free_spins_number: null },
      value,
      currency: 'EUR',
      awarded: new Date(),
    })
    .returning();
  await app.db.execute(sql`update campaigns set cost = cost + ${value} where id = ${campaignId}`);
  return row;
}

const payoutOf = async (app: FastifyInstance, awardId: number) =>
  (
    await query<{ state: string; attempts: number; message: string }>(
      app,
      sql`select state, attempts, message from payouts where award_id = ${awardId}`,
    )
  )[0];

describe('payout delivery', () => {
  let app: FastifyInstance;
  let stub: Stub;
  let script: (key: string, attempt: number) => StubAnswer = () => ({ status: 200 });
  let delivery: PayoutDelivery;
  /** The staff each round said it notified (pushed over their sockets). */
  const pushed: number[][] = [];
  let clock = Date.now();
  /** Runs delivery rounds far enough apart that every retry is due. */
  const rounds = async (count: number) => {
    for (let n = 0; n < count; n += 1) {
      clock += HOUR;
      await delivery.runRound(new Date(clock));
    }
  };

  before(async () => {
    stub = await startStubPlatform((key, attempt) => script(key, attempt));
    app = await build({ PLATFORM_API_URL: stub.url, PLATFORM_API_TIMEOUT: '1500' });
    delivery = testPayoutDelivery(app, {
      retryBaseMs: 1_000,
      onNotified: (userIds) => pushed.push(userIds),
    });
  });
  after(() => stub.close());

  test('a timeout and a 5xx are retried with the same key until paid; a 4xx fails with the message', async () => {
    const { user: creator } = await userWithPermissions(app, [
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.viewPayout,
    ]);
    // Staff who see every campaign and its payouts are told too; those missing either are not.
    const { user: overseer } = await userWithPermissions(app, [
      PERMISSIONS.viewAllCampaigns,
      PERMISSIONS.viewPayout,
    ]);
    const { user: noPayouts } = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    const { user: notTheirs } = await userWithPermissions(app, [
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.viewPayout,
    ]);
    const campaign = await makeCampaign(app, 'mission', { creatorId: creator.id });
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 50, prize: 25 }]);
    const [prize] = await app.db
      .select()
      .from(taskPrizes)
      .where(sql`task_id = ${tasks[0].id}`);
    const player = await makePlayer(app);
    const flaky = await award(app, campaign.id, player.id, prize.id, 25);
    const refused = await award(app, campaign.id, player.id, prize.id, 10);
    script = (key, attempt) => {
      if (key === `award-${refused.id}`) return { status: 400, body: { detail: 'The player is blocked.' } };
      return attempt === 1 ? 'hang' : attempt === 2 ? { status: 503 } : { status: 200 };
    };

    await rounds(5);

    assert.deepEqual(await payoutOf(app, flaky.id), { state: 'paid', attempts: 3, message: '' });
    assert.equal(stub.requests.get(`award-${flaky.id}`), 3, 'sent three times, each with the award key');
    assert.equal(stub.credited.get(`award-${flaky.id}`), 1);
    const body = stub.bodies.find((entry) => entry.idempotency_key === `award-${flaky.id}`)!;
    assert.equal(body.player, player.hash);
    assert.equal(body.kind, 'cash');
    assert.equal(body.amount, 25);

    assert.deepEqual(await payoutOf(app, refused.id), {
      state: 'failed',
      attempts: 1,
      message: 'The player is blocked.',
    });
    const [after] = await app.db
      .select()
      .from(campaigns)
      .where(sql`id = ${campaign.id}`);
    assert.equal(after.cost, 25, 'the failed payout left the cost');
    const told = await app.db
      .select()
      .from(notifications)
      .where(sql`title = ${`Payout failed: ${campaign.name}`}`);
    const toldIds = told.map((note) => note.userId);
    for (const user of [creator, overseer]) assert.ok(toldIds.includes(user.id), `user ${user.id} told`);
    for (const user of [noPayouts, notTheirs])
      assert.ok(!toldIds.includes(user.id), `user ${user.id} not told`);
    assert.equal(new Set(toldIds).size, toldIds.length, 'each once');
    assert.match(told[0].text, /10\.00 EUR to player .*: The player is blocked\./);
    assert.ok(pushed.flat().includes(overseer.id), 'pushed over the socket');
    assert.ok(
      told.every((note) => note.kind === 'payout_failed'),
      'a failed payout is an alert',
    );
  });

  test('retries stop after PAYOUT_RETRY_HOURS: the payout fails for good', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 50, prize: 5 }]);
    const [prize] = await app.db
      .select()
      .from(taskPrizes)
      .where(sql`task_id = ${tasks[0].id}`);
    const player = await makePlayer(app);
    const down = await award(app, campaign.id, player.id, prize.id, 5);
    script = () => ({ status: 502 });
    await rounds(30);
    const payout = await payoutOf(app, down.id);
    assert.equal(payout.state, 'failed');
    assert.match(payout.message, /HTTP 502/);
    assert.ok(payout.attempts >= 2 && payout.attempts <= 26, `${payout.attempts} attempts in 30 hours`);
  });

  test('a held campaign waits; catalogue items are never sent to the platform', async () => {
    const held = await makeCampaign(app, 'mission');
    await app.db.execute(sql`update campaigns set hold_payouts = true where id = ${held.id}`);
    const { tasks } = await makeMission(app, held.id, {}, [{ type: 'deposit', amount: 50, prize: 5 }]);
    const [prize] = await app.db
      .select()
      .from(taskPrizes)
      .where(sql`task_id = ${tasks[0].id}`);
    const player = await makePlayer(app);
    const waiting = await award(app, held.id, player.id, prize.id, 5);
    const item = await award(app, held.id, player.id, prize.id, 5);
    await app.db.execute(
      sql`update engine_awards set prize = prize || '{"kind": "catalog_item"}' where id = ${item.id}`,
    );
    await app.db.execute(sql`update task_prizes set kind = 'catalog_item' where id = ${prize.id}`);
    script = () => ({ status: 200 });
    await rounds(2);
    assert.equal((await payoutOf(app, waiting.id)).state, 'held');
    await app.db.execute(sql`update payouts set state = 'pending' where campaign_id = ${held.id}`);
    await rounds(2);
    assert.equal(stub.requests.get(`award-${item.id}`), undefined);
    assert.equal((await payoutOf(app, item.id)).state, 'pending');
  });
});

describe('payout delivery through the seeded stand-in', () => {
  test('the stand-in records each credit once, by key', async () => {
    const app = await build();
    const delivery = testPayoutDelivery(app);
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 50, prize: 8 }]);
    const [prize] = await app.db
      .select()
      .from(taskPrizes)
      .where(sql`task_id = ${tasks[0].id}`);
    const player = await makePlayer(app);
    const won = await award(app, campaign.id, player.id, prize.id, 8);
    await delivery.runRound();
    assert.equal((await payoutOf(app, won.id)).state, 'paid');
    const credits = await query<{ data: { player: string; amount: number } }>(
      app,
      sql`select data from platform_stand_in_records where collection = 'credits' and id = ${`award-${won.id}`}`,
    );
    assert.equal(credits.length, 1);
    assert.equal(credits[0].data.player, player.hash);
    assert.equal(credits[0].data.amount, 8);
  });
});
