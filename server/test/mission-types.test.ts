import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type AuthedInject, buildWithAdminAndViewer, daysFromNow, userWithPermissions } from './helpers';

const URL = '/v1/campaigns/campaigns/';
const prize = { kind: 'cash', amount: 5 };
const deposit = { type: 'deposit', amount: 20, prizes: [prize] };
const bet = {
  type: 'sportsbet',
  amount: 10,
  times: 3,
  sport: 'Football',
  league: 'Premier League',
  market: 'Match result',
  bet_type: 'single',
  min_odds: 1.5,
  settled_status: 'won',
  prizes: [prize],
};
const dates = () => ({ start_date: daysFromNow(2), end_date: daysFromNow(20) });

describe('mission v2 (a chain of missions) and sportsbook missions', () => {
  let app: FastifyInstance;
  let admin: AuthedInject;
  let viewer: AuthedInject;
  before(async () => {
    ({ app, admin, viewer } = await buildWithAdminAndViewer());
    await app.repos.featureFlags.set('enable-mission-v2', true);
    await app.repos.featureFlags.set('enable-sport-book-campaign', true);
  });
  after(() => app.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin({
      method: 'POST',
      url: URL,
      payload: { ...dates(), titles: { en: 'T' }, ...body },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  const publish = (id: number) => admin({ method: 'PATCH', url: `${URL}${id}/`, payload: { status: 'SC' } });

  test('a chain keeps its missions in order with their tasks, replaced as a whole, and publishes only complete', async () => {
    const chain = await create({ name: 'Chain', type: 'missionV2' });
    assert.deepEqual(chain.missions, []);
    let res = await publish(chain.id);
    assert.deepEqual(res.json(), { missions: ['A mission chain needs at least one mission.'] });

    res = await admin({
      method: 'PATCH',
      url: `${URL}${chain.id}/`,
      payload: {
        missions: [
          { tasks_in_order: true, tasks: [deposit] },
          { tasks: [{ type: 'turnover', amount: 100, prizes: [] }] },
        ],
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().missions;
    assert.deepEqual(
      saved.map((m: { position: number; tasks: { type: string }[] }) => [
        m.position,
        m.tasks.map((t) => t.type),
      ]),
      [
        [0, ['deposit']],
        [1, ['turnover']],
      ],
    );
    res = await publish(chain.id);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      missions: [
        {},
        { tasks: [{ games: ['Select at least one game.'], prizes: ['A task needs at least one prize.'] }] },
      ],
    });

    // Reordered: the second mission first.
    res = await admin({
      method: 'PATCH',
      url: `${URL}${chain.id}/`,
      payload: { missions: [{ tasks: [{ ...deposit, amount: 50 }] }, { tasks: [deposit] }] },
    });
    assert.deepEqual(
      res.json().missions.map((m: { tasks: { amount: number }[] }) => m.tasks[0].amount),
      [50, 20],
    );
    assert.equal((await publish(chain.id)).statusCode, 200);

    // The missions endpoint appends to a chain; a copy copies the whole chain.
    const draft = await create({ name: 'Chain 2', type: 'missionV2', missions: [{ tasks: [deposit] }] });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/missions/',
      payload: { campaign: draft.id, tasks: [deposit] },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().position, 1);
    const copy = await create({ name: 'Chain copy', type: 'missionV2', copy_of: draft.id });
    assert.equal(copy.missions.length, 2);
    assert.notEqual(copy.missions[0].id, draft.missions[0].id);
  });

  test("a chain's missions change places through the missions endpoint (spec §7): a swap, one PATCH each", async () => {
    const chain = await create({
      name: 'Chain order',
      type: 'missionV2',
      missions: [{ min_bet: 1 }, { min_bet: 2 }, { min_bet: 3 }],
    });
    const [a, b, c] = chain.missions.map((mission: { id: number }) => mission.id);
    const MISSIONS = '/v1/missions/missions/';
    const order = async () => {
      const res = await admin({ method: 'GET', url: `${MISSIONS}?campaign=${chain.id}` });
      return res
        .json()
        .results.sort((x: { position: number }, y: { position: number }) => x.position - y.position)
        .map((mission: { id: number; min_bet: number }) => [mission.id, mission.min_bet]);
    };
    // [a, b, c] → [c, a, b] as the builder sends it: each moved mission to its new place, in order.
    let res = await admin({ method: 'PATCH', url: `${MISSIONS}${c}/`, payload: { position: 0 } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().position, 0);
    res = await admin({ method: 'PATCH', url: `${MISSIONS}${a}/`, payload: { position: 1, min_bet: 10 } });
    assert.equal(res.statusCode, 200, res.body);
    res = await admin({ method: 'PATCH', url: `${MISSIONS}${b}/`, payload: { position: 2 } });
    assert.equal(res.statusCode, 200, res.body);
    // Only the mission PATCHed changed its fields (not the chain's first one).
    assert.deepEqual(await order(), [
      [c, 3],
      [a, 10],
      [b, 2],
    ]);

    // A new mission may take a place: the one there comes last.
    res = await admin({ method: 'POST', url: MISSIONS, payload: { campaign: chain.id, position: 0 } });
    assert.equal(res.statusCode, 201, res.body);
    const d = res.json().id;
    assert.equal(res.json().position, 0);
    assert.deepEqual(
      (await order()).map(([id]: number[]) => id),
      [d, a, b, c],
    );

    // Bad places are 400 at `position`; the one mission of other types stays at 0.
    res = await admin({ method: 'PATCH', url: `${MISSIONS}${a}/`, payload: { position: -1 } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().position);
    res = await admin({ method: 'PATCH', url: `${MISSIONS}${a}/`, payload: { position: '1; drop' } });
    assert.equal(res.statusCode, 400);
    const single = await create({ name: 'One mission', type: 'mission', mission: { tasks: [deposit] } });
    res = await admin({
      method: 'PATCH',
      url: `${MISSIONS}${single.mission.id}/`,
      payload: { position: 1 },
    });
    assert.deepEqual(res.json(), {
      position: ['Only the missions of a mission chain have a place other than 0.'],
    });
    res = await viewer({ method: 'PATCH', url: `${MISSIONS}${a}/`, payload: { position: 0 } });
    assert.equal(res.statusCode, 403);
  });

  test('bad chains are 400 at the mission and task that is wrong', async () => {
    const res = await admin({
      method: 'POST',
      url: URL,
      payload: {
        name: 'Bad chain',
        type: 'missionV2',
        missions: [{ repeatable: true, tasks: [deposit] }, { tasks: [{ ...bet }] }],
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      missions: [
        { repeat_count: ['This field is required when the mission is repeatable.'] },
        { tasks: [{ type: ['"sportsbet" tasks are not offered in mission v2.'] }] },
      ],
    });
  });

  test('a sportsbook mission offers sportsbet tasks, with what a bet must be, required on save', async () => {
    const made = await create({ name: 'Bets', type: 'sportsbookMission', mission: { tasks: [bet] } });
    assert.deepEqual(made.mission.tasks[0], {
      ...made.mission.tasks[0],
      type: 'sportsbet',
      amount: 10,
      times: 3,
      sport: 'Football',
      league: 'Premier League',
      market: 'Match result',
      bet_type: 'single',
      min_odds: 1.5,
      settled_status: 'won',
    });
    assert.equal((await publish(made.id)).statusCode, 200);

    let res = await admin({
      method: 'POST',
      url: URL,
      payload: {
        name: 'Blank bet',
        type: 'sportsbookMission',
        mission: { tasks: [{ type: 'sportsbet', prizes: [prize] }] },
      },
    });
    assert.deepEqual(res.json(), {
      mission: {
        tasks: [
          {
            times: ['This field is required.'],
            sport: ['This field is required.'],
            settled_status: ['This field is required.'],
          },
        ],
      },
    });
    res = await admin({
      method: 'POST',
      url: URL,
      payload: {
        name: 'Odd bet',
        type: 'sportsbookMission',
        mission: { tasks: [{ ...bet, min_odds: 0.5, bet_type: 'lucky' }] },
      },
    });
    assert.equal(res.statusCode, 400);

    // A casino mission offers no sportsbet tasks, and a sportsbook mission no gameplay ones.
    res = await admin({
      method: 'POST',
      url: URL,
      payload: { name: 'Mixed', type: 'mission', mission: { tasks: [bet] } },
    });
    assert.deepEqual(res.json(), {
      mission: { tasks: [{ type: ['"sportsbet" tasks are not offered in a mission.'] }] },
    });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/gameplay/',
      payload: { mission: made.mission.id, rounds: 5, mode: 'times', times: 2 },
    });
    assert.deepEqual(res.json(), { type: ['"gameplay" tasks are not offered in a sportsbook mission.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/sportsbet/',
      payload: {
        mission: made.mission.id,
        times: 1,
        sport: 'Tennis',
        settled_status: 'settled',
        league: 'a\u0000b',
      },
    });
    assert.equal(res.statusCode, 400);
  });

  test('missing permission and a flag turned off', async () => {
    const chain = await create({ name: 'Chain perms', type: 'missionV2' });
    let res = await viewer({ method: 'PATCH', url: `${URL}${chain.id}/`, payload: { missions: [] } });
    assert.equal(res.statusCode, 403);
    const nobody = await userWithPermissions(app, []);
    res = await nobody.inject({ method: 'POST', url: URL, payload: { name: 'x', type: 'missionV2' } });
    assert.equal(res.statusCode, 403);
    await app.repos.featureFlags.set('enable-mission-v2', false);
    res = await admin({ method: 'POST', url: URL, payload: { name: 'x', type: 'missionV2' } });
    assert.deepEqual(res.json(), { type: ['"missionV2" is not a valid choice.'] });
    await app.repos.featureFlags.set('enable-mission-v2', true);
  });
});
