import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { activityLogs } from '../db/schema';
import { gradientPng } from '../seed/demo-gallery';
import {
  buildWithAdminAndViewer,
  createUser,
  DEMO_USERS,
  multipartBody,
  publishableMissionBody,
  uniqueIp,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const LOGS = '/v1/activity-logs/activity-logs/';

interface Entry {
  action: string;
  action_label: string;
  resource: string;
  resource_id: string;
  resource_label: string;
  user: { id: number; name: string; email: string } | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

async function entries(query: string): Promise<Entry[]> {
  const res = await admin({ method: 'GET', url: `${LOGS}?limit=100&${query}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().results;
}

const logRows = async () => (await app.db.select({ n: count() }).from(activityLogs))[0].n;

describe('activity log', () => {
  test('sign-ins, failed sign-ins and sign-outs are logged, without secrets', async () => {
    const { email, password } = await createUser(app);
    const ip = uniqueIp();
    await app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      payload: { email, password: 'wrong-password!' },
      remoteAddress: ip,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      payload: { email, password },
      remoteAddress: ip,
    });
    assert.equal(login.statusCode, 200);
    const logout = await app.inject({
      method: 'POST',
      url: '/v1/auth/logout/',
      headers: { authorization: `JWT ${login.json().access}` },
      payload: {},
    });
    assert.equal(logout.statusCode, 204);

    const mine = (await entries('resource=session')).filter((entry) => entry.resource_label === email);
    assert.deepEqual(
      mine.map((entry) => entry.action),
      ['sign_out', 'sign_in', 'sign_in_failed'],
    );
    assert.equal(mine[2].user, null);
    assert.equal(mine[1].user?.email, email);
    assert.doesNotMatch(JSON.stringify(mine), /wrong-password|access|refresh/);
  });

  test('user changes, whitelist entries, campaign publishing and photo uploads are logged', async () => {
    const { user } = await createUser(app);
    await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${user.id}/`,
      payload: { phone_number: '+358 40 1234567' },
    });
    const [userEntry] = await entries(`resource=user&action=update`);
    assert.equal(userEntry.resource_id, String(user.id));
    assert.deepEqual(userEntry.changes, { phone_number: { before: '', after: '+358 40 1234567' } });

    await admin({ method: 'POST', url: '/v1/auth/mfa-whitelisted-ip/', payload: { ip: '192.0.2.77' } });
    const [ipEntry] = await entries('resource=whitelisted_ip');
    assert.equal(ipEntry.action, 'create');
    assert.deepEqual(ipEntry.changes.ip, { before: null, after: '192.0.2.77' });

    const campaign = (
      await admin({
        method: 'POST',
        url: '/v1/campaigns/campaigns/',
        payload: publishableMissionBody({ name: `Logged ${Date.now()}` }),
      })
    ).json();
    await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${campaign.id}/`,
      payload: { status: 'SC' },
    });
    const [published, created] = (await entries('resource=campaign')).filter(
      (entry) => entry.resource_id === String(campaign.id),
    );
    assert.equal(created.action, 'create');
    assert.equal(published.action, 'status_change');
    assert.deepEqual(published.changes.status, { before: 'DR', after: 'SC' });

    const upload = multipartBody({
      name: 'Logged photo',
      photo: { filename: 'p.png', content: gradientPng(4, 4, [1, 2, 3]), contentType: 'image/png' },
    });
    await admin({
      method: 'POST',
      url: '/v1/gallery/photo/',
      payload: upload.payload,
      headers: upload.headers,
    });
    const [photo] = await entries('action=upload&resource=photo');
    assert.equal(photo.resource_label, 'Logged photo');
    assert.match(String(photo.changes.size.after), /^\d+$/);
  });

  test('a refused change writes no entry', async () => {
    const rowsBefore = await logRows();
    const res = await admin({
      method: 'POST',
      url: '/v1/auth/groups/',
      payload: { name: '', permissions: ['nope'], users: [] },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(await logRows(), rowsBefore);
  });

  test('filters: action and user choices come with the page; bad values are field errors', async () => {
    const res = await admin({ method: 'GET', url: LOGS });
    const body = res.json();
    assert.equal(body.results.length <= 10, true);
    assert.ok(body.action_filter.some((choice: { value: string }) => choice.value === 'sign_in'));
    const adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
    assert.ok(body.user_filter.some((choice: { value: string }) => choice.value === String(adminId)));

    const byUser = await entries(`user=${adminId}`);
    assert.ok(byUser.length > 0 && byUser.every((entry) => entry.user?.id === adminId));

    const bad = await admin({ method: 'GET', url: `${LOGS}?action=fly&user=abc` });
    assert.equal(bad.statusCode, 400);
    const errors = bad.json();
    assert.ok(errors.action && errors.user);
    const nul = await admin({ method: 'GET', url: `${LOGS}?search=a%00b` });
    assert.equal(nul.statusCode, 400);
    assert.ok(nul.json().search);
  });

  test('401 without a token, 403 without view_activitylog', async () => {
    assert.equal((await app.inject({ method: 'GET', url: LOGS })).statusCode, 401);
    const { inject } = await userWithPermissions(app, [PERMISSIONS.viewUser]);
    assert.equal((await inject({ method: 'GET', url: LOGS })).statusCode, 403);
    assert.equal((await viewer({ method: 'GET', url: LOGS })).statusCode, 200);
  });
});
