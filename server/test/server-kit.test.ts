import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from './helpers';

let app: FastifyInstance;

before(async () => {
  app = await build();
});

test('the OpenAPI document lists the routes with their schemas and the JWT scheme, without signing in', async () => {
  const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  assert.equal(res.statusCode, 200);
  const document = res.json() as {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    components: { securitySchemes: Record<string, { type: string; name: string }> };
  };
  assert.match(document.openapi, /^3\./);
  assert.deepEqual(document.components.securitySchemes.jwt, {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The word JWT, a space, and the access token of `POST /v1/auth/login/`.',
  });
  for (const path of [
    '/v1/auth/groups/',
    '/v1/auth/groups/{id}/',
    '/v1/prizes/catalog-items/',
    '/v1/auth/login/',
  ])
    assert.ok(document.paths[path], `${path} is documented`);
  assert.ok(document.paths['/v1/auth/groups/'].post.responses['400']);
  assert.equal(document.paths['/media/gallery/{id}/{filename}'], undefined, 'media routes are left out');
});

test('the reader at /docs is public and allowed to run its own scripts', async () => {
  const res = await app.inject({ method: 'GET', url: '/docs/' });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /text\/html/);
  assert.match(res.headers['content-security-policy'] as string, /script-src 'self'/);
});

test('routes in the signed-in folder answer 401 without a token; public ones answer', async () => {
  for (const url of ['/v1/auth/groups/', '/v1/campaigns/campaign-limit-groups/', '/v1/feature-flags/x'])
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401, url);
  assert.equal((await app.inject({ method: 'GET', url: '/health/' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/v1/operators/login-image/' })).statusCode, 200);
});

test('answers carrying tokens or the signed-in user are never cached', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/login/',
    payload: { email: 'admin@example.com', password: 'demo-admin-password' },
  });
  assert.equal(login.statusCode, 200);
  assert.equal(login.headers['cache-control'], 'no-store');
  const { access, refresh } = login.json() as { access: string; refresh: string };
  const me = await app.inject({
    method: 'GET',
    url: '/v1/auth/me/',
    headers: { authorization: `JWT ${access}` },
  });
  assert.equal(me.headers['cache-control'], 'no-store');
  const refreshed = await app.inject({ method: 'POST', url: '/v1/auth/jwt/refresh/', payload: { refresh } });
  assert.equal(refreshed.headers['cache-control'], 'no-store');
});
