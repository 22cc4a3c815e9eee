import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { GROUP_MESSAGES } from '../routes/api/access-groups';
import { ACCOUNT_MESSAGES } from '../services/accounts';
import {
  auditEntriesOf,
  buildWithAdminAndViewer,
  createUser,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const GROUPS = '/v1/auth/groups/';
let nameCounter = 0;
const uniqueName = (base = 'Group') => `${base} ${(nameCounter += 1)} ${Date.now()}`;

const lastLogOf = async (resource: string, resourceId: number) =>
  (await auditEntriesOf(app, resource, resourceId))[0];

describe('access groups', () => {
  test('create, read, list, update and delete, each change logged with its diff', async () => {
    const { user } = await createUser(app);
    const name = uniqueName('Support');
    const created = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: `  ${name}  `, permissions: [PERMISSIONS.viewUser], users: [user.id] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const group = created.json();
    assert.equal(group.name, name);
    assert.deepEqual(group.permissions, [PERMISSIONS.viewUser]);
    assert.deepEqual(group.users, [user.id]);

    const createLog = await lastLogOf('access_group', group.id);
    assert.equal(createLog.action, 'create');
    assert.equal(createLog.resourceLabel, name);
    assert.deepEqual(createLog.changes.name, { before: null, after: name });

    const one = await admin({ method: 'GET', url: `${GROUPS}${group.id}/` });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().name, name);

    const listed = await admin({ method: 'GET', url: `${GROUPS}?search=${encodeURIComponent(name)}` });
    assert.equal(listed.json().count, 1);

    const patched = await admin({
      method: 'PATCH',
      url: `${GROUPS}${group.id}/`,
      payload: { permissions: [PERMISSIONS.viewUser, PERMISSIONS.addUser] },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    const updateLog = await lastLogOf('access_group', group.id);
    assert.equal(updateLog.action, 'update');
    assert.deepEqual(Object.keys(updateLog.changes), ['permissions']);
    assert.deepEqual(updateLog.changes.permissions.after, [PERMISSIONS.addUser, PERMISSIONS.viewUser]);

    // The member holds the new permission on their next request.
    const member = await app.repos.users.findWithPermissions(user.id);
    assert.ok(member?.permissions.includes(PERMISSIONS.addUser));

    const removed = await admin({ method: 'DELETE', url: `${GROUPS}${group.id}/?reason=cleanup` });
    assert.equal(removed.statusCode, 204);
    assert.equal((await admin({ method: 'GET', url: `${GROUPS}${group.id}/` })).statusCode, 404);
    assert.equal((await lastLogOf('access_group', group.id)).action, 'delete');
  });

  test('bad input answers field errors and writes nothing', async () => {
    const name = uniqueName('Taken');
    assert.equal(
      (await admin({ method: 'POST', url: GROUPS, payload: { name, permissions: [], users: [] } }))
        .statusCode,
      201,
    );
    const res = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: name.toUpperCase(), permissions: ['fly_rockets'], users: [987654] },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      name: [GROUP_MESSAGES.nameTaken],
      permissions: [GROUP_MESSAGES.unknownPermission('fly_rockets')],
      users: [GROUP_MESSAGES.noUser(987654)],
    });

    const blank = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: '   ', permissions: [], users: [] },
    });
    assert.deepEqual(blank.json(), { name: [GROUP_MESSAGES.blank] });

    const nul = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: 'a\u0000b', permissions: [], users: [] },
    });
    assert.equal(nul.statusCode, 400);
    assert.deepEqual(nul.json(), { name: ['Null characters are not allowed.'] });

    const missing = await admin({ method: 'POST', url: GROUPS, payload: { __proto__: { name: 'x' } } });
    assert.equal(missing.statusCode, 400);
    assert.ok(missing.json().name);
  });

  test('order_by accepts only the listed fields', async () => {
    assert.equal((await admin({ method: 'GET', url: `${GROUPS}?order_by=-name` })).statusCode, 200);
    const res = await admin({ method: 'GET', url: `${GROUPS}?order_by=__proto__` });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().order_by);
  });

  test('permissions: 401 without a token, 403 without the permission, viewers may read', async () => {
    assert.equal((await app.inject({ method: 'GET', url: GROUPS })).statusCode, 401);
    assert.equal((await viewer({ method: 'GET', url: GROUPS })).statusCode, 200);
    const res = await viewer({
      method: 'POST',
      url: GROUPS,
      payload: { name: uniqueName(), permissions: [], users: [] },
    });
    assert.equal(res.statusCode, 403);
  });

  test('nobody grants what they do not hold', async () => {
    const { inject: manager, user: self } = await userWithPermissions(app, [
      PERMISSIONS.viewGroup,
      PERMISSIONS.addGroup,
      PERMISSIONS.changeGroup,
      PERMISSIONS.viewUser,
    ]);
    const beyond = await manager({
      method: 'POST',
      url: GROUPS,
      payload: { name: uniqueName(), permissions: [PERMISSIONS.deleteGroup], users: [] },
    });
    assert.equal(beyond.statusCode, 400);
    assert.deepEqual(beyond.json().permissions, [GROUP_MESSAGES.beyondOwn([PERMISSIONS.deleteGroup])]);

    const powerful = await admin({
      method: 'POST',
      url: GROUPS,
      payload: { name: uniqueName('Powerful'), permissions: [PERMISSIONS.deleteCampaign], users: [] },
    });
    const joined = await manager({
      method: 'PATCH',
      url: `${GROUPS}${powerful.json().id}/`,
      payload: { users: [self.id] },
    });
    assert.equal(joined.statusCode, 400);
    assert.deepEqual(joined.json().users, [GROUP_MESSAGES.membersBeyondOwn([PERMISSIONS.deleteCampaign])]);

    const own = await manager({
      method: 'POST',
      url: GROUPS,
      payload: { name: uniqueName('Within'), permissions: [PERMISSIONS.viewUser], users: [self.id] },
    });
    assert.equal(own.statusCode, 201, own.body);
  });

  test('the permission list names every code with its area', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/auth/permissions/' });
    assert.equal(res.statusCode, 200);
    const codes = res.json() as Array<{ code: string; label: string; area: string }>;
    const addUser = codes.find((entry) => entry.code === PERMISSIONS.addUser);
    assert.deepEqual(addUser, { code: PERMISSIONS.addUser, label: 'Invite users', area: 'Users' });
  });

  test('only a superuser may change a superuser', async () => {
    const { user: boss } = await createUser(app, { isSuperuser: true });
    const { inject: editor } = await userWithPermissions(app, [
      PERMISSIONS.viewUser,
      PERMISSIONS.changeUser,
      PERMISSIONS.changeActiveStatus,
    ]);
    const block = await editor({
      method: 'PATCH',
      url: `/v1/auth/users/${boss.id}/`,
      payload: { status: 'BL' },
    });
    assert.equal(block.statusCode, 403);
    assert.equal(block.json().detail, ACCOUNT_MESSAGES.superuserOnly);
    const byAdmin = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${boss.id}/`,
      payload: { phone_number: '1' },
    });
    assert.equal(byAdmin.statusCode, 200);
  });
});
