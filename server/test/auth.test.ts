import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { issueToken, nowSeconds } from '../services/tokens';
import { generateTotpSecret } from '../services/totp';
import {
  build,
  createUser,
  DEMO_TOTP_SECRET,
  DEMO_USERS,
  injectWithLogin,
  signInAs,
  TEST_JWT_SECRET,
  totpCode,
  uniqueIp,
} from './helpers';

const NO_ACCOUNT = { detail: 'No active account found with the given credentials' };

function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

let app: FastifyInstance;
before(async () => {
  app = await build();
});

const login = (payload: unknown, remoteAddress = uniqueIp()) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login/',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

describe('sign-in', () => {
  test('good credentials give an access and a refresh token', async () => {
    const res = await login({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access', 'refresh']);
    const access = decodePayload(body.access);
    const refresh = decodePayload(body.refresh);
    assert.equal(access.token_type, 'access');
    assert.equal(refresh.token_type, 'refresh');
    for (const claims of [access, refresh]) {
      for (const claim of ['exp', 'iat', 'jti', 'user_id', 'sid'])
        assert.ok(claim in claims, `${claim} missing`);
    }
    assert.equal(access.sid, refresh.sid);
    assert.equal((access.exp as number) - (access.iat as number), 900);
    assert.equal((refresh.exp as number) - (refresh.iat as number), 86400);
  });

  test('email is case-insensitive, trailing slash optional, remember_me lengthens the refresh token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: '  Admin@Example.COM ', password: DEMO_USERS.admin.password, remember_me: true },
      remoteAddress: uniqueIp(),
    });
    assert.equal(res.statusCode, 200);
    const refresh = decodePayload(res.json().refresh);
    assert.equal((refresh.exp as number) - (refresh.iat as number), 2592000);
  });

  test('wrong password → 401 with WWW-Authenticate', async () => {
    const res = await login({ email: DEMO_USERS.admin.email, password: 'not-the-password' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), NO_ACCOUNT);
    assert.equal(res.headers['www-authenticate'], 'JWT realm="api"');
  });

  test('unknown email → the same 401', async () => {
    const res = await login({ email: 'nobody@example.com', password: 'whatever-password' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), NO_ACCOUNT);
  });

  test('missing and blank fields → DRF field errors', async () => {
    let res = await login({});
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      email: ['This field is required.'],
      password: ['This field is required.'],
    });

    res = await login({ email: '', password: 'x' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { email: ['This field may not be blank.'] });

    res = await login({ email: 'a@example.com', password: 'x', remember_me: 'maybe' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { remember_me: ['Must be a valid boolean.'] });

    // No body at all reads as an empty object, as in DRF.
    res = await app.inject({ method: 'POST', url: '/v1/auth/login/', remoteAddress: uniqueIp() });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json()).sort(), ['email', 'password']);

    res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '["not", "an", "object"]',
      remoteAddress: uniqueIp(),
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });

    res = await app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
      remoteAddress: uniqueIp(),
    });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().detail, /^JSON parse error/);
  });

  test('a blocked user cannot sign in, and its access token stops working at once', async () => {
    const { user, email, password } = await createUser(app);
    const inject = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    assert.equal((await inject({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 200);

    await app.repos.users.setStatus(user.id, 'BL');

    const me = await inject({ method: 'GET', url: '/v1/auth/me/' });
    assert.equal(me.statusCode, 401);
    assert.equal(me.json().code, 'user_inactive');
    assert.equal(me.headers['www-authenticate'], 'JWT realm="api"');

    const again = await login({ email, password });
    assert.equal(again.statusCode, 401);
    assert.deepEqual(again.json(), NO_ACCOUNT);

    const refresh = await app.inject({
      method: 'POST',
      url: '/v1/auth/jwt/refresh/',
      payload: { refresh: inject.refresh },
    });
    assert.equal(refresh.statusCode, 401);
  });
});

describe('second factor', () => {
  async function passwordStep(email: string, password: string, remoteAddress = uniqueIp()) {
    const res = await login({ email, password }, remoteAddress);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body), ['ephemeral_token']);
    const claims = decodePayload(body.ephemeral_token);
    assert.equal(claims.token_type, 'ephemeral');
    assert.equal((claims.exp as number) - (claims.iat as number), 300);
    return body.ephemeral_token as string;
  }

  const codeStep = (payload: Record<string, unknown>, remoteAddress = uniqueIp()) =>
    app.inject({ method: 'POST', url: '/v1/auth/login/code/', payload, remoteAddress });

  test('the demo second-factor user: ephemeral token, then a good code gives tokens', async () => {
    const ephemeral = await passwordStep(DEMO_USERS.mfa.email, DEMO_USERS.mfa.password);
    const res = await codeStep({ code: totpCode(DEMO_TOTP_SECRET), ephemeral_token: ephemeral });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['access', 'refresh']);
    const me = await app.inject({
      method: 'GET',
      url: '/v1/auth/me/',
      headers: { authorization: `JWT ${res.json().access}` },
    });
    assert.equal(me.json().email, DEMO_USERS.mfa.email);
  });

  test('remember_me survives the code step', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const first = await login({ email, password, remember_me: true });
    const res = await codeStep({ code: totpCode(secret), ephemeral_token: first.json().ephemeral_token });
    assert.equal(res.statusCode, 200);
    const refresh = decodePayload(res.json().refresh);
    assert.equal((refresh.exp as number) - (refresh.iat as number), 2592000);
  });

  test('a wrong code is refused', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const ephemeral = await passwordStep(email, password);
    const good = totpCode(secret);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const res = await codeStep({ code: wrong, ephemeral_token: ephemeral });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { code: ['Invalid or expired code.'] });
  });

  test('a code already used is refused (replay), as is an older one', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const code = totpCode(secret);
    let res = await codeStep({ code, ephemeral_token: await passwordStep(email, password) });
    assert.equal(res.statusCode, 200);

    res = await codeStep({ code, ephemeral_token: await passwordStep(email, password) });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { code: ['Invalid or expired code.'] });

    res = await codeStep({
      code: totpCode(secret, -1),
      ephemeral_token: await passwordStep(email, password),
    });
    assert.equal(res.statusCode, 400);
  });

  test('an expired or forged ephemeral token is refused', async () => {
    const secret = generateTotpSecret();
    const { user, email, password } = await createUser(app, { mfaSecret: secret });
    // Issued ten minutes ago with the five-minute lifetime.
    const token = issueToken(
      'ephemeral',
      { user_id: user.id, remember_me: false },
      300,
      TEST_JWT_SECRET,
      nowSeconds() - 600,
    ).token;
    const expectedBody = { non_field_errors: ['Your sign-in has expired. Please sign in again.'] };
    let res = await codeStep({ code: totpCode(secret), ephemeral_token: token });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), expectedBody);

    const fresh = await passwordStep(email, password);
    const [header, payload] = fresh.split('.');
    res = await codeStep({
      code: totpCode(secret),
      ephemeral_token: `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    });
    assert.deepEqual(res.json(), expectedBody);

    // An access token is not an ephemeral token.
    const admin = await signInAs(app, 'admin');
    res = await codeStep({ code: totpCode(secret), ephemeral_token: admin.access });
    assert.deepEqual(res.json(), expectedBody);

    res = await codeStep({});
    assert.deepEqual(res.json(), {
      code: ['This field is required.'],
      ephemeral_token: ['This field is required.'],
    });
  });

  test('a whitelisted IP skips the code step', async () => {
    const secret = generateTotpSecret();
    const { email, password } = await createUser(app, { mfaSecret: secret });
    const ip = uniqueIp();
    await app.repos.mfaWhitelist.add(ip);
    let res = await login({ email, password }, ip);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()).sort(), ['access', 'refresh']);

    // A network entry covers its addresses; other addresses still need the code.
    await app.repos.mfaWhitelist.add('192.168.77.0/24');
    res = await login({ email, password }, '::ffff:192.168.77.12');
    assert.ok(res.json().access);
    res = await login({ email, password }, '192.168.78.1');
    assert.ok(res.json().ephemeral_token);
  });
});
