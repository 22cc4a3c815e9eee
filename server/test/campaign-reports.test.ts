import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import {
  campaignParticipations,
  campaigns,
  missions,
  missionTasks,
  players,
  targetGroups,
  type CampaignStatus,
  type CampaignType,
  type PlayerFilters,
} from '../db/schema';
import { buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;
let adminId: number;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
  adminId = (await admin({ method: 'GET', url: '/v1/auth/me/' })).json().id;
});

const CALENDAR = '/v1/reports/campaigns/calendar/';
const MARKETING = '/v1/reports/marketing/';

interface CampaignSpec {
  name: string;
  start: string;
  end: string | null;
  status?: CampaignStatus;
  type?: CampaignType;
  creatorId?: number;
  /** Games of one mission task. */
  games?: number[];
  /** Players: a target group with these filters (none: no target group). */
  audience?: PlayerFilters;
}

/** A campaign written straight to the database, with its mission and target group as asked. */
async function campaign(spec: CampaignSpec): Promise<number> {
  const [group] = spec.audience
    ? await app.db.insert(targetGroups).values({ filters: spec.audience }).returning()
    : [undefined];
  const [row] = await app.db
    .insert(campaigns)
    .values({
      name: spec.name,
      type: spec.type ?? 'mission',
      status: spec.status ?? 'SC',
      startDate: new Date(spec.start),
      endDate: spec.end ? new Date(spec.end) : null,
      creatorId: spec.creatorId ?? adminId,
      targetGroupId: group?.id ?? null,
    })
    .returning();
  if (spec.games) {
    const [mission] = await app.db.insert(missions).values({ campaignId: row.id }).returning();
    await app.db
      .insert(missionTasks)
      .values({ missionId: mission.id, type: 'turnover', amount: 100, games: spec.games });
  }
  return row.id;
}

type Overlap = { campaigns: [number, number]; games: Array<{ id: number }>; players: boolean };
const overlapOf = (overlaps: Overlap[], a: number, b: number) =>
  overlaps.find(({ campaigns: pair }) => pair.includes(a) && pair.includes(b));

