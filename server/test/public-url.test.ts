import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { build, signInAs, type AuthedInject } from './helpers';

const BASE = 'https://api.casino.example/backoffice';
let app: FastifyInstance;
let admin: AuthedInject;
before(async () => {
  app = await build({ PUBLIC_API_URL: `${BASE}/` });
  admin = await signInAs(app, 'admin');
});

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe('absolute URLs come from PUBLIC_API_URL, never from the Host header', () => {
  test('next and previous page links', async () => {
    const res = await admin({
      method: 'GET',
      url: '/v1/campaigns/campaigns/?limit=1&offset=1',
      headers: FORGED,
    });
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json();
    assert.ok(page.next.startsWith(`${BASE}/v1/campaigns/campaigns/?`), page.next);
    assert.equal(page.previous, `${BASE}/v1/campaigns/campaigns/?limit=1`);
  });

  test('photo URLs', async () => {
    const res = await admin({ method: 'GET', url: '/v1/gallery/photo/?limit=1', headers: FORGED });
    assert.equal(res.statusCode, 200, res.body);
    const [photo] = res.json().results;
    assert.ok(photo.photo.startsWith(`${BASE}/media/gallery/`), photo.photo);
  });

  test('the default is the address the API listens on; a bad value stops the start', () => {
    assert.equal(loadConfig({}).publicApiUrl, 'http://localhost:8000');
    assert.equal(loadConfig({ API_HOST: '0.0.0.0', API_PORT: '9000' }).publicApiUrl, 'http://localhost:9000');
    assert.equal(loadConfig({ API_HOST: '10.0.0.5' }).publicApiUrl, 'http://10.0.0.5:8000');
    for (const bad of ['api.example.com', 'ftp://api.example.com', 'https://api.example.com/?x=1'])
      assert.throws(() => loadConfig({ PUBLIC_API_URL: bad }), ConfigError, bad);
  });
});
