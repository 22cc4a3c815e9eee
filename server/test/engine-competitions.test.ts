import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns, players } from '../db/schema';
import { settleCampaigns } from '../services/engine/campaigns/settle';
import { inControlGroup } from '../services/engine/campaigns/participation';
import {
  applyEvents,
  engineEvents,
  HOUR,
  makeCampaign,
  makeCompetition,
  makePlayer,
  query,
  round,
} from './engine-fixtures';
import { build, signInAs, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
});

const board = async (campaignId: number, query = '') => {
  const res = await admin({
    method: 'GET',
    url: `/v1/campaigns/campaigns/${campaignId}/leaderboard/${query}`,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    count: number;
    final: boolean;
    results: Array<{
      position: number;
      player: string;
      points: number;
      prize: { kind: string; value: number; currency: string } | null;
    }>;
  };
};

describe('engine: tournaments and races', () => {
  test('points per task completion; ties go to the earlier score; a player found by hash', async () => {
    const campaign = await makeCampaign(app, 'tournament');
    await makeCompetition(
      app,
      campaign.id,
      { kind: 'tournament', tournamentType: 'most_points' },
      [
        { type: 'turnover', amount: 10, points: 2 },
        { type: 'gameplay', mode: 'times', times: 1, points: 5 },
      ],
      [
        { lower: 1, upper: 1, cash: 100 },
        { lower: 2, upper: 3, cash: 20 },
      ],
    );
    const [a, b, c] = [await makePlayer(app), await makePlayer(app), await makePlayer(app)];
    const t = Date.now() - 30 * 60_000;
    const at = (seconds: number) => new Date(t + seconds * 1000);
    await applyEvents(
      app,
      engineEvents([
        round(a.id, at(1), 25), // 2 turnover completions (4) — 5 left over
        round(b.id, at(2), 10, 3), // 1 turnover (2) + 1 win (5) = 7
        round(c.id, at(3), 5, 1), // 0 turnover + 1 win = 5
      ]),
    );
    await applyEvents(app, engineEvents([round(a.id, at(4), 5)])); // a: 30 turnover → 6 points
    await applyEvents(app, engineEvents([round(c.id, at(5), 5)])); // c: 10 turnover → 2 + 5 = 7, later than b
    const page = await board(campaign.id);
    assert.deepEqual(
      page.results.map((row) => [row.position, row.player, row.points]),
      [
        [1, b.hash, 7],
        [2, c.hash, 7],
        [3, a.hash, 6],
      ],
    );
    assert.deepEqual(page.results[0].prize, { kind: 'cash', value: 100, currency: 'EUR' });
    assert.equal(page.final, false);
    const mine = await board(campaign.id, `?player=${c.hash}`);
    assert.deepEqual(
      mine.results.map((row) => [row.position, row.points]),
      [[2, 7]],
    );
    assert.equal((await board(campaign.id, '?player=nobody')).count, 0);
  });

  test('spins before restart and attempts: the best attempt ranks, no spin counts after the last', async () => {
    const campaign = await makeCampaign(app, 'tournament');
    await makeCompetition(
      app,
      campaign.id,
      { kind: 'tournament', tournamentType: 'most_points', spinsBeforeRestart: 2, attempts: 2 },
      [{ type: 'turnover', amount: 1, points: 1 }],
      [],
    );
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    const bets = [3, 4, 10, 1, 50];
    await applyEvents(
      app,
      engineEvents(bets.map((bet, index) => round(player.id, new Date(t + index * 1000), bet))),
    );
    const [standing] = await query<{ points: number; attempt: number; spins: number }>(
      app,
      sql`select points::float8 as points, attempt, spins from engine_standings
          where campaign_id = ${campaign.id} and player_id = ${player.id}`,
    );
    // Attempt 1: 3 + 4 = 7; attempt 2: 10 + 1 = 11; the fifth spin has no attempt left.
    assert.deepEqual(standing, { points: 11, attempt: 2, spins: 4 });
  });

  test('a race stops counting at its max spins; highest win ranks the best round', async () => {
    const race = await makeCampaign(app, 'race');
    await makeCompetition(
      app,
      race.id,
      { kind: 'race', maxSpins: 2 },
      [{ type: 'gameplay', points: 1, rounds: 1 }],
      [],
    );
    const best = await makeCampaign(app, 'tournament');
    await makeCompetition(
      app,
      best.id,
      { kind: 'tournament', tournamentType: 'highest_win' },
      [{ type: 'gameplay', rounds: 1, points: 1 }],
      [],
    );
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    await applyEvents(
      app,
      engineEvents([
        round(player.id, new Date(t), 1, 30),
        round(player.id, new Date(t + 1000), 1, 80),
        round(player.id, new Date(t + 2000), 1, 5),
      ]),
    );
    assert.deepEqual(
      (await board(race.id)).results.map((row) => row.points),
      [2],
    );
    assert.deepEqual(
      (await board(best.id)).results.map((row) => row.points),
      [80],
    );
  });

  test('at the end the standings freeze and places are awarded once, however often the finish step runs', async () => {
    const start = new Date(Date.now() - 3 * HOUR);
    const campaign = await makeCampaign(app, 'tournament', { start, hours: 2, controlGroup: 50 });
    await makeCompetition(
      app,
      campaign.id,
      { kind: 'tournament' },
      [{ type: 'turnover', amount: 1, points: 1 }],
      [{ lower: 1, upper: 2, cash: 50 }],
    );
    const pool = await Promise.all(Array.from({ length: 14 }, () => makePlayer(app)));
    const held = pool.find((player) => inControlGroup(campaign, player.id))!;
    const [first, excluded, second, third] = pool.filter((player) => !inControlGroup(campaign, player.id));
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    await applyEvents(
      app,
      engineEvents([
        round(held.id, at(1), 500),
        round(excluded.id, at(2), 400),
        round(first.id, at(3), 300),
        round(second.id, at(4), 200),
        round(third.id, at(5), 100),
      ]),
    );
    await app.db
      .update(players)
      .set({ blocked: true, excludedSince: at(30) })
      .where(eq(players.id, excluded.id));
    const ended = (await app.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0];
    const twice = await app.db.transaction(async (tx) => [
      await settleCampaigns(tx, [ended], new Date()),
      await settleCampaigns(tx, [ended], new Date()),
    ]);
    assert.deepEqual(twice, [[campaign.id], []]);
    // The scheduler's finish step runs it too: nothing more.
    await app.db.update(campaigns).set({ status: 'AC' }).where(eq(campaigns.id, campaign.id));
    assert.equal((await app.scheduler.tick(new Date())).ran, true);
    const awards = await query<{ player_id: number; value: number }>(
      app,
      sql`select player_id, value::float8 as value from engine_awards where campaign_id = ${campaign.id} order by player_id`,
    );
    assert.deepEqual(
      awards.map((award) => award.player_id).sort(),
      [first.id, second.id].sort(),
      'the control group and the excluded player win nothing',
    );
    const page = await board(campaign.id);
    assert.equal(page.final, true);
    assert.deepEqual(
      page.results.map((row) => [row.position, row.player]),
      [
        [1, first.hash],
        [2, second.hash],
        [3, third.hash],
      ],
    );
    const [{ cost }] = await app.db
      .select({ cost: campaigns.cost })
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    assert.equal(cost, 100);
  });

  test('the read APIs follow the campaign visibility rules', async () => {
    const campaign = await makeCampaign(app, 'tournament');
    await makeCompetition(
      app,
      campaign.id,
      { kind: 'tournament' },
      [{ type: 'turnover', amount: 1, points: 1 }],
      [],
    );
    const own = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    for (const path of ['leaderboard/', 'live/'])
      assert.equal(
        (await own.inject({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/${path}` }))
          .statusCode,
        404,
      );
    assert.equal(
      (await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/progress/?player=x` }))
        .statusCode,
      404,
      'not a mission',
    );
  });
});
