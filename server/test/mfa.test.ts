import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../services/auth';
import { generateTotpSecret } from '../services/totp';
import { WHITELIST_MESSAGES } from '../routes/api/mfa';
import {
  type AuthedInject,
  buildWithAdminAndViewer,
  createUser,
  DEMO_USERS,
  injectWithLogin,
  totpCode,
  uniqueIp,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const login = (email: string, password: string, remoteAddress = uniqueIp()) =>
  app.inject({ method: 'POST', url: '/v1/auth/login/', payload: { email, password }, remoteAddress });

const codeStep = (ephemeralToken: string, code: string, remoteAddress = uniqueIp()) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login/code/',
    payload: { ephemeral_token: ephemeralToken, code },
    remoteAddress,
  });

/** A code of `secret` none of the given codes equals (a wrong one). */
const wrongCode = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((offset) => totpCode(secret, offset)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
};

describe('own second factor', () => {
  test('setup, confirm, disable', async () => {
    const { email, password } = await createUser(app);
    const me = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });

    let res = await me({ method: 'GET', url: '/v1/auth/mfa/' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { enabled: false, required: false });

    // A bearer token alone cannot enrol: the current password is asked for.
    res = await me({ method: 'POST', url: '/v1/auth/mfa/setup/', payload: {} });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { current_password: ['This field is required.'] });
    res = await me({ method: 'POST', url: '/v1/auth/mfa/setup/', payload: { current_password: 'not-it' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { current_password: [AUTH_MESSAGES.wrongPassword] });
    res = await me({ method: 'POST', url: '/v1/auth/mfa/setup/', payload: { current_password: password } });
    assert.equal(res.statusCode, 200);
    const { secret, otpauth_url: url } = res.json();
    assert.deepEqual(Object.keys(res.json()).sort(), ['otpauth_url', 'secret']);
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.ok(url.startsWith('otpauth://totp/'));
    assert.ok(url.includes(`secret=${secret}`));
    assert.ok(url.includes('issuer=Casino%20Back-office'));
    assert.ok(url.includes(encodeURIComponent(email)));
    // Pending only: sign-in still needs no code.
    assert.ok((await login(email, password)).json().access);
    assert.deepEqual((await me({ method: 'GET', url: '/v1/auth/mfa/' })).json(), {
      enabled: false,
      required: false,
    });

    res = await me({ method: 'POST', url: '/v1/auth/mfa/confirm/', payload: { code: wrongCode(secret) } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { code: [AUTH_MESSAGES.invalidCode] });
    res = await me({ method: 'POST', url: '/v1/auth/mfa/confirm/', payload: {} });
    assert.deepEqual(res.json(), { code: ['This field is required.'] });

    res = await me({ method: 'POST', url: '/v1/auth/mfa/confirm/', payload: { code: totpCode(secret) } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { enabled: true, required: false });
    assert.deepEqual((await me({ method: 'GET', url: '/v1/auth/mfa/' })).json(), {
      enabled: true,
      required: false,
    });

    // Now sign-in asks for a code.
    const step = (await login(email, password)).json();
    assert.deepEqual(Object.keys(step), ['ephemeral_token']);

    // Replacing the factor needs a current code of it.
    res = await me({ method: 'POST', url: '/v1/auth/mfa/setup/', payload: { current_password: password } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { code: ['This field is required.'] });

    // Switching it off needs the current password and a current code.
    res = await me({ method: 'POST', url: '/v1/auth/mfa/disable/', payload: { code: totpCode(secret, 1) } });
    assert.deepEqual(res.json(), { current_password: ['This field is required.'] });
    res = await me({
      method: 'POST',
      url: '/v1/auth/mfa/disable/',
      payload: { current_password: 'not-it', code: totpCode(secret, 1) },
    });
    assert.deepEqual(res.json(), { current_password: [AUTH_MESSAGES.wrongPassword] });
    res = await me({
      method: 'POST',
      url: '/v1/auth/mfa/disable/',
      payload: { current_password: password, code: wrongCode(secret) },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { code: [AUTH_MESSAGES.invalidCode] });
    // The code used to confirm is spent; the next step's is accepted.
    res = await me({
      method: 'POST',
      url: '/v1/auth/mfa/disable/',
      payload: { current_password: password, code: totpCode(secret, 1) },
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { enabled: false, required: false });
    assert.ok((await login(email, password)).json().access);

    res = await me({
      method: 'POST',
      url: '/v1/auth/mfa/disable/',
      payload: { current_password: password, code: '123456' },
    });
    assert.deepEqual(res.json(), { non_field_errors: [AUTH_MESSAGES.mfaNotEnabled] });
  });

  test('replacing an enabled factor with a current code', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const step = (await login(email, password)).json();
    const pair = (await codeStep(step.ephemeral_token, totpCode(secret))).json();
    const headers = { authorization: `JWT ${pair.access}` };
    let res = await app.inject({
      method: 'POST',
      url: '/v1/auth/mfa/setup/',
      headers,
      payload: { current_password: password, code: totpCode(secret, 1) },
    });
    assert.equal(res.statusCode, 200);
    const next = res.json().secret;
    assert.notEqual(next, secret);
    res = await app.inject({
      method: 'POST',
      url: '/v1/auth/mfa/confirm/',
      headers,
      payload: { code: totpCode(next) },
    });
    assert.deepEqual(res.json(), { enabled: true, required: false });
    const again = (await login(email, password)).json();
    assert.equal((await codeStep(again.ephemeral_token, totpCode(secret, -1))).statusCode, 400);
    assert.equal((await codeStep(again.ephemeral_token, totpCode(next, 1))).statusCode, 200);
  });

  test('disable refused while an administrator requires the second factor', async () => {
    const secret = generateTotpSecret();
    const { user, email, password } = await createUser(app, { mfaSecret: secret });
    const patch = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${user.id}/`,
      payload: { mfa_required: true },
    });
    assert.equal(patch.json().mfa_required, true);
    assert.equal(patch.json().mfa_enabled, true);
    const step = (await login(email, password)).json();
    const pair = (await codeStep(step.ephemeral_token, totpCode(secret))).json();
    const headers = { authorization: `JWT ${pair.access}` };
    assert.deepEqual((await app.inject({ method: 'GET', url: '/v1/auth/mfa/', headers })).json(), {
      enabled: true,
      required: true,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/mfa/disable/',
      headers,
      payload: { current_password: password, code: totpCode(secret, 1) },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      non_field_errors: ['Your administrator requires two-factor sign-in for your account.'],
    });
  });

  test('needs authentication', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/v1/auth/mfa/' })).statusCode, 401);
    assert.equal((await app.inject({ method: 'POST', url: '/v1/auth/mfa/setup/' })).statusCode, 401);
  });
});

describe('second factor required by an administrator', () => {
  test('sign-in without a factor hands out a secret to enrol; the code step enables it', async () => {
    const { user, email, password } = await createUser(app);
    await admin({ method: 'PATCH', url: `/v1/auth/users/${user.id}/`, payload: { mfa_required: true } });

    const res = await login(email, password);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['ephemeral_token', 'mfa_setup']);
    const { secret, otpauth_url: url } = body.mfa_setup;
    assert.ok(url.includes(`secret=${secret}`));

    let step = await codeStep(body.ephemeral_token, wrongCode(secret));
    assert.equal(step.statusCode, 400);
    assert.deepEqual(step.json(), { code: [AUTH_MESSAGES.invalidCode] });
    step = await codeStep(body.ephemeral_token, totpCode(secret));
    assert.equal(step.statusCode, 200);
    assert.deepEqual(Object.keys(step.json()).sort(), ['access', 'refresh']);

    const headers = { authorization: `JWT ${step.json().access}` };
    assert.deepEqual((await app.inject({ method: 'GET', url: '/v1/auth/mfa/', headers })).json(), {
      enabled: true,
      required: true,
    });
    // Enrolled: the next sign-in is the ordinary code step.
    const next = (await login(email, password)).json();
    assert.deepEqual(Object.keys(next), ['ephemeral_token']);
    assert.equal((await codeStep(next.ephemeral_token, totpCode(secret, 1))).statusCode, 200);
  });

  test('a whitelisted address skips the code step, enrolled or not', async () => {
    const { user, email, password } = await createUser(app);
    await admin({ method: 'PATCH', url: `/v1/auth/users/${user.id}/`, payload: { mfa_required: true } });
    const added = await admin({
      method: 'POST',
      url: '/v1/auth/mfa-whitelisted-ip/',
      payload: { ip: '198.51.100.7' },
    });
    assert.equal(added.statusCode, 201);
    try {
      const res = await login(email, password, '198.51.100.7');
      assert.deepEqual(Object.keys(res.json()).sort(), ['access', 'refresh']);
      const mfa = await login(DEMO_USERS.mfa.email, DEMO_USERS.mfa.password, '198.51.100.7');
      assert.deepEqual(Object.keys(mfa.json()).sort(), ['access', 'refresh']);
    } finally {
      await admin({ method: 'DELETE', url: `/v1/auth/mfa-whitelisted-ip/${added.json().id}/` });
    }
  });
});

describe('IP whitelist', () => {
  test('networks wider than /16 (IPv6: /48) are refused: they would switch the factor off for crowds', async () => {
    for (const ip of ['0.0.0.0/0', '10.0.0.0/8', '172.16.0.0/15', '::/0', '2001:db8::/32']) {
      const res = await admin({ method: 'POST', url: '/v1/auth/mfa-whitelisted-ip/', payload: { ip } });
      assert.equal(res.statusCode, 400, ip);
      assert.deepEqual(res.json(), { ip: [WHITELIST_MESSAGES.tooBroad] });
    }
  });

  test('add, list, duplicate, bad address, delete', async () => {
    const added: number[] = [];
    for (const ip of ['203.0.113.9', '2001:db8::1', '10.1.2.3/16', '::ffff:192.0.2.1', '2001:db8:1::/48']) {
      const res = await admin({ method: 'POST', url: '/v1/auth/mfa-whitelisted-ip/', payload: { ip } });
      assert.equal(res.statusCode, 201, `${ip}: ${res.body}`);
      assert.deepEqual(Object.keys(res.json()).sort(), ['created', 'id', 'ip']);
      added.push(res.json().id);
    }
    let res = await viewer({ method: 'GET', url: '/v1/auth/mfa-whitelisted-ip/?limit=100' });
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.deepEqual(Object.keys(page).sort(), ['count', 'next', 'previous', 'results']);
    const ips = page.results.map((row: { ip: string }) => row.ip);
    for (const ip of ['203.0.113.9', '2001:db8::1', '10.1.0.0/16', '192.0.2.1', '2001:db8:1::/48'])
      assert.ok(ips.includes(ip), `${ip} in ${ips}`);
    // Default order: created (then id).
    const ids = page.results.map((row: { id: number }) => row.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    const desc = (
      await viewer({ method: 'GET', url: '/v1/auth/mfa-whitelisted-ip/?order_by=-created&limit=2' })
    ).json();
    assert.equal(desc.results[0].id, Math.max(...ids));
    assert.equal(desc.results.length, 2);
    assert.ok(desc.next);

    for (const ip of ['203.0.113.9', '10.1.9.9/16', '203.0.113.9/32']) {
      res = await admin({ method: 'POST', url: '/v1/auth/mfa-whitelisted-ip/', payload: { ip } });
      assert.equal(res.statusCode, 400, ip);
      assert.deepEqual(res.json(), { ip: [WHITELIST_MESSAGES.duplicate] });
    }
    for (const ip of ['999.1.1.1', 'localhost', '10.0.0.0/33', '1.2.3.4/x', 'fe80::1%eth0', '']) {
      res = await admin({ method: 'POST', url: '/v1/auth/mfa-whitelisted-ip/', payload: { ip } });
      assert.equal(res.statusCode, 400, ip);
      assert.deepEqual(res.json(), { ip: [WHITELIST_MESSAGES.invalidIp] });
    }

    // A network whitelists the addresses in it.
    assert.equal(await app.repos.mfaWhitelist.isWhitelisted('2001:db8:1::42'), true);

    for (const id of added) {
      res = await admin({ method: 'DELETE', url: `/v1/auth/mfa-whitelisted-ip/${id}/` });
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
    }
    res = await admin({ method: 'DELETE', url: `/v1/auth/mfa-whitelisted-ip/${added[0]}/` });
    assert.equal(res.statusCode, 404);
    assert.equal(await app.repos.mfaWhitelist.isWhitelisted('10.0.0.1'), false);
  });

  test('viewer may list but not add or delete; others may not list', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/auth/mfa-whitelisted-ip/',
      payload: { ip: '192.0.2.200' },
    });
    const id = res.json().id;
    try {
      assert.equal((await viewer({ method: 'GET', url: '/v1/auth/mfa-whitelisted-ip/' })).statusCode, 200);
      const add = await viewer({
        method: 'POST',
        url: '/v1/auth/mfa-whitelisted-ip/',
        payload: { ip: '192.0.2.201' },
      });
      assert.equal(add.statusCode, 403);
      assert.equal(
        (await viewer({ method: 'DELETE', url: `/v1/auth/mfa-whitelisted-ip/${id}/` })).statusCode,
        403,
      );
      const { email, password } = await createUser(app);
      const nobody = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
      assert.equal((await nobody({ method: 'GET', url: '/v1/auth/mfa-whitelisted-ip/' })).statusCode, 403);
      assert.equal(
        (await app.inject({ method: 'GET', url: '/v1/auth/mfa-whitelisted-ip/' })).statusCode,
        401,
      );
    } finally {
      await admin({ method: 'DELETE', url: `/v1/auth/mfa-whitelisted-ip/${id}/` });
    }
  });
});
