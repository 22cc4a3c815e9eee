import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build, signInAs, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
});

type Operation = { parameters?: Array<{ in: string; name: string; schema?: { type?: string } }> };

/** Every documented operation with an integer path parameter, that parameter's name in braces. */
async function routesWithIntegerIds(): Promise<Array<{ method: string; path: string; param: string }>> {
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const id = operation.parameters?.find((p) => p.in === 'path' && p.schema?.type === 'integer');
      return id ? [{ method: method.toUpperCase(), path, param: id.name }] : [];
    }),
  );
}

describe('path ids', () => {
  test('only plain decimal digits are an id: DELETE …/0x10/ does not delete record 16', async () => {
    const created = await admin({
      method: 'POST',
      url: '/v1/campaigns/campaign-limit-groups/',
      payload: { name: `path id ${Date.now()}`, limits: [], users: [] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json() as { id: number };
    const spellings = [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `0b${id.toString(2)}`,
      `+${id}`,
      `${id}.0`,
      ` ${id}`,
    ];
    for (const spelling of spellings) {
      const url = `/v1/campaigns/campaign-limit-groups/${encodeURIComponent(spelling)}/`;
      assert.equal((await admin({ method: 'DELETE', url })).statusCode, 404, spelling);
    }
    const still = await admin({ method: 'GET', url: `/v1/campaigns/campaign-limit-groups/${id}/` });
    assert.equal(still.statusCode, 200);
  });

  test('every route with an integer in its path answers 404 to a number spelled otherwise', async () => {
    const routes = await routesWithIntegerIds();
    assert.ok(routes.length > 30, `found only ${routes.length} routes`);
    for (const { method, path, param } of routes) {
      for (const spelling of ['0x1', '1e0', '0b1', '+1', '1.0']) {
        const url = path.replace(`{${param}}`, encodeURIComponent(spelling)).replace(/\{[^}]+\}/g, '1');
        const res = await admin({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  });
});
