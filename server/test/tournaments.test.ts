import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns, competitions } from '../db/schema';
import { type AuthedInject, buildWithAdminAndViewer, daysFromNow, userWithPermissions } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

let counter = 0;

/** A draft campaign of `type` with the fields publishing needs besides its settings. */
async function newCampaign(type: 'tournament' | 'race', extra: Record<string, unknown> = {}, as = admin) {
  counter += 1;
  const res = await as({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: {
      name: `${type} ${counter} ${Date.now()}`,
      type,
      start_date: daysFromNow(1),
      end_date: daysFromNow(10),
      titles: { en: 'Climb the board' },
      ...extra,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

const GAMEPLAY = { rounds: 10, mode: 'multiplier', multiplier: 5, games: [10, 11], points: 50 };
const TURNOVER = { amount: 200, games: [12], points: 20 };
const PLACES = [
  { lower_position: 1, upper_position: 1, prizes: [{ kind: 'cash', amount: 500 }] },
  { lower_position: 2, upper_position: 5, prizes: [{ kind: 'free_spins', free_spins_number: 50 }] },
];

const publish = (id: number, as = admin) =>
  as({ method: 'PATCH', url: `/v1/campaigns/campaigns/${id}/`, payload: { status: 'SC' } });

describe('tournament settings in the campaign body', () => {
  test('created with defaults, then set with places and tasks, and published', async () => {
    const campaign = await newCampaign('tournament');
    assert.deepEqual(
      { ...campaign.tournament, id: undefined },
      {
        id: undefined,
        campaign: campaign.id,
        type: 'most_points',
        spins_before_restart: null,
        min_bet: null,
        attempts: null,
        places: [],
        tasks: [],
      },
    );

    const refused = await publish(campaign.id);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().tournament, {
      places: ['Add at least one place.'],
      tasks: ['A tournament needs at least one task.'],
    });

    const res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: {
        tournament: {
          type: 'highest_multiplier',
          spins_before_restart: 100,
          min_bet: 0.2,
          attempts: 3,
          places: PLACES,
          tasks: [
            { type: 'gameplay', ...GAMEPLAY },
            { type: 'turnover', ...TURNOVER },
          ],
        },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const { tournament } = res.json();
    assert.equal(tournament.type, 'highest_multiplier');
    assert.equal(tournament.spins_before_restart, 100);
    assert.equal(tournament.attempts, 3);
    assert.equal(tournament.min_bet, 0.2);
    assert.deepEqual(
      tournament.places.map((p: { lower_position: number; upper_position: number }) => [
        p.lower_position,
        p.upper_position,
      ]),
      [
        [1, 1],
        [2, 5],
      ],
    );
    assert.equal(tournament.places[0].prizes[0].action_code, 'CA');
    assert.deepEqual(
      tournament.tasks.map((t: { type: string; points: number; position: number }) => [
        t.type,
        t.points,
        t.position,
      ]),
      [
        ['gameplay', 50, 0],
        ['turnover', 20, 1],
      ],
    );
    assert.equal(tournament.tasks[1].amount, 200);
    assert.equal(tournament.tasks[1].rounds, undefined);

    const published = await publish(campaign.id);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json().status, 'SC');
  });

  test('places may not overlap, leave gaps or start after 1: a field error on the place', async () => {
    const campaign = await newCampaign('tournament');
    const place = (lower: number, upper: number) => ({ lower_position: lower, upper_position: upper });
    const attempt = (places: unknown[]) =>
      admin({
        method: 'PATCH',
        url: `/v1/campaigns/campaigns/${campaign.id}/`,
        payload: { tournament: { places } },
      });
    let res = await attempt([place(2, 3)]);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      tournament: { places: [{ lower_position: ['The first place starts at position 1.'] }] },
    });
    res = await attempt([place(1, 3), place(3, 5), place(8, 9), place(10, 9)]);
    assert.deepEqual(res.json(), {
      tournament: {
        places: [
          {},
          { lower_position: ['Overlaps place 1: positions up to 3 already have a place.'] },
          { lower_position: ['Positions 6 to 7 have no place.'] },
          { upper_position: ['The upper position must be at least the lower position.'] },
        ],
      },
    });
    res = await attempt([{ lower_position: 0, upper_position: 'x' }]);
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().tournament.places[0].lower_position);
    // Nothing was stored by the refused changes.
    const detail = (await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/` })).json();
    assert.deepEqual(detail.tournament.places, []);
  });

  test('tasks need their amounts and points; a refused publish names every missing item', async () => {
    const campaign = await newCampaign('tournament');
    let res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: {
        tournament: {
          type: 'best',
          tasks: [{ type: 'deposit' }, { type: 'gameplay', rounds: 5, mode: 'times' }],
        },
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().tournament.type, ['"best" is not a valid choice.']);
    res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: {
        tournament: {
          tasks: [
            { type: 'turnover', points: 5 },
            { type: 'gameplay', rounds: 5, mode: 'times' },
          ],
        },
      },
    });
    assert.deepEqual(res.json(), {
      tournament: {
        tasks: [
          { amount: ['This field is required.'] },
          { times: ['This field is required.'], points: ['This field is required.'] },
        ],
      },
    });
    res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: { tournament: { tasks: [{ type: 'turnover', amount: 5, points: 1, games: [999999] }] } },
    });
    assert.deepEqual(res.json(), {
      tournament: { tasks: [{ games: ['Invalid pk "999999" - object does not exist.'] }] },
    });

    res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: {
        tournament: {
          places: [
            { lower_position: 1, upper_position: 1, prizes: [{ kind: 'bonus' }] },
            { lower_position: 2, upper_position: 3 },
          ],
          tasks: [{ type: 'turnover', amount: 5, points: 1 }],
        },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const refused = await publish(campaign.id);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().tournament, {
      places: [
        { prizes: [{ amount: ['This field is required.'] }] },
        { prizes: ['A place needs at least one prize.'] },
      ],
      tasks: [{ games: ['Select at least one game.'] }],
    });
  });

  test('copying a tournament copies its places and tasks', async () => {
    const source = await newCampaign('tournament', {
      tournament: { attempts: 2, places: PLACES, tasks: [{ type: 'gameplay', ...GAMEPLAY }] },
    });
    const copy = await newCampaign('tournament', { copy_of: source.id });
    assert.equal(copy.tournament.attempts, 2);
    assert.equal(copy.tournament.places.length, 2);
    assert.notEqual(copy.tournament.places[0].id, source.tournament.places[0].id);
    assert.deepEqual(copy.tournament.places[1].prizes[0].free_spins_number, 50);
    assert.equal(copy.tournament.tasks[0].multiplier, 5);
  });
});

describe('races', () => {
  test('settings, positions and tasks; publish lists what is missing', async () => {
    const campaign = await newCampaign('race', { race: { max_spins: 200, min_bet: 0.1 } });
    assert.equal(campaign.race.max_spins, 200);
    assert.equal(campaign.race.speed_race, false);
    assert.equal(campaign.tournament, undefined);
    let refused = await publish(campaign.id);
    assert.deepEqual(refused.json().race, {
      places: ['Add at least one place.'],
      tasks: ['A race needs at least one task.'],
    });
    const res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: { race: { places: [PLACES[0], { lower_position: 3, upper_position: 4 }] } },
    });
    assert.deepEqual(res.json(), {
      race: { places: [{}, { lower_position: ['Position 2 has no place.'] }] },
    });
    const ok = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: { race: { places: PLACES, tasks: [{ type: 'turnover', ...TURNOVER }] } },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    refused = await publish(campaign.id);
    assert.equal(refused.statusCode, 200, refused.body);
  });

  test('a speed race needs the enable-speed-race flag, a target and a number of winners', async () => {
    const campaign = await newCampaign('race');
    const url = `/v1/campaigns/campaigns/${campaign.id}/`;
    let res = await admin({
      method: 'PATCH',
      url,
      payload: { race: { speed_race: true, target: 100, winners: 5 } },
    });
    assert.deepEqual(res.json(), { race: { speed_race: ['Speed races are not enabled for this casino.'] } });
    await app.repos.featureFlags.set('enable-speed-race', true);
    try {
      res = await admin({ method: 'PATCH', url, payload: { race: { speed_race: true } } });
      assert.deepEqual(res.json(), {
        race: {
          target: ['This field is required in a speed race.'],
          winners: ['This field is required in a speed race.'],
        },
      });
      res = await admin({
        method: 'PATCH',
        url,
        payload: {
          race: {
            speed_race: true,
            target: 1000,
            winners: 10,
            places: PLACES,
            tasks: [{ type: 'gameplay', ...GAMEPLAY }],
          },
        },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().race.target, 1000);
      assert.equal(res.json().race.winners, 10);
      let refused = await publish(campaign.id);
      assert.deepEqual(refused.json().race, {
        places: [
          {},
          { upper_position: ['A speed race has 10 winner(s): the last place must end at position 10.'] },
        ],
      });
      res = await admin({ method: 'PATCH', url, payload: { race: { winners: 5 } } });
      assert.equal(res.statusCode, 200);
      await app.repos.featureFlags.set('enable-speed-race', false);
      refused = await publish(campaign.id);
      assert.deepEqual(refused.json().race, { speed_race: ['Speed races are not enabled for this casino.'] });
      await app.repos.featureFlags.set('enable-speed-race', true);
      assert.equal((await publish(campaign.id)).statusCode, 200);
    } finally {
      await app.repos.featureFlags.set('enable-speed-race', false);
    }
    // Turning the speed race off clears its target and winners.
    const other = await newCampaign('race');
    res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${other.id}/`,
      payload: { race: { speed_race: false, target: 5 } },
    });
    assert.equal(res.json().race.target, null);
  });
});

