import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { engineAwards, taskPrizes, users } from '../db/schema';
import { CLOSED_ACCOUNT_MESSAGE } from '../platforms/sources';
import { createPayouts } from '../services/payouts/delivery';
import { makeCampaign, makeMission, makePlayer, query } from './engine-fixtures';
import { testPayoutDelivery } from './payout-stub';
import { PERMISSIONS } from '../../contract/permissions';
import {
  auditEntriesOf,
  build,
  DEMO_USERS,
  parseCsv,
  signInAs,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

/** A campaign made by the demo admin with one awarded prize, its payout written (held when `hold`). */
async function campaignWithPayout(app: FastifyInstance, hold: boolean) {
  const [admin] = await app.db
    .select()
    .from(users)
    .where(sql`email = ${DEMO_USERS.admin.email}`);
  const campaign = await makeCampaign(app, 'mission', { creatorId: admin.id });
  await app.db.execute(sql`update campaigns set hold_payouts = ${hold}, cost = 12 where id = ${campaign.id}`);
  const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 50, prize: 12 }]);
  const [prize] = await app.db
    .select()
    .from(taskPrizes)
    .where(sql`task_id = ${tasks[0].id}`);
  const player = await makePlayer(app);
  await app.db.insert(engineAwards).values({
    key: `api:${campaign.id}`,
    campaignId: campaign.id,
    playerId: player.id,
    source: 'task',
    prize: { kind: 'cash', id: prize.id, amount: 12, free_spins_number: null },
    value: 12,
    currency: 'EUR',
    awarded: new Date(),
  });
  await app.db.transaction((tx) => createPayouts(tx, new Date()));
  const [payout] = await query<{ id: number; state: string }>(
    app,
    sql`select id::int as id, state from payouts where campaign_id = ${campaign.id}`,
  );
  return { campaign, player, payout };
}

const costOf = async (app: FastifyInstance, campaignId: number) =>
  (await query<{ cost: string }>(app, sql`select cost from campaigns where id = ${campaignId}`))[0].cost;

