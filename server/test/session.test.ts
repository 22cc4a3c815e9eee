import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_TYPES } from '../../contract/campaignTypes';
import { ALL_PERMISSIONS, VIEW_PERMISSIONS } from '../../contract/permissions';
import { issueToken, nowSeconds } from '../services/tokens';
import {
  build,
  createUser,
  DEMO_USERS,
  injectWithLogin,
  TEST_JWT_SECRET,
  uniqueIp,
  signInAs,
} from './helpers';

const INVALID_REFRESH = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const INVALID_ACCESS = { detail: 'Given token not valid for any token type', code: 'token_not_valid' };

let app: FastifyInstance;
before(async () => {
  app = await build();
});

const refresh = (token: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/jwt/refresh/', payload: { refresh: token } });
const me = (access: string) =>
  app.inject({ method: 'GET', url: '/v1/auth/me/', headers: { authorization: `JWT ${access}` } });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const sidOf = (token: string) => claimsOf(token).sid as string;
const userIdOf = (token: string) => claimsOf(token).user_id as number;

describe('refresh', () => {
  test('rotation: a new pair of the same family; the old refresh token is then refused', async () => {
    const { email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const res = await refresh(session.refresh);
    assert.equal(res.statusCode, 200);
    const pair = res.json();
    assert.deepEqual(Object.keys(pair).sort(), ['access', 'refresh']);
    assert.notEqual(pair.refresh, session.refresh);
    assert.equal(sidOf(pair.refresh), sidOf(session.refresh));
    assert.equal((await me(pair.access)).statusCode, 200);

    // Keeps rotating.
    const next = await refresh(pair.refresh);
    assert.equal(next.statusCode, 200);
    assert.equal((await me(next.json().access)).statusCode, 200);

    // The rotated-out token is refused.
    const old = await refresh(session.refresh);
    assert.equal(old.statusCode, 401);
    assert.deepEqual(old.json(), INVALID_REFRESH);
  });

  test('reuse of a rotated token revokes the whole family', async () => {
    const { email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const rotated = (await refresh(session.refresh)).json();

    const reuse = await refresh(session.refresh);
    assert.equal(reuse.statusCode, 401);
    assert.deepEqual(reuse.json(), INVALID_REFRESH);
    assert.equal(reuse.headers['www-authenticate'], 'JWT realm="api"');

    // The newest refresh token and every access token of the family stop working.
    assert.deepEqual((await refresh(rotated.refresh)).json(), INVALID_REFRESH);
    const meRes = await me(rotated.access);
    assert.equal(meRes.statusCode, 401);
    assert.deepEqual(meRes.json(), INVALID_ACCESS);
    assert.equal((await session({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 401);

    // Another sign-in of the same user is a separate family and still works.
    const other = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    assert.equal((await other({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 200);
  });

  test('forged, expired, wrong-type and missing refresh tokens', async () => {
    const admin = await signInAs(app, 'admin');
    const forged = issueToken(
      'refresh',
      { user_id: userIdOf(admin.refresh), sid: sidOf(admin.refresh) },
      3600,
      'another-secret-another-secret-another-secret',
    );
    assert.deepEqual((await refresh(forged.token)).json(), INVALID_REFRESH);
    assert.deepEqual((await refresh('not-a-jwt')).json(), INVALID_REFRESH);
    assert.deepEqual((await refresh(admin.access)).json(), INVALID_REFRESH);

    // Expired a minute ago (correctly signed, family live).
    const expired = issueToken(
      'refresh',
      { user_id: userIdOf(admin.refresh), sid: sidOf(admin.refresh) },
      3600,
      TEST_JWT_SECRET,
      nowSeconds() - 3660,
    );
    assert.deepEqual((await refresh(expired.token)).json(), INVALID_REFRESH);
    // Correctly signed but never issued (no row).
    const unknown = issueToken(
      'refresh',
      { user_id: userIdOf(admin.refresh), sid: sidOf(admin.refresh) },
      3600,
      TEST_JWT_SECRET,
    );
    assert.deepEqual((await refresh(unknown.token)).json(), INVALID_REFRESH);

    const missing = await app.inject({ method: 'POST', url: '/v1/auth/jwt/refresh/', payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { refresh: ['This field is required.'] });
  });
});

describe('logout', () => {
  test('revokes the session: access and refresh tokens stop working', async () => {
    const { email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const other = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const res = await session({
      method: 'POST',
      url: '/v1/auth/logout/',
      payload: { refresh: session.refresh },
    });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await session({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 401);
    assert.deepEqual((await refresh(session.refresh)).json(), INVALID_REFRESH);
    // Only that session.
    assert.equal((await other({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 200);
  });

  test('needs authentication', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/auth/logout/' });
    assert.equal(res.statusCode, 401);
  });
});

describe('me', () => {
  test('without a token: 401 with WWW-Authenticate', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/auth/me/' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { detail: 'Authentication credentials were not provided.' });
    assert.equal(res.headers['www-authenticate'], 'JWT realm="api"');

    // Another scheme is not ours: "not provided", as in simplejwt.
    const bearer = await app.inject({
      method: 'GET',
      url: '/v1/auth/me/',
      headers: { authorization: 'Bearer abc' },
    });
    assert.deepEqual(bearer.json(), { detail: 'Authentication credentials were not provided.' });
  });

  test('with a bad token or a malformed header', async () => {
    let res = await me('garbage.token.value');
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), INVALID_ACCESS);
    assert.equal(res.headers['www-authenticate'], 'JWT realm="api"');

    res = await app.inject({ method: 'GET', url: '/v1/auth/me/', headers: { authorization: 'JWT' } });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'bad_authorization_header');
    res = await app.inject({ method: 'GET', url: '/v1/auth/me/', headers: { authorization: 'JWT a b' } });
    assert.equal(res.json().code, 'bad_authorization_header');

    // A refresh token is not an access token.
    const admin = await signInAs(app, 'admin');
    res = await me(admin.refresh);
    assert.deepEqual(res.json(), INVALID_ACCESS);

    // Expired access token.
    const expired = issueToken(
      'access',
      { user_id: userIdOf(admin.access), sid: sidOf(admin.access) },
      900,
      TEST_JWT_SECRET,
      nowSeconds() - 901,
    );
    res = await me(expired.token);
    assert.deepEqual(res.json(), INVALID_ACCESS);
    // A live token of the same session still works.
    assert.equal((await me(admin.access)).statusCode, 200);
  });

  test('admin: profile, every permission, the casino', async () => {
    const admin = await signInAs(app, 'admin');
    const res = await admin({ method: 'GET', url: '/v1/auth/me' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'casino',
      'email',
      'first_name',
      'id',
      'last_name',
      'permissions',
    ]);
    assert.equal(body.email, DEMO_USERS.admin.email);
    assert.equal(body.first_name, DEMO_USERS.admin.firstName);
    assert.equal(body.last_name, DEMO_USERS.admin.lastName);
    assert.equal(typeof body.id, 'number');
    assert.deepEqual([...body.permissions].sort(), [...ALL_PERMISSIONS].sort());

    const casino = body.casino;
    assert.deepEqual(Object.keys(casino).sort(), [
      'available_campaigns',
      'available_game_editable_fields',
      'available_player_selection_filters',
      'date_time_format',
      'exchange_rates',
      'languages',
      'name',
      'overlay_id',
      'overlay_position',
      'platform_codename',
      'platform_configuration',
    ]);
    assert.equal(casino.name, 'Demo Casino');
    assert.equal(casino.platform_codename, 'softswiss');
    assert.equal(casino.date_time_format, 'DD.MM.YYYY HH:mm');
    // Every type, in the order of the shared type table.
    assert.deepEqual(casino.available_campaigns, [...CAMPAIGN_TYPES]);
    assert.deepEqual(
      casino.languages.map((l: { code: string }) => l.code),
      ['en', 'de', 'fi', 'es'],
    );
    assert.equal(casino.exchange_rates.EUR, 1);
    for (const currency of ['USD', 'GBP', 'SEK', 'NOK', 'CAD'])
      assert.equal(typeof casino.exchange_rates[currency], 'number');
    assert.deepEqual(Object.keys(casino.platform_configuration).sort(), [
      'bonus_prize_settings',
      'bonus_prizes_bonus_ids',
      'cash_prize_settings',
      'cash_prizes_bonus_ids',
      'free_spins_bonus_ids',
      'free_spins_prize_settings',
    ]);
    assert.ok(Array.isArray(casino.available_game_editable_fields));
    assert.ok(Array.isArray(casino.available_player_selection_filters));
  });

  test('viewer: exactly the view permissions', async () => {
    const viewer = await signInAs(app, 'viewer');
    const body = (await viewer({ method: 'GET', url: '/v1/auth/me/' })).json();
    assert.deepEqual([...body.permissions].sort(), [...VIEW_PERMISSIONS].sort());
    assert.ok(!body.permissions.includes('change_casinosettings'));
  });
});
