import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rollOf, seedStream } from '../services/engine/campaigns/draws';
import { boostedAt } from '../services/engine/campaigns/jackpots';
import { dropsDueBy } from '../services/engine/campaigns/prize-drops';
import {
  applyEvents,
  engineEvents,
  HOUR,
  makeCampaign,
  makeJackpot,
  makePlayer,
  makePrizeDrop,
  query,
  round,
} from './engine-fixtures';
import { build, DEMO_USERS, signInAs, type AuthedInject } from './helpers';

let app: FastifyInstance;
let adminId: number;
let admin: AuthedInject;
before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
  adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
});

interface DrawRow {
  player_id: number;
  event_id: string;
  occurred_at: string;
  seed: string;
  chance: number;
  roll: number;
  won: boolean;
}

const drawsOf = (campaignId: number) =>
  query<DrawRow>(
    app,
    sql`select player_id, event_id, occurred_at, seed, chance, roll, won from engine_draws
        where campaign_id = ${campaignId} order by id`,
  );

/**
 * Every won draw checks out from its own seed alone, and every draw, lost ones too, from its batch's
 * record: replaying each batch's keystream over its chances wins exactly the recorded draws.
 */
async function assertReproducible(campaignId: number, draws: readonly DrawRow[]) {
  for (const draw of draws) {
    assert.equal(draw.roll, rollOf(draw.seed), 'the roll is the seed’s');
    assert.equal(draw.won, draw.roll < draw.chance);
    assert.match(draw.seed, /^[0-9a-f]{64}$/);
  }
  const batches = await query<{ seed: string; draws: Array<[number, number]>; derivation: number }>(
    app,
    sql`select seed, draws::json as draws, derivation from engine_draw_batches where campaign_id = ${campaignId} order by id`,
  );
  const replayed: string[] = [];
  for (const batch of batches) {
    assert.equal(batch.derivation, 2);
    const stream = seedStream(batch.seed);
    for (const [storedId, chanceUnits] of batch.draws) {
      const at = stream.next();
      const { keystream } = stream;
      if (keystream.readUIntBE(at, 6) < chanceUnits)
        replayed.push(`${storedId}:${keystream.toString('hex', at, at + 32)}`);
    }
  }
  const recorded = await query<{ key: string }>(
    app,
    sql`select e.id || ':' || d.seed as key from engine_draws d join player_events e on e.unique_id = d.event_id
        where d.campaign_id = ${campaignId} order by d.id`,
  );
  assert.deepEqual(
    replayed,
    recorded.map((row) => row.key),
    'the batches replay to the won draws',
  );
}