describe('payouts API', () => {
  let app: FastifyInstance;
  let admin: AuthedInject;
  let approver: AuthedInject;
  let viewer: AuthedInject;

  before(async () => {
    app = await build({ DEV_OUTBOX_API: 'true' });
    admin = await signInAs(app, 'admin');
    approver = await signInAs(app, 'approver');
    viewer = await signInAs(app, 'viewer');
  });

  test('four eyes: the creator cannot release a held payout, another approver can; both logged', async () => {
    const { campaign, payout } = await campaignWithPayout(app, true);
    assert.equal(payout.state, 'held');

    const refused = await admin({ method: 'POST', url: `/v1/payouts/${payout.id}/release/` });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /You created this campaign/);
    const refusedAll = await admin({
      method: 'POST',
      url: '/v1/payouts/release/',
      payload: { campaign: campaign.id },
    });
    assert.equal(refusedAll.statusCode, 403);

    const released = await approver({ method: 'POST', url: `/v1/payouts/${payout.id}/release/` });
    assert.equal(released.statusCode, 200, released.body);
    assert.equal(released.json().state, 'pending');
    const [entry] = await auditEntriesOf(app, 'payout', payout.id);
    assert.equal(entry.actorEmail, DEMO_USERS.approver.email);
    assert.deepEqual(entry.changes.state, { before: 'held', after: 'pending' });

    const again = await approver({ method: 'POST', url: `/v1/payouts/${payout.id}/release/` });
    assert.equal(again.statusCode, 400);
    assert.ok(again.json().non_field_errors);
  });

  test('release all held payouts of a campaign', async () => {
    const { campaign } = await campaignWithPayout(app, true);
    const response = await approver({
      method: 'POST',
      url: '/v1/payouts/release/',
      payload: { campaign: campaign.id },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { released: 1 });
    const [entry] = await auditEntriesOf(app, 'campaign_payouts', campaign.id);
    assert.equal(entry.actorEmail, DEMO_USERS.approver.email);
    const missing = await approver({
      method: 'POST',
      url: '/v1/payouts/release/',
      payload: { campaign: 999999 },
    });
    assert.equal(missing.statusCode, 404);
    const bad = await approver({ method: 'POST', url: '/v1/payouts/release/', payload: {} });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().campaign);
  });

  test('retry a failed payout puts it back in the cost; cancel needs a reason and leaves the cost', async () => {
    const { campaign, payout } = await campaignWithPayout(app, false);
    await app.db.execute(
      sql`update payouts set state = 'failed', message = 'Blocked' where id = ${payout.id}`,
    );
    await app.db.execute(sql`update campaigns set cost = 0 where id = ${campaign.id}`);
    const retried = await admin({ method: 'POST', url: `/v1/payouts/${payout.id}/retry/` });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.json().state, 'pending');
    assert.equal(Number(await costOf(app, campaign.id)), 12);

    const held = await campaignWithPayout(app, true);
    const blank = await admin({
      method: 'POST',
      url: `/v1/payouts/${held.payout.id}/cancel/`,
      payload: { reason: '  ' },
    });
    assert.equal(blank.statusCode, 400);
    assert.ok(blank.json().reason);
    const cancelled = await admin({
      method: 'POST',
      url: `/v1/payouts/${held.payout.id}/cancel/`,
      payload: { reason: 'Duplicate account' },
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().state, 'cancelled');
    assert.equal(cancelled.json().message, 'Duplicate account');
    assert.equal(Number(await costOf(app, held.campaign.id)), 0);
  });

  test('list: filters, checked order, totals per state and currency; permissions', async () => {
    const { campaign, player } = await campaignWithPayout(app, true);
    const listed = await viewer({ method: 'GET', url: `/v1/payouts/?campaign=${campaign.id}&status=held` });
    assert.equal(listed.statusCode, 200, listed.body);
    const page = listed.json();
    assert.equal(page.count, 1);
    assert.equal(page.results[0].player, player.hash);
    assert.deepEqual(page.totals, [{ state: 'held', currency: 'EUR', count: 1, value: 12 }]);
    const byPlayer = await viewer({ method: 'GET', url: `/v1/payouts/?player=${player.hash}&kind=cash` });
    assert.equal(byPlayer.json().count, 1);

    assert.equal((await viewer({ method: 'GET', url: '/v1/payouts/?order_by=secret' })).statusCode, 400);
    assert.equal((await viewer({ method: 'GET', url: '/v1/payouts/?status=lost' })).statusCode, 400);
    assert.equal((await viewer({ method: 'GET', url: '/v1/payouts/?date_from=yesterday' })).statusCode, 400);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/payouts/' })).statusCode, 401);
    assert.equal((await viewer({ method: 'POST', url: '/v1/payouts/1/retry/' })).statusCode, 403);
    assert.equal((await admin({ method: 'POST', url: '/v1/payouts/99999999/retry/' })).statusCode, 404);
  });

  test("send-payouts-report mails the campaign's payouts as a CSV to the requester", async () => {
    const { campaign, player, payout } = await campaignWithPayout(app, false);
    await app.db.execute(
      sql`update payouts set state = 'failed', message = '=HYPERLINK("x")' where id = ${payout.id}`,
    );
    const url = `/v1/campaigns/campaigns/${campaign.id}/send-payouts-report/`;
    const response = await approver({ method: 'POST', url });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), {
      detail: `The payouts report was sent to ${DEMO_USERS.approver.email}.`,
      rows: 1,
    });
    const [mail] = await app.repos.outbox.list({ to: DEMO_USERS.approver.email, limit: 1 });
    assert.equal(mail.subject, `Payouts report: ${campaign.name}`);
    assert.match(mail.text, /1 payout\)/);
    assert.equal(mail.attachments.length, 1);
    const [file] = mail.attachments;
    assert.equal(file.filename, `payouts_report_${campaign.id}.csv`);
    assert.equal(file.contentType, 'text/csv');
    const rows = parseCsv(file.content);
    assert.deepEqual(rows[0], [
      'payout',
      'campaign',
      'player_hash',
      'prize_kind',
      'value',
      'currency',
      'state',
      'attempts',
      'message',
      'created',
      'paid',
    ]);
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[1].slice(0, 9), [
      String(payout.id),
      campaign.name,
      player.hash,
      'cash',
      '12.00',
      'EUR',
      'failed',
      '0',
      `'=HYPERLINK("x")`,
    ]);

    // The outbox's dev view (end-to-end tests read mails there) shows the file too.
    const dev = await app.inject({
      method: 'GET',
      url: `/v1/dev/outbox/?to=${encodeURIComponent(DEMO_USERS.approver.email)}`,
    });
    assert.deepEqual(dev.json()[0].attachments, [
      { filename: file.filename, content_type: 'text/csv', content: file.content },
    ]);

    assert.equal((await app.inject({ method: 'POST', url })).statusCode, 401);
    const campaignsOnly = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    assert.equal((await campaignsOnly.inject({ method: 'POST', url })).statusCode, 403);
    const ownOnly = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign, PERMISSIONS.viewPayout]);
    assert.equal((await ownOnly.inject({ method: 'POST', url })).statusCode, 404);
    const missing = '/v1/campaigns/campaigns/99999999/send-payouts-report/';
    assert.equal((await approver({ method: 'POST', url: missing })).statusCode, 404);
    const bad = '/v1/campaigns/campaigns/abc/send-payouts-report/';
    assert.equal((await approver({ method: 'POST', url: bad })).statusCode, 404, 'not an id: no such path');
    assert.equal((await app.repos.outbox.list({ to: ownOnly.email, limit: 5 })).length, 0);
  });

  test("the stand-in platform refuses a closed account's credit; reopened, the retried payout is paid", async () => {
    const { player, payout } = await campaignWithPayout(app, false);
    const delivery = testPayoutDelivery(app);
    const closeAccount = (closed: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/v1/dev/platform/closed-accounts/${player.hash}/`,
        payload: { closed },
      });
    assert.equal((await closeAccount(true)).statusCode, 200);
    await delivery.runRound();
    const failed = (await admin({ method: 'GET', url: `/v1/payouts/?player=${player.hash}` })).json();
    assert.equal(failed.results[0].state, 'failed');
    assert.equal(failed.results[0].message, CLOSED_ACCOUNT_MESSAGE);

    assert.equal((await closeAccount(false)).statusCode, 200);
    assert.equal((await admin({ method: 'POST', url: `/v1/payouts/${payout.id}/retry/` })).statusCode, 200);
    await delivery.runRound();
    const paid = (await admin({ method: 'GET', url: `/v1/payouts/?player=${player.hash}` })).json();
    assert.equal(paid.results[0].state, 'paid');
    const bad = await app.inject({
      method: 'PUT',
      url: `/v1/dev/platform/closed-accounts/${player.hash}/`,
      payload: { closed: 'yes' },
    });
    assert.equal(bad.statusCode, 400);
  });

  test('hold_payouts is a campaign field', async () => {
    const { campaign } = await campaignWithPayout(app, true);
    const response = await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().hold_payouts, true);
  });

  test("the platform's credit body is in the OpenAPI document", async () => {
    const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const credit = document.components.schemas.PlatformCreditRequest;
    assert.ok(credit.properties.idempotency_key);
    assert.ok(credit.properties.free_spins_number);
    assert.match(document.info.description, /bonus\/credit\//);
    assert.ok(document.paths['/v1/payouts/{id}/release/']);
  });

  test("the player's statistics list their real payouts", async () => {
    const { player, campaign } = await campaignWithPayout(app, false);
    const response = await viewer({ method: 'GET', url: `/v1/player/players/${player.id}/statistics/` });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.total_prize_payouts, 1);
    assert.deepEqual(body.prize_payouts[0].campaign, {
      id: campaign.id,
      name: campaign.name,
      type: 'mission',
    });
    assert.equal(body.prize_payouts[0].state, 'pending');
    assert.deepEqual(body.total_prize_payouts_cost, { amount: 12, currency: 'EUR' });
  });
});
