import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { DEMO_USERS, TEST_JWT_SECRET, writeTemplateDataDir } from './helpers';

/**
 * SIGTERM on the real server process (server/index.ts over the demo database): readiness goes false at
 * once, an export a slow client is still reading completes, the notifications socket is closed with
 * 1001, and the process exits 0.
 */
const ROOT = path.resolve(__dirname, '..', '..');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

describe('SIGTERM drains the API server', () => {
  let dataDir: string;
  let server: ChildProcess;
  let base: string;
  let output = '';

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-drain-'));
    await writeTemplateDataDir(dataDir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        JWT_SECRET: TEST_JWT_SECRET,
        SCHEDULER_INTERVAL: '0',
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_SECONDS: '2',
        SHUTDOWN_GRACE_SECONDS: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    // A cold start on a busy machine (tests run side by side) can take a minute.
    for (let attempt = 0; attempt < 480; attempt += 1) {
      const ready = await fetch(`${base}/ready/`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (server.exitCode !== null) break;
      await sleep(250);
    }
    throw new Error(`the API server did not become ready:\n${output}`);
  });

  after(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a slow export completes, sockets go away with 1001, readiness drops at once, exit code 0', async () => {
    const login = await fetch(`${base}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password }),
    });
    assert.equal(login.status, 200);
    const { access } = (await login.json()) as { access: string };
    const exportUrl = `${base}/v1/player/players/export-players/`;
    const authorization = `JWT ${access}`;
    const whole = await fetch(exportUrl, { headers: { authorization } }).then((r) => r.text());
    assert.ok(
      whole.length > 1_000_000,
      `the export should be large enough to be read slowly (${whole.length})`,
    );

    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/notifications/1`);
    await once(socket, 'open');
    const socketClosed = once(socket, 'close') as Promise<[number, Buffer]>;

    // The slow client: takes the answer's first bytes, then stops reading.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet(exportUrl, { headers: { authorization } }, resolve).on('error', reject),
    );
    assert.equal(response.statusCode, 200);
    response.pause();
    const exited = once(server, 'exit') as Promise<[number | null, string | null]>;
    server.kill('SIGTERM');

    // Readiness drops as soon as the signal is handled, well within the delay.
    let ready = await fetch(`${base}/ready/`);
    for (let attempt = 0; ready.status === 200 && attempt < 10; attempt += 1) {
      await sleep(50);
      ready = await fetch(`${base}/ready/`);
    }
    assert.equal(ready.status, 503);
    assert.deepEqual(await ready.json(), { status: 'draining' });

    // Past the delay the server stops accepting connections while the export is still being written.
    await sleep(2500);
    await assert.rejects(fetch(`${base}/health/`), 'no new connections once draining');
    assert.equal(server.exitCode, null, 'the process waits for the export');

    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.resume();
    await once(response, 'end');
    assert.equal(Buffer.concat(chunks).toString('utf8'), whole);

    const [code] = await socketClosed;
    assert.equal(code, 1001);
    const [exitCode] = await exited;
    assert.equal(exitCode, 0, output);
  });
});
