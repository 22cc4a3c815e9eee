import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build as buildApp } from '../app';
import { campaigns, type Campaign } from '../db/schema';
import { SCHEDULER_LOCK_KEY } from '../services/scheduler';
import { baseCurrencyOf } from '../lib/currency';
import { ensureBaseData } from '../seed/base';
import { freshDatabase, type ScratchDatabase } from './databases';
import { build, DEMO_USERS, testConfig, type AuthedInject, signInAs } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let adminId: number;

before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
  adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
});

const DAY = 86400_000;
let counter = 0;

/** A published-looking mission campaign, then forced into `status` with the given dates. */
async function campaignIn(
  status: Campaign['status'],
  start: Date,
  end: Date,
  extra: Partial<typeof campaigns.$inferInsert> = {},
) {
  counter += 1;
  const res = await admin({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: {
      name: `Scheduled ${counter} ${Date.now()}`,
      type: 'mission',
      titles: { en: 'Scheduled' },
      mission: {
        tasks: [
          { type: 'deposit', amount: 10, prizes: [{ kind: 'cash', amount: 5 }] },
          {
            type: 'turnover',
            amount: 100,
            games: [1, 2],
            prizes: [{ kind: 'bonus', amount: 3, wagering: 10 }],
          },
        ],
      },
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().id as number;
  await app.db
    .update(campaigns)
    .set({ status, startDate: start, endDate: end, ...extra })
    .where(eq(campaigns.id, id));
  return (await app.repos.campaigns.findById(id))!;
}

const detail = async (id: number) =>
  (await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${id}/` })).json();

describe('scheduler tick', () => {
  test('scheduled → active at the start, active → finished at the end, with a notification', async () => {
    const now = new Date();
    const due = await campaignIn('SC', new Date(now.getTime() - 1000), new Date(now.getTime() + DAY));
    const notYet = await campaignIn('SC', new Date(now.getTime() + DAY), new Date(now.getTime() + 2 * DAY));
    const ending = await campaignIn('AC', new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - 1));
    const running = await campaignIn('AC', new Date(now.getTime() - DAY), new Date(now.getTime() + DAY));
    const passedEntirely = await campaignIn(
      'SC',
      new Date(now.getTime() - 2 * DAY),
      new Date(now.getTime() - DAY),
    );
    const template = await campaignIn(
      'DR',
      new Date(now.getTime() - 2 * DAY),
      new Date(now.getTime() - DAY),
      {
        isTemplate: true,
      },
    );

    const result = await app.scheduler.tick(now);
    assert.equal(result.ran, true);
    assert.ok(result.activated.includes(due.id));
    assert.ok(!result.activated.includes(notYet.id));
    assert.ok(result.finished.includes(ending.id));
    assert.ok(!result.finished.includes(running.id));
    // Started and ended while nobody looked: both steps in one tick.
    assert.ok(result.activated.includes(passedEntirely.id) && result.finished.includes(passedEntirely.id));

    assert.equal((await detail(due.id)).status, 'AC');
    assert.equal((await detail(notYet.id)).status, 'SC');
    assert.equal((await detail(ending.id)).status, 'FI');
    assert.equal((await detail(running.id)).status, 'AC');
    assert.equal((await detail(template.id)).status, 'DR');

    const notes = await app.repos.notifications.listForUser(adminId);
    const note = notes.find((n) => n.title === `Campaign finished: ${ending.name}`);
    assert.ok(note);
    assert.equal(note.url, `/campaigns/edit?id=${ending.id}`);

    // Nothing left to do for these.
    const again = await app.scheduler.tick(now);
    assert.ok(!again.activated.includes(due.id) && !again.finished.includes(ending.id));
  });

  test('a finishing recurring campaign creates its next occurrence (every N), until none is left', async () => {
    const start = new Date(Date.now() - 3 * DAY);
    const end = new Date(Date.now() - 1000);
    const source = await campaignIn('AC', start, end, {
      recurring: { kind: 'every', every_n: 1, unit: 'week', quantity: 2 },
    });
    const sourceDetail = await detail(source.id);
    // (An active campaign's players change only with edit-active-campaigns: set them directly.)
    await app.repos.targetGroups.update(sourceDetail.target_group, {
      filters: { markets: ['FI'] },
      manuallyAddedPlayers: [3],
    });

    const first = await app.scheduler.tick(new Date());
    assert.ok(first.finished.includes(source.id));
    assert.equal(first.occurrences.length >= 1, true);
    const [next] = await app.db.select().from(campaigns).where(eq(campaigns.parentId, source.id));
    assert.ok(next);
    assert.ok(first.occurrences.includes(next.id));
    assert.equal(next.status, 'SC');
    assert.equal(next.name, source.name);
    assert.equal(next.startDate?.getTime(), start.getTime() + 7 * DAY);
    assert.equal(next.endDate?.getTime(), end.getTime() + 7 * DAY);
    assert.deepEqual(next.recurring, { kind: 'every', every_n: 1, unit: 'week', quantity: 1 });
    assert.equal(next.creatorId, adminId);
    assert.notEqual(next.targetGroupId, source.targetGroupId);

    const nextDetail = await detail(next.id);
    const shape = (d: { mission: { tasks: Array<Record<string, unknown>> } }) =>
      d.mission.tasks.map((t) => ({
        type: t.type,
        position: t.position,
        amount: t.amount,
        games: t.games,
        prizes: (t.prizes as Array<Record<string, unknown>>).map(({ id: _id, ...p }) => p),
      }));
    assert.deepEqual(shape(nextDetail), shape(sourceDetail));
    const group = (
      await admin({ method: 'GET', url: `/v1/player/target-groups/${nextDetail.target_group}/` })
    ).json();
    assert.deepEqual(group.filters, { markets: ['FI'] });
    assert.deepEqual(group.manually_added_players, [3]);
    const notes = await app.repos.notifications.listForUser(adminId);
    assert.ok(
      notes.some(
        (n) => n.title === `Campaign finished: ${source.name}` && n.text.includes('next occurrence'),
      ),
    );

    // The occurrence runs its course: at its end it makes the last one, which recurs no more.
    const second = await app.scheduler.tick(new Date(next.endDate!.getTime() + 1000));
    assert.ok(second.activated.includes(next.id) && second.finished.includes(next.id));
    const [last] = await app.db.select().from(campaigns).where(eq(campaigns.parentId, next.id));
    assert.equal(last.recurring, null);
    assert.equal(last.startDate?.getTime(), start.getTime() + 14 * DAY);
    const third = await app.scheduler.tick(new Date(last.endDate!.getTime() + 1000));
    assert.ok(third.finished.includes(last.id));
    assert.equal((await app.db.select().from(campaigns).where(eq(campaigns.parentId, last.id))).length, 0);
  });

  test('recurring on selected dates', async () => {
    const start = new Date(Date.now() - 2 * DAY);
    const end = new Date(Date.now() - 1000);
    const d1 = new Date(Date.now() + 5 * DAY).toISOString();
    const d2 = new Date(Date.now() + 9 * DAY).toISOString();
    const source = await campaignIn('AC', start, end, {
      recurring: { kind: 'dates', dates: [d1, d2], quantity: 2 },
    });
    await app.scheduler.tick(new Date());
    const [next] = await app.db.select().from(campaigns).where(eq(campaigns.parentId, source.id));
    assert.equal(next.startDate?.toISOString(), d1);
    assert.equal(next.endDate!.getTime() - next.startDate!.getTime(), end.getTime() - start.getTime());
    assert.deepEqual(next.recurring, { kind: 'dates', dates: [d2], quantity: 1 });
  });

  test('cost alarm: one notification when the cost passes it, money with the base currency', async () => {
    const watched = await campaignIn('AC', new Date(Date.now() - DAY), new Date(Date.now() + 10 * DAY), {
      costAlarm: 500,
      cost: 4990,
    });
    const below = await campaignIn('AC', new Date(Date.now() - DAY), new Date(Date.now() + 10 * DAY), {
      costAlarm: 1000,
      cost: 10,
    });
    const first = await app.scheduler.tick(new Date());
    assert.ok(first.costAlarms.includes(watched.id));
    assert.ok(!first.costAlarms.includes(below.id));
    assert.equal((await detail(watched.id)).cost_alarm_notified, true);
    const second = await app.scheduler.tick(new Date());
    assert.ok(!second.costAlarms.includes(watched.id));
    const notes = await app.repos.notifications.listForUser(adminId);
    const alarms = notes.filter((n) => n.title === `Campaign cost alarm: ${watched.name}`);
    assert.equal(alarms.length, 1);
    // Every staff member who may see the campaign is told, once: the viewer sees all campaigns.
    const viewerId = (await app.repos.users.findByEmail(DEMO_USERS.viewer.email))!.id;
    const viewerNotes = await app.repos.notifications.listForUser(viewerId);
    assert.equal(viewerNotes.filter((n) => n.title === `Campaign cost alarm: ${watched.name}`).length, 1);
    assert.equal(alarms[0].kind, 'cost_alarm', 'a cost alarm is an alert');
    const currency = baseCurrencyOf(await app.repos.casino.get());
    assert.ok(currency);
    assert.ok(
      alarms[0].text.includes(`(4,990.00 ${currency}) has exceeded the alarm of 500.00 ${currency}.`),
      alarms[0].text,
    );
  });

  test('one tick at a time in a process; the advisory lock is taken in the tick transaction', async () => {
    const [a, b] = await Promise.all([app.scheduler.tick(new Date()), app.scheduler.tick(new Date())]);
    assert.deepEqual([a.ran, b.ran].sort(), [false, true]);
    // The lock is transaction-scoped: nothing stays held after a tick.
    const held = (await app.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${SCHEDULER_LOCK_KEY}`,
    )) as unknown as { rows: Array<{ n: number }> };
    assert.equal(held.rows[0].n, 0);
  });

  test('start() runs every SCHEDULER_INTERVAL seconds; stop() ends it', async () => {
    const timed = await build({ SCHEDULER_INTERVAL: '1' });
    const due = await campaignIn('SC', new Date(Date.now() - 1000), new Date(Date.now() + DAY));
    timed.scheduler.start();
    assert.equal(timed.scheduler.started, true);
    for (let i = 0; i < 30 && (await detail(due.id)).status !== 'AC'; i += 1) await sleep(100);
    assert.equal((await detail(due.id)).status, 'AC');
    await timed.scheduler.stop();
    assert.equal(timed.scheduler.started, false);
    const off = await build({ SCHEDULER_INTERVAL: '0' });
    off.scheduler.start();
    assert.equal(off.scheduler.started, false);
  });
});

/**
 * Two instances on one PostgreSQL database: while one holds the tick lock the other skips its tick.
 * Runs only with TEST_DATABASE_URL (see notifications-pg.test.ts).
 */
const url = process.env.TEST_DATABASE_URL?.trim();
describe(
  'scheduler across instances (PostgreSQL)',
  { skip: url ? false : 'TEST_DATABASE_URL is not set' },
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let scratch: ScratchDatabase;

    before(async () => {
      scratch = await freshDatabase(url ?? '', 'scheduler');
      a = await buildApp(testConfig({ DATABASE_URL: scratch.url }));
      await a.database.migrate();
      await ensureBaseData(a.db, a.config);
      b = await buildApp(testConfig({ DATABASE_URL: scratch.url }));
    });

    after(async () => {
      await a?.close();
      await b?.close();
      await scratch?.drop();
    });

    test('only the instance holding the advisory lock works a tick', async () => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = a.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK_KEY})`);
        locked();
        await released;
      });
      await holding;
      try {
        const skipped = await b.scheduler.tick(new Date());
        assert.equal(skipped.ran, false);
      } finally {
        release();
        await holder;
      }
      assert.equal((await b.scheduler.tick(new Date())).ran, true);
    });
  },
);
