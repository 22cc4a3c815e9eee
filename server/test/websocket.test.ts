import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../contract/notifications';
import {
  build,
  connectSocket,
  createUser,
  injectWithLogin,
  signInAs,
  type AuthedInject,
  uniqueIp,
} from './helpers';

let app: FastifyInstance;
let base: string;
let admin: AuthedInject;
let adminId: number;

before(async () => {
  app = await build();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await signInAs(app, 'admin');
  adminId = (await admin({ method: 'GET', url: '/v1/auth/me/' })).json().id;
});

/** Opens a socket and collects its messages; `next()` resolves with the next one (parsed). */
const connect = (userId: number, origin: string | undefined = 'http://localhost:3000') =>
  connectSocket(base, userId, origin);

type NotificationJson = {
  id: number;
  title: string;
  text: string;
  created: string;
  url: string | null;
  kind: NotificationKind;
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
      assert.deepEqual(Object.keys(item).sort(), [
        'created',
        'has_been_read',
        'id',
        'kind',
        'text',
        'title',
        'url',
      ]);
      assert.ok(NOTIFICATION_KINDS.includes(item.kind));
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
    const viewer = await signInAs(app, 'viewer');
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

describe('notification actions over the socket', () => {
  /** A fresh user with three notifications (oldest first: n1, n2, n3) and two signed-in sockets. */
  async function setup() {
    const { user, email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const ids: number[] = [];
    for (const title of ['n1', 'n2', 'n3']) {
      ids.push((await app.notifications.create({ userId: user.id, title })).id);
    }
    const sockets = [await connect(user.id), await connect(user.id)];
    for (const client of sockets) {
      client.send({ action: 'login', token: session.access });
      client.send({ action: 'get_notifications' });
      assert.equal(((await client.next()) as NotificationJson[]).length, 3);
    }
    return { user, ids, sockets };
  }

  /** The next array each socket receives (they must all be equal). */
  async function nextOnAll(sockets: Array<Awaited<ReturnType<typeof connect>>>) {
    const lists = (await Promise.all(sockets.map((client) => client.next()))) as NotificationJson[][];
    for (const list of lists.slice(1)) assert.deepEqual(list, lists[0]);
    return lists[0];
  }

  async function closeAll(sockets: Array<Awaited<ReturnType<typeof connect>>>) {
    for (const client of sockets) {
      client.socket.close();
      await client.closed;
    }
  }

  test('read_notification and read_all_notifications', async () => {
    const { ids, sockets } = await setup();
    sockets[0].send({ action: 'read_notification', id: ids[1] });
    let list = await nextOnAll(sockets);
    assert.deepEqual(
      list.map((n) => [n.title, n.has_been_read]),
      [
        ['n3', false],
        ['n2', true],
        ['n1', false],
      ],
    );
    // An id as a string of digits is accepted too.
    sockets[1].send({ action: 'read_notification', id: String(ids[0]) });
    list = await nextOnAll(sockets);
    assert.deepEqual(
      list.map((n) => n.has_been_read),
      [false, true, true],
    );
    sockets[1].send({ action: 'read_all_notifications' });
    list = await nextOnAll(sockets);
    assert.ok(list.every((n) => n.has_been_read));
    assert.equal(list.length, 3);
    await closeAll(sockets);
  });

  test('remove_notification and remove_all_notifications', async () => {
    const { ids, sockets } = await setup();
    sockets[0].send({ action: 'remove_notification', id: ids[2] });
    let list = await nextOnAll(sockets);
    assert.deepEqual(
      list.map((n) => n.title),
      ['n2', 'n1'],
    );
    sockets[0].send({ action: 'remove_all_notifications' });
    list = await nextOnAll(sockets);
    assert.deepEqual(list, []);
    await closeAll(sockets);
  });

  test("another user's id changes nothing; malformed ids are ignored", async () => {
    const { ids, sockets } = await setup();
    const adminNotes = await app.notifications.listFor(adminId);
    const foreign = adminNotes[0];
    sockets[0].send({ action: 'read_notification', id: foreign.id });
    let list = await nextOnAll(sockets);
    assert.equal(list.length, 3);
    assert.ok(list.every((n) => !n.has_been_read));
    sockets[0].send({ action: 'remove_notification', id: foreign.id });
    list = await nextOnAll(sockets);
    assert.equal(list.length, 3);
    assert.deepEqual(await app.notifications.listFor(adminId), adminNotes);

    sockets[0].send({ action: 'remove_notification', id: 'abc' });
    sockets[0].send({ action: 'remove_notification' });
    sockets[0].send({ action: 'read_notification', id: -1 });
    sockets[0].send({ action: 'read_notification', id: ids[0] });
    list = await nextOnAll(sockets);
    assert.deepEqual(
      list.map((n) => n.has_been_read),
      [false, false, true],
    );
    await closeAll(sockets);
  });

  test("a notification for user A never reaches user B's socket", async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    const sessionA = await injectWithLogin(app, a.email, a.password, { remoteAddress: uniqueIp() });
    const sessionB = await injectWithLogin(app, b.email, b.password, { remoteAddress: uniqueIp() });
    const socketA = await connect(a.user.id);
    const socketB = await connect(b.user.id);
    socketA.send({ action: 'login', token: sessionA.access });
    socketA.send({ action: 'get_notifications' });
    socketB.send({ action: 'login', token: sessionB.access });
    socketB.send({ action: 'get_notifications' });
    assert.deepEqual(await socketA.next(), []);
    assert.deepEqual(await socketB.next(), []);

    await app.notifications.notify(a.user.id, { title: 'Only for A', url: '/dashboard' });
    const pushed = (await socketA.next()) as NotificationJson[];
    assert.deepEqual(
      pushed.map((n) => n.title),
      ['Only for A'],
    );
    socketA.send({ action: 'read_all_notifications' });
    assert.equal(((await socketA.next()) as NotificationJson[])[0].has_been_read, true);

    // B got nothing in the meantime: its next message is the answer to its own request.
    socketB.send({ action: 'get_notifications' });
    assert.deepEqual(await socketB.next(), []);
    await closeAll([socketA, socketB]);
  });

  test('blocking a user closes their sockets', async () => {
    const { user, email, password } = await createUser(app);
    const session = await injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
    const client = await connect(user.id);
    client.send({ action: 'login', token: session.access });
    client.send({ action: 'get_notifications' });
    await client.next();
    const res = await admin({
      method: 'PATCH',
      url: `/v1/auth/users/${user.id}/`,
      payload: { status: 'BL' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(await client.closed, 4001);
  });
});
