import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { build as buildApp, loggerOptions } from '../app';
import { build, signInAs, testConfig, testDatabase, uniqueIp } from './helpers';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

describe('health and readiness', () => {
  test('/health/ answers while the process runs; /ready/ when the database is migrated and reachable', async () => {
    const app = await build();
    assert.deepEqual((await app.inject({ method: 'GET', url: '/health/' })).json(), { status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/ready/' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ok' });
  });

  test('not ready while a migration of this build is missing from the database', async () => {
    const app = await build();
    const removed = await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
    );
    const [row] = (removed as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> })
      .rows;
    try {
      const res = await app.inject({ method: 'GET', url: '/ready/' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { status: '1 migrations pending' });
      assert.equal((await app.inject({ method: 'GET', url: '/health/' })).statusCode, 200);
    } finally {
      await app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
  });

  test('not ready when the database does not answer, nor once draining; alive all along', async () => {
    const app = await build();
    const execute = app.db.execute;
    app.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
    try {
      const res = await app.inject({ method: 'GET', url: '/ready/' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), { status: 'database unavailable' });
    } finally {
      app.db.execute = execute;
    }
    app.lifecycle.startDraining();
    const draining = await app.inject({ method: 'GET', url: '/ready/' });
    assert.equal(draining.statusCode, 503);
    assert.deepEqual(draining.json(), { status: 'draining' });
    assert.equal(draining.headers.connection, 'close');
    assert.equal((await app.inject({ method: 'GET', url: '/health/' })).statusCode, 200);
  });
});

describe('metrics', () => {
  const TOKEN = 'metrics-token-0123456789';

  test('not served on the API port without METRICS_TOKEN', async () => {
    const app = await build();
    assert.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
  });

  test('with METRICS_TOKEN: refused without the token, Prometheus text with it', async () => {
    const app = await build({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `JWT ${TOKEN}`]) {
      const headers = authorization === undefined ? {} : { authorization };
      const refused = await app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(refused.statusCode, 401, String(authorization));
      assert.ok(!refused.body.includes('http_request_duration_seconds'));
    }

    const admin = await signInAs(app, 'admin');
    const campaigns = await admin({ method: 'GET', url: '/v1/campaigns/campaigns/?limit=1' });
    const [first] = campaigns.json().results as Array<{ id: number }>;
    await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${first.id}/` });
    await admin({ method: 'GET', url: '/v1/campaigns/campaigns/999999/' });
    app.metrics.gauge({
      // Another module's figure (the engine's own are in engine-metrics.test.ts).
      name: 'test_module_figure',
      help: 'A figure another module registers',
      collect: (gauge) => gauge.set(42),
    });

    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    // Per route pattern and status, never per raw URL.
    assert.match(
      res.body,
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/campaigns\/campaigns\/:id\/",status_code="200"\} 1\n/,
    );
    assert.match(
      res.body,
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/campaigns\/campaigns\/:id\/",status_code="404"\} 1\n/,
    );
    assert.doesNotMatch(res.body, /route="[^"]*999999/);
    assert.match(res.body, /process_cpu_user_seconds_total/);
    assert.match(res.body, /nodejs_eventloop_lag_seconds/);
    assert.match(res.body, /test_module_figure 42\n/);
  });

  test('with METRICS_PORT: served on that port only', async () => {
    const port = await freePort();
    const app = await build({ METRICS_PORT: String(port) });
    assert.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /process_resident_memory_bytes/);
    assert.equal((await fetch(`http://127.0.0.1:${port}/v1/auth/me/`)).status, 404);
    await app.close();
  });
});

describe('request logs', () => {
  async function loggingApp() {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp(testConfig(), {
      db: await testDatabase(),
      logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object), stream },
    });
    return { app, lines };
  }

  test("one JSON line per request, under the caller's x-request-id when it is acceptable", async () => {
    const { app, lines } = await loggingApp();
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/v1/operators/login-image/',
        headers: { 'x-request-id': 'web-1234.abc' },
      });
      assert.equal(res.headers['x-request-id'], 'web-1234.abc');
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      assert.equal(logged.length, 1);
      assert.equal(logged[0].reqId, 'web-1234.abc');
      assert.equal(logged[0].route, '/v1/operators/login-image/');
      assert.equal(logged[0].statusCode, 200);
      assert.equal(typeof logged[0].durationMs, 'number');

      for (const unsafe of ['x'.repeat(65), 'line\nbreak', 'a b', '"quoted"']) {
        const answer = await app.inject({
          method: 'GET',
          url: '/health/x',
          headers: { 'x-request-id': unsafe },
        });
        assert.match(String(answer.headers['x-request-id']), /^[0-9a-f-]{36}$/, unsafe);
      }
    } finally {
      await app.close();
    }
  });

  test('a 1 MB field never makes a line over 2 KB, and secrets stay out', async () => {
    const { app, lines } = await loggingApp();
    try {
      const huge = 'x'.repeat(1_000_000);
      await app.inject({
        method: 'POST',
        url: '/v1/auth/login/',
        payload: { email: huge, password: 'hunter2-secret' },
        headers: { authorization: 'JWT secret-token-value', cookie: 'token=cookie-secret' },
        remoteAddress: uniqueIp(),
      });
      await app.inject({ method: 'GET', url: `/v1/nothing/?q=${huge}` });
      app.log.error({ err: new Error(huge), field: huge, list: Array(100).fill(huge) }, huge);
      assert.ok(lines.length >= 3);
      for (const line of lines) {
        assert.ok(line.length < 2048, `a ${line.length}-character log line`);
        JSON.parse(line);
      }
      const output = lines.join('');
      for (const secret of ['hunter2-secret', 'secret-token-value', 'cookie-secret']) {
        assert.ok(!output.includes(secret), `${secret} leaked into the logs`);
      }
    } finally {
      await app.close();
    }
  });
});
