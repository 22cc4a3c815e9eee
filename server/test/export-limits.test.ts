import assert from 'node:assert/strict';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS as P } from '../../contract/permissions';
import { EXPORT_MESSAGES } from '../plugins/exports';
import { build, signInAs, userWithPermissions, type AuthedInject } from './helpers';

const EXPORT = '/v1/player/players/export-players/';

let app: FastifyInstance;
let base: string;
before(async () => {
  app = await build({ EXPORTS_PER_USER: '1', EXPORTS_AT_ONCE: '2' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** An export whose client reads its first bytes and then stops: it holds its slot until `stop()`. */
async function slowExport(token: string) {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet(`${base}${EXPORT}`, { headers: { authorization: `JWT ${token}` } }, resolve).on('error', reject),
  );
  if (response.statusCode === 200) {
    await new Promise((resolve) => response.once('data', resolve));
    response.pause();
  }
  const stop = async () => {
    response.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  return { status: response.statusCode, headers: response.headers, response, stop };
}

const exporter = () => userWithPermissions(app, [P.exportPlayer]);

describe('players export', () => {
  test('needs export_player: the viewer (every view permission) is refused', async () => {
    const viewer: AuthedInject = await signInAs(app, 'viewer');
    assert.equal((await viewer({ method: 'GET', url: EXPORT })).statusCode, 403);
    const { inject } = await exporter();
    const res = await inject({ method: 'GET', url: EXPORT });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /^id,hash,/);
  });

  test('one export per user at once, two in all: 429 with Retry-After past the bound', async () => {
    const [ann, bob, cat] = await Promise.all([exporter(), exporter(), exporter()]);
    const first = await slowExport(ann.inject.access);
    assert.equal(first.status, 200);
    const again = await ann.inject({ method: 'GET', url: EXPORT });
    assert.equal(again.statusCode, 429);
    assert.deepEqual(again.json(), { detail: EXPORT_MESSAGES.busy });
    assert.ok(Number(again.headers['retry-after']) > 0);

    const second = await slowExport(bob.inject.access);
    assert.equal(second.status, 200);
    const third = await cat.inject({ method: 'GET', url: EXPORT });
    assert.equal(third.statusCode, 429, 'two exports run already');

    await first.stop();
    const afterwards = await ann.inject({ method: 'GET', url: EXPORT });
    assert.equal(afterwards.statusCode, 200, 'the slot is free once the export is over');
    await second.stop();
  });

  test('ten exports at once: /health/ stays quick', async () => {
    const exporters = await Promise.all(Array.from({ length: 10 }, () => exporter()));
    // Each client's first request (a new connection, code not yet compiled) is not what is measured.
    const signedIn = (access: string) => ({ headers: { authorization: `JWT ${access}` } });
    await Promise.all(exporters.map(({ inject }) => fetch(`${base}/v1/auth/me/`, signedIn(inject.access))));
    await fetch(`${base}/health/`);
    const load = Promise.all(
      exporters.map(async ({ inject }) => {
        const res = await fetch(`${base}${EXPORT}`, signedIn(inject.access));
        await res.text();
        return res.status;
      }),
    );
    const health: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t = performance.now();
      assert.equal((await fetch(`${base}/health/`)).status, 200);
      health.push(performance.now() - t);
    }
    const statuses = await load;
    assert.ok(statuses.filter((status) => status === 429).length >= 8, statuses.join());
    assert.ok(Math.max(...health) < 1000, `/health/ took ${health.map(Math.round).join(', ')} ms`);
  });
});