describe('campaign calendar', () => {
  test('campaigns of the window, and the clashes on games or players of those that may still run', async () => {
    const sharedGames = await campaign({
      name: 'Calendar A',
      start: '2031-03-02T10:00:00Z',
      end: '2031-03-12T10:00:00Z',
      games: [1, 2, 3],
      audience: { markets: ['DE'] },
    });
    const sameGames = await campaign({
      name: 'Calendar B',
      start: '2031-03-10T00:00:00Z',
      end: '2031-03-20T00:00:00Z',
      games: [3, 4],
      audience: { markets: ['FI'] },
    });
    const samePlayers = await campaign({
      name: 'Calendar C',
      start: '2031-03-11T00:00:00Z',
      end: null,
      status: 'DR',
      audience: { markets: ['DE'] },
    });
    const finished = await campaign({
      name: 'Calendar D',
      start: '2031-03-01T00:00:00Z',
      end: '2031-03-05T00:00:00Z',
      status: 'FI',
      games: [1],
      audience: { markets: ['DE'] },
    });
    const later = await campaign({
      name: 'Calendar E',
      start: '2031-04-02T00:00:00Z',
      end: null,
      games: [1],
    });

    const res = await admin({ method: 'GET', url: `${CALENDAR}?start=2031-03-01&end=2031-03-31` });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.start, '2031-03-01');
    assert.equal(body.end, '2031-03-31');
    assert.equal(body.truncated, false);
    const ids = body.campaigns.map((c: { id: number }) => c.id);
    assert.deepEqual(ids, [finished, sharedGames, sameGames, samePlayers]);
    assert.equal(body.campaigns[1].name, 'Calendar A');
    assert.equal(body.campaigns[1].start_date, '2031-03-02T10:00:00.000Z');
    assert.equal(body.campaigns[3].end_date, null);
    assert.ok(!ids.includes(later));

    const onGames = overlapOf(body.overlaps, sharedGames, sameGames);
    assert.ok(onGames, 'A and B share game 3 from 10 to 12 March');
    assert.deepEqual(
      onGames.games.map((game) => game.id),
      [3],
    );
    assert.equal(onGames.players, false, 'DE and FI players are different people');
    assert.equal(body.overlaps.find((o: Overlap) => o === onGames).from, '2031-03-10T00:00:00.000Z');

    const onPlayers = overlapOf(body.overlaps, sharedGames, samePlayers);
    assert.ok(onPlayers, 'A and C both reach the DE players');
    assert.equal(onPlayers.players, true);
    assert.deepEqual(onPlayers.games, []);

    assert.equal(overlapOf(body.overlaps, sameGames, samePlayers), undefined, 'no game or player shared');
    assert.equal(
      overlapOf(body.overlaps, finished, sharedGames),
      undefined,
      'a finished campaign clashes no more',
    );
  });

  test('bad dates are field errors', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['', { start: 'This field is required.', end: 'This field is required.' }],
      ['start=2031-02-30&end=2031-03-01', { start: 'Enter a valid date (YYYY-MM-DD).' }],
      ['start=01.03.2031&end=2031-03-01', { start: 'Enter a valid date (YYYY-MM-DD).' }],
      ['start=2031-03-10&end=2031-03-01', { end: 'The end cannot be before the start.' }],
      ['start=2031-01-01&end=2031-06-01', { end: 'Choose a period of at most 62 days.' }],
    ];
    for (const [query, errors] of cases) {
      const res = await admin({ method: 'GET', url: `${CALENDAR}?${query}` });
      assert.equal(res.statusCode, 400, query);
      assert.deepEqual(
        res.json(),
        Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
        query,
      );
    }
    const nul = await admin({ method: 'GET', url: `${CALENDAR}?start=2031-03-01%00&end=2031-03-02` });
    assert.equal(nul.statusCode, 400);
    const proto = await admin({
      method: 'GET',
      url: `${CALENDAR}?start=2031-03-01&end=2031-03-02&__proto__[start]=x&constructor=1`,
    });
    assert.ok([200, 400].includes(proto.statusCode), proto.body);
  });

  test('campaign viewers only: view_own_campaign sees their own campaigns and their clashes', async () => {
    const outsider = await userWithPermissions(app, [PERMISSIONS.viewUser]);
    const refused = await outsider.inject({
      method: 'GET',
      url: `${CALENDAR}?start=2031-05-01&end=2031-05-31`,
    });
    assert.equal(refused.statusCode, 403);

    const owner = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    const own = await campaign({
      name: 'Own',
      start: '2031-05-03T00:00:00Z',
      end: '2031-05-09T00:00:00Z',
      creatorId: owner.user.id,
      games: [7],
    });
    const others = await campaign({
      name: "Someone else's",
      start: '2031-05-04T00:00:00Z',
      end: '2031-05-08T00:00:00Z',
      games: [7],
    });
    const seenByOwner = (
      await owner.inject({ method: 'GET', url: `${CALENDAR}?start=2031-05-01&end=2031-05-31` })
    ).json();
    assert.deepEqual(
      seenByOwner.campaigns.map((c: { id: number }) => c.id),
      [own],
    );
    assert.deepEqual(seenByOwner.overlaps, [], 'a clash with a campaign they may not see is not told');

    const seenByViewer = (
      await viewer({ method: 'GET', url: `${CALENDAR}?start=2031-05-01&end=2031-05-31` })
    ).json();
    const viewerSees = seenByViewer.campaigns.map((c: { id: number }) => c.id);
    assert.ok(viewerSees.includes(own) && viewerSees.includes(others));
    assert.ok(overlapOf(seenByViewer.overlaps, own, others));
  });
});

