import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS as P } from '../../contract/permissions';
import { playerTransactions, sportsbookTransactions } from '../db/schema';
import { buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let viewer: AuthedInject;
before(async () => {
  ({ app, viewer } = await buildWithAdminAndViewer());
});

const REPORT = '/v1/reports/player-activity/';
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

type Day = { day: string; active_players: number; depositors: number; deposits: number };

/** The report's figures counted straight from the transactions, as the report did before the rollup. */
async function countedFromTransactions(from: string, to: string) {
  type Counted = {
    day: string;
    active: number;
    depositors: number;
    deposits: number;
  };
  const { rows } = (await app.db.execute(sql`
    with moves as (
      select (created at time zone 'UTC')::date as day, player_id, type = 'deposit' as deposit, type in ('bet', 'win') as played
      from player_transactions
      union all
      select (created at time zone 'UTC')::date, player_id, false, true from sportsbook_transactions
    )
    select to_char(day, 'YYYY-MM-DD') as day,
      (count(distinct player_id) filter (where played))::integer as active,
      (count(distinct player_id) filter (where deposit))::integer as depositors,
      (count(*) filter (where deposit))::integer as deposits
    from moves where day between ${from}::date and ${to}::date group by day`)) as unknown as {
    rows: Counted[];
  };
  return new Map(rows.map((row) => [row.day, row]));
}

describe('GET v1/reports/player-activity/', () => {
  test('needs view_player_report (the viewer holds every view permission; a bare user is refused)', async () => {
    const url = `${REPORT}?start=${daysAgo(6)}&end=${daysAgo(0)}`;
    const { inject } = await userWithPermissions(app, [P.viewOwnCampaign]);
    assert.equal((await inject({ method: 'GET', url })).statusCode, 403);
    assert.equal((await viewer({ method: 'GET', url })).statusCode, 200);
  });

  test('the daily figures match the transactions, seeded ones included', async () => {
    const [start, end] = [daysAgo(120), daysAgo(0)];
    const res = await viewer({ method: 'GET', url: `${REPORT}?start=${start}&end=${end}` });
    assert.equal(res.statusCode, 200);
    const expected = await countedFromTransactions(start, end);
    const days = res.json().days as Day[];
    assert.equal(days.length, 121);
    assert.ok(days.some((day) => day.active_players > 0));
    for (const day of days) {
      const want = expected.get(day.day);
      assert.deepEqual(
        [day.active_players, day.depositors, day.deposits],
        [want?.active ?? 0, want?.depositors ?? 0, want?.deposits ?? 0],
        day.day,
      );
    }
  });

  test('batches of transactions keep the figures right: each player counts once a day', async () => {
    const day = '2021-03-04';
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const row = (
      playerId: number,
      type: 'deposit' | 'bet' | 'win',
      hour: number,
      amount: number,
      currency = 'EUR',
    ) => ({
      playerId,
      type,
      created: at(hour),
      amount,
      currency,
    });
    // One batch: player 1 deposits twice and plays; player 2 only plays.
    await app.db
      .insert(playerTransactions)
      .values([
        row(1, 'deposit', 1, 10),
        row(1, 'deposit', 2, 15.5),
        row(1, 'bet', 3, 2),
        row(2, 'bet', 3, 1),
        row(2, 'win', 4, 3),
      ]);
    // Later batches: player 2 deposits (in another currency), player 3 bets on sport only, player 1 again.
    await Promise.all([
      app.db.insert(playerTransactions).values([row(2, 'deposit', 5, 20, 'SEK'), row(1, 'bet', 6, 1)]),
      app.db.insert(sportsbookTransactions).values({
        playerId: 3,
        created: at(7),
        betType: 'single',
        status: 'open',
        sport: 'football',
        event: 'A – B',
        odds: 2,
        stake: 5,
        payout: 0,
        currency: 'EUR',
      }),
    ]);
    const res = await viewer({ method: 'GET', url: `${REPORT}?start=${day}&end=${day}` });
    const [figures] = res.json().days as Day[];
    assert.deepEqual([figures.active_players, figures.depositors, figures.deposits], [3, 2, 3]);
  });

  test('a year is answered from 366 daily rows: quickly, and /health/ is not held', async () => {
    const started = performance.now();
    const report = viewer({ method: 'GET', url: `${REPORT}?start=${daysAgo(365)}&end=${daysAgo(0)}` });
    const health = await app.inject({ method: 'GET', url: '/health/' });
    assert.equal(health.statusCode, 200);
    const res = await report;
    const took = performance.now() - started;
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().days.length, 366);
    assert.ok(took < 1000, `a year took ${Math.round(took)} ms`);
  });

  test('a period over 366 days is a field error', async () => {
    const res = await viewer({ method: 'GET', url: `${REPORT}?start=${daysAgo(400)}&end=${daysAgo(0)}` });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().end);
  });
});
