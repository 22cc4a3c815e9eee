import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns, type Campaign } from '../db/schema';
import { LIMIT_MESSAGES } from '../services/campaign-limits';
import { campaignUrl } from '../services/campaigns';
import {
  buildWithAdminAndViewer,
  DEMO_USERS,
  publishableMissionBody,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

// Publish refusals and overlaps nobody saw happen become alerts (issue 20): who is told, once, the kind.

let app: FastifyInstance;
let admin: AuthedInject;
let adminId: number;
let viewerId: number;

before(async () => {
  ({ app, admin } = await buildWithAdminAndViewer());
  adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
  viewerId = (await app.repos.users.findByEmail(DEMO_USERS.viewer.email))!.id;
});

const CAMPAIGNS = '/v1/campaigns/campaigns/';
const DAY = 86400_000;
let counter = 0;
const uniqueName = (base: string) => `${base} ${(counter += 1)} ${Date.now()}`;
const AUTHOR_PERMISSIONS = [
  PERMISSIONS.addCampaign,
  PERMISSIONS.viewOwnCampaign,
  PERMISSIONS.changeOwnCampaign,
] as const;

/** A publishable mission draft (games 1–3, every player) of `as`, running `from` for ten days. */
async function draft(as: AuthedInject, from: string): Promise<{ id: number; name: string }> {
  const start = new Date(from);
  const res = await as({
    method: 'POST',
    url: CAMPAIGNS,
    payload: publishableMissionBody({
      name: uniqueName('Alerted'),
      start_date: start.toISOString(),
      end_date: new Date(start.getTime() + 10 * DAY).toISOString(),
    }),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string };
}

const setStatus = (as: AuthedInject, id: number, status: 'SC' | 'DR') =>
  as({ method: 'PATCH', url: `${CAMPAIGNS}${id}/`, payload: { status } });

/** The overlap alerts `userId` holds that tell the pair. */
async function overlapAlertsOf(userId: number, pair: [number, number]) {
  const key = [...pair].sort((a, b) => a - b).join('-');
  return (await app.repos.notifications.listForUser(userId)).filter(
    (n) => n.kind === 'overlap' && n.url?.includes(`clash=${key}&`),
  );
}

/** A limit group holding `userId` to at most `maxLive` live missions. */
async function limitMissions(name: string, maxLive: number, userId: number): Promise<{ name: string }> {
  const res = await admin({
    method: 'POST',
    url: '/v1/campaigns/campaign-limit-groups/',
    payload: {
      name,
      limits: [{ campaign_type: 'mission', max_live_campaigns: maxLive, max_cost_alarm: null }],
      users: [userId],
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** Forces a campaign's fields, as the scheduler tests do. */
async function force(id: number, fields: Partial<typeof campaigns.$inferInsert>): Promise<Campaign> {
  await app.db.update(campaigns).set(fields).where(eq(campaigns.id, id));
  return (await app.repos.campaigns.findById(id))!;
}

describe('overlap alerts', () => {
  test('a publish that clashes with a scheduled campaign alerts those who see both, once per pair', async () => {
    const author = await userWithPermissions(app, AUTHOR_PERMISSIONS);
    const overseer = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    const first = await draft(author.inject, '2091-03-10T10:00:00Z');
    assert.equal((await setStatus(author.inject, first.id, 'SC')).statusCode, 200);
    const second = await draft(admin, '2091-03-15T10:00:00Z');
    // A draft may never run: no alert while the second is one.
    assert.equal((await overlapAlertsOf(overseer.user.id, [first.id, second.id])).length, 0);

    assert.equal((await setStatus(admin, second.id, 'SC')).statusCode, 200);
    const [alert, ...more] = await overlapAlertsOf(overseer.user.id, [first.id, second.id]);
    assert.ok(alert, 'the overseer sees both campaigns');
    assert.equal(more.length, 0);
    assert.equal(alert.title, `Campaigns overlap: ${first.name} and ${second.name}`);
    assert.ok(
      alert.text.startsWith(
        `"${second.name}" runs at the same time as "${first.name}" from 15.03.2091 10:00 (UTC) to 20.03.2091 10:00 (UTC), sharing the games`,
      ),
      alert.text,
    );
    assert.ok(
      alert.text.endsWith(
        'and players. If they are meant to run together, accept the overlap on the overview, where each campaign is linked.',
      ),
    );
    assert.equal(alert.url, `/overview?clash=${first.id}-${second.id}&date=2091-03-15`);
    for (const userId of [adminId, viewerId])
      assert.equal((await overlapAlertsOf(userId, [first.id, second.id])).length, 1);
    // The author sees only their own campaign: they are not told about one they cannot open.
    assert.equal((await overlapAlertsOf(author.user.id, [first.id, second.id])).length, 0);

    // Back to draft and published again: the same pair is not told twice.
    assert.equal((await setStatus(admin, second.id, 'DR')).statusCode, 200);
    assert.equal((await setStatus(admin, second.id, 'SC')).statusCode, 200);
    assert.equal((await overlapAlertsOf(overseer.user.id, [first.id, second.id])).length, 1);
  });

  test('a publish clashing with several campaigns is one alert per recipient, naming each', async () => {
    const overseer = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    const running = [
      await draft(admin, '2095-07-01T00:00:00Z'),
      await draft(admin, '2095-07-02T00:00:00Z'),
      await draft(admin, '2095-07-03T00:00:00Z'),
    ];
    for (const { id } of running) assert.equal((await setStatus(admin, id, 'SC')).statusCode, 200);
    const late = await draft(admin, '2095-07-04T00:00:00Z');
    assert.equal((await setStatus(admin, late.id, 'SC')).statusCode, 200);

    const alerts = (await app.repos.notifications.listForUser(overseer.user.id)).filter(
      (n) => n.kind === 'overlap' && n.url?.includes(`-${late.id}&`),
    );
    assert.equal(alerts.length, 1, 'one alert for the publish');
    const [alert] = alerts;
    assert.equal(alert.title, `Campaigns overlap: ${late.name} and 3 others`);
    for (const { id, name } of running) {
      assert.ok(alert.text.includes(`"${name}" from`), alert.text);
      assert.ok(alert.url?.includes(`clash=${id}-${late.id}&`), alert.url ?? '');
    }
    assert.match(alert.url ?? '', /date=2095-07-04$/);
  });

  test('an accepted pair never alerts; the other clashes of the same publish do', async () => {
    const overseer = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    const kept = await draft(admin, '2092-05-01T00:00:00Z');
    const other = await draft(admin, '2092-05-02T00:00:00Z');
    for (const id of [kept.id, other.id]) assert.equal((await setStatus(admin, id, 'SC')).statusCode, 200);
    const late = await draft(admin, '2092-05-03T00:00:00Z');
    const accepted = await admin({
      method: 'POST',
      url: '/v1/reports/campaigns/accepted-clashes/',
      payload: { campaigns: [late.id, kept.id] },
    });
    assert.equal(accepted.statusCode, 201, accepted.body);

    assert.equal((await setStatus(admin, late.id, 'SC')).statusCode, 200);
    assert.equal((await overlapAlertsOf(overseer.user.id, [kept.id, late.id])).length, 0);
    assert.equal((await overlapAlertsOf(overseer.user.id, [other.id, late.id])).length, 1);
  });

  test('the next occurrence of a recurring campaign alerts its clash', async () => {
    const now = new Date();
    const source = await draft(admin, '2093-01-01T00:00:00Z');
    await force(source.id, {
      status: 'AC',
      startDate: new Date(now.getTime() - 3 * DAY),
      endDate: new Date(now.getTime() - 1000),
      recurring: { kind: 'every', every_n: 1, unit: 'week', quantity: 1 },
    });
    const running = await draft(admin, new Date(now.getTime() + 5 * DAY).toISOString());
    assert.equal((await setStatus(admin, running.id, 'SC')).statusCode, 200);

    const result = await app.scheduler.tick(now);
    const [occurrence] = await app.db.select().from(campaigns).where(eq(campaigns.parentId, source.id));
    assert.equal(occurrence.status, 'SC');
    assert.ok(result.occurrences.includes(occurrence.id));
    const alerts = await overlapAlertsOf(adminId, [occurrence.id, running.id]);
    assert.equal(alerts.length, 1);
    assert.equal(alerts[0].kind, 'overlap');
  });
});

describe('publish refusals', () => {
  test('an occurrence refused by its creator’s limit group stays a draft and alerts its watchers', async () => {
    const author = await userWithPermissions(app, AUTHOR_PERMISSIONS);
    const stranger = await userWithPermissions(app, AUTHOR_PERMISSIONS);
    const now = new Date();
    const source = await draft(author.inject, '2094-01-01T00:00:00Z');
    await force(source.id, {
      status: 'AC',
      startDate: new Date(now.getTime() - 3 * DAY),
      endDate: new Date(now.getTime() - 1000),
      recurring: { kind: 'every', every_n: 1, unit: 'week', quantity: 2 },
    });
    const live = await draft(author.inject, '2094-06-01T00:00:00Z');
    assert.equal((await setStatus(author.inject, live.id, 'SC')).statusCode, 200);
    const group = await limitMissions(uniqueName('One at a time'), 1, author.user.id);

    const result = await app.scheduler.tick(now);
    assert.ok(result.finished.includes(source.id));
    const [occurrence] = await app.db.select().from(campaigns).where(eq(campaigns.parentId, source.id));
    assert.equal(occurrence.status, 'DR', 'refused: left as a draft for its author to fix');
    assert.ok(result.occurrences.includes(occurrence.id));

    const refusalsOf = async (userId: number) =>
      (await app.repos.notifications.listForUser(userId)).filter(
        (n) => n.kind === 'publish_refused' && n.url === campaignUrl(occurrence.id),
      );
    const [alert, ...more] = await refusalsOf(author.user.id);
    assert.ok(alert);
    assert.equal(more.length, 0);
    assert.equal(alert.title, `Campaign not published: ${occurrence.name}`);
    assert.ok(alert.text.includes(LIMIT_MESSAGES.tooManyLive(group.name, 1, 'mission', 1)), alert.text);
    assert.equal((await refusalsOf(adminId)).length, 1);
    assert.equal((await refusalsOf(stranger.user.id)).length, 0, 'a campaign they may not see');
    const finished = (await app.repos.notifications.listForUser(author.user.id)).find(
      (n) => n.title === `Campaign finished: ${source.name}`,
    );
    assert.ok(finished?.text.endsWith('Its next occurrence could not be scheduled and is a draft.'));

    // Told once: the next tick has nothing new to refuse.
    await app.scheduler.tick(now);
    assert.equal((await refusalsOf(author.user.id)).length, 1);
  });

  test('an occurrence whose end has passed (the scheduler was stopped) is refused with the field named', async () => {
    const now = new Date();
    const source = await draft(admin, '2095-01-01T00:00:00Z');
    await force(source.id, {
      status: 'AC',
      startDate: new Date(now.getTime() - 10 * DAY),
      endDate: new Date(now.getTime() - 9 * DAY),
      recurring: { kind: 'dates', dates: [new Date(now.getTime() - 5 * DAY).toISOString()], quantity: 1 },
    });
    await app.scheduler.tick(now);
    const [occurrence] = await app.db.select().from(campaigns).where(eq(campaigns.parentId, source.id));
    assert.equal(occurrence.status, 'DR');
    const [alert] = (await app.repos.notifications.listForUser(adminId)).filter(
      (n) => n.kind === 'publish_refused' && n.url === campaignUrl(occurrence.id),
    );
    assert.ok(alert.text.endsWith('End date: The end date must be in the future.'), alert.text);
  });

  test('a publish refused by hand is answered at once, not stored as an alert', async () => {
    const author = await userWithPermissions(app, AUTHOR_PERMISSIONS);
    await limitMissions(uniqueName('None live'), 0, author.user.id);
    const refused = await draft(author.inject, '2096-01-01T00:00:00Z');
    assert.equal((await setStatus(author.inject, refused.id, 'SC')).statusCode, 400);
    for (const userId of [author.user.id, adminId])
      assert.equal(
        (await app.repos.notifications.listForUser(userId)).filter(
          (n) => n.kind === 'publish_refused' && n.url === campaignUrl(refused.id),
        ).length,
        0,
      );
  });
});