describe('accepted clashes', () => {
  const ACCEPTED = '/v1/reports/campaigns/accepted-clashes/';
  const window = `${CALENDAR}?start=2031-07-01&end=2031-07-31`;

  test('an accepted clash is marked as such for everyone, logged, and warned about again on request', async () => {
    const first = await campaign({
      name: 'Summer slots',
      start: '2031-07-02T00:00:00Z',
      end: '2031-07-20T00:00:00Z',
      games: [11],
    });
    const second = await campaign({
      name: 'Summer spins',
      start: '2031-07-05T00:00:00Z',
      end: '2031-07-25T00:00:00Z',
      games: [11],
    });
    const accepted = async () =>
      overlapOf((await viewer({ method: 'GET', url: window })).json().overlaps, first, second) as
        (Overlap & { accepted: boolean }) | undefined;
    assert.equal((await accepted())?.accepted, false);

    // Either order names the same pair, and accepting twice changes nothing.
    const res = await admin({ method: 'POST', url: ACCEPTED, payload: { campaigns: [second, first] } });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json(), { campaigns: [second, first] });
    assert.equal(
      (await admin({ method: 'POST', url: ACCEPTED, payload: { campaigns: [first, second] } })).statusCode,
      201,
    );
    assert.equal((await accepted())?.accepted, true, 'every user sees it accepted');

    const log = (await admin({ method: 'GET', url: '/v1/activity-logs/activity-logs/?limit=50' })).json()
      .results as Array<{ resource: string; resource_label: string; action: string }>;
    const entries = log.filter((entry) => entry.resource === 'accepted_clash');
    assert.equal(entries.length, 1, 'accepted once, logged once');
    assert.match(entries[0].resource_label, /Summer (slots|spins) and Summer (slots|spins)/);

    const undo = await admin({ method: 'DELETE', url: `${ACCEPTED}${second}/${first}/` });
    assert.equal(undo.statusCode, 204, undo.body);
    assert.equal((await accepted())?.accepted, false);
  });

  test('bad pairs are field errors or 404s, and only those who may change a campaign accept', async () => {
    const mine = await campaign({ name: 'Mine', start: '2031-07-03T00:00:00Z', end: null, games: [12] });
    const theirs = await campaign({ name: 'Theirs', start: '2031-07-04T00:00:00Z', end: null, games: [12] });
    for (const payload of [
      {},
      { campaigns: [mine] },
      { campaigns: [mine, 'x'] },
      { campaigns: [mine, theirs, mine] },
      { campaigns: [0, mine] },
    ]) {
      const res = await admin({ method: 'POST', url: ACCEPTED, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    const same = await admin({ method: 'POST', url: ACCEPTED, payload: { campaigns: [mine, mine] } });
    assert.deepEqual(same.json(), { campaigns: ['Choose two different campaigns.'] });
    const unknown = await admin({ method: 'POST', url: ACCEPTED, payload: { campaigns: [mine, 99999999] } });
    assert.equal(unknown.statusCode, 404);

    // A viewer may read campaigns but change none.
    assert.equal(
      (await viewer({ method: 'POST', url: ACCEPTED, payload: { campaigns: [mine, theirs] } })).statusCode,
      403,
    );
    // A manager of their own campaigns may accept a clash of theirs, not of two others'.
    const manager = await userWithPermissions(app, [
      PERMISSIONS.viewAllCampaigns,
      PERMISSIONS.changeOwnCampaign,
    ]);
    const own = await campaign({
      name: "Manager's",
      start: '2031-07-05T00:00:00Z',
      end: null,
      games: [12],
      creatorId: manager.user.id,
    });
    const refused = await manager.inject({
      method: 'POST',
      url: ACCEPTED,
      payload: { campaigns: [mine, theirs] },
    });
    assert.equal(refused.statusCode, 403);
    const allowed = await manager.inject({
      method: 'POST',
      url: ACCEPTED,
      payload: { campaigns: [own, theirs] },
    });
    assert.equal(allowed.statusCode, 201, allowed.body);
  });
});

describe('marketing report', () => {
  let raceId: number;
  let ownerCampaign: number;
  let owner: Awaited<ReturnType<typeof userWithPermissions>>;

  before(async () => {
    owner = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    raceId = await campaign({
      name: 'Marketing race',
      type: 'race',
      status: 'FI',
      start: '2020-01-01',
      end: '2020-01-31',
    });
    ownerCampaign = await campaign({
      name: 'Marketing own mission',
      status: 'FI',
      start: '2020-01-01',
      end: '2020-01-31',
      creatorId: owner.user.id,
    });
    const byCurrency = async (currency: string, n: number) =>
      (
        await app.db
          .select({ id: players.id })
          .from(players)
          .where(inArray(players.currency, [currency]))
          .orderBy(players.id)
          .limit(n)
      ).map((p) => p.id);
    const [eur1, eur2] = await byCurrency('EUR', 2);
    const [usd] = await byCurrency('USD', 1);
    const [sek] = await byCurrency('SEK', 1);
    const joined = (campaignId: number, playerId: number, day: string, prizePaid: number) => ({
      campaignId,
      playerId,
      day,
      joined: new Date(`${day}T12:00:00Z`),
      completed: prizePaid > 0 ? new Date(`${day}T13:00:00Z`) : null,
      prizePaid,
    });
    await app.db.insert(campaignParticipations).values([
      joined(raceId, eur1, '2020-01-02', 10),
      joined(raceId, usd, '2020-01-02', 10.8),
      joined(raceId, sek, '2020-01-03', 0),
      joined(ownerCampaign, eur2, '2020-01-03', 5),
      // Outside the window.
      joined(raceId, eur2, '2020-01-09', 100),
    ]);
  });

  test('per day, per type and the top campaigns, cost in the base currency, paid in each currency', async () => {
    const res = await admin({ method: 'GET', url: `${MARKETING}?start=2020-01-01&end=2020-01-07` });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.base_currency, 'EUR');
    assert.equal(body.days.length, 7);
    assert.deepEqual(body.days[0], { day: '2020-01-01', participants: 0, prizes: 0, cost: 0 });
    assert.deepEqual(body.days[1], { day: '2020-01-02', participants: 2, prizes: 2, cost: 20 });
    assert.deepEqual(body.days[2], { day: '2020-01-03', participants: 2, prizes: 1, cost: 5 });
    assert.deepEqual(body.totals, {
      campaigns: 2,
      participants: 4,
      prizes: 3,
      cost: 25,
      paid: [
        { currency: 'EUR', amount: 15 },
        { currency: 'USD', amount: 10.8 },
      ],
    });
    assert.deepEqual(body.by_type, [
      { type: 'race', campaigns: 1, participants: 3, prizes: 2, cost: 20 },
      { type: 'mission', campaigns: 1, participants: 1, prizes: 1, cost: 5 },
    ]);
    assert.deepEqual(
      body.top_by_cost.map((c: { id: number }) => c.id),
      [raceId, ownerCampaign],
    );
    assert.deepEqual(body.top_by_participants[0], {
      id: raceId,
      name: 'Marketing race',
      type: 'race',
      participants: 3,
      prizes: 2,
      cost: 20,
    });
  });

  test('view_own_campaign counts only their campaigns; no campaign permission is a 403', async () => {
    const own = (
      await owner.inject({ method: 'GET', url: `${MARKETING}?start=2020-01-01&end=2020-01-07` })
    ).json();
    assert.equal(own.totals.participants, 1);
    assert.deepEqual(
      own.top_by_participants.map((c: { id: number }) => c.id),
      [ownerCampaign],
    );
    const outsider = await userWithPermissions(app, [PERMISSIONS.viewUser]);
    const refused = await outsider.inject({
      method: 'GET',
      url: `${MARKETING}?start=2020-01-01&end=2020-01-07`,
    });
    assert.equal(refused.statusCode, 403);
  });

  test('a period of up to 366 days, dates as YYYY-MM-DD', async () => {
    const leapYear = await viewer({ method: 'GET', url: `${MARKETING}?start=2020-01-01&end=2020-12-31` });
    assert.equal(leapYear.statusCode, 200, leapYear.body);
    assert.equal(leapYear.json().days.length, 366);
    const tooLong = await viewer({ method: 'GET', url: `${MARKETING}?start=2020-01-01&end=2021-01-01` });
    assert.equal(tooLong.statusCode, 400);
    assert.deepEqual(tooLong.json(), { end: ['Choose a period of at most 366 days.'] });
    const dotted = await viewer({ method: 'GET', url: `${MARKETING}?start=01.01.2020&end=2020-01-31` });
    assert.deepEqual(dotted.json(), { start: ['Enter a valid date (YYYY-MM-DD).'] });
  });
});
