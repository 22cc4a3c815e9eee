import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaigns } from '../db/schema';
import {
  applyEvents,
  deposit,
  engineEvents,
  makeCampaign,
  makeCompetition,
  makeJackpot,
  makeMission,
  makePlayer,
  query,
  round,
  type EventInput,
} from './engine-fixtures';
import { build } from './helpers';

// Property: where chance plays no part, the same events in any order and any batching (a batch sent
// twice included) give the same progress, points, standings, contributions and awards. (Who joined
// when is not compared: a player whose only bet is voided has joined if the bet came first.)

let app: FastifyInstance;
before(async () => {
  app = await build();
});

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}

/** Events keyed `k<n>`: rounds, deposits (some reported rolled back), and rollbacks of earlier events. */
function scenario(playerIds: readonly number[], next: () => number): EventInput[] {
  const base = Date.now() - 50 * 60_000;
  const events: EventInput[] = [];
  for (let index = 0; index < 90; index += 1) {
    const player = playerIds[Math.floor(next() * playerIds.length)];
    const at = new Date(base + index * 20_000 + Math.floor(next() * 1000));
    const bet = 1 + Math.floor(next() * 2000) / 100;
    if (next() < 0.75)
      events.push({
        ...round(player, at, bet, next() < 0.4 ? bet * Math.floor(next() * 4) : 0),
        uniqueId: `k${index}`,
      });
    else
      events.push({
        ...deposit(player, at, 5 + Math.floor(next() * 40), {
          status: next() < 0.15 ? 'rollback' : 'approved',
        }),
        uniqueId: `k${index}`,
      });
  }
  for (let index = 0; index < 8; index += 1) {
    const target = events[Math.floor(next() * events.length)];
    events.push({
      kind: 'rollback',
      player: target.player,
      at: new Date(base + 40 * 60_000 + index),
      target: target.uniqueId,
      uniqueId: `r${index}`,
    });
  }
  return events;
}

interface Run {
  mission: number;
  tournament: number;
  jackpot: number;
  taskIds: number[];
}

/** The same campaigns for every run (a run's campaigns are finished afterwards, so the next run's start empty). */
async function campaignsForRun(): Promise<Run> {
  const mission = await makeCampaign(app, 'mission');
  const { tasks } = await makeMission(app, mission.id, { repeatable: true, repeatCount: 3 }, [
    { type: 'deposit', amount: 30 },
    { type: 'turnover', amount: 25 },
    { type: 'gameplay', mode: 'times', times: 3 },
  ]);
  const tournament = await makeCampaign(app, 'tournament');
  await makeCompetition(
    app,
    tournament.id,
    { kind: 'tournament' },
    [
      { type: 'turnover', amount: 10, points: 1 },
      { type: 'gameplay', mode: 'times', times: 1, points: 2 },
    ],
    [],
  );
  const jackpot = await makeCampaign(app, 'jackpot');
  await makeJackpot(app, jackpot.id, {
    type: 'progressive',
    contributionLevel: 2.5,
    startOnValue: 10,
    averagePayout: 1e9,
  });
  return {
    mission: mission.id,
    tournament: tournament.id,
    jackpot: jackpot.id,
    taskIds: tasks.map((task) => task.id),
  };
}

/** Applies the events in these batches (unique ids made the run's own), then reads what the engine made of them. */
async function play(runId: string, batches: readonly EventInput[][]) {
  const run = await campaignsForRun();
  const own = (key: unknown) => `${runId}-${String(key)}`;
  for (const batch of batches)
    await applyEvents(
      app,
      engineEvents(
        batch.map((event) => ({
          ...event,
          uniqueId: own(event.uniqueId),
          ...(event.kind === 'rollback' ? { target: own(event.target) } : {}),
        })),
      ),
    );
  await app.db
    .update(campaigns)
    .set({ status: 'FI' })
    .where(inArray(campaigns.id, [run.mission, run.tournament, run.jackpot]));
  const position = new Map(run.taskIds.map((id, index) => [id, index]));
  const tasks = await query<{ task_id: number; player_id: number; progress: number; completions: number }>(
    app,
    sql`select task_id, player_id, progress::float8 as progress, completions from engine_task_progress
        where campaign_id = ${run.mission} and (progress <> 0 or completions > 0) order by player_id, task_id`,
  );
  const awards = await query<{ key: string }>(
    app,
    sql`select key from engine_awards where campaign_id = ${run.mission} and cancelled is null order by key`,
  );
  // The tie-break time is left out: a bet counted and then voided may keep its time there.
  const standings = await query<{ player_id: number; points: number }>(
    app,
    sql`select player_id, points::float8 as points from engine_standings
        where campaign_id = ${run.tournament} and points > 0 order by player_id`,
  );
  // The contribution ledger is kept per jackpot and batch: its sums are what must not depend on order.
  const contributions = await query<{ bet: number; amount: number }>(
    app,
    sql`select coalesce(sum(c.bet_amount), 0)::float8 as bet, coalesce(sum(c.amount), 0)::float8 as amount
        from jackpot_contributions c join jackpots j on j.id = c.jackpot_id
        where j.campaign_id = ${run.jackpot}`,
  );
  const [pot] = await query<{ contributed: number }>(
    app,
    sql`select contributed::float8 as contributed from engine_jackpot_pots where campaign_id = ${run.jackpot}`,
  );
  return {
    tasks: tasks.map((row) => ({ ...row, task_id: position.get(row.task_id) })),
    awards: awards.map((row) =>
      row.key
        .replace(/^task:(\d+)/, (_, id: string) => `task:${position.get(Number(id))}`)
        .replace(/:\d+$/, ''),
    ),
    standings,
    contributions,
    contributed: pot?.contributed ?? 0,
  };
}

describe('engine: order and batching do not matter', () => {
  for (const seed of [17, 4242]) {
    test(`seed ${seed}: sorted in one batch = shuffled in random batches = batches sent twice`, async () => {
      const next = random(seed);
      const pool = await Promise.all(Array.from({ length: 5 }, () => makePlayer(app)));
      const events = scenario(
        pool.map((player) => player.id),
        next,
      );
      const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
      const reference = await play(`${seed}-a`, [sorted]);
      assert.ok(
        reference.tasks.some((task) => task.completions > 0),
        'the scenario completes some tasks',
      );
      assert.ok(reference.standings.length > 1);

      const batchesOf = (list: EventInput[]) => {
        const batches: EventInput[][] = [];
        for (let index = 0; index < list.length;) {
          const size = 1 + Math.floor(next() * 15);
          batches.push(list.slice(index, index + size));
          index += size;
        }
        return batches;
      };
      assert.deepEqual(await play(`${seed}-b`, batchesOf(shuffled(events, next))), reference);
      const twice = batchesOf(shuffled(events, next)).flatMap((batch) =>
        next() < 0.3 ? [batch, batch] : [batch],
      );
      assert.deepEqual(await play(`${seed}-c`, twice), reference);
    });
  }
});