describe('engine: prize drops', () => {
  test('drops are spread over the hours, at most one per player per hour, every draw recorded and reproducible', async () => {
    const start = new Date(Date.now() - 2 * HOUR + 60_000);
    const campaign = await makeCampaign(app, 'prizeDrop', { start, hours: 2 });
    await makePrizeDrop(app, campaign.id, { drops: 4, minBet: 1 });
    const pool = await Promise.all(Array.from({ length: 8 }, () => makePlayer(app)));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    // Hour 0: everyone bets big, twice; a bet under the minimum never draws.
    await applyEvents(
      app,
      engineEvents([
        ...pool.map((player, index) => round(player.id, at(10 + index), 50)),
        ...pool.map((player, index) => round(player.id, at(40 + index), 50)),
        round(pool[0].id, at(50), 0.5),
      ]),
    );
    let draws = await drawsOf(campaign.id);
    assert.ok(draws.length > 0 && draws.length <= 16);
    const wonFirstHour = draws.filter((draw) => draw.won);
    assert.ok(
      wonFirstHour.length >= 1 && wonFirstHour.length <= dropsDueBy(4, 2, 0),
      `${wonFirstHour.length} won in hour 0`,
    );
    assert.equal(
      new Set(wonFirstHour.map((draw) => draw.player_id)).size,
      wonFirstHour.length,
      'one per player per hour',
    );
    // Hour 1: what hour 0 left rolls over; never more than the campaign's drops.
    await applyEvents(
      app,
      engineEvents(pool.map((player, index) => round(player.id, at(70 + index * 5), 80))),
    );
    draws = await drawsOf(campaign.id);
    const won = draws.filter((draw) => draw.won);
    assert.ok(won.length <= 4);
    await assertReproducible(campaign.id, draws);
    const awards = await query<{ key: string; value: number }>(
      app,
      sql`select key, value::float8 as value from engine_awards where campaign_id = ${campaign.id} and cancelled is null`,
    );
    assert.equal(awards.length, won.length);
    assert.ok(awards.every((award) => award.value === 10));

    // A voided bet gives its drop back.
    const target = won[0];
    await applyEvents(
      app,
      engineEvents([{ kind: 'rollback', player: target.player_id, at: at(100), target: target.event_id }]),
    );
    const [{ cancelled }] = await query<{ cancelled: number }>(
      app,
      sql`select count(*)::int as cancelled from engine_awards where campaign_id = ${campaign.id} and cancelled is not null`,
    );
    assert.equal(cancelled, 1);
    const live = await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/live/` });
    assert.equal(live.statusCode, 200, live.body);
    assert.deepEqual(live.json().drops, { won: won.length - 1, left: 4 - (won.length - 1), total: 4 });
  });

  test('drops due per hour add up evenly, leftovers rolling over', () => {
    assert.deepEqual(
      [0, 1, 2].map((hour) => dropsDueBy(10, 3, hour)),
      [3, 6, 10],
    );
    assert.deepEqual(
      [0, 1, 2, 3].map((hour) => dropsDueBy(2, 4, hour)),
      [0, 1, 1, 2],
    );
  });
});

describe('engine: jackpots', () => {
  test('payout before: contributions fill the pot from its start value, won before the maximum; staff told', async () => {
    const campaign = await makeCampaign(app, 'jackpot', { creatorId: adminId });
    const jackpot = await makeJackpot(app, campaign.id, {
      type: 'payout_before',
      contributionLevel: 10,
      startOnValue: 100,
      maxPayout: 110,
      notifyWhenWon: true,
    });
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    const effects = await applyEvents(
      app,
      engineEvents(
        Array.from({ length: 30 }, (_, index) => round(player.id, new Date(t + index * 1000), 10)),
      ),
    );
    const wins = await query<{ value: number }>(
      app,
      sql`select value::float8 as value from engine_awards where campaign_id = ${campaign.id} and source = 'jackpot'`,
    );
    assert.ok(wins.length >= 2, '30 contributions of 1 over a 10 range: at least two pots');
    assert.ok(wins.every((win) => win.value > 100 && win.value <= 110));
    await assertReproducible(campaign.id, await drawsOf(campaign.id));
    const [{ contributed }] = await query<{ contributed: number }>(
      app,
      sql`select contributed::float8 as contributed from engine_jackpot_pots where campaign_id = ${campaign.id}`,
    );
    assert.equal(contributed, 30);
    const [{ amount }] = await query<{ amount: number }>(
      app,
      sql`select sum(amount)::float8 as amount from jackpot_contributions where jackpot_id = ${jackpot.id}`,
    );
    assert.equal(amount, 30);
    assert.ok(effects.notifiedUsers.has(adminId));
    const notes = await query<{ title: string }>(
      app,
      sql`select title from notifications where user_id = ${adminId} and title = ${`Jackpot won: ${campaign.name}`}`,
    );
    assert.equal(notes.length, wins.length);
    // Not only the creator: every staff member who may see the campaign (the viewer sees them all).
    const viewerId = (await app.repos.users.findByEmail(DEMO_USERS.viewer.email))!.id;
    assert.ok(effects.notifiedUsers.has(viewerId));
    const detail = await admin({ method: 'GET', url: `/v1/jackpots/jackpots/${jackpot.id}/` });
    const [{ pot }] = await query<{ pot: number }>(
      app,
      sql`select pot::float8 as pot from engine_jackpot_pots where campaign_id = ${campaign.id}`,
    );
    assert.equal(detail.json().pot, pot, 'the jackpot answers the engine’s pot');
  });

  test('a timed pot drops by its deadline; the control group contributes but never draws', async () => {
    const start = new Date(Date.now() - HOUR);
    const campaign = await makeCampaign(app, 'jackpot', { start, hours: 1 });
    await makeJackpot(app, campaign.id, { type: 'timed', contributionLevel: 1, startOnValue: 50 });
    const player = await makePlayer(app);
    const end = start.getTime() + HOUR;
    await applyEvents(
      app,
      engineEvents([
        round(player.id, new Date(start.getTime() + 60_000), 10),
        round(player.id, new Date(end - 1), 10),
      ]),
    );
    const draws = await drawsOf(campaign.id);
    assert.equal(draws.at(-1)!.chance, 1, 'certain at the deadline');
    assert.ok(draws.some((draw) => draw.won));
  });

  test('boost intervals: days of the week or month between two times, or a timespan', () => {
    const wednesdayNoon = new Date('2026-11-25T12:00:00Z');
    const interval = { days: [], fromTime: null, toTime: null, start: null, end: null };
    assert.equal(
      boostedAt([{ ...interval, kind: 'week', days: [3], fromTime: '11:00', toTime: '13:00' }])(
        wednesdayNoon,
      ),
      true,
    );
    assert.equal(boostedAt([{ ...interval, kind: 'week', days: [4] }])(wednesdayNoon), false);
    assert.equal(
      boostedAt([{ ...interval, kind: 'month', days: [25], fromTime: '12:30' }])(wednesdayNoon),
      false,
    );
    assert.equal(
      boostedAt([
        { ...interval, kind: 'timespan', start: '2026-11-25T00:00:00Z', end: '2026-11-26T00:00:00Z' },
      ])(wednesdayNoon),
      true,
    );
  });
});
