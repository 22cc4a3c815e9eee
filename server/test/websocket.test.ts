import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { build, createUser, DEMO_USERS, injectWithLogin, type AuthedInject, uniqueIp } from './helpers';

let app: FastifyInstance;
let base: string;
let admin: AuthedInject;
let adminId: number;

before(async () => {
  app = await build();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await injectWithLogin(app, DEMO_USERS.admin.email, DEMO_USERS.admin.password, {
    remoteAddress: uniqueIp(),
  });
  adminId = (await admin({ method: 'GET', url: '/v1/auth/me/' })).json().id;
});

/** Opens a socket and collects its messages; `next()` resolves with the next one (parsed). */
async function connect(userId: number, origin: string | undefined = 'http://localhost:3000') {
  const socket = new WebSocket(`${base}/ws/notifications/${userId}`, origin ? { origin } : {});
  const queue: unknown[] = [];
  const waiters: Array<(value: unknown) => void> = [];
  socket.on('message', (data) => {
    const value = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  await once(socket, 'open');
  const next = (timeoutMs = 3000) =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length > 0) return resolve(queue.shift());
      const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
      waiters.push((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  const closed = once(socket, 'close').then(([code]) => code as number);
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return { socket, next, closed, send };
}

type NotificationJson = {
  id: number;
  title: string;
  text: string;
  created: string;
  url: string | null;
  has_been_read: boolean;
};

describe('notifications websocket', () => {
  test('login then get_notifications returns the list, newest first', async () => {
    const client = await connect(adminId);
    client.send({ action: 'get_notifications' }); // before login: ignored
    client.send({ action: 'login', token: admin.access });
    client.send({ action: 'no_such_action' }); // ignored
    client.send({ action: 'get_notifications' });
    const list = (await client.next()) as NotificationJson[];
    assert.ok(Array.isArray(list));
    assert.ok(list.length >= 2);
    for (const item of list) {
      assert.deepEqual(Object.keys(item).sort(), ['created', 'has_been_read', 'id', 'text', 'title', 'url']);
      assert.ok(!Number.isNaN(Date.parse(item.created)));
      assert.equal(typeof item.has_been_read, 'boolean');
    }
    const times = list.map((item) => Date.parse(item.created));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    client.socket.close();
    await client.closed;
  });

  test('a notification created through the service reaches the open socket', async () => {
    const { user, email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const client = await connect(user.id);
    client.send({ action: 'login', token: session.access });
    client.send({ action: 'get_notifications' });
    assert.deepEqual(await client.next(), []);

    await app.notifications.create({
      userId: user.id,
      title: 'Campaign finished',
      text: 'Summer race ended.',
      url: '/campaigns/list',
    });
    const pushed = (await client.next()) as NotificationJson[];
    assert.equal(pushed.length, 1);
    assert.equal(pushed[0].title, 'Campaign finished');
    assert.equal(pushed[0].text, 'Summer race ended.');
    assert.equal(pushed[0].url, '/campaigns/list');
    assert.equal(pushed[0].has_been_read, false);

    // Logout ends the session's sockets.
    await session({ method: 'POST', url: '/v1/auth/logout/' });
    assert.equal(await client.closed, 4001);
  });

  test('a token of another user is refused with 4003', async () => {
    const viewer = await injectWithLogin(app, DEMO_USERS.viewer.email, DEMO_USERS.viewer.password, {
      remoteAddress: uniqueIp(),
    });
    const client = await connect(adminId);
    client.send({ action: 'login', token: viewer.access });
    assert.equal(await client.closed, 4003);
  });

  test('a bad token is refused with 4001', async () => {
    const client = await connect(adminId);
    client.send({ action: 'login', token: 'not-a-token' });
    assert.equal(await client.closed, 4001);
  });

  test('a socket without Origin (non-browser client) is accepted', async () => {
    const client = await connect(adminId, undefined);
    client.send({ action: 'login', token: admin.access });
    client.send({ action: 'get_notifications' });
    assert.ok(Array.isArray(await client.next()));
    client.socket.close();
    await client.closed;
  });

  test('a foreign Origin is refused before the upgrade', async () => {
    const socket = new WebSocket(`${base}/ws/notifications/${adminId}`, { origin: 'https://evil.example' });
    socket.on('error', () => undefined);
    const [, response] = (await once(socket, 'unexpected-response')) as [unknown, { statusCode: number }];
    assert.equal(response.statusCode, 403);
    socket.terminate();
  });
});
