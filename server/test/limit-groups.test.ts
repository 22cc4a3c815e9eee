import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { LIMIT_GROUP_MESSAGES } from '../routes/api/limit-groups';
import { LIMIT_MESSAGES } from '../services/campaign-limits';
import {
  auditEntriesOf,
  buildWithAdminAndViewer,
  createUser,
  publishableMissionBody,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const GROUPS = '/v1/campaigns/campaign-limit-groups/';
const CAMPAIGNS = '/v1/campaigns/campaigns/';
let counter = 0;
const uniqueName = (base = 'Limits') => `${base} ${(counter += 1)} ${Date.now()}`;

const missionLimit = (max: number | null, maxCostAlarm: number | null = null) => ({
  campaign_type: 'mission',
  max_live_campaigns: max,
  max_cost_alarm: maxCostAlarm,
});

describe('campaign limit groups', () => {
  test('create, update and delete, each change in the activity log', async () => {
    const { user } = await createUser(app);
    const created = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: uniqueName(), limits: [missionLimit(2, 500)], users: [user.id] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const group = created.json();
    assert.deepEqual(group.limits, [
      { campaign_type: 'mission', max_live_campaigns: 2, max_cost_alarm: '500.00' },
    ]);
    assert.deepEqual(group.users, [user.id]);

    const patched = await admin({
      method: 'PATCH',
      url: `${GROUPS}${group.id}/`,
      payload: { limits: [missionLimit(3, null)] },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().limits[0].max_cost_alarm, null);

    const logs = await auditEntriesOf(app, 'campaign_limit_group', group.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['update', 'create'],
    );
    assert.deepEqual(Object.keys(logs[0].changes), ['limits']);

    assert.equal((await admin({ method: 'DELETE', url: `${GROUPS}${group.id}/?force=1` })).statusCode, 204);
    assert.equal((await admin({ method: 'GET', url: `${GROUPS}${group.id}/` })).statusCode, 404);
  });

  test('bad input: field errors where they belong', async () => {
    const { user } = await createUser(app);
    const first = uniqueName('First');
    await admin({ method: 'POST', url: GROUPS, payload: { name: first, limits: [], users: [user.id] } });

    const res = await admin({
      method: 'POST',
      url: GROUPS,
      payload: {
        name: first.toLowerCase(),
        limits: [missionLimit(1), missionLimit(2)],
        users: [user.id, 987654],
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      name: [LIMIT_GROUP_MESSAGES.nameTaken],
      limits: [{}, { campaign_type: [LIMIT_GROUP_MESSAGES.typeTwice('mission')] }],
      users: [LIMIT_GROUP_MESSAGES.noUser(987654), LIMIT_GROUP_MESSAGES.inOtherGroup(user.id, first)],
    });

    const shapes = await admin({
      method: 'POST',
      url: GROUPS,
      payload: {
        name: 'x',
        limits: [{ campaign_type: 'poker', max_live_campaigns: -1, max_cost_alarm: 'lots' }],
        users: [],
      },
    });
    assert.equal(shapes.statusCode, 400);
    const body = shapes.json();
    assert.ok(body.limits[0].campaign_type);
    assert.ok(body.limits[0].max_live_campaigns);
    // A NUL byte is refused before anything else is looked at.
    const nul = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: 'x\u0000', limits: [], users: [] },
    });
    assert.equal(nul.statusCode, 400);
    assert.deepEqual(nul.json().name, ['Null characters are not allowed.']);
  });

  test('401 without a token, 403 without the permission', async () => {
    assert.equal((await app.inject({ method: 'GET', url: GROUPS })).statusCode, 401);
    assert.equal((await viewer({ method: 'GET', url: GROUPS })).statusCode, 200);
    const res = await viewer({
      method: 'POST',
      url: GROUPS,
      payload: { name: uniqueName(), limits: [], users: [] },
    });
    assert.equal(res.statusCode, 403);
  });

  test('publishing is refused past a limit, and allowed once it is raised', async () => {
    const { inject: member, user } = await userWithPermissions(app, [
      PERMISSIONS.addCampaign,
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.changeOwnCampaign,
    ]);
    const group = (
      await admin({
        method: 'POST',
        url: GROUPS,
        payload: { name: uniqueName('Juniors'), limits: [missionLimit(1, 100)], users: [user.id] },
      })
    ).json();

    const create = async (costAlarm: number | null) => {
      const res = await member({
        method: 'POST',
        url: CAMPAIGNS,
        payload: publishableMissionBody({ name: uniqueName('Campaign'), cost_alarm: costAlarm }),
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().id as number;
    };
    const publish = (id: number) =>
      member({ method: 'PATCH', url: `${CAMPAIGNS}${id}/`, payload: { status: 'SC' } });

    const tooCostly = await publish(await create(250));
    assert.equal(tooCostly.statusCode, 400);
    assert.deepEqual(tooCostly.json().cost_alarm, [LIMIT_MESSAGES.costAlarmTooHigh(group.name, '100.00')]);
    const noAlarm = await publish(await create(null));
    assert.deepEqual(noAlarm.json().cost_alarm, [LIMIT_MESSAGES.costAlarmMissing(group.name, '100.00')]);

    assert.equal((await publish(await create(50))).statusCode, 200);
    const second = await create(50);
    const refused = await publish(second);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().non_field_errors, [
      LIMIT_MESSAGES.tooManyLive(group.name, 1, 'mission', 1),
    ]);

    await admin({
      method: 'PATCH',
      url: `${GROUPS}${group.id}/`,
      payload: { limits: [missionLimit(2, 100)] },
    });
    assert.equal((await publish(second)).statusCode, 200);
  });
});
