import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { build } from './helpers';

let app: FastifyInstance;
let port: number;
before(async () => {
  app = await build({ REQUEST_TIMEOUT: '1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  await fetch(`http://127.0.0.1:${port}/health/`);
});

/**
 * Sends `head` at once, then one byte of `trickle` every 100 ms; resolves with what the server answered
 * and after how long it closed the connection (or gives up after `limitMs`).
 */
function trickle(
  head: string,
  drip: string,
  limitMs: number,
): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (Date.now() - started > limitMs) {
        clearInterval(timer);
        socket.destroy();
        reject(new Error(`still open after ${limitMs} ms`));
      } else if (!socket.destroyed) socket.write(drip[sent++ % drip.length]);
    }, 100);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

async function healthTime(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/health/`);
  assert.equal(res.status, 200);
  return performance.now() - started;
}

describe('slow clients are cut off (REQUEST_TIMEOUT)', () => {
  test('a body trickled at a few bytes a second: 408 and closed within the timeout plus the check', async () => {
    const slow = trickle(
      'POST /v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      '"aaaa',
      10_000,
    );
    assert.ok((await healthTime()) < 1000);
    const { answer, closedAfterMs } = await slow;
    assert.ok(closedAfterMs < 3000, `closed after ${closedAfterMs} ms`);
    assert.match(answer, /^HTTP\/1\.1 408/);
  });

  test('headers trickled line by line: closed within the timeout plus the check', async () => {
    const { closedAfterMs } = await trickle(
      'GET /health/ HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1\r\n',
      10_000,
    );
    assert.ok(closedAfterMs < 3000, `closed after ${closedAfterMs} ms`);
  });
});
