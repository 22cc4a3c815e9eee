import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FieldErrorTree } from '../lib/field-errors';
import { NUL_MESSAGE } from '../lib/nul-bytes';
import { ajvErrorsToDrf } from '../lib/validation';
import { build, signInAs, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Operation = { security?: Array<Record<string, unknown>> };

/**
 * Every route of the OpenAPI document a staff member calls, path parameters filled with 1. The event
 * batches take an integration key, never a staff token: events.test.ts checks their NUL characters.
 */
async function documentedRoutes(): Promise<Array<{ method: Method; url: string }>> {
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const forStaff = (operation: Operation) => !operation.security?.some((scheme) => 'apiKey' in scheme);
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => forStaff(operation))
      .map(([method]) => method.toUpperCase())
      .filter((method): method is Method => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

describe('NUL characters', () => {
  test('in a query string: 400 with the field error on every route, CSV exports included', async () => {
    const routes = await documentedRoutes();
    assert.ok(routes.length > 50, `${routes.length} routes`);
    for (const { method, url } of routes) {
      const res = await admin({ method, url: `${url}?search=a%00b&limit=10` });
      assert.equal(res.statusCode, 400, `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.deepEqual(res.json(), { search: [NUL_MESSAGE] }, `${method} ${url}`);
    }
  });

  test('in a JSON body, nested or in a name: 400 with the field error where it is', async () => {
    const routes = (await documentedRoutes()).filter(
      (route) => route.method !== 'GET' && route.method !== 'DELETE',
    );
    const payload = { name: 'a\u0000', mission: { tasks: [{}, { title: '\u0000' }] }, ['bad\u0000key']: 1 };
    for (const { method, url } of routes) {
      const res = await admin({ method, url, payload });
      assert.equal(res.statusCode, 400, `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.deepEqual(
        res.json(),
        { name: [NUL_MESSAGE], mission: { tasks: [{}, { title: [NUL_MESSAGE] }] }, badkey: [NUL_MESSAGE] },
        `${method} ${url}`,
      );
    }
  });

  test('in a form field of an upload', async () => {
    const boundary = 'x-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nplayers\u0000\r\n--${boundary}--\r\n`;
    const res = await admin({
      method: 'POST',
      url: '/v1/campaigns/campaigns/1/import-players/',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), { type: [NUL_MESSAGE] });
  });
});

describe('field names that are also Object.prototype’s', () => {
  test('keep their error text in nested schema errors', () => {
    const errors = ['constructor', 'toString', '__proto__'].map((name) => ({
      keyword: 'additionalProperties',
      instancePath: '/mission',
      params: { additionalProperty: name },
    }));
    const body = JSON.parse(JSON.stringify(ajvErrorsToDrf(errors, { mission: {} })));
    assert.deepEqual(body, {
      mission: {
        constructor: ['Unexpected field.'],
        toString: ['Unexpected field.'],
        ['__proto__']: ['Unexpected field.'],
      },
    });
    assert.equal(Object.getPrototypeOf(body.mission), Object.prototype);
  });

  test('keep their error text in errors built in code', () => {
    const tree = new FieldErrorTree()
      .add(['tasks', 0, 'constructor'], 'First.')
      .add(['hasOwnProperty'], 'Second.')
      .add(['__proto__', 'x'], 'Third.');
    assert.equal(
      JSON.stringify(tree),
      JSON.stringify({
        tasks: [{ constructor: ['First.'] }],
        hasOwnProperty: ['Second.'],
        ['__proto__']: { x: ['Third.'] },
      }),
    );
  });

  test('an API answer keeps them too', async () => {
    const res = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { exchange_rates: { constructor: 0, toString: -1 } },
    });
    assert.equal(res.statusCode, 400, res.body);
    const message = 'Enter a rate greater than 0 and at most 1,000,000.';
    assert.deepEqual(res.json(), { exchange_rates: { constructor: [message], toString: [message] } });
  });
});
