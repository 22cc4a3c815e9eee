import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { expect, test } from '@playwright/test';

import { E2E_API_PORT } from '../playwright.config';

/** The production web server (scripts/web-server.mjs on the standalone build): probes, ids and drain. */

test('the web server and the API answer their liveness and readiness probes', async ({ request }) => {
  for (const url of ['/health/', '/ready/']) {
    const web = await request.get(url, { maxRedirects: 0 });
    expect(web.status(), url).toBe(200);
    expect(await web.json()).toEqual({ status: 'ok' });
    const api = await request.get(`http://127.0.0.1:${E2E_API_PORT}${url}`);
    expect(api.status(), url).toBe(200);
  }
});

/** A stand-in API whose `v1/auth/me/` takes `delayMs`, remembering the request ids it was sent. */
async function slowApi(delayMs: number): Promise<{ server: Server; url: string; requestIds: string[] }> {
  const requestIds: string[] = [];
  const server = createServer((request, response) => {
    requestIds.push(String(request.headers['x-request-id']));
    const answer = (body: object) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/v1/auth/me/') {
      setTimeout(
        () => answer({ id: 1, email: 'ops@example.com', permissions: [], casino: { name: 'Ops' } }),
        delayMs,
      );
    } else if (request.url === '/health/') {
      answer({ status: 'ok' });
    } else {
      answer({});
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, requestIds };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The web server reads a token's expiry, never its signature. */
const token = () =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ token_type: 'access', user_id: 1, exp: Math.floor(Date.now() / 1000) + 600 }),
    'signature',
  ].join('.');

test('SIGTERM: not ready at once, the page being rendered is answered, then the web server exits 0', async () => {
  test.setTimeout(60_000);
  const api = await slowApi(3000);
  const web = spawn(process.execPath, ['scripts/web-server.mjs'], {
    env: {
      ...process.env,
      PORT: '0',
      WEB_HOST: '127.0.0.1',
      API_BASE_URL: api.url,
      SHUTDOWN_DELAY_SECONDS: '1',
      SHUTDOWN_GRACE_SECONDS: '20',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<number>((resolve) =>
    web.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = /listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    }),
  );
  web.stderr.on('data', (chunk: Buffer) => (output += chunk));
  try {
    const base = `http://127.0.0.1:${await listening}`;
    const page = new Promise<{ status: number }>((resolve, reject) => {
      httpRequest(
        `${base}/dashboard`,
        { headers: { cookie: `token=${token()}`, 'x-request-id': 'e2e-drain-1' } },
        (response: IncomingMessage) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        },
      )
        .on('error', reject)
        .end();
    });
    await expect.poll(() => api.requestIds.includes('e2e-drain-1')).toBe(true);
    const exited = once(web, 'exit') as Promise<[number | null]>;
    web.kill('SIGTERM');

    await expect.poll(async () => (await fetch(`${base}/ready/`)).status, { intervals: [50] }).toBe(503);
    // Answered once the slow API call is through (the stand-in's user may not reach the dashboard).
    const answered = await page;
    expect(answered.status).toBeLessThan(500);
    const [code] = await exited;
    expect(code, output).toBe(0);
  } finally {
    if (web.exitCode === null) web.kill('SIGKILL');
    api.server.close();
  }
});
