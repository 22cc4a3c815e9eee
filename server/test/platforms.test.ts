import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import type { PlatformCodename } from '../../contract/platforms';
import { ConfigError, loadConfig } from '../config';
import { casinos } from '../db/schema';
import { seedDemoPlatforms } from '../seed/demo-platforms';
import {
  auditEntriesOf,
  build,
  buildWithAdminAndViewer,
  signInAs,
  testConfig,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

async function casinoOn(platform: PlatformCodename) {
  await app.db.update(casinos).set({ platformCodename: platform });
}

const ENDPOINTS: Record<string, PlatformCodename> = {
  '/v1/platforms/fasttrack/action-groups/': 'fasttrack',
  '/v1/platforms/fasttrack/segments/': 'fasttrack',
  '/v1/platforms/themill/bonuses/': 'themill',
  '/v1/platforms/themill/boxes/': 'themill',
  '/v1/platforms/mystino/predefined_wagerings/': 'mystino',
  '/v1/platforms/rival/bet-amounts/1/': 'rival',
};
const BOXES = '/v1/platforms/themill/boxes/';

describe('platform endpoints on the seeded stand-in', () => {
  test('each answers only on its own platform: 404 on every other one, 401 without a sign-in', async () => {
    for (const platform of ['softswiss', 'fasttrack', 'themill', 'mystino', 'rival'] as const) {
      await casinoOn(platform);
      for (const [url, owner] of Object.entries(ENDPOINTS)) {
        const res = await viewer({ method: 'GET', url });
        assert.equal(res.statusCode, owner === platform ? 200 : 404, `${url} on ${platform}: ${res.body}`);
      }
    }
    assert.equal((await app.inject({ method: 'GET', url: BOXES })).statusCode, 401);
    assert.equal(
      (await admin({ method: 'PATCH', url: `${BOXES}1/`, payload: { name: 'X' } })).statusCode,
      404,
    );
  });

  test('fasttrack action groups and segments, mystino wagerings, rival bet amounts', async () => {
    await casinoOn('fasttrack');
    const groups = (await viewer({ method: 'GET', url: '/v1/platforms/fasttrack/action-groups/' })).json();
    assert.deepEqual(groups[0], { id: 11, name: 'Welcome journey' });
    const segments = (await viewer({ method: 'GET', url: '/v1/platforms/fasttrack/segments/' })).json();
    assert.deepEqual(segments[0], { id: 'seg-new', name: 'New depositors', players_count: 1240 });

    await casinoOn('mystino');
    const wagerings = (
      await viewer({ method: 'GET', url: '/v1/platforms/mystino/predefined_wagerings/' })
    ).json();
    assert.deepEqual(wagerings[2], { id: 3, name: 'Standard (35x)', multiplier: 35 });

    await casinoOn('rival');
    const amounts = await viewer({ method: 'GET', url: '/v1/platforms/rival/bet-amounts/2/' });
    assert.deepEqual(amounts.json(), { game_id: 2, bet_amounts: [0.2, 0.4, 1, 2, 4] });
    assert.equal(
      (await viewer({ method: 'GET', url: '/v1/platforms/rival/bet-amounts/99999/' })).statusCode,
      404,
    );
    assert.equal(
      (await viewer({ method: 'GET', url: '/v1/platforms/rival/bet-amounts/abc/' })).statusCode,
      404,
    );
  });

  test('themill bonuses and boxes; a box edit persists and is logged', async () => {
    await casinoOn('themill');
    const bonuses = (await viewer({ method: 'GET', url: '/v1/platforms/themill/bonuses/' })).json();
    assert.deepEqual(bonuses[0], { id: 'tm-bonus-100', name: '100% deposit match', type: 'bonus_money' });
    const boxes = (await viewer({ method: 'GET', url: BOXES })).json();
    assert.equal(boxes.length, 4);
    assert.deepEqual(Object.keys(boxes[1]).sort(), [
      'description',
      'id',
      'image',
      'is_active',
      'name',
      'rewards_count',
    ]);

    const patched = await admin({
      method: 'PATCH',
      url: `${BOXES}2/`,
      payload: { name: '  Silver chest ', is_active: false, image: null, rewards_count: 99 },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().name, 'Silver chest');
    assert.equal(patched.json().rewards_count, 8, 'read-only fields are not changed');
    const again = (await viewer({ method: 'GET', url: BOXES })).json();
    assert.deepEqual(again[1], { ...boxes[1], name: 'Silver chest', is_active: false, image: null });

    const [log] = await auditEntriesOf(app, 'loot_box', 2);
    assert.deepEqual(log.changes.name, { before: 'Silver box', after: 'Silver chest' });
  });

  test('box edits: field errors for bad input, 404 for an unknown box, 403 without change_lootbox', async () => {
    await casinoOn('themill');
    const bad = async (payload: unknown) => {
      const res = await admin({ method: 'PATCH', url: `${BOXES}1/`, payload: payload as object });
      assert.equal(res.statusCode, 400, res.body);
      return res.json();
    };
    assert.deepEqual(Object.keys(await bad({ name: '   ' })), ['name']);
    assert.deepEqual(Object.keys(await bad({ name: 'a\u0000b' })), ['name']);
    assert.deepEqual(Object.keys(await bad({ name: 'x'.repeat(101) })), ['name']);
    assert.deepEqual(Object.keys(await bad({ image: 'javascript:alert(1)' })), ['image']);
    assert.deepEqual(Object.keys(await bad({ is_active: 'maybe' })), ['is_active']);
    const proto = await admin({
      method: 'PATCH',
      url: `${BOXES}1/`,
      payload: '{"__proto__": {"name": "x"}, "description": "Kept"}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(proto.statusCode, 400, 'a __proto__ key is refused');

    assert.equal(
      (await admin({ method: 'PATCH', url: `${BOXES}404/`, payload: { name: 'X' } })).statusCode,
      404,
    );
    assert.equal(
      (await viewer({ method: 'PATCH', url: `${BOXES}1/`, payload: { name: 'X' } })).statusCode,
      403,
    );
    const editor = await userWithPermissions(app, [PERMISSIONS.changeLootBox]);
    const allowed = await editor.inject({
      method: 'PATCH',
      url: `${BOXES}1/`,
      payload: { name: 'Bronze chest' },
    });
    assert.equal(allowed.statusCode, 200, allowed.body);
  });
});

describe('the demo platform', () => {
  test('DEMO_PLATFORM must be a known codename', () => {
    assert.throws(() => loadConfig({ DEMO_PLATFORM: 'acme' }), ConfigError);
    assert.equal(loadConfig({ DEMO_PLATFORM: 'rival' }).demoPlatform, 'rival');
    assert.throws(() => loadConfig({ PLATFORM_API_URL: 'ftp://x' }), ConfigError);
  });

  test('starting the demo as another platform switches the casino with its bonus ids', async () => {
    await casinoOn('softswiss');
    await seedDemoPlatforms(app.db, testConfig({ DEMO_PLATFORM: 'themill' }));
    const casino = await app.repos.casino.get();
    assert.equal(casino?.platformCodename, 'themill');
    assert.deepEqual(casino?.platformConfiguration.free_spins_bonus_ids, ['tm-fs-50', 'tm-fs-20']);
    assert.ok(casino?.platformConfiguration.bonus_prize_settings);
    const me = (await admin({ method: 'GET', url: '/v1/auth/me/' })).json();
    assert.equal(me.casino.platform_codename, 'themill');
    assert.deepEqual(me.casino.platform_configuration.cash_prizes_bonus_ids, ['tm-cash-10']);
  });
});

/** A stand-in for a platform's HTTP API: answers by path, records what it was asked. */
async function stubPlatform(
  handler: (request: IncomingMessage, body: string, response: ServerResponse) => void,
) {
  const requests: Array<{ method?: string; url?: string; authorization?: string; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body,
      });
      handler(request, body, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/`, requests, close: () => server.close() };
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('the HTTP adapter (PLATFORM_API_URL)', () => {
  const BOX = { id: 7, name: 'Remote box', description: '', image: null, is_active: true, rewards_count: 3 };
  let stub: Awaited<ReturnType<typeof stubPlatform>>;
  let remote: AuthedInject;

  before(async () => {
    stub = await stubPlatform((request, body, response) => {
      if (request.url === '/api/boxes/' && request.method === 'GET')
        return json(response, 200, { results: [BOX] });
      if (request.url === '/api/bonuses/') return json(response, 200, [{ id: 1, name: 'Remote bonus' }]);
      if (request.url === '/api/boxes/7/' && request.method === 'PATCH') {
        const patch = JSON.parse(body);
        if (patch.name === 'Taken')
          return json(response, 400, { name: ['A box with this name exists.'], x: 5 });
        return json(response, 200, { ...BOX, ...patch });
      }
      if (request.url === '/api/action-groups/') return void response.writeHead(500).end('boom');
      if (request.url === '/api/segments/') return void setTimeout(() => json(response, 200, []), 1000);
      if (request.url === '/api/predefined-wagerings/') return void response.writeHead(200).end('not json');
      return json(response, 404, { detail: 'Not found.' });
    });
    const remoteApp = await build({
      PLATFORM_API_URL: stub.url,
      PLATFORM_API_TOKEN: 'platform-secret',
      PLATFORM_API_TIMEOUT: '300',
    });
    remote = await signInAs(remoteApp, 'admin');
  });
  after(() => stub.close());

  test('reads and changes go to the platform with its token; its answers are checked', async () => {
    await casinoOn('themill');
    const boxes = await remote({ method: 'GET', url: BOXES });
    assert.equal(boxes.statusCode, 200, boxes.body);
    assert.deepEqual(boxes.json(), [BOX]);
    assert.equal(stub.requests.at(-1)?.authorization, 'Bearer platform-secret');

    const patched = await remote({ method: 'PATCH', url: `${BOXES}7/`, payload: { name: 'Renamed' } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().name, 'Renamed');
    assert.deepEqual(JSON.parse(stub.requests.at(-1)!.body), { name: 'Renamed' });

    const refused = await remote({ method: 'PATCH', url: `${BOXES}7/`, payload: { name: 'Taken' } });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { name: ['A box with this name exists.'] });

    assert.equal(
      (await remote({ method: 'PATCH', url: `${BOXES}8/`, payload: { name: 'X' } })).statusCode,
      404,
    );

    const badShape = await remote({ method: 'GET', url: '/v1/platforms/themill/bonuses/' });
    assert.equal(badShape.statusCode, 502);
    assert.match(badShape.json().detail, /unexpected bonus/);
  });

  test('a failing, slow or garbled platform is a 502 or 504 with a detail', async () => {
    await casinoOn('fasttrack');
    const failing = await remote({ method: 'GET', url: '/v1/platforms/fasttrack/action-groups/' });
    assert.equal(failing.statusCode, 502);
    assert.match(failing.json().detail, /HTTP 500/);
    const slow = await remote({ method: 'GET', url: '/v1/platforms/fasttrack/segments/' });
    assert.equal(slow.statusCode, 504);
    await casinoOn('mystino');
    const garbled = await remote({ method: 'GET', url: '/v1/platforms/mystino/predefined_wagerings/' });
    assert.equal(garbled.statusCode, 502);
    await casinoOn('softswiss');
  });
});
