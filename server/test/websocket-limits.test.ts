import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { WS_LIMITS } from '../routes/public/ws';
import { WS_CLOSE } from '../services/notifications';
import { build, connectSocket, createUser, injectWithLogin, uniqueIp, type TestSocket } from './helpers';

let app: FastifyInstance;
let base: string;
before(async () => {
  app = await build({
    WS_LOGIN_TIMEOUT: '1',
    WS_MAX_SOCKETS_PER_USER: '3',
    WS_MAX_SOCKETS_PER_CLIENT: '30',
    WS_MESSAGES_PER_MINUTE: '40',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** A new user with a few notifications, and their access token. */
async function userWithNotifications() {
  const { user, email, password } = await createUser(app);
  const inject = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
  for (const title of ['n1', 'n2', 'n3']) await app.notifications.create({ userId: user.id, title });
  return { id: user.id, token: inject.access };
}

async function signedInSocket(id: number, token: string): Promise<TestSocket> {
  const socket = await connectSocket(base, id);
  socket.send({ action: 'login', token });
  socket.send({ action: 'get_notifications' });
  await socket.next();
  return socket;
}

async function healthMs(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base.replace('ws:', 'http:')}/health/`);
  assert.equal(res.status, 200);
  return performance.now() - started;
}

describe('notifications websocket limits', () => {
  test('a socket that does not log in is closed after WS_LOGIN_TIMEOUT', async () => {
    const started = Date.now();
    const socket = await connectSocket(base, 1);
    assert.equal(await socket.closed, WS_CLOSE.unauthorized);
    assert.ok(Date.now() - started < 2500);
  });

  test('a socket sending more than WS_MESSAGES_PER_MINUTE is closed (1008)', async () => {
    const { id, token } = await userWithNotifications();
    const socket = await signedInSocket(id, token);
    for (let i = 0; i < 60; i += 1) socket.send({ action: 'get_notifications' });
    assert.equal(await socket.closed, 1008);
  });

  test('sockets per user are bounded: the one past WS_MAX_SOCKETS_PER_USER is closed at login', async () => {
    const { id, token } = await userWithNotifications();
    const kept = [];
    for (let i = 0; i < 3; i += 1) kept.push(await signedInSocket(id, token));
    const extra = await connectSocket(base, id);
    let reason = '';
    extra.socket.on('close', (_code, why) => (reason = why.toString()));
    extra.send({ action: 'login', token });
    assert.equal(await extra.closed, 1008);
    assert.equal(reason, WS_LIMITS.tooManyUserSockets);
    for (const socket of kept) socket.socket.close();
  });

  test('sockets per client address are bounded, logged in or not', async () => {
    const sockets = await Promise.all(Array.from({ length: 30 }, () => connectSocket(base, 1)));
    const extra = await connectSocket(base, 1);
    assert.equal(await extra.closed, 1008);
    for (const socket of sockets) socket.socket.close();
    await Promise.all(sockets.map((socket) => socket.closed));
  });

  test('read_all_notifications from every socket: changes are coalesced, /health/ stays quick', async () => {
    const { id, token } = await userWithNotifications();
    const sockets = await Promise.all(Array.from({ length: 3 }, () => signedInSocket(id, token)));
    const sent = 30;
    const slowest: number[] = [];
    for (let round = 0; round < sent / sockets.length; round += 1) {
      for (const socket of sockets) socket.send({ action: 'read_all_notifications' });
      slowest.push(await healthMs());
    }
    await sleep(1000);
    const replies = sockets.reduce((sum, socket) => sum + socket.pending(), 0);
    // Without coalescing every change reaches every socket: 30 × 3 = 90 lists.
    assert.ok(replies < sent, `${replies} lists sent for ${sent} changes`);
    assert.ok(replies >= sockets.length, 'each socket still gets the latest list');
    assert.ok(Math.max(...slowest) < 1000, `/health/ took ${Math.max(...slowest)} ms`);
    for (const socket of sockets) socket.socket.close();
  });
});
