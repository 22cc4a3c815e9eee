import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build as buildApp, loggerOptions } from '../app';
import { ConfigError, loadConfig, resolveJwtSecret } from '../config';
import {
  type AuthedInject,
  build,
  buildWithAdminAndViewer,
  testConfig,
  testDatabase,
  uniqueIp,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

describe('feature flags', () => {
  test('found', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/feature-flags/enable-mission-v2' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { key: 'enable-mission-v2', enabled: true });
    // The demo turns sportsbook missions on; the others keep their defaults.
    const sportsbook = await viewer({ method: 'GET', url: '/v1/feature-flags/enable-sport-book-campaign/' });
    assert.deepEqual(sportsbook.json(), { key: 'enable-sport-book-campaign', enabled: true });
    for (const key of ['edit-active-campaigns', 'enable-speed-race']) {
      const off = await viewer({ method: 'GET', url: `/v1/feature-flags/${key}/` });
      assert.deepEqual(off.json(), { key, enabled: false });
    }
  });

  test('unknown key → 404', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/feature-flags/no-such-flag' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  });

  test('unauthenticated → 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/feature-flags/enable-mission-v2' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['www-authenticate'], 'JWT realm="api"');
  });
});

describe('casino settings', () => {
  const DEMO_SETTINGS = {
    allow_users_to_edit_campaign_info_per_campaign: false,
    backoffice_to_run_in_utc: false,
    enable_localized_jackpot_title: false,
    enable_page_change_campaign_info_template: true,
    enable_reports_tab: true,
  };

  test('GET', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/casinos/settings/' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const { currencies: _c, exchange_rates: _r, languages: _l, ...flags } = body;
    assert.deepEqual(flags, DEMO_SETTINGS);
    assert.equal(body.languages[0].code, 'en');
    assert.deepEqual(body.currencies, ['EUR', 'USD', 'GBP', 'SEK', 'NOK', 'CAD']);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/casinos/settings/' })).statusCode, 401);
  });

  test('PATCH ok (partial)', async () => {
    let res = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { backoffice_to_run_in_utc: true },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().backoffice_to_run_in_utc, true);
    assert.equal(res.json().enable_reports_tab, true);

    res = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings',
      payload: { currencies: ['EUR', 'USD', 'EUR'], backoffice_to_run_in_utc: false },
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().currencies, ['EUR', 'USD']);
    assert.equal(res.json().backoffice_to_run_in_utc, false);

    res = await viewer({ method: 'GET', url: '/v1/casinos/settings/' });
    assert.deepEqual(res.json().currencies, ['EUR', 'USD']);

    // Empty patch: unchanged.
    res = await admin({ method: 'PATCH', url: '/v1/casinos/settings/', payload: {} });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().currencies, ['EUR', 'USD']);
  });

  test('PATCH with bad input → 400 field errors', async () => {
    const res = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { enable_reports_tab: 'perhaps', currencies: ['EUR', 'eur', 'EURO'] },
    });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.deepEqual(body.enable_reports_tab, ['Must be a valid boolean.']);
    assert.deepEqual(Object.keys(body.currencies), ['1', '2']);
    assert.match(body.currencies['1'][0], /currency code/);

    const notList = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { currencies: { a: 1 } },
    });
    assert.equal(notList.statusCode, 400);
    assert.deepEqual(notList.json(), { currencies: ['Expected a list of items but got type "dict".'] });

    const unchanged = await viewer({ method: 'GET', url: '/v1/casinos/settings/' });
    assert.equal(unchanged.json().enable_reports_tab, true);
  });

  test('PATCH as viewer → 403', async () => {
    const res = await viewer({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { enable_reports_tab: false },
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { detail: 'You do not have permission to perform this action.' });
  });
});

describe('public endpoints', () => {
  test('login image without authentication', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/operators/login-image/' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { image: null });
  });

  test('health', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });
});

describe('wire conventions', () => {
  test('unknown route → 404 {"detail": "Not found."}', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing-here/' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { detail: 'Not found.' });
  });

  test('wrong method on a known route → 405 with Allow', async () => {
    const res = await admin({ method: 'DELETE', url: '/v1/casinos/settings/' });
    assert.equal(res.statusCode, 405);
    assert.deepEqual(res.json(), { detail: 'Method "DELETE" not allowed.' });
    assert.match(String(res.headers.allow), /GET/);
  });

  test('helmet headers and CORS for WEB_ORIGIN only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/health/',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.ok(res.headers['content-security-policy']);
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(res.headers['access-control-expose-headers'], 'Content-Disposition');

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/me/',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/);
    assert.match(String(preflight.headers['access-control-allow-methods']), /PATCH/);

    const evil = await app.inject({
      method: 'GET',
      url: '/health/',
      headers: { origin: 'https://evil.example' },
    });
    assert.notEqual(evil.headers['access-control-allow-origin'], 'https://evil.example');
  });

  test('5xx hides internals', async () => {
    const broken = await build();
    // Make the casino lookup fail like a database error would.
    broken.repos.casino.get = async () => {
      throw new Error('relation "casinos" does not exist (SELECT secret FROM internals)');
    };
    const res = await broken.inject({ method: 'GET', url: '/v1/operators/login-image/' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { detail: 'A server error occurred.' });
  });
});

describe('logging', () => {
  test('secrets are redacted', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const logged = await buildApp(testConfig(), {
      db: await testDatabase(),
      logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object), stream },
    });
    try {
      await logged.inject({
        method: 'POST',
        url: '/v1/auth/login/',
        payload: { email: 'nobody@example.com', password: 'hunter2-secret' },
        headers: { authorization: 'JWT secret-token-value' },
        remoteAddress: uniqueIp(),
      });
      logged.log.info(
        { password: 'p1', refresh: 'r1', access: 'a1', code: '123456', body: { code: '654321' } },
        'probe',
      );
      const output = lines.join('');
      assert.match(output, /probe/);
      for (const secret of [
        'hunter2-secret',
        'secret-token-value',
        'p1"',
        'r1"',
        'a1"',
        '123456',
        '654321',
      ]) {
        assert.ok(!output.includes(secret), `${secret} leaked into the logs`);
      }
    } finally {
      await logged.close();
    }
  });
});

describe('config', () => {
  test('defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.seedDemo, true);
    assert.equal(config.demoPlatform, 'softswiss');
    assert.equal(config.webOrigin, 'http://localhost:3000');
    assert.equal(config.accessTokenTtl, 900);
    assert.equal(config.refreshTokenTtl, 86400);
    assert.equal(config.rememberMeRefreshTokenTtl, 2592000);
    assert.equal(config.logLevel, 'info');
    assert.equal(config.dataDir, path.resolve('data'));
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo, false);
    assert.throws(() => loadConfig({ API_PORT: 'eighty' }), ConfigError);
  });

  test('JWT secret: generated once into DATA_DIR/jwt-secret (0600); required with DATABASE_URL', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-api-secret-'));
    try {
      const config = loadConfig({ DATA_DIR: dir });
      const first = resolveJwtSecret(config);
      assert.ok(first.length >= 64);
      const file = path.join(dir, 'jwt-secret');
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.equal(readFileSync(file, 'utf8').trim(), first);
      assert.equal(resolveJwtSecret(config), first);
      assert.throws(
        () => resolveJwtSecret(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x/y' })),
        /JWT_SECRET/,
      );
      assert.throws(() => resolveJwtSecret(loadConfig({ JWT_SECRET: 'short' })), /at least/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
