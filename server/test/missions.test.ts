import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns } from '../db/schema';
import { type AuthedInject, buildWithAdminAndViewer, daysFromNow, userWithPermissions } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

let counter = 0;

/** A draft mission campaign with no task; returns its id and mission id. */
async function newMissionCampaign(as: AuthedInject = admin) {
  counter += 1;
  const res = await as({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: {
      name: `Mission ${counter} ${Date.now()}`,
      type: 'mission',
      start_date: daysFromNow(1),
      end_date: daysFromNow(10),
      titles: { en: 'Mission' },
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return { campaignId: res.json().id as number, missionId: res.json().mission.id as number };
}

const TASKS = {
  deposit: { amount: 25, prizes: [{ kind: 'cash', amount: 5 }] },
  gameplay: {
    rounds: 10,
    mode: 'win_in_a_row',
    times: 3,
    games: [10, 11],
    prizes: [{ kind: 'bonus', amount: 5 }],
  },
  netloss: { amount: 50, max_amount: 200, prizes: [{ kind: 'free_spins', free_spins_number: 10 }] },
  turnover: { amount: 500, games: [12], prizes: [{ kind: 'catalog_item', catalog_item_id: 3 }] },
} as const;

describe('tasks (v1/missions/tasks/{type}/)', () => {
  test('create, read, change and delete a task of every type', async () => {
    const { missionId } = await newMissionCampaign();
    const ids: number[] = [];
    for (const [type, body] of Object.entries(TASKS)) {
      const res = await admin({
        method: 'POST',
        url: `/v1/missions/tasks/${type}/`,
        payload: { mission: missionId, ...body },
      });
      assert.equal(res.statusCode, 201, res.body);
      const task = res.json();
      assert.equal(task.type, type);
      assert.equal(task.mission, missionId);
      assert.equal(task.position, ids.length);
      assert.equal(task.prizes.length, 1);
      ids.push(task.id);
    }
    const got = await viewer({ method: 'GET', url: `/v1/missions/tasks/gameplay/${ids[1]}/` });
    assert.equal(got.statusCode, 200);
    assert.deepEqual(
      { ...(got.json() as object), prizes: undefined },
      {
        id: ids[1],
        mission: missionId,
        type: 'gameplay',
        position: 1,
        rounds: 10,
        mode: 'win_in_a_row',
        times: 3,
        multiplier: null,
        games: [10, 11],
        prizes: undefined,
      },
    );
    // The path's type must be the task's.
    assert.equal(
      (await viewer({ method: 'GET', url: `/v1/missions/tasks/deposit/${ids[1]}/` })).statusCode,
      404,
    );
    assert.equal(
      (await viewer({ method: 'GET', url: `/v1/missions/tasks/login/${ids[1]}/` })).statusCode,
      404,
    );

    const patched = await admin({
      method: 'PATCH',
      url: `/v1/missions/tasks/netloss/${ids[2]}/`,
      payload: {
        max_amount: 300,
        prizes: [
          { kind: 'cash', amount: 1 },
          { kind: 'cash', amount: 2 },
        ],
      },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().amount, 50);
    assert.equal(patched.json().max_amount, 300);
    assert.deepEqual(
      patched.json().prizes.map((p: { amount: number }) => p.amount),
      [1, 2],
    );

    const bad = await admin({
      method: 'PATCH',
      url: `/v1/missions/tasks/netloss/${ids[2]}/`,
      payload: { max_amount: 10 },
    });
    assert.deepEqual(bad.json(), {
      max_amount: ['Ensure this value is greater than or equal to the amount.'],
    });

    const removed = await admin({ method: 'DELETE', url: `/v1/missions/tasks/deposit/${ids[0]}/` });
    assert.equal(removed.statusCode, 204);
    const mission = (await viewer({ method: 'GET', url: `/v1/missions/missions/${missionId}/` })).json();
    assert.deepEqual(
      mission.tasks.map((t: { id: number; position: number }) => [t.id, t.position]),
      [
        [ids[1], 0],
        [ids[2], 1],
        [ids[3], 2],
      ],
    );
  });

  test('bad input → 400 field errors (nested prizes); unknown mission and games', async () => {
    const { missionId } = await newMissionCampaign();
    let res = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/gameplay/',
      payload: {
        mission: missionId,
        rounds: 0,
        mode: 'sometimes',
        prizes: [{ kind: 'cash' }, { kind: 'gold', amount: -1 }],
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      rounds: ['Ensure this value is greater than or equal to 1.'],
      mode: ['"sometimes" is not a valid choice.'],
      prizes: [
        {},
        { kind: ['"gold" is not a valid choice.'], amount: ['Ensure this value is greater than 0.'] },
      ],
    });
    res = await admin({ method: 'POST', url: '/v1/missions/tasks/deposit/', payload: { amount: 5 } });
    assert.deepEqual(res.json(), { mission: ['This field is required.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/deposit/',
      payload: { mission: 999999, amount: 5 },
    });
    assert.deepEqual(res.json(), { mission: ['Invalid pk "999999" - object does not exist.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/turnover/',
      payload: { mission: missionId, amount: 10, games: [5, 888888] },
    });
    assert.deepEqual(res.json(), { games: ['Invalid pk "888888" - object does not exist.'] });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/deposit/',
      payload: { mission: missionId, amount: 5, ranges: [{ min: 1, max: 2 }] },
    });
    assert.deepEqual(res.json(), { ranges: ['Enter either an amount or deposit ranges, not both.'] });
  });

  test('reorder: exactly the mission’s task ids, else 400', async () => {
    const { missionId } = await newMissionCampaign();
    const ids: number[] = [];
    for (const type of ['deposit', 'netloss', 'turnover'] as const) {
      const res = await admin({
        method: 'POST',
        url: `/v1/missions/tasks/${type}/`,
        payload: { mission: missionId, ...TASKS[type] },
      });
      ids.push(res.json().id);
    }
    const url = `/v1/missions/mission/${missionId}/tasks/`;
    const res = await admin({ method: 'PATCH', url, payload: { tasks: [ids[2], ids[0], ids[1]] } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().tasks.map((t: { id: number; position: number }) => [t.id, t.position]),
      [
        [ids[2], 0],
        [ids[0], 1],
        [ids[1], 2],
      ],
    );
    for (const tasks of [[ids[0], ids[1]], [ids[0], ids[1], ids[2], 123456], [ids[0], ids[0], ids[1]], []]) {
      const bad = await admin({ method: 'PATCH', url, payload: { tasks } });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), { tasks: ["The list must hold exactly the mission's task ids."] });
    }
    assert.equal(
      (await admin({ method: 'PATCH', url: '/v1/missions/mission/999999/tasks/', payload: { tasks: [] } }))
        .statusCode,
      404,
    );
    assert.equal((await viewer({ method: 'PATCH', url, payload: { tasks: ids } })).statusCode, 403);
  });
});

describe('missions (v1/missions/missions/)', () => {
  test('list, detail, create for a campaign without one, change, delete', async () => {
    const { campaignId, missionId } = await newMissionCampaign();
    const list = await viewer({ method: 'GET', url: `/v1/missions/missions/?campaign=${campaignId}` });
    assert.equal(list.statusCode, 200);
    assert.equal(list.json().count, 1);
    assert.equal(list.json().results[0].id, missionId);
    const all = (await viewer({ method: 'GET', url: '/v1/missions/missions/?limit=2' })).json();
    assert.ok(all.count > 4);
    assert.equal(all.results.length, 2);

    let res = await admin({
      method: 'POST',
      url: '/v1/missions/missions/',
      payload: { campaign: campaignId },
    });
    assert.deepEqual(res.json(), { campaign: ['This campaign already has a mission.'] });

    res = await admin({
      method: 'PATCH',
      url: `/v1/missions/missions/${missionId}/`,
      payload: {
        repeatable: true,
        repeat_count: 4,
        min_bet: 1.5,
        tasks: [{ type: 'deposit', amount: 10, prizes: [] }],
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().repeat_count, 4);
    assert.equal(res.json().min_bet, 1.5);
    assert.equal(res.json().tasks.length, 1);
    res = await admin({
      method: 'PATCH',
      url: `/v1/missions/missions/${missionId}/`,
      payload: { repeat_count: null },
    });
    assert.deepEqual(res.json(), {
      repeat_count: ['This field is required when the mission is repeatable.'],
    });
    res = await admin({
      method: 'PATCH',
      url: `/v1/missions/missions/${missionId}/`,
      payload: { repeatable: false },
    });
    assert.equal(res.json().repeat_count, null);

    assert.equal(
      (await admin({ method: 'DELETE', url: `/v1/missions/missions/${missionId}/` })).statusCode,
      204,
    );
    const detail = (await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaignId}/` })).json();
    assert.equal(detail.mission, null);

    res = await admin({
      method: 'POST',
      url: '/v1/missions/missions/',
      payload: { campaign: campaignId, tasks_in_order: true, tasks: [{ type: 'netloss', amount: 5 }] },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().campaign, campaignId);
    assert.equal(res.json().tasks_in_order, true);
    assert.equal(res.json().tasks[0].type, 'netloss');

    const race = await admin({
      method: 'POST',
      url: '/v1/campaigns/campaigns/',
      payload: { name: 'R', type: 'race' },
    });
    res = await admin({
      method: 'POST',
      url: '/v1/missions/missions/',
      payload: { campaign: race.json().id },
    });
    assert.deepEqual(res.json(), { campaign: ['This campaign type has no mission.'] });
    assert.equal((await admin({ method: 'GET', url: '/v1/missions/missions/999999/' })).statusCode, 404);
  });

  test('status rules: active needs the flag, finished and cancelled are read-only', async () => {
    const { campaignId, missionId } = await newMissionCampaign();
    const task = await admin({
      method: 'POST',
      url: '/v1/missions/tasks/deposit/',
      payload: { mission: missionId, ...TASKS.deposit },
    });
    await app.db.update(campaigns).set({ status: 'AC' }).where(eq(campaigns.id, campaignId));
    const attempts = () => [
      admin({
        method: 'POST',
        url: '/v1/missions/tasks/deposit/',
        payload: { mission: missionId, amount: 1 },
      }),
      admin({
        method: 'PATCH',
        url: `/v1/missions/tasks/deposit/${task.json().id}/`,
        payload: { amount: 2 },
      }),
      admin({ method: 'DELETE', url: `/v1/missions/tasks/deposit/${task.json().id}/` }),
      admin({ method: 'PATCH', url: `/v1/missions/missions/${missionId}/`, payload: { min_bet: 1 } }),
      admin({
        method: 'PATCH',
        url: `/v1/missions/mission/${missionId}/tasks/`,
        payload: { tasks: [task.json().id] },
      }),
      admin({ method: 'DELETE', url: `/v1/missions/missions/${missionId}/` }),
    ];
    for (const res of await Promise.all(attempts())) {
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        non_field_errors: ['An active campaign cannot be edited: editing active campaigns is turned off.'],
      });
    }
    await app.repos.featureFlags.set('edit-active-campaigns', true);
    try {
      const res = await admin({
        method: 'PATCH',
        url: `/v1/missions/tasks/deposit/${task.json().id}/`,
        payload: { amount: 2 },
      });
      assert.equal(res.statusCode, 200);
    } finally {
      await app.repos.featureFlags.set('edit-active-campaigns', false);
    }
    for (const [status, message] of [
      ['FI', 'A finished campaign cannot be changed.'],
      ['CA', 'A cancelled campaign cannot be changed.'],
    ]) {
      await app.db
        .update(campaigns)
        .set({ status: status as 'FI' })
        .where(eq(campaigns.id, campaignId));
      for (const res of await Promise.all(attempts()))
        assert.deepEqual(res.json(), { non_field_errors: [message] });
    }
  });

  test('permissions: viewer reads only; change_own changes only own missions', async () => {
    const { missionId } = await newMissionCampaign();
    assert.equal(
      (await viewer({ method: 'GET', url: `/v1/missions/missions/${missionId}/` })).statusCode,
      200,
    );
    for (const res of [
      await viewer({ method: 'POST', url: '/v1/missions/tasks/deposit/', payload: { mission: missionId } }),
      await viewer({ method: 'PATCH', url: `/v1/missions/missions/${missionId}/`, payload: {} }),
      await viewer({ method: 'DELETE', url: `/v1/missions/missions/${missionId}/` }),
      await viewer({ method: 'POST', url: '/v1/missions/missions/', payload: { campaign: 1 } }),
    ])
      assert.equal(res.statusCode, 403);

    const own = await userWithPermissions(app, [
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.addCampaign,
      PERMISSIONS.changeOwnCampaign,
    ]);
    const mine = await newMissionCampaign(own.inject);
    let res = await own.inject({
      method: 'POST',
      url: '/v1/missions/tasks/deposit/',
      payload: { mission: mine.missionId, amount: 5 },
    });
    assert.equal(res.statusCode, 201);
    res = await own.inject({
      method: 'POST',
      url: '/v1/missions/tasks/deposit/',
      payload: { mission: missionId, amount: 5 },
    });
    assert.deepEqual(res.json(), { mission: [`Invalid pk "${missionId}" - object does not exist.`] });
    assert.equal(
      (await own.inject({ method: 'GET', url: `/v1/missions/missions/${missionId}/` })).statusCode,
      404,
    );
    const list = (await own.inject({ method: 'GET', url: '/v1/missions/missions/' })).json();
    assert.deepEqual(
      list.results.map((m: { id: number }) => m.id),
      [mine.missionId],
    );

    const seer = await userWithPermissions(app, [
      PERMISSIONS.viewAllCampaigns,
      PERMISSIONS.changeOwnCampaign,
    ]);
    res = await seer.inject({
      method: 'PATCH',
      url: `/v1/missions/missions/${missionId}/`,
      payload: { min_bet: 1 },
    });
    assert.equal(res.statusCode, 403);
  });
});
