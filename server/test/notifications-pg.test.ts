import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { build as buildApp } from '../app';
import { ensureBaseData } from '../seed/base';
import { freshDatabase, type ScratchDatabase } from './databases';
import { connectSocket, createUser, injectWithLogin, testConfig, type TestSocket, uniqueIp } from './helpers';

/**
 * Two API instances on one PostgreSQL database: notifications and socket closing cross instances through
 * LISTEN/NOTIFY. Runs only when TEST_DATABASE_URL points at a PostgreSQL database it may write to (it
 * migrates it and adds users); skipped otherwise.
 */
const url = process.env.TEST_DATABASE_URL?.trim();

type NotificationJson = { id: number; title: string; has_been_read: boolean };

describe(
  'notifications across instances (PostgreSQL)',
  { skip: url ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let baseA: string;
    let baseB: string;
    const sockets: TestSocket[] = [];
    let scratch: ScratchDatabase;

    before(async () => {
      scratch = await freshDatabase(url ?? '', 'notifications');
      const config = { DATABASE_URL: scratch.url };
      a = await buildApp(testConfig(config));
      await a.database.migrate();
      await ensureBaseData(a.db, a.config);
      b = await buildApp(testConfig(config));
      for (const app of [a, b]) await app.listen({ port: 0, host: '127.0.0.1' });
      baseA = `ws://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
      baseB = `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
      assert.equal(a.notifications.crossInstance, true);
      assert.equal(b.notifications.crossInstance, true);
    });

    after(async () => {
      for (const client of sockets) client.socket.terminate();
      await a?.close();
      await b?.close();
      await scratch?.drop();
    });

    /** A fresh user signed in, with a socket on each instance. */
    async function userWithSockets() {
      const { user, email, password } = await createUser(a);
      const session = await injectWithLogin(a, email, password, { remoteAddress: uniqueIp() });
      const onA = await connectSocket(baseA, user.id);
      const onB = await connectSocket(baseB, user.id);
      sockets.push(onA, onB);
      for (const client of [onA, onB]) {
        client.send({ action: 'login', token: session.access });
        client.send({ action: 'get_notifications' });
        assert.deepEqual(await client.next(), []);
      }
      return { user, session, onA, onB };
    }

    test('a notification made on A reaches the socket on B; each socket gets it once', async () => {
      const { user, onA, onB } = await userWithSockets();
      await a.notifications.notify(user.id, { title: 'Cross-instance', url: '/dashboard' });
      for (const client of [onA, onB]) {
        const list = (await client.next()) as NotificationJson[];
        assert.deepEqual(
          list.map((n) => n.title),
          ['Cross-instance'],
        );
      }
      // The originating instance sends through its own LISTEN echo only: no second copy.
      await sleep(300);
      assert.equal(onA.pending(), 0);
      assert.equal(onB.pending(), 0);
    });

    test('an action on B updates the socket on A', async () => {
      const { user, onA, onB } = await userWithSockets();
      await b.notifications.notify(user.id, { title: 'To read' });
      await onA.next();
      await onB.next();
      onB.send({ action: 'read_all_notifications' });
      for (const client of [onA, onB]) {
        const list = (await client.next()) as NotificationJson[];
        assert.equal(list[0].has_been_read, true);
      }
    });

    test('another user on B hears nothing', async () => {
      const first = await userWithSockets();
      const second = await userWithSockets();
      await a.notifications.notify(first.user.id, { title: 'Only the first' });
      await first.onB.next();
      await sleep(200);
      assert.equal(second.onA.pending(), 0);
      assert.equal(second.onB.pending(), 0);
    });

    test('logout on A closes the session socket on B; blocking closes every socket', async () => {
      const { onB, session } = await userWithSockets();
      await session({ method: 'POST', url: '/v1/auth/logout/' });
      assert.equal(await onB.closed, 4001);

      const other = await userWithSockets();
      a.notifications.closeUser(other.user.id);
      assert.equal(await other.onB.closed, 4001);
      assert.equal(await other.onA.closed, 4001);
    });

    test('the LISTEN connection comes back after it is cut', async () => {
      const { user, onA, onB } = await userWithSockets();
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'backoffice-listener'`,
      );
      // Both instances notice, then reconnect (first retry after 500 ms).
      const both = (value: boolean) =>
        a.notifications.crossInstance === value && b.notifications.crossInstance === value;
      for (let i = 0; i < 100 && !both(false); i += 1) await sleep(20);
      assert.ok(both(false), 'the cut was noticed');
      for (let i = 0; i < 100 && !both(true); i += 1) await sleep(50);
      assert.equal(a.notifications.crossInstance, true);
      assert.equal(b.notifications.crossInstance, true);
      // Pushes made on reconnect (missed messages) may arrive first: drain them.
      await sleep(300);
      while (onA.pending() > 0) await onA.next();
      while (onB.pending() > 0) await onB.next();
      await a.notifications.notify(user.id, { title: 'After reconnect' });
      for (const client of [onA, onB]) {
        const list = (await client.next()) as NotificationJson[];
        assert.equal(list[0].title, 'After reconnect');
      }
    });
  },
);
