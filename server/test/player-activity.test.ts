import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaignParticipations, campaigns, playerOptOuts, targetGroups } from '../db/schema';
import {
  auditEntriesOf,
  buildWithAdminAndViewer,
  demoPlayerHash,
  parseCsv,
  type AuthedInject,
  userWithPermissions,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;
let nobody: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
  nobody = (await userWithPermissions(app, [])).inject;
});

/** Demo player n (ids follow the seed's order); players 1–2000 have a history, every 4th sportsbook bets. */
const playerId = async (n: number) => (await app.repos.players.findByHash(demoPlayerHash(n)))!.id;

describe('players list: attribute filters and export', () => {
  test('each attribute filter keeps only players with one of its values', async () => {
    const res = await viewer({
      method: 'GET',
      url: '/v1/player/players/?markets=DE,FI&vip_levels=Gold,Silver&limit=100',
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.ok(body.count > 0 && body.count < 50_000);
    for (const player of body.results) {
      assert.ok(['DE', 'FI'].includes(player.market));
      assert.ok(['Gold', 'Silver'].includes(player.vip_level));
    }
    const segments = (
      await viewer({ method: 'GET', url: '/v1/player/players/?segments=high_roller&customer_states=new' })
    ).json();
    for (const player of segments.results) {
      assert.ok(player.segments.includes('high_roller'));
      assert.equal(player.customer_state, 'new');
    }
    const affiliates = (
      await viewer({ method: 'GET', url: '/v1/player/players/?affiliates=AFF-001' })
    ).json();
    assert.ok(affiliates.count > 0);
    assert.ok(affiliates.results.every((p: { affiliate: string }) => p.affiliate === 'AFF-001'));
  });

  test('bad filter values answer 400; no sign-in 401', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/player/players/?markets=DE%00' });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().markets);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/player/players/' })).statusCode, 401);
  });

  test('export-players streams the filtered players as player_export.csv', async () => {
    const res = await admin({
      method: 'GET',
      url: '/v1/player/players/export-players/?export=true&markets=SE&vip_levels=Diamond',
    });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-disposition'] as string, /filename="player_export.csv"/);
    const rows = parseCsv(res.body);
    assert.deepEqual(rows[0], [
      'id',
      'hash',
      'currency',
      'market',
      'vip_level',
      'affiliate',
      'customer_state',
      'segments',
      'registered',
    ]);
    const count = (
      await viewer({ method: 'GET', url: '/v1/player/players/?markets=SE&vip_levels=Diamond' })
    ).json().count;
    assert.equal(rows.length - 1, count);
    assert.ok(rows.slice(1).every((row) => row[3] === 'SE' && row[4] === 'Diamond'));
    assert.equal(
      (await app.inject({ method: 'GET', url: '/v1/player/players/export-players/' })).statusCode,
      401,
    );
  });
});

