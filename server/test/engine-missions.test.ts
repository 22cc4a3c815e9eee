import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns, players } from '../db/schema';
import { inControlGroup } from '../services/engine/campaigns/participation';
import {
  applyEvents,
  deposit,
  engineEvents,
  HOUR,
  makeCampaign,
  makeMission,
  makePlayer,
  query,
  round,
} from './engine-fixtures';
import { build } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await build();
});

const progressOf = async (taskId: number, playerId: number) =>
  (
    await query<{ progress: number; completions: number }>(
      app,
      sql`select progress::float8 as progress, completions from engine_task_progress
          where task_kind = 'mission' and task_id = ${taskId} and player_id = ${playerId}`,
    )
  )[0] ?? { progress: 0, completions: 0 };

const awardsOf = (campaignId: number, playerId: number) =>
  query<{ key: string; value: number; cancelled: Date | null }>(
    app,
    sql`select key, value::float8 as value, cancelled from engine_awards
        where campaign_id = ${campaignId} and player_id = ${playerId} order by id`,
  );

const costOf = async (campaignId: number) =>
  (await app.db.select({ cost: campaigns.cost }).from(campaigns).where(eq(campaigns.id, campaignId)))[0].cost;

const participationOf = async (campaignId: number, playerId: number) => {
  const [row] = await query<{ joined: string; completed: string | null; prize_paid: number }>(
    app,
    sql`select joined, completed, prize_paid::float8 as prize_paid from campaign_participations
        where campaign_id = ${campaignId} and player_id = ${playerId}`,
  );
  return { ...row, joined: new Date(row.joined), completed: row.completed && new Date(row.completed) };
};

