import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { players, playerTransactions, sportsbookTransactions } from '../db/schema';
import { createCampaignPush } from '../services/engine/campaign-push';
import { MAX_EVENT_AMOUNT } from '../services/engine/ingest';
import { buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

const uid = () => randomUUID();
const now = () => new Date().toISOString();

function round(player: string, extra: Record<string, unknown> = {}) {
  return {
    kind: 'gameround',
    unique_id: uid(),
    player,
    occurred_at: now(),
    game: 1,
    round_id: uid(),
    bet: '2.50',
    win: 5,
    currency: 'EUR',
    ...extra,
  };
}

async function newKey(admin: AuthedInject, name = 'Platform') {
  const res = await admin({ method: 'POST', url: '/v1/integrations/keys/', payload: { name } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; key: string; prefix: string };
}

const post = (app: FastifyInstance, key: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/v1/events/',
    headers: { authorization: `Api-Key ${key}` },
    payload: payload as object,
  });

async function eventCount(app: FastifyInstance): Promise<number> {
  const result = await app.db.execute(sql`select count(*)::int as n from player_events`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

describe('integration keys', () => {
  test('are shown once, listed by prefix, need manage_integration, and stop working when revoked', async () => {
    const { app, admin, viewer } = await buildWithAdminAndViewer();
    const created = await newKey(admin, 'Main platform');
    assert.match(created.key, /^cbo_[A-Za-z0-9_-]{43}$/);
    assert.ok(created.key.startsWith(created.prefix));

    const list = await admin({ method: 'GET', url: '/v1/integrations/keys/' });
    assert.equal(list.statusCode, 200);
    const row = list.json().results.find((k: { id: number }) => k.id === created.id);
    assert.equal(row.name, 'Main platform');
    assert.equal(row.key, undefined, 'the key is never listed');
    assert.equal(row.last_used, null);
    const stored = await app.db.execute(sql`select key_hash from integration_keys where id = ${created.id}`);
    assert.notEqual(
      (stored as unknown as { rows: Array<{ key_hash: string }> }).rows[0].key_hash,
      created.key,
    );

    assert.equal((await viewer({ method: 'GET', url: '/v1/integrations/keys/' })).statusCode, 403);
    assert.equal(
      (await viewer({ method: 'POST', url: '/v1/integrations/keys/', payload: { name: 'x' } })).statusCode,
      403,
    );
    const blank = await admin({ method: 'POST', url: '/v1/integrations/keys/', payload: { name: '  ' } });
    assert.equal(blank.statusCode, 400);
    assert.ok(blank.json().name);
    const { inject: holder } = await userWithPermissions(app, [PERMISSIONS.manageIntegration]);
    assert.equal((await holder({ method: 'GET', url: '/v1/events/status/' })).statusCode, 200);

    assert.equal((await post(app, created.key, { events: [round('p-key-1')] })).statusCode, 202);
    const used = await admin({ method: 'GET', url: `/v1/integrations/keys/${created.id}/` });
    assert.ok(used.json().last_used, 'last use noted');

    assert.equal(
      (await admin({ method: 'DELETE', url: `/v1/integrations/keys/${created.id}/` })).statusCode,
      204,
    );
    const refused = await post(app, created.key, { events: [round('p-key-1')] });
    assert.equal(refused.statusCode, 401);
    assert.match(refused.headers['www-authenticate'] as string, /^Api-Key/);
    const after = await admin({ method: 'GET', url: `/v1/integrations/keys/${created.id}/` });
    assert.ok(after.json().revoked, 'a revoked key stays listed with its time');
  });

  test('a staff token is refused on the events endpoint, and a key everywhere else', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const withJwt = await admin({
      method: 'POST',
      url: '/v1/events/',
      payload: { events: [round('p-jwt')] },
    });
    assert.equal(withJwt.statusCode, 401);
    assert.match(withJwt.json().detail, /Staff tokens are not accepted/);
    assert.equal((await post(app, 'cbo_not-a-key', { events: [round('p-jwt')] })).statusCode, 401);
    assert.equal(
      (await app.inject({ method: 'POST', url: '/v1/events/', payload: { events: [] } })).statusCode,
      401,
    );
    for (const url of [
      '/v1/auth/me/',
      '/v1/events/status/',
      '/v1/integrations/keys/',
      '/v1/campaigns/campaigns/',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Api-Key ${key}` } });
      assert.equal(res.statusCode, 401, url);
    }
  });
});

describe('POST v1/events/', () => {
  test('stores a batch once, creates players first seen, and the worker writes the wallet history', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const hash = `new-player-${uid()}`;
    const batch = [
      round(hash, { bet: '2.50', win: 5, currency: 'USD' }),
      {
        kind: 'deposit',
        unique_id: uid(),
        player: hash,
        occurred_at: now(),
        amount: 20,
        currency: 'USD',
        method: 'visa',
      },
      { kind: 'login', unique_id: uid(), player: hash, occurred_at: now() },
      {
        kind: 'sportsbet',
        unique_id: uid(),
        player: hash,
        occurred_at: now(),
        bet_id: 'b-1',
        stake: '10',
        currency: 'USD',
        odds: 2.5,
        sport: 'Football',
        league: 'Bundesliga',
        market: '1X2',
        status: 'placed',
      },
    ];
    const first = await post(app, key, { events: batch });
    assert.equal(first.statusCode, 202, first.body);
    assert.deepEqual(first.json(), { accepted: 4, duplicates: 0 });
    const again = await post(app, key, { events: batch });
    assert.deepEqual(again.json(), { accepted: 0, duplicates: 4 });

    const [player] = await app.db.select().from(players).where(eq(players.hash, hash));
    assert.equal(player.currency, 'USD');

    const settle = {
      kind: 'sportsbet',
      unique_id: uid(),
      player: hash,
      occurred_at: now(),
      bet_id: 'b-1',
      stake: '10',
      currency: 'USD',
      odds: 2.5,
      sport: 'Football',
      status: 'won',
      payout: '25',
    };
    assert.equal((await post(app, key, { events: [settle] })).statusCode, 202);
    await app.engine.worker.drain();
    const wallet = await app.db
      .select()
      .from(playerTransactions)
      .where(eq(playerTransactions.playerId, player.id));
    assert.deepEqual(wallet.map((row) => [row.type, row.amount, row.currency]).sort(), [
      ['bet', 2.5, 'USD'],
      ['deposit', 20, 'USD'],
      ['win', 5, 'USD'],
    ]);
    assert.ok(wallet.find((row) => row.type === 'bet')?.gameId === 1);
    const bets = await app.db
      .select()
      .from(sportsbookTransactions)
      .where(eq(sportsbookTransactions.playerId, player.id));
    assert.equal(bets.length, 1, 'the settlement updates the bet');
    assert.equal(bets[0].status, 'won');
    assert.equal(bets[0].payout, 25);

    // Processed once: draining again changes nothing.
    assert.equal(await app.engine.worker.drain(), 0);
    const status = await admin({ method: 'GET', url: '/v1/events/status/' });
    assert.equal(status.json().backlog, 0);
    assert.ok(status.json().processed >= 5);

    // The player's transactions screen shows what came in.
    const screen = await admin({ method: 'GET', url: `/v1/player/players/${player.id}/transactions/` });
    assert.equal(screen.statusCode, 200);
    assert.equal(screen.json().count, 3);
  });

  test('GET v1/events/status/ counts exactly what was stored and applied, and needs manage_integration', async () => {
    const { app, admin, viewer } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const figures = async () => {
      const res = await admin({ method: 'GET', url: '/v1/events/status/' });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as Record<string, number | null>;
    };
    await app.engine.worker.drain();
    const before = await figures();
    assert.equal(before.backlog, 0);
    assert.equal(before.oldest_waiting_seconds, null);

    const batch = [round('p-status-1'), round('p-status-2'), round('p-status-1')];
    assert.deepEqual((await post(app, key, { events: batch })).json(), { accepted: 3, duplicates: 0 });
    // A resent event is not received twice.
    assert.deepEqual((await post(app, key, { events: batch.slice(0, 1) })).json(), {
      accepted: 0,
      duplicates: 1,
    });
    const stored = await figures();
    assert.equal(stored.received, (before.received as number) + 3);
    assert.equal(stored.processed, before.processed);
    assert.equal(stored.backlog, 3);
    assert.ok((stored.oldest_waiting_seconds as number) >= 0);

    assert.equal(await app.engine.worker.drain(), 3);
    const applied = await figures();
    assert.equal(applied.received, stored.received);
    assert.equal(applied.processed, (before.processed as number) + 3);
    assert.equal(applied.backlog, 0);
    assert.equal(applied.oldest_waiting_seconds, null);
    assert.ok((applied.processed_last_minute as number) >= 3);

    assert.equal((await viewer({ method: 'GET', url: '/v1/events/status/' })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/events/status/' })).statusCode, 401);
  });

  test('player events update attributes and exclusion from the event that says so', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const hash = `attr-${uid()}`;
    // Gold dated `goldAt`, then silver with its segments and market, then the exclusion.
    const attributes = (goldAt: string) => ({
      events: [
        { kind: 'player', unique_id: uid(), player: hash, occurred_at: goldAt, vip_level: 'gold' },
        {
          kind: 'player',
          unique_id: uid(),
          player: hash,
          occurred_at: '2024-05-01T10:00:00Z',
          vip_level: 'silver',
          segments: ['a', 'b'],
          market: 'DE',
        },
        {
          kind: 'player',
          unique_id: uid(),
          player: hash,
          occurred_at: '2024-05-02T10:00:00Z',
          self_excluded: true,
          affiliate: null,
        },
      ],
    });
    const res = await post(app, key, attributes('2030-01-01T10:00:00Z'));
    assert.equal(res.statusCode, 422, 'more than a day ahead is refused');
    assert.ok(res.json().errors['0'].occurred_at);

    const ok = await post(app, key, attributes('2024-05-03T10:00:00Z'));
    assert.equal(ok.statusCode, 202, ok.body);
    await app.engine.worker.drain();
    const [player] = await app.db.select().from(players).where(eq(players.hash, hash));
    assert.equal(player.vipLevel, 'gold', 'the latest event wins');
    assert.equal(player.market, 'DE');
    assert.deepEqual(player.segments, ['a', 'b']);
    assert.equal(player.selfExcluded, true);
    assert.equal(player.excludedSince?.toISOString(), '2024-05-02T10:00:00.000Z');

    // A later, earlier-dated exclusion moves the start back; lifting it clears it.
    await post(app, key, {
      events: [
        {
          kind: 'player',
          unique_id: uid(),
          player: hash,
          occurred_at: '2024-04-01T00:00:00Z',
          blocked: true,
        },
      ],
    });
    await app.engine.worker.drain();
    const [earlier] = await app.db.select().from(players).where(eq(players.hash, hash));
    assert.equal(earlier.excludedSince?.toISOString(), '2024-04-01T00:00:00.000Z');
    await post(app, key, {
      events: [
        {
          kind: 'player',
          unique_id: uid(),
          player: hash,
          occurred_at: '2024-06-01T00:00:00Z',
          blocked: false,
          self_excluded: false,
        },
      ],
    });
    await app.engine.worker.drain();
    const [lifted] = await app.db.select().from(players).where(eq(players.hash, hash));
    assert.equal(lifted.excludedSince, null);
  });

  test('a rollback cancels a round in the wallet history', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const hash = `rollback-${uid()}`;
    const bet = round(hash, { bet: '4', win: 0 });
    await post(app, key, { events: [bet] });
    await post(app, key, {
      events: [
        { kind: 'rollback', unique_id: uid(), player: hash, occurred_at: now(), target: bet.unique_id },
      ],
    });
    await app.engine.worker.drain();
    const [player] = await app.db.select().from(players).where(eq(players.hash, hash));
    const wallet = await app.db
      .select()
      .from(playerTransactions)
      .where(eq(playerTransactions.playerId, player.id));
    assert.deepEqual(wallet.map((row) => row.amount).sort(), [-4, 4]);
  });

  test('bad input is a 422 naming the event and field, and nothing is stored', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const before = await eventCount(app);
    const protoEvent = JSON.parse(
      `{"kind":"login","unique_id":"${uid()}","player":"p","occurred_at":"${now()}","__proto__":{"x":1}}`,
    );
    const batch = [
      round('ok-player'),
      { ...round('p'), kind: 'jackpot_win' },
      { kind: 'gameround', player: 'p', occurred_at: now() },
      round('p\u0000', { round_id: 'r\u0000' }),
      protoEvent,
      round('p', { bet: -1 }),
      round('p', { bet: MAX_EVENT_AMOUNT + 1 }),
      round('p', { win: '1.234' }),
      round('p', { currency: 'XXX' }),
      round('p', { occurred_at: 'yesterday' }),
      {
        kind: 'deposit',
        unique_id: uid(),
        player: 'p',
        occurred_at: now(),
        amount: 'NaN',
        currency: 'EUR',
        status: 'maybe',
      },
      {
        kind: 'sportsbet',
        unique_id: uid(),
        player: 'p',
        occurred_at: now(),
        bet_id: 'b',
        stake: 1,
        currency: 'EUR',
        odds: 1e308,
        sport: 'x',
        status: 'placed',
      },
      'not an event',
      round('p', { is_bonus: 'yes' }),
    ];
    const res = await post(app, key, { events: batch });
    assert.equal(res.statusCode, 422, res.body);
    const { errors } = res.json() as { errors: Record<string, Record<string, string[]>> };
    assert.equal(errors['0'], undefined, 'a valid event has no entry');
    assert.ok(errors['1'].kind);
    assert.ok(errors['2'].unique_id && errors['2'].game && errors['2'].bet && errors['2'].currency);
    assert.ok(errors['3'].player && errors['3'].round_id);
    assert.equal(JSON.stringify(errors['4']), '{"__proto__":["Unknown field."]}');
    assert.ok(errors['5'].bet);
    assert.ok(errors['6'].bet);
    assert.ok(errors['7'].win);
    assert.ok(errors['8'].currency);
    assert.ok(errors['9'].occurred_at);
    assert.ok(errors['10'].amount && errors['10'].status);
    assert.ok(errors['11'].odds);
    assert.ok(errors['12'].non_field_errors);
    assert.ok(errors['13'].is_bonus);
    assert.equal(await eventCount(app), before);

    const unknownGame = await post(app, key, { events: [round('p'), round('p', { game: 999_999 })] });
    assert.equal(unknownGame.statusCode, 422);
    assert.deepEqual(Object.keys(unknownGame.json().errors), ['1']);
    assert.ok(unknownGame.json().errors['1'].game);

    for (const body of [
      [],
      { events: [] },
      { events: 'x' },
      { events: Array.from({ length: 10_001 }, () => round('p')) },
    ]) {
      const refused = await post(app, key, body);
      assert.equal(refused.statusCode, 422, JSON.stringify(body).slice(0, 40));
      assert.ok(refused.json().errors.events);
    }
    const garbled = await app.inject({
      method: 'POST',
      url: '/v1/events/',
      headers: { authorization: `Api-Key ${key}`, 'content-type': 'application/json' },
      payload: '{"events": [',
    });
    assert.equal(garbled.statusCode, 400);
    assert.equal(await eventCount(app), before);
  });

  test('a body over 5 MB is a 413', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/events/',
      headers: { authorization: `Api-Key ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ events: [round('p', { round_id: 'x'.repeat(5 * 1024 * 1024) })] }),
    });
    assert.equal(res.statusCode, 413);
  });

  test('10,000 events in one batch are stored', async () => {
    const { app, admin } = await buildWithAdminAndViewer();
    const { key } = await newKey(admin);
    const events = Array.from({ length: 10_000 }, (_, i) => round(`bulk-${i % 500}`));
    const res = await post(app, key, { events });
    assert.equal(res.statusCode, 202, res.body.slice(0, 300));
    assert.deepEqual(res.json(), { accepted: 10_000, duplicates: 0 });
    assert.equal(await app.engine.worker.drain(), 10_000);
  });
});

describe('campaigns_updated pushes', () => {
  test('at most one message per interval, the campaigns of every batch in between merged', async () => {
    const sent: number[][] = [];
    const push = createCampaignPush((message) => sent.push(message.campaigns), 100);
    push.changed([3, 1]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(sent, [[1, 3]], 'the first change after a quiet spell goes at once');
    push.changed([2]);
    push.changed([3]);
    assert.equal(sent.length, 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.deepEqual(sent, [
      [1, 3],
      [2, 3],
    ]);
  });
});