describe('one player', () => {
  test('the player with turnover, deposits and revenue in their currency', async () => {
    const id = await playerId(8);
    const res = await viewer({ method: 'GET', url: `/v1/player/players/${id}/` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.hash, demoPlayerHash(8));
    for (const key of ['turnover', 'deposits', 'revenue']) {
      assert.equal(body[key].currency, body.currency);
      assert.equal(typeof body[key].amount, 'number');
    }
    assert.ok(body.turnover.amount > 0 && body.deposits.amount > 0);
    assert.equal((await viewer({ method: 'GET', url: '/v1/player/players/99999999/' })).statusCode, 404);
  });

  test('PATCH segments: change_player needed, checked, logged', async () => {
    const id = await playerId(9);
    const url = `/v1/player/players/${id}/`;
    assert.equal((await viewer({ method: 'PATCH', url, payload: { segments: ['vip'] } })).statusCode, 403);
    let res = await admin({ method: 'PATCH', url, payload: { segments: ['vip', ' vip ', 'weekend'] } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().segments, ['vip', 'weekend']);
    assert.ok(res.json().turnover);
    const [entry] = await auditEntriesOf(app, 'player', id);
    assert.equal(entry.action, 'update');

    res = await admin({ method: 'PATCH', url, payload: { segments: ['bad\u0000'] } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().segments);
    res = await admin({ method: 'PATCH', url, payload: { segments: ['   '] } });
    assert.equal(res.statusCode, 400);
    res = await admin({
      method: 'PATCH',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"segments": [], "__proto__": {"x": 1}}',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(
      (await admin({ method: 'PATCH', url: '/v1/player/players/99999999/', payload: { segments: [] } }))
        .statusCode,
      404,
    );
  });

  test('transactions: newest first, paged, filtered, with the filters they offer', async () => {
    const id = await playerId(12);
    const url = `/v1/player/players/${id}/transactions/`;
    let res = await viewer({ method: 'GET', url: `${url}?limit=5` });
    assert.equal(res.statusCode, 200);
    let body = res.json();
    assert.ok(body.count > 5);
    assert.equal(body.results.length, 5);
    assert.ok(body.next.includes('offset=5'));
    const times = body.results.map((row: { created: string }) => row.created);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.ok(body.filters.types.includes('bet'));
    assert.ok(body.filters.categories.includes('payments'));
    assert.ok(body.filters.providers.length > 0);
    assert.equal(body.results[0].currency, (await app.repos.players.findById(id))!.currency);

    res = await viewer({ method: 'GET', url: `${url}?types=deposit,withdrawal&limit=100` });
    body = res.json();
    assert.ok(body.count > 0);
    assert.ok(body.results.every((row: { type: string }) => ['deposit', 'withdrawal'].includes(row.type)));
    res = await viewer({ method: 'GET', url: `${url}?categories=payments&providers=Nobody` });
    assert.equal(res.json().count, 0);

    assert.equal((await viewer({ method: 'GET', url: `${url}?types=bet%00` })).statusCode, 400);
    assert.equal(
      (await viewer({ method: 'GET', url: '/v1/player/players/99999999/transactions/' })).statusCode,
      404,
    );
  });

  test('sportsbook transactions: filtered by bet types and statuses', async () => {
    const id = await playerId(16);
    const url = `/v1/player/players/${id}/sportsbook-transactions/`;
    let body = (await viewer({ method: 'GET', url })).json();
    assert.ok(body.count > 0);
    assert.ok(body.filters.bet_types.length > 0 && body.filters.statuses.length > 0);
    const status = body.filters.statuses[0];
    body = (
      await viewer({ method: 'GET', url: `${url}?statuses=${status}&bet_types=single,combo,system` })
    ).json();
    assert.ok(body.count > 0);
    assert.ok(body.results.every((row: { status: string }) => row.status === status));
    assert.ok(body.results.every((row: { currency: string }) => row.currency.length === 3));
    const noBets = await playerId(17);
    body = (
      await viewer({ method: 'GET', url: `/v1/player/players/${noBets}/sportsbook-transactions/` })
    ).json();
    assert.equal(body.count, 0);
    assert.deepEqual(body.filters, { bet_types: [], statuses: [] });
    assert.equal((await viewer({ method: 'GET', url: `${url}?statuses=%00` })).statusCode, 400);
  });

  test('statistics: eligible, participated, payouts with totals, newest first', async () => {
    const [joined] = await app.db
      .select({ playerId: campaignParticipations.playerId })
      .from(campaignParticipations)
      .where(isNotNull(campaignParticipations.completed))
      .limit(1);
    const res = await viewer({ method: 'GET', url: `/v1/player/players/${joined.playerId}/statistics/` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.ok(body.campaigns_participated_in.length > 0);
    const starts = body.campaigns_participated_in.map((c: { start: string }) => c.start);
    assert.deepEqual(starts, [...starts].sort().reverse());
    const created = body.prize_payouts.map((p: { created: string }) => p.created);
    assert.deepEqual(created, [...created].sort().reverse());
    assert.equal(body.total_prize_payouts, body.prize_payouts.length);
    const sum = body.prize_payouts.reduce((total: number, p: { amount: number }) => total + p.amount, 0);
    assert.equal(body.total_prize_payouts_cost.amount, Math.round(sum * 100) / 100);
    assert.equal(body.campaigns_with_statistics.length, body.campaigns_participated_in.length);
    assert.ok(body.campaigns_with_statistics[0].turnover.currency);
    assert.ok(body.campaigns_eligible_for.every((c: { status: string }) => ['SC', 'AC'].includes(c.status)));
    assert.ok(Array.isArray(body.opt_outs));
    assert.equal(
      (await viewer({ method: 'GET', url: '/v1/player/players/99999999/statistics/' })).statusCode,
      404,
    );
  });
});

describe('revoke an opt-out', () => {
  test('deletes the opt-out; the player is eligible again; errors at their fields', async () => {
    const [campaign] = await app.db
      .select()
      .from(campaigns)
      .where(
        and(
          inArray(campaigns.status, ['SC', 'AC']),
          eq(campaigns.isTemplate, false),
          isNotNull(campaigns.targetGroupId),
        ),
      )
      .limit(1);
    const groupId = campaign.targetGroupId!;
    // Player 3 is in a group without filters, or in none of the seeded opt-outs: make sure of both.
    await app.db.update(targetGroups).set({ filters: {} }).where(eq(targetGroups.id, groupId));
    const id = await playerId(3);
    const hash = demoPlayerHash(3);
    await app.repos.playerActivity.addOptOut(groupId, id, campaign.type);
    const eligibleIds = async () =>
      (await viewer({ method: 'GET', url: `/v1/player/players/${id}/statistics/` }))
        .json()
        .campaigns_eligible_for.map((c: { id: number }) => c.id);
    assert.ok(!(await eligibleIds()).includes(campaign.id));

    const url = `/v1/player/target-groups/${groupId}/revoke-opt-out/`;
    assert.equal(
      (await nobody({ method: 'POST', url, payload: { campaign_type: campaign.type, hash } })).statusCode,
      403,
    );
    let res = await admin({ method: 'POST', url, payload: { campaign_type: campaign.type, hash } });
    assert.equal(res.statusCode, 200);
    assert.ok(
      (await app.db.select().from(playerOptOuts).where(eq(playerOptOuts.playerId, id))).every(
        (row) => row.targetGroupId !== groupId || row.campaignType !== campaign.type,
      ),
    );
    assert.ok((await eligibleIds()).includes(campaign.id));

    res = await admin({ method: 'POST', url, payload: { campaign_type: campaign.type, hash } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().campaign_type);
    res = await admin({ method: 'POST', url, payload: { campaign_type: campaign.type, hash: 'nobody' } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().hash);
    res = await admin({ method: 'POST', url, payload: { hash } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().campaign_type);
    res = await admin({ method: 'POST', url, payload: { campaign_type: 'mission\u0000', hash } });
    assert.equal(res.statusCode, 400);
    res = await admin({
      method: 'POST',
      url: '/v1/player/target-groups/99999999/revoke-opt-out/',
      payload: { campaign_type: 'mission', hash },
    });
    assert.equal(res.statusCode, 404);
  });
});

describe('player reports', () => {
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  test('player activity: one row per day, deposits in the casino currency', async () => {
    const res = await viewer({
      method: 'GET',
      url: `/v1/reports/player-activity/?start=${daysAgo(29)}&end=${today}`,
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.currency, 'EUR');
    assert.equal(body.days.length, 30);
    assert.equal(body.days[0].day, daysAgo(29));
    assert.equal(body.days[29].day, today);
    assert.ok(body.days.some((day: { active_players: number }) => day.active_players > 0));
    assert.ok(body.totals.deposits > 0 && body.totals.deposit_amount > 0);
  });

  test('player activity counts every player a campaign counts, on the same day', async () => {
    const [active] = await app.repos.campaigns.list(
      { statuses: ['AC'], isTemplate: false, orderBy: 'id' },
      { limit: 1, offset: 0 },
    );
    const statistics = (
      await viewer({ method: 'GET', url: `/v1/campaigns/campaigns/${active.id}/statistics/` })
    ).json();
    const days: Array<{ day: string; participants: number }> = statistics.series;
    assert.ok(days.length > 0);
    const activity = (
      await viewer({
        method: 'GET',
        url: `/v1/reports/player-activity/?start=${days[0].day}&end=${days[days.length - 1].day}`,
      })
    ).json();
    const playedOn = new Map(
      activity.days.map((day: { day: string; active_players: number }) => [day.day, day.active_players]),
    );
    // A campaign's participants of a day are among the day's active players.
    for (const day of days) assert.ok(Number(playedOn.get(day.day)) >= day.participants, day.day);
  });

  test('player activity: bad periods answer 400 at their field', async () => {
    let res = await viewer({
      method: 'GET',
      url: `/v1/reports/player-activity/?start=${today}&end=${daysAgo(3)}`,
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().end);
    res = await viewer({ method: 'GET', url: `/v1/reports/player-activity/?start=2020-01-01&end=${today}` });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().end);
    res = await viewer({ method: 'GET', url: `/v1/reports/player-activity/?start=yesterday&end=${today}` });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().start);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/reports/player-activity/' })).statusCode, 401);
  });

  test('player log: the player in the campaign as a CSV; errors at their fields; campaign viewers only', async () => {
    const [row] = await app.db
      .select({ campaignId: campaignParticipations.campaignId, playerId: campaignParticipations.playerId })
      .from(campaignParticipations)
      .where(isNotNull(campaignParticipations.completed))
      .limit(1);
    const url = `/v1/reports/player-logs/?campaign=${row.campaignId}&player=${row.playerId}`;
    let res = await viewer({ method: 'GET', url });
    assert.equal(res.statusCode, 200);
    assert.match(
      res.headers['content-disposition'] as string,
      new RegExp(`player_${row.playerId}_campaign_${row.campaignId}_log.csv`),
    );
    const rows = parseCsv(res.body);
    assert.deepEqual(rows[0], [
      'time',
      'campaign',
      'player',
      'hash',
      'event',
      'detail',
      'amount',
      'currency',
    ]);
    const events = rows.slice(1).map((line) => line[4]);
    assert.ok(events.includes('joined') && events.includes('completed'));
    const times = rows.slice(1).map((line) => line[0]);
    assert.deepEqual(times, [...times].sort());

    const hash = rows[1][3];
    res = await viewer({
      method: 'GET',
      url: `/v1/reports/player-logs/?campaign=${row.campaignId}&player=${hash}`,
    });
    assert.equal(res.statusCode, 200);

    res = await viewer({ method: 'GET', url: `/v1/reports/player-logs/?campaign=99999999&player=1` });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().campaign);
    res = await viewer({
      method: 'GET',
      url: `/v1/reports/player-logs/?campaign=${row.campaignId}&player=nobody`,
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().player);
    res = await viewer({ method: 'GET', url: `/v1/reports/player-logs/?campaign=abc&player=1` });
    assert.equal(res.statusCode, 400);
    res = await viewer({
      method: 'GET',
      url: `/v1/reports/player-logs/?campaign=${row.campaignId}&player=%00`,
    });
    assert.equal(res.statusCode, 400);
    assert.equal((await nobody({ method: 'GET', url })).statusCode, 403);
  });
});

describe('deposit methods', () => {
  test('listed by name, filtered by currency, search and enabled', async () => {
    let body = (await viewer({ method: 'GET', url: '/v1/campaigns/deposit-methods/' })).json();
    assert.ok(body.count >= 8);
    const names = body.results.map((m: { name: string }) => m.name);
    assert.deepEqual(
      names,
      [...names].sort((a: string, b: string) => a.localeCompare(b)),
    );
    body = (
      await viewer({ method: 'GET', url: '/v1/campaigns/deposit-methods/?currency=CAD&enabled=true' })
    ).json();
    assert.ok(body.results.length > 0);
    for (const method of body.results) {
      assert.ok(method.enabled);
      assert.ok(method.currencies.length === 0 || method.currencies.includes('CAD'));
    }
    body = (await viewer({ method: 'GET', url: '/v1/campaigns/deposit-methods/?search=trust' })).json();
    assert.deepEqual(
      body.results.map((m: { code: string }) => m.code),
      ['trustly'],
    );
    const res = await viewer({ method: 'GET', url: '/v1/campaigns/deposit-methods/?currency=euro' });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().currency);
    assert.equal(
      (await app.inject({ method: 'GET', url: '/v1/campaigns/deposit-methods/' })).statusCode,
      401,
    );
  });
});

describe('casino settings: rates and languages', () => {
  test('PATCH exchange rates and languages (English sorted first)', async () => {
    const res = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: {
        exchange_rates: { EUR: 1, USD: 1.1, GBP: 0.86, SEK: 11.4, NOK: 11.7, CAD: 1.5 },
        languages: [
          { code: 'de', name: 'German' },
          { code: 'en', name: 'English' },
        ],
      },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().exchange_rates.USD, 1.1);
    assert.deepEqual(
      res.json().languages.map((l: { code: string }) => l.code),
      ['en', 'de'],
    );
    const me = (await viewer({ method: 'GET', url: '/v1/auth/me/' })).json();
    assert.equal(me.casino.exchange_rates.USD, 1.1);
  });

  test('rules across fields answer 400 at the field', async () => {
    const patch = (payload: Record<string, unknown>) =>
      admin({ method: 'PATCH', url: '/v1/casinos/settings/', payload });
    let res = await patch({ currencies: ['EUR', 'PLN'] });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().exchange_rates[0], /PLN/);
    res = await patch({ exchange_rates: { eur: 1 } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().exchange_rates);
    res = await patch({ exchange_rates: { EUR: 0 } });
    assert.equal(res.statusCode, 400);
    res = await patch({ languages: [{ code: 'de', name: 'German' }] });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().languages[0], /English/);
    res = await patch({
      languages: [
        { code: 'en', name: 'English' },
        { code: 'en', name: 'Again' },
      ],
    });
    assert.equal(res.statusCode, 400);
    res = await patch({ languages: [{ code: 'english', name: 'English' }] });
    assert.equal(res.statusCode, 400);
    res = await patch({ languages: [{ code: 'en', name: 'Eng\u0000' }] });
    assert.equal(res.statusCode, 400);
    res = await viewer({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { enable_reports_tab: false },
    });
    assert.equal(res.statusCode, 403);
  });
});