describe('engine: missions', () => {
  test('a deposit task completes at its amount: award, cost and participation follow', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 50, prize: 7 }]);
    const player = await makePlayer(app);
    const t = new Date(Date.now() - 30 * 60_000);
    const effects = await applyEvents(app, engineEvents([deposit(player.id, t, 30)]));
    assert.ok(effects.campaignIds.has(campaign.id));
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 30, completions: 0 });
    await applyEvents(app, engineEvents([deposit(player.id, new Date(t.getTime() + 1000), 25)]));
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 55, completions: 1 });
    const awards = await awardsOf(campaign.id, player.id);
    assert.equal(awards.length, 1);
    assert.equal(awards[0].value, 7);
    assert.equal(await costOf(campaign.id), 7);
    const participation = await participationOf(campaign.id, player.id);
    assert.equal(participation.joined.getTime(), t.getTime());
    assert.ok(participation.completed);
    assert.equal(participation.prize_paid, 7);
  });

  test('a deposit rolled back takes its progress and its award back; a rollback that comes first cancels its target', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 50, prize: 5 }]);
    const player = await makePlayer(app);
    const t = new Date(Date.now() - 30 * 60_000);
    const [first] = engineEvents([deposit(player.id, t, 60)]);
    await applyEvents(app, [first]);
    assert.equal((await progressOf(tasks[0].id, player.id)).completions, 1);
    await applyEvents(
      app,
      engineEvents([
        { kind: 'rollback', player: player.id, at: new Date(t.getTime() + 1), target: first.uniqueId },
      ]),
    );
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 0, completions: 0 });
    const awards = await awardsOf(campaign.id, player.id);
    assert.equal(awards.length, 1);
    assert.ok(awards[0].cancelled, 'the award is cancelled');
    assert.equal(await costOf(campaign.id), 0);
    // The same rollback again (another id) changes nothing.
    await applyEvents(
      app,
      engineEvents([
        { kind: 'rollback', player: player.id, at: new Date(t.getTime() + 2), target: first.uniqueId },
      ]),
    );
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 0, completions: 0 });

    // The rollback first, its deposit later: the deposit counts for nothing.
    const [late] = engineEvents([deposit(player.id, new Date(t.getTime() + 5), 80)]);
    await applyEvents(
      app,
      engineEvents([
        { kind: 'rollback', player: player.id, at: new Date(t.getTime() + 6), target: late.uniqueId },
      ]),
    );
    await applyEvents(app, [late]);
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 0, completions: 0 });
    // A deposit the platform reports with status rollback takes its amount off.
    await applyEvents(
      app,
      engineEvents([
        deposit(player.id, new Date(t.getTime() + 7), 40),
        deposit(player.id, new Date(t.getTime() + 8), 15, { status: 'rollback' }),
      ]),
    );
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 25, completions: 0 });
  });

  test('amounts are converted to the base currency with the casino rates', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'turnover', amount: 100 }]);
    const player = await makePlayer(app, { currency: 'USD' });
    const t = new Date(Date.now() - 10 * 60_000);
    // 54 USD at 1.08 per EUR = 50 EUR; 42.50 GBP at 0.85 = 50 EUR.
    await applyEvents(
      app,
      engineEvents([
        round(player.id, t, 54, 0, { currency: 'USD' }),
        round(player.id, new Date(t.getTime() + 1), 42.5, 0, { currency: 'GBP' }),
      ]),
    );
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 100, completions: 1 });
  });

  test('events before the player joined an opt-in campaign, or outside its window, do not count', async () => {
    const start = new Date(Date.now() - 2 * HOUR);
    const campaign = await makeCampaign(app, 'mission', { start, hours: 1, optIn: true });
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'turnover', amount: 1000 }]);
    const player = await makePlayer(app);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    await applyEvents(app, engineEvents([round(player.id, at(5), 10)]));
    assert.equal((await progressOf(tasks[0].id, player.id)).progress, 0, 'before the opt-in');
    await applyEvents(
      app,
      engineEvents([
        { kind: 'opt_in', player: player.id, at: at(10), campaign: campaign.id },
        round(player.id, at(15), 20),
        round(player.id, at(-5), 40),
        round(player.id, at(61), 80),
      ]),
    );
    assert.equal(
      (await progressOf(tasks[0].id, player.id)).progress,
      20,
      'only the round after the opt-in, inside the window',
    );
    assert.equal((await participationOf(campaign.id, player.id)).joined.getTime(), at(10).getTime());
  });

  test('a player excluded mid-campaign progresses no more from the moment the platform said so', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'turnover', amount: 1000 }]);
    const player = await makePlayer(app);
    const t = new Date(Date.now() - 30 * 60_000);
    await applyEvents(app, engineEvents([round(player.id, t, 10)]));
    await app.db
      .update(players)
      .set({ selfExcluded: true, excludedSince: new Date(t.getTime() + 60_000) })
      .where(eq(players.id, player.id));
    await applyEvents(
      app,
      engineEvents([
        round(player.id, new Date(t.getTime() + 30_000), 5),
        round(player.id, new Date(t.getTime() + 120_000), 50),
      ]),
    );
    assert.equal((await progressOf(tasks[0].id, player.id)).progress, 15);
  });

  test('the control group progresses but is never rewarded', async () => {
    const campaign = await makeCampaign(app, 'mission', { controlGroup: 50 });
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'deposit', amount: 10 }]);
    const candidates = await Promise.all(Array.from({ length: 12 }, () => makePlayer(app)));
    const held = candidates.find((player) => inControlGroup(campaign, player.id));
    const rewarded = candidates.find((player) => !inControlGroup(campaign, player.id));
    assert.ok(held && rewarded, 'both sides among 12 players');
    const t = new Date(Date.now() - 60_000);
    await applyEvents(app, engineEvents([deposit(held.id, t, 20), deposit(rewarded.id, t, 20)]));
    assert.equal((await progressOf(tasks[0].id, held.id)).completions, 1);
    assert.equal((await awardsOf(campaign.id, held.id)).length, 0);
    assert.equal((await awardsOf(campaign.id, rewarded.id)).length, 1);
  });

  test('tasks in order, repeatable up to its count', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(
      app,
      campaign.id,
      { tasksInOrder: true, repeatable: true, repeatCount: 2 },
      [
        { type: 'deposit', amount: 10 },
        { type: 'turnover', amount: 20 },
      ],
    );
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    const at = (seconds: number) => new Date(t + seconds * 1000);
    await applyEvents(app, engineEvents([round(player.id, at(1), 50)]));
    assert.equal(
      (await progressOf(tasks[1].id, player.id)).progress,
      0,
      'the second task waits for the first',
    );
    await applyEvents(app, engineEvents([deposit(player.id, at(2), 10), round(player.id, at(3), 25)]));
    assert.equal((await progressOf(tasks[1].id, player.id)).completions, 1);
    await applyEvents(
      app,
      engineEvents([
        deposit(player.id, at(4), 10),
        round(player.id, at(5), 20),
        deposit(player.id, at(6), 10),
        round(player.id, at(7), 20),
      ]),
    );
    assert.deepEqual(
      [
        (await progressOf(tasks[0].id, player.id)).completions,
        (await progressOf(tasks[1].id, player.id)).completions,
      ],
      [2, 2],
      'at most the repeat count',
    );
    assert.equal((await awardsOf(campaign.id, player.id)).length, 4);
    const [mission] = await query<{ times_completed: number }>(
      app,
      sql`select times_completed from engine_mission_progress where campaign_id = ${campaign.id} and player_id = ${player.id}`,
    );
    assert.equal(mission.times_completed, 2);
  });

  test('gameplay: multiplier, wins in a row; net loss; minimum bet and games', async () => {
    const campaign = await makeCampaign(app, 'mission');
    const { tasks } = await makeMission(app, campaign.id, { minBet: 1 }, [
      { type: 'gameplay', mode: 'multiplier', multiplier: 10, rounds: 2 },
      { type: 'gameplay', mode: 'win_in_a_row', times: 3 },
      { type: 'netloss', amount: 30 },
      { type: 'turnover', amount: 1000, games: [2] },
    ]);
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    const at = (seconds: number) => new Date(t + seconds * 1000);
    await applyEvents(
      app,
      engineEvents([
        round(player.id, at(0), 50, 0, { game: 2 }),
        round(player.id, at(1), 2, 25),
        round(player.id, at(2), 2, 5),
        round(player.id, at(3), 2, 0),
        round(player.id, at(4), 2, 1),
        round(player.id, at(5), 2, 1),
        round(player.id, at(6), 0.5, 500),
      ]),
    );
    assert.deepEqual(
      await progressOf(tasks[0].id, player.id),
      { progress: 1, completions: 0 },
      'one 10× win (the small bet is under the minimum)',
    );
    assert.deepEqual(
      await progressOf(tasks[1].id, player.id),
      { progress: 2, completions: 0 },
      'two wins in a row after a loss',
    );
    await applyEvents(app, engineEvents([round(player.id, at(8), 2, 40)]));
    assert.equal((await progressOf(tasks[1].id, player.id)).completions, 1);
    assert.equal((await progressOf(tasks[0].id, player.id)).completions, 1);
    // Net loss: 50 + (2-25) + (2-5) + 2 + (2-1) + (2-1) + (2-40) = -10 → not reached.
    assert.equal((await progressOf(tasks[2].id, player.id)).progress, -10);
    assert.equal((await progressOf(tasks[3].id, player.id)).progress, 50, 'turnover on game 2 only');
  });

  test('sportsbook bets count with their conditions; a void bet no longer counts', async () => {
    const campaign = await makeCampaign(app, 'sportsbookMission');
    const { tasks } = await makeMission(app, campaign.id, {}, [
      {
        type: 'sportsbet',
        sport: 'football',
        betType: 'single',
        minOdds: 1.5,
        amount: 5,
        times: 2,
        settledStatus: 'placed',
      },
    ]);
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    const bet = (seconds: number, extra: Record<string, unknown>) => ({
      kind: 'sportsbet' as const,
      player: player.id,
      at: new Date(t + seconds * 1000),
      bet_id: 'b1',
      stake: '10.00',
      currency: 'EUR',
      odds: 2,
      sport: 'Football',
      league: '',
      market: '',
      bet_type: 'single',
      status: 'placed',
      payout: '0.00',
      ...extra,
    });
    await applyEvents(
      app,
      engineEvents([
        bet(1, { bet_id: 'a' }),
        bet(2, { bet_id: 'b', odds: 1.2 }),
        bet(3, { bet_id: 'c', sport: 'tennis' }),
        bet(4, { bet_id: 'd', bet_type: 'combo' }),
        bet(5, { bet_id: 'e', stake: '2.00' }),
        bet(6, { bet_id: 'a', status: 'void' }),
        bet(7, { bet_id: 'f' }),
      ]),
    );
    assert.deepEqual(await progressOf(tasks[0].id, player.id), { progress: 1, completions: 0 });
  });

  test('a mission v2 chain unlocks its missions in order; the campaign completes with the last', async () => {
    const campaign = await makeCampaign(app, 'missionV2');
    const first = await makeMission(app, campaign.id, { position: 0 }, [{ type: 'deposit', amount: 10 }]);
    const second = await makeMission(app, campaign.id, { position: 1 }, [{ type: 'turnover', amount: 10 }]);
    const player = await makePlayer(app);
    const t = Date.now() - 30 * 60_000;
    await applyEvents(app, engineEvents([round(player.id, new Date(t), 20)]));
    assert.equal((await progressOf(second.tasks[0].id, player.id)).progress, 0, 'locked');
    await applyEvents(app, engineEvents([deposit(player.id, new Date(t + 1000), 10)]));
    assert.equal((await participationOf(campaign.id, player.id)).completed, null);
    await applyEvents(app, engineEvents([round(player.id, new Date(t + 2000), 10)]));
    assert.equal((await progressOf(first.tasks[0].id, player.id)).completions, 1);
    assert.equal((await progressOf(second.tasks[0].id, player.id)).completions, 1);
    assert.ok((await participationOf(campaign.id, player.id)).completed);
  });

  test('the target group: filters, manual adds and removes', async () => {
    const inMarket = await makePlayer(app, { market: 'SE' });
    const otherMarket = await makePlayer(app, { market: 'DE' });
    const added = await makePlayer(app, { market: 'DE' });
    const removed = await makePlayer(app, { market: 'SE' });
    const campaign = await makeCampaign(app, 'mission', {
      targetGroup: { filters: { markets: ['SE'] }, added: [added.id], removed: [removed.id] },
    });
    const { tasks } = await makeMission(app, campaign.id, {}, [{ type: 'turnover', amount: 100 }]);
    const t = new Date(Date.now() - 60_000);
    await applyEvents(
      app,
      engineEvents([inMarket, otherMarket, added, removed].map((player) => round(player.id, t, 10))),
    );
    const progress = await Promise.all(
      [inMarket, otherMarket, added, removed].map(
        async (player) => (await progressOf(tasks[0].id, player.id)).progress,
      ),
    );
    assert.deepEqual(progress, [10, 0, 10, 0]);
  });
});