describe('tournaments endpoints (spec §7 v1/tournaments/…)', () => {
  test('the demo seed gives its tournaments and races complete settings', async () => {
    const page = (await viewer({ method: 'GET', url: '/v1/tournaments/tournaments/?limit=50' })).json();
    assert.ok(page.count >= 6, 'a tournament in every status, and a template');
    const seeded = page.results.filter((t: { places: unknown[] }) => t.places.length === 3);
    assert.ok(seeded.length >= 6);
    const scheduled = await app.repos.campaigns.findById(seeded[0].campaign);
    assert.ok(scheduled);
    const detail = await app.campaigns.detail(scheduled);
    assert.equal(detail.tournament?.tasks.length, 2);
  });

  test('list, detail, create for a campaign without one, change', async () => {
    const campaign = await newCampaign('tournament');
    const id = campaign.tournament.id as number;
    const list = await viewer({ method: 'GET', url: `/v1/tournaments/tournaments/?campaign=${campaign.id}` });
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().count, 1);
    assert.equal(list.json().results[0].id, id);
    const race = await newCampaign('race');
    const raceList = await viewer({ method: 'GET', url: `/v1/tournaments/tournaments/?campaign=${race.id}` });
    assert.equal(raceList.json().count, 0);
    assert.equal(
      (await viewer({ method: 'GET', url: '/v1/tournaments/tournaments/?campaign=abc' })).statusCode,
      400,
    );
    assert.equal(
      (await viewer({ method: 'GET', url: `/v1/tournaments/tournaments/${id}/` })).statusCode,
      200,
    );
    assert.equal(
      (await viewer({ method: 'GET', url: `/v1/tournaments/tournaments/${race.race.id}/` })).statusCode,
      404,
    );

    let res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tournaments/',
      payload: { campaign: campaign.id },
    });
    assert.deepEqual(res.json(), { campaign: ['This campaign already has a tournament.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tournaments/',
      payload: { campaign: race.id },
    });
    assert.deepEqual(res.json(), { campaign: ['This campaign is not a tournament.'] });
    res = await admin({ method: 'POST', url: '/v1/tournaments/tournaments/', payload: { campaign: 999999 } });
    assert.deepEqual(res.json(), { campaign: ['Invalid pk "999999" - object does not exist.'] });
    res = await admin({ method: 'POST', url: '/v1/tournaments/tournaments/', payload: {} });
    assert.deepEqual(res.json(), { campaign: ['This field is required.'] });

    // A tournament campaign whose settings row is gone gets one by POST.
    await app.db.delete(competitions).where(eq(competitions.id, id));
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tournaments/',
      payload: { campaign: campaign.id, type: 'highest_win', places: PLACES },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().type, 'highest_win');
    const created = res.json().id as number;

    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tournaments/${created}/`,
      payload: {
        attempts: 4,
        places: [
          { lower_position: 1, upper_position: 2 },
          { lower_position: 2, upper_position: 2 },
        ],
      },
    });
    assert.deepEqual(res.json(), {
      places: [{}, { lower_position: ['Overlaps place 1: positions up to 2 already have a place.'] }],
    });
    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tournaments/${created}/`,
      headers: { 'content-type': 'application/json' },
      payload:
        '{"attempts": 4, "places": [{"lower_position": 1, "upper_position": 1, "__proto__": {"x": 1}}]}',
    });
    assert.equal(res.statusCode, 400, 'a __proto__ key is refused');
    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tournaments/${created}/`,
      payload: { attempts: 0, min_bet: -1, spins_before_restart: 'many' },
    });
    assert.deepEqual(Object.keys(res.json()).sort(), ['attempts', 'min_bet', 'spins_before_restart']);
    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tournaments/${created}/`,
      payload: { attempts: 4 },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().attempts, 4);
    assert.equal(res.json().places.length, 2);
  });

  test('tasks: create, change, delete, reorder', async () => {
    const campaign = await newCampaign('tournament');
    const tournament = campaign.tournament.id as number;
    const ids: number[] = [];
    for (const [type, body] of [
      ['gameplay', GAMEPLAY],
      ['turnover', TURNOVER],
      ['gameplay', { ...GAMEPLAY, mode: 'win_in_a_row', times: 3, points: 7 }],
    ] as const) {
      const res = await admin({
        method: 'POST',
        url: `/v1/tournaments/tasks/${type}/`,
        payload: { tournament, ...body },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().tournament, tournament);
      assert.equal(res.json().position, ids.length);
      ids.push(res.json().id);
    }
    let res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/gameplay/',
      payload: { tournament, rounds: 0, mode: 'sometimes', points: -1 },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json()).sort(), ['mode', 'points', 'rounds']);
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/deposit/',
      payload: { tournament, amount: 5 },
    });
    assert.equal(res.statusCode, 404, 'tournament tasks are gameplay or turnover');
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/turnover/',
      payload: { tournament, amount: 5 },
    });
    assert.deepEqual(res.json(), { points: ['This field is required.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/turnover/',
      payload: { tournament: 999999, amount: 5, points: 1 },
    });
    assert.deepEqual(res.json(), { tournament: ['Invalid pk "999999" - object does not exist.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/turnover/',
      payload: { tournament, amount: 5, points: 1, note: 'a\u0000b' },
    });
    assert.equal(res.statusCode, 400, 'a NUL byte is refused anywhere in a body');
    res = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/turnover/',
      payload: { tournament, amount: 5, points: 1, note: 'ignored' },
    });
    assert.equal(res.statusCode, 201, 'unknown fields are ignored');
    ids.push(res.json().id);

    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tasks/turnover/${ids[1]}/`,
      payload: { points: 30 },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().points, 30);
    assert.equal(res.json().amount, 200);
    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tasks/turnover/${ids[1]}/`,
      payload: { amount: null },
    });
    assert.deepEqual(res.json(), { amount: ['This field is required.'] });
    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tasks/gameplay/${ids[1]}/`,
      payload: { points: 3 },
    });
    assert.equal(res.statusCode, 404, 'the path type must be the task type');

    assert.equal(
      (await admin({ method: 'DELETE', url: `/v1/tournaments/tasks/turnover/${ids[3]}/` })).statusCode,
      204,
    );
    ids.pop();

    const url = `/v1/tournaments/tournament/${tournament}/tasks/`;
    res = await admin({ method: 'PATCH', url, payload: { tasks: [ids[2], ids[0], ids[1]] } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().tasks.map((t: { id: number; position: number }) => [t.id, t.position]),
      [
        [ids[2], 0],
        [ids[0], 1],
        [ids[1], 2],
      ],
    );
    for (const tasks of [[ids[0]], [ids[0], ids[1], ids[2], 123456], [ids[0], ids[0], ids[1]]]) {
      const bad = await admin({ method: 'PATCH', url, payload: { tasks } });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(Object.keys(bad.json()), ['tasks']);
    }
    assert.equal(
      (
        await admin({
          method: 'PATCH',
          url: '/v1/tournaments/tournament/999999/tasks/',
          payload: { tasks: [] },
        })
      ).statusCode,
      404,
    );
  });

  test('permissions and status rules follow the campaign', async () => {
    const campaign = await newCampaign('tournament', {
      tournament: { places: PLACES, tasks: [{ type: 'turnover', ...TURNOVER }] },
    });
    const tournament = campaign.tournament.id as number;
    const task = campaign.tournament.tasks[0].id as number;
    for (const res of [
      await viewer({
        method: 'POST',
        url: '/v1/tournaments/tasks/turnover/',
        payload: { tournament, ...TURNOVER },
      }),
      await viewer({
        method: 'PATCH',
        url: `/v1/tournaments/tasks/turnover/${task}/`,
        payload: { points: 1 },
      }),
      await viewer({ method: 'DELETE', url: `/v1/tournaments/tasks/turnover/${task}/` }),
      await viewer({ method: 'PATCH', url: `/v1/tournaments/tournaments/${tournament}/`, payload: {} }),
      await viewer({
        method: 'POST',
        url: '/v1/tournaments/tournaments/',
        payload: { campaign: campaign.id },
      }),
      await viewer({
        method: 'PATCH',
        url: `/v1/tournaments/tournament/${tournament}/tasks/`,
        payload: { tasks: [task] },
      }),
    ])
      assert.equal(res.statusCode, 403);

    const own = await userWithPermissions(app, [
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.addCampaign,
      PERMISSIONS.changeOwnCampaign,
    ]);
    const mine = await newCampaign('tournament', {}, own.inject);
    let res = await own.inject({
      method: 'POST',
      url: '/v1/tournaments/tasks/turnover/',
      payload: { tournament: mine.tournament.id, ...TURNOVER },
    });
    assert.equal(res.statusCode, 201, res.body);
    res = await own.inject({
      method: 'POST',
      url: '/v1/tournaments/tasks/turnover/',
      payload: { tournament, ...TURNOVER },
    });
    assert.deepEqual(res.json(), { tournament: [`Invalid pk "${tournament}" - object does not exist.`] });
    assert.equal(
      (await own.inject({ method: 'GET', url: `/v1/tournaments/tournaments/${tournament}/` })).statusCode,
      404,
    );
    const list = (await own.inject({ method: 'GET', url: '/v1/tournaments/tournaments/' })).json();
    assert.deepEqual(
      list.results.map((t: { id: number }) => t.id),
      [mine.tournament.id],
    );
    const nobody = await userWithPermissions(app, []);
    assert.equal(
      (await nobody.inject({ method: 'GET', url: '/v1/tournaments/tournaments/' })).statusCode,
      403,
    );

    // A published tournament stays publishable: removing its last task is refused.
    assert.equal((await publish(campaign.id)).statusCode, 200);
    res = await admin({ method: 'DELETE', url: `/v1/tournaments/tasks/turnover/${task}/` });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().tournament, { tasks: ['A tournament needs at least one task.'] });

    await app.db.update(campaigns).set({ status: 'FI' }).where(eq(campaigns.id, campaign.id));
    res = await admin({
      method: 'PATCH',
      url: `/v1/tournaments/tasks/turnover/${task}/`,
      payload: { points: 2 },
    });
    assert.deepEqual(res.json(), { non_field_errors: ['A finished campaign cannot be changed.'] });
  });
});
