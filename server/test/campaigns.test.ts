import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import {
  activityLogs,
  campaignParticipations,
  campaigns,
  missions,
  missionTasks,
  players,
  targetGroups,
  taskPrizes,
} from '../db/schema';
import { baseCurrencyOf } from '../lib/currency';
import {
  type AuthedInject,
  buildWithAdminAndViewer,
  daysFromNow,
  DEMO_USERS,
  demoPlayerHash,
  userWithPermissions,
  publishableMissionBody,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;
let adminId: number;

const URL = '/v1/campaigns/campaigns/';

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
  adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
});

let nameCounter = 0;
const uniqueName = (prefix = 'Test campaign') => `${prefix} ${++nameCounter} ${Date.now()}`;

/** A mission campaign body complete enough to publish. */
const missionBody = (overrides: Record<string, unknown> = {}) =>
  publishableMissionBody({ name: uniqueName(), ...overrides });

async function create(body: Record<string, unknown>, as: AuthedInject = admin) {
  const res = await as({ method: 'POST', url: URL, payload: body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

async function rowCounts() {
  const n = async (
    table: typeof campaigns | typeof missions | typeof missionTasks | typeof taskPrizes | typeof targetGroups,
  ) => (await app.db.select({ n: count() }).from(table))[0].n;
  return {
    campaigns: await n(campaigns),
    missions: await n(missions),
    tasks: await n(missionTasks),
    prizes: await n(taskPrizes),
    groups: await n(targetGroups),
  };
}

describe('create (POST v1/campaigns/campaigns/)', () => {
  test('a mission with tasks and prizes in one go, as a draft with a new target group', async () => {
    const body = missionBody();
    const created = await create(body);
    assert.equal(created.status, 'DR');
    assert.equal(created.is_template, false);
    assert.equal(created.name, body.name);
    assert.deepEqual(created.creator, { id: adminId, name: 'Ada Admin' });
    assert.equal(typeof created.target_group, 'number');
    assert.equal(created.mission.tasks_in_order, true);
    assert.equal(created.mission.min_bet, 0.5);
    assert.equal(created.mission.repeat_count, 2);
    assert.deepEqual(
      created.mission.tasks.map((t: { type: string; position: number }) => [t.type, t.position]),
      [
        ['deposit', 0],
        ['gameplay', 1],
      ],
    );
    assert.deepEqual(created.mission.tasks[1].games, [1, 2, 3]);
    assert.equal(created.mission.tasks[1].prizes[0].free_spins_number, 20);
    // Only a task type's own fields are answered.
    assert.equal('rounds' in created.mission.tasks[0], false);
    assert.equal(created.cost, 0);

    const detail = await admin({ method: 'GET', url: `${URL}${created.id}/` });
    assert.equal(detail.statusCode, 200);
    assert.deepEqual(detail.json(), created);
  });

  test('non-mission types, templates, and a mission created empty', async () => {
    const tournament = await create({
      name: uniqueName('Tourney'),
      type: 'tournament',
      mission: { tasks: [] },
    });
    assert.equal(tournament.mission, undefined, 'the detail carries only its own type’s settings');
    assert.deepEqual(tournament.tournament.places, []);
    const template = await create({ name: uniqueName('Template'), type: 'race', is_template: true });
    assert.equal(template.is_template, true);
    const bare = await create({ name: uniqueName('Bare'), type: 'mission' });
    assert.deepEqual(bare.mission.tasks, []);
  });

  test('terms are sanitised on write', async () => {
    const created = await create({
      name: uniqueName(),
      type: 'jackpot',
      terms: {
        en: '<h1>T&amp;C</h1><script>alert(1)</script><p style="color: red; position: fixed">ok <a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_blank">y</a></p><img src=x onerror=alert(1)><span style="color:#ff0000">c</span>',
      },
    });
    assert.equal(
      created.terms.en,
      '<h1>T&amp;C</h1><p style="color:red">ok <a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a></p><span style="color:#ff0000">c</span>',
    );
    const terms = await viewer({ method: 'GET', url: `${URL}${created.id}/terms/` });
    assert.deepEqual(terms.json(), { terms: created.terms });
  });

  test('draft rules → 400 with nested field errors', async () => {
    let res = await admin({ method: 'POST', url: URL, payload: {} });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { name: ['This field is required.'], type: ['This field is required.'] });

    res = await admin({
      method: 'POST',
      url: URL,
      payload: { name: 'x'.repeat(256), type: 'bogus', start_date: 'tomorrow' },
    });
    assert.deepEqual(res.json().name, ['Ensure this field has no more than 255 characters.']);
    assert.deepEqual(res.json().type, ['"bogus" is not a valid choice.']);
    assert.match(res.json().start_date[0], /Datetime has wrong format/);

    res = await admin({
      method: 'POST',
      url: URL,
      payload: { name: '  ', type: 'mission', start_date: daysFromNow(5), end_date: daysFromNow(1) },
    });
    assert.deepEqual(res.json(), {
      name: ['This field may not be blank.'],
      end_date: ['The end date must be after the start date.'],
    });

    res = await admin({
      method: 'POST',
      url: URL,
      payload: missionBody({ recurring: { kind: 'every', every_n: 0, unit: 'week', quantity: 0 } }),
    });
    assert.deepEqual(res.json(), {
      recurring: {
        every_n: ['Ensure this value is greater than or equal to 1.'],
        quantity: ['Ensure this value is greater than or equal to 1.'],
      },
    });

    res = await admin({
      method: 'POST',
      url: URL,
      payload: missionBody({ mission: { repeatable: true, repeat_count: null, tasks: [] } }),
    });
    assert.deepEqual(res.json(), {
      mission: { repeat_count: ['This field is required when the mission is repeatable.'] },
    });

    res = await admin({
      method: 'POST',
      url: URL,
      payload: missionBody({ mission: { repeatable: true, repeat_count: 0 } }),
    });
    assert.deepEqual(res.json(), {
      mission: { repeat_count: ['Ensure this value is greater than or equal to 1.'] },
    });

    res = await admin({ method: 'POST', url: URL, payload: missionBody({ titles: { xx: 'Nope' } }) });
    assert.deepEqual(res.json(), { titles: { xx: ['"xx" is not one of the casino\'s languages.'] } });
  });

  test('task errors line up by index, {} for valid tasks', async () => {
    const body = missionBody({
      mission: {
        tasks: [
          { type: 'deposit', amount: 20, prizes: [{ kind: 'cash', amount: 1 }] },
          { type: 'deposit', amount: -5, prizes: [] },
          { type: 'netloss', amount: 5, prizes: [{ kind: 'cash', amount: 1 }] },
        ],
      },
    });
    const res = await admin({ method: 'POST', url: URL, payload: body });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      mission: { tasks: [{}, { amount: ['Ensure this value is greater than 0.'] }, {}] },
    });

    const ranges = missionBody();
    ranges.mission.tasks = [
      {
        type: 'deposit',
        ranges: [
          { min: 10, max: 50 },
          { min: 50, max: 20 },
        ],
        prizes: [],
      } as never,
    ];
    const bad = await admin({ method: 'POST', url: URL, payload: ranges });
    assert.deepEqual(bad.json(), {
      mission: { tasks: [{ ranges: [{}, { max: ['Ensure max is greater than min.'] }] }] },
    });
  });

  test('all or nothing: a bad second task leaves no campaign, mission, task, prize or group rows', async () => {
    const before = await rowCounts();
    const body = missionBody();
    (body.mission.tasks[1] as { games: number[] }).games = [1, 999999];
    const res = await admin({ method: 'POST', url: URL, payload: body });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      mission: { tasks: [{}, { games: ['Invalid pk "999999" - object does not exist.'] }] },
    });
    assert.deepEqual(await rowCounts(), before);
    const named = await app.db.select().from(campaigns).where(eq(campaigns.name, body.name));
    assert.equal(named.length, 0);
  });

  test('a type the casino does not offer → 400', async () => {
    const casino = (await app.repos.casino.get())!;
    await app.db
      .update((await import('../db/schema')).casinos)
      .set({ availableCampaigns: casino.availableCampaigns.filter((t) => t !== 'jackpot') });
    try {
      const res = await admin({ method: 'POST', url: URL, payload: { name: uniqueName(), type: 'jackpot' } });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { type: ['"jackpot" is not a valid choice.'] });
    } finally {
      await app.db
        .update((await import('../db/schema')).casinos)
        .set({ availableCampaigns: casino.availableCampaigns });
    }
  });

  test('copy: a detail POSTed back as it is makes a new draft (ids ignored, player selection copied)', async () => {
    const source = await create(missionBody());
    const grouped = await admin({
      method: 'PATCH',
      url: `/v1/player/target-groups/${source.target_group}/`,
      payload: { filters: { markets: ['DE'] }, manually_added_players: [2, 3] }, // 1 is self-excluded
    });
    assert.equal(grouped.statusCode, 200, grouped.body);
    const published = await admin({ method: 'PATCH', url: `${URL}${source.id}/`, payload: { status: 'SC' } });
    assert.equal(published.json().status, 'SC');
    const detail = (await admin({ method: 'GET', url: `${URL}${source.id}/` })).json();
    const copy = await create({ ...detail, name: `${detail.name} (copy)` });
    assert.notEqual(copy.id, source.id);
    assert.equal(copy.status, 'DR');
    assert.notEqual(copy.target_group, source.target_group);
    assert.notEqual(copy.mission.id, source.mission.id);
    assert.notEqual(copy.mission.tasks[0].id, source.mission.tasks[0].id);
    const strip = (mission: { tasks: Array<Record<string, unknown>> }) =>
      mission.tasks.map(({ id: _id, mission: _m, prizes, ...rest }) => ({
        ...rest,
        prizes: (prizes as Array<Record<string, unknown>>).map(({ id: _p, ...prize }) => prize),
      }));
    assert.deepEqual(strip(copy.mission), strip(source.mission));
    assert.deepEqual(copy.titles, source.titles);
    assert.equal(copy.cost_alarm, null);
    assert.equal(copy.desktop_background_image, null);
    assert.equal(copy.mission.tasks[0].ranges, null);
    const group = (
      await admin({ method: 'GET', url: `/v1/player/target-groups/${copy.target_group}/` })
    ).json();
    assert.deepEqual(group.filters, { markets: ['DE'] });
    assert.deepEqual(group.manually_added_players, [2, 3]);
  });
});

describe('list (GET v1/campaigns/campaigns/)', () => {
  test('page shape, creators and statistics (same filters without status)', async () => {
    const res = await viewer({ method: 'GET', url: `${URL}?limit=5` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'count',
      'creators',
      'next',
      'previous',
      'results',
      'statistics',
    ]);
    assert.equal(body.results.length, 5);
    assert.ok(
      body.creators.some((c: { id: number; name: string }) => c.id === adminId && c.name === 'Ada Admin'),
    );
    const total = Object.values(body.statistics as Record<string, number>).reduce((a, b) => a + b, 0);
    assert.equal(body.count, total);
    // Default order -id.
    const ids = body.results.map((r: { id: number }) => r.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a: number, b: number) => b - a),
    );
    assert.deepEqual(Object.keys(body.results[0]).sort(), [
      'audience_size',
      'cost',
      'cost_alarm',
      'created',
      'creator',
      'end_date',
      'id',
      'is_template',
      'name',
      'opt_in',
      'participants',
      'priority',
      'recurring',
      'start_date',
      'status',
      'type',
    ]);

    const filtered = (
      await viewer({ method: 'GET', url: `${URL}?status=AC,FI&is_template=false&limit=100` })
    ).json();
    assert.equal(filtered.count, filtered.statistics.AC + filtered.statistics.FI);
    assert.ok(filtered.results.every((r: { status: string }) => ['AC', 'FI'].includes(r.status)));
    assert.deepEqual(filtered.statistics, {
      ...filtered.statistics,
      DR: (await viewer({ method: 'GET', url: `${URL}?status=DR&is_template=false` })).json().count,
    });
  });

  test('filters: type, search, creator, start_after/start_before, is_template, order_by', async () => {
    const name = uniqueName('Zebra filter');
    const made = await create({
      name,
      type: 'race',
      start_date: '2031-03-10T12:00:00Z',
      end_date: '2031-04-01T00:00:00Z',
    });
    const q = async (query: string) => (await viewer({ method: 'GET', url: `${URL}?${query}` })).json();
    assert.deepEqual(
      (await q(`search=${encodeURIComponent(name.toUpperCase())}`)).results.map((r: { id: number }) => r.id),
      [made.id],
    );
    let body = await q('type=race&limit=100');
    assert.ok(body.results.length > 1 && body.results.every((r: { type: string }) => r.type === 'race'));
    body = await q('start_after=2031-03-10&start_before=2031-03-10');
    assert.deepEqual(
      body.results.map((r: { id: number }) => r.id),
      [made.id],
    );
    body = await q('start_after=2031-03-11');
    assert.ok(!body.results.some((r: { id: number }) => r.id === made.id));
    body = await q(`creator=${adminId}&limit=1`);
    assert.equal(body.results[0].creator.id, adminId);
    body = await q('is_template=true&limit=100');
    assert.ok(body.results.length > 0 && body.results.every((r: { is_template: boolean }) => r.is_template));
    body = await q('order_by=name&limit=3');
    const names = body.results.map((r: { name: string }) => r.name);
    assert.deepEqual(names, [...names].sort());
  });

  test('bad filters → 400', async () => {
    const res = await viewer({
      method: 'GET',
      url: `${URL}?status=XX&creator=abc&start_after=someday&is_template=maybe`,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      status: ['Select a valid choice. XX is not one of the available choices.'],
      creator: ['Enter a number.'],
      start_after: ['Enter a valid date/time.'],
      is_template: ['Select a valid choice. maybe is not one of the available choices.'],
    });
  });

  test('player and joined: the campaigns a player joined (opt-in)', async () => {
    const made = await create(missionBody());
    await admin({ method: 'PATCH', url: `${URL}${made.id}/`, payload: { status: 'SC' } });
    const hash = demoPlayerHash(49_998); // 49,999 is self-excluded
    const opt = await admin({ method: 'POST', url: `${URL}${made.id}/opt-in/`, payload: { player: hash } });
    assert.equal(opt.statusCode, 201);
    const joined = (
      await viewer({ method: 'GET', url: `${URL}?player=${hash}&joined=true&limit=100` })
    ).json();
    assert.ok(joined.results.some((r: { id: number }) => r.id === made.id));
    const notJoined = (
      await viewer({ method: 'GET', url: `${URL}?player=${hash}&joined=false&limit=1000` })
    ).json();
    assert.ok(!notJoined.results.some((r: { id: number }) => r.id === made.id));
    assert.equal(joined.count + notJoined.count, (await viewer({ method: 'GET', url: URL })).json().count);
  });

  test('the alternative list: newest first, status and is_template filters', async () => {
    const res = await viewer({
      method: 'GET',
      url: '/v1/campaigns/list/?status=DR&is_template=false&limit=3',
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['count', 'next', 'previous', 'results']);
    assert.ok(
      body.results.every(
        (r: { status: string; is_template: boolean }) => r.status === 'DR' && !r.is_template,
      ),
    );
    const created = body.results.map((r: { created: string }) => r.created);
    assert.deepEqual(created, [...created].sort().reverse());
  });

  test('without any campaign permission → 403; unauthenticated → 401', async () => {
    const nobody = await userWithPermissions(app, [PERMISSIONS.viewGame]);
    assert.equal((await nobody.inject({ method: 'GET', url: URL })).statusCode, 403);
    assert.equal((await nobody.inject({ method: 'GET', url: '/v1/campaigns/list/' })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: URL })).statusCode, 401);
  });
});

describe('own campaigns (view_own / change_own / delete_own)', () => {
  test('see, change and delete only their own', async () => {
    const owner = await userWithPermissions(app, [
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.addCampaign,
      PERMISSIONS.changeOwnCampaign,
      PERMISSIONS.deleteOwnCampaign,
    ]);
    const mine = await create({ name: uniqueName('Mine'), type: 'tournament' }, owner.inject);
    const theirs = await create({ name: uniqueName('Theirs'), type: 'tournament' });

    const list = (await owner.inject({ method: 'GET', url: `${URL}?limit=100` })).json();
    assert.deepEqual(
      list.results.map((r: { id: number }) => r.id),
      [mine.id],
    );
    assert.deepEqual(list.creators, [{ id: owner.user.id, name: `Test ${owner.user.lastName}` }]);
    assert.equal((await owner.inject({ method: 'GET', url: `${URL}${theirs.id}/` })).statusCode, 404);
    assert.equal(
      (await owner.inject({ method: 'PATCH', url: `${URL}${theirs.id}/`, payload: { name: 'x' } }))
        .statusCode,
      404,
    );
    assert.equal((await owner.inject({ method: 'DELETE', url: `${URL}${theirs.id}/` })).statusCode, 404);
    const renamed = await owner.inject({
      method: 'PATCH',
      url: `${URL}${mine.id}/`,
      payload: { name: 'Renamed' },
    });
    assert.equal(renamed.json().name, 'Renamed');
    assert.equal((await owner.inject({ method: 'DELETE', url: `${URL}${mine.id}/` })).statusCode, 204);
  });

  test('view_all with change_own: others’ campaigns are visible but 403 to change or delete', async () => {
    const user = await userWithPermissions(app, [
      PERMISSIONS.viewAllCampaigns,
      PERMISSIONS.changeOwnCampaign,
      PERMISSIONS.deleteOwnCampaign,
    ]);
    const theirs = await create({ name: uniqueName(), type: 'race' });
    assert.equal((await user.inject({ method: 'GET', url: `${URL}${theirs.id}/` })).statusCode, 200);
    const patch = await user.inject({ method: 'PATCH', url: `${URL}${theirs.id}/`, payload: { name: 'x' } });
    assert.equal(patch.statusCode, 403);
    assert.deepEqual(patch.json(), { detail: 'You do not have permission to perform this action.' });
    assert.equal((await user.inject({ method: 'DELETE', url: `${URL}${theirs.id}/` })).statusCode, 403);
  });

  test('viewer (view permissions only) → 403 on every change', async () => {
    const made = await create(missionBody());
    const calls: Array<[string, string, unknown]> = [
      ['POST', URL, { name: 'x', type: 'race' }],
      ['PATCH', `${URL}${made.id}/`, { name: 'x' }],
      ['DELETE', `${URL}${made.id}/`, undefined],
      ['PATCH', `${URL}${made.id}/recur-dates/`, { recurring: null }],
      ['POST', `${URL}${made.id}/opt-in/`, { player: demoPlayerHash(1) }],
      ['POST', `${URL}${made.id}/import-players/`, {}],
    ];
    for (const [method, url, payload] of calls) {
      const res = await viewer({ method: method as 'POST', url, payload: payload as object });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
    }
    assert.equal((await viewer({ method: 'GET', url: `${URL}${made.id}/` })).statusCode, 200);
  });
});

describe('lifecycle (PATCH status)', () => {
  test('publish: future start → SC, reached start → AC; the creator is notified', async () => {
    const future = await create(missionBody());
    let res = await admin({ method: 'PATCH', url: `${URL}${future.id}/`, payload: { status: 'SC' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'SC');
    const started = await create(missionBody({ start_date: daysFromNow(-1) }));
    res = await admin({ method: 'PATCH', url: `${URL}${started.id}/`, payload: { status: 'SC' } });
    assert.equal(res.json().status, 'AC');
    const notes = await app.repos.notifications.listForUser(adminId);
    const note = notes.find((n) => n.title === `Campaign published: ${future.name}`);
    assert.ok(note);
    assert.equal(note.url, `/campaigns/edit?id=${future.id}`);
    // Dates people read are in the spec's format, not ISO.
    assert.match(note.text, /starts on \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(UTC\)\.$/);
  });

  test('publish validates the whole campaign', async () => {
    const bare = await create({ name: uniqueName(), type: 'mission' });
    let res = await admin({ method: 'PATCH', url: `${URL}${bare.id}/`, payload: { status: 'SC' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      start_date: ['This field is required.'],
      end_date: ['This field is required.'],
      titles: { en: ['This field is required.'] },
      mission: { tasks: ['A mission needs at least one task.'] },
    });

    // A task's amounts are required when it is saved; what else publishing needs is checked then.
    res = await admin({
      method: 'POST',
      url: URL,
      payload: missionBody({
        mission: { tasks: [{ type: 'deposit', prizes: [{ kind: 'cash', amount: 1 }] }] },
      }),
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      mission: { tasks: [{ amount: ['Enter an amount or deposit ranges.'] }] },
    });

    const incomplete = await create(
      missionBody({
        end_date: daysFromNow(-1),
        start_date: daysFromNow(-3),
        mission: {
          tasks: [
            { type: 'deposit', amount: 20, prizes: [{ kind: 'cash' }] },
            { type: 'turnover', amount: 100, prizes: [{ kind: 'cash', amount: 5 }] },
            {
              type: 'gameplay',
              rounds: 5,
              mode: 'multiplier',
              multiplier: 2,
              games: [4],
              prizes: [{ kind: 'catalog_item' }],
            },
            { type: 'netloss', amount: 10, prizes: [{ kind: 'free_spins', free_spins_number: 5 }] },
          ],
        },
      }),
    );
    res = await admin({ method: 'PATCH', url: `${URL}${incomplete.id}/`, payload: { status: 'SC' } });
    assert.deepEqual(res.json(), {
      end_date: ['The end date must be in the future.'],
      mission: {
        tasks: [
          { prizes: [{ amount: ['This field is required.'] }] },
          { games: ['Select at least one game.'] },
          { prizes: [{ catalog_item_id: ['This field is required.'] }] },
          {},
        ],
      },
    });
    const after = await admin({ method: 'GET', url: `${URL}${incomplete.id}/` });
    assert.equal(after.json().status, 'DR');

    // Edits and publishing in one PATCH: the edits are validated too.
    res = await admin({
      method: 'PATCH',
      url: `${URL}${bare.id}/`,
      payload: missionBody({ status: 'SC', name: bare.name }),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'SC');
  });

  test('back to draft, cancel, and every forbidden transition', async () => {
    const made = await create(missionBody());
    const patch = (id: number, status: string) =>
      admin({ method: 'PATCH', url: `${URL}${id}/`, payload: { status } });
    const expectError = async (id: number, status: string, from: string, to: string) => {
      const res = await patch(id, status);
      assert.equal(res.statusCode, 400, `${from} → ${to}`);
      assert.deepEqual(res.json(), { status: [`Cannot change a campaign from ${from} to ${to}.`] });
    };
    // Draft: only publish.
    await expectError(made.id, 'AC', 'Draft', 'Active');
    await expectError(made.id, 'CA', 'Draft', 'Cancelled');
    await expectError(made.id, 'FI', 'Draft', 'Finished');
    assert.equal((await patch(made.id, 'SC')).json().status, 'SC');
    // Scheduled: back to draft or cancel.
    await expectError(made.id, 'AC', 'Scheduled', 'Active');
    await expectError(made.id, 'FI', 'Scheduled', 'Finished');
    assert.equal((await patch(made.id, 'DR')).json().status, 'DR');
    assert.equal((await patch(made.id, 'SC')).json().status, 'SC');
    assert.equal((await patch(made.id, 'CA')).json().status, 'CA');
    // Cancelled: nothing.
    for (const [to, name] of [
      ['DR', 'Draft'],
      ['SC', 'Scheduled'],
      ['AC', 'Active'],
      ['FI', 'Finished'],
    ])
      await expectError(made.id, to, 'Cancelled', name);
    const notes = await app.repos.notifications.listForUser(adminId);
    assert.ok(notes.some((n) => n.title === `Campaign cancelled: ${made.name}`));

    // Active: only cancel.
    const active = await create(missionBody({ start_date: daysFromNow(-1) }));
    assert.equal((await patch(active.id, 'SC')).json().status, 'AC');
    await expectError(active.id, 'DR', 'Active', 'Draft');
    await expectError(active.id, 'SC', 'Active', 'Scheduled');
    await expectError(active.id, 'FI', 'Active', 'Finished');
    assert.equal((await patch(active.id, 'CA')).json().status, 'CA');

    // Finished: nothing (set by the scheduler only).
    const finished = await create(missionBody());
    await app.db.update(campaigns).set({ status: 'FI' }).where(eq(campaigns.id, finished.id));
    for (const [to, name] of [
      ['DR', 'Draft'],
      ['SC', 'Scheduled'],
      ['AC', 'Active'],
      ['CA', 'Cancelled'],
    ])
      await expectError(finished.id, to, 'Finished', name);

    // Templates have no lifecycle.
    const template = await create({ ...missionBody(), is_template: true });
    const res = await patch(template.id, 'SC');
    assert.deepEqual(res.json(), { status: ['The status of a template cannot be changed.'] });
    // Same status: no transition, no error.
    assert.equal((await patch(template.id, 'DR')).statusCode, 200);
  });

  test('active campaigns: edits only with edit-active-campaigns; finished and cancelled are read-only', async () => {
    const active = await create(missionBody({ start_date: daysFromNow(-1) }));
    await admin({ method: 'PATCH', url: `${URL}${active.id}/`, payload: { status: 'SC' } });
    let res = await admin({ method: 'PATCH', url: `${URL}${active.id}/`, payload: { name: 'Changed' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      non_field_errors: ['An active campaign cannot be edited: editing active campaigns is turned off.'],
    });
    await app.repos.featureFlags.set('edit-active-campaigns', true);
    try {
      res = await admin({ method: 'PATCH', url: `${URL}${active.id}/`, payload: { name: 'Changed' } });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().name, 'Changed');
    } finally {
      await app.repos.featureFlags.set('edit-active-campaigns', false);
    }
    await admin({ method: 'PATCH', url: `${URL}${active.id}/`, payload: { status: 'CA' } });
    res = await admin({ method: 'PATCH', url: `${URL}${active.id}/`, payload: { name: 'Again' } });
    assert.deepEqual(res.json(), { non_field_errors: ['A cancelled campaign cannot be changed.'] });
    await app.db.update(campaigns).set({ status: 'FI' }).where(eq(campaigns.id, active.id));
    res = await admin({ method: 'PATCH', url: `${URL}${active.id}/`, payload: { priority: true } });
    assert.deepEqual(res.json(), { non_field_errors: ['A finished campaign cannot be changed.'] });
  });
});

describe('update, delete and the other campaign routes', () => {
  test('PATCH changes fields; mission.tasks replaces the tasks; changing the cost alarm re-arms it', async () => {
    const made = await create(missionBody({ cost_alarm: 100 }));
    await app.db.update(campaigns).set({ costAlarmNotified: true }).where(eq(campaigns.id, made.id));
    const res = await admin({
      method: 'PATCH',
      url: `${URL}${made.id}/`,
      payload: {
        priority: true,
        opt_in: true,
        hide_overlay: true,
        campaign_image: 'https://cdn.example.com/x.png',
        cost_alarm: 250,
        mission: {
          tasks: [{ type: 'turnover', amount: 1000, games: [7], prizes: [{ kind: 'cash', amount: 3 }] }],
        },
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.priority, true);
    assert.equal(body.opt_in, true);
    assert.equal(body.hide_overlay, true);
    assert.equal(body.campaign_image, 'https://cdn.example.com/x.png');
    assert.equal(body.cost_alarm, 250);
    assert.equal(body.cost_alarm_notified, false);
    assert.equal(body.mission.repeat_count, 2);
    assert.deepEqual(
      body.mission.tasks.map((t: { type: string }) => t.type),
      ['turnover'],
    );

    const bad = await admin({
      method: 'PATCH',
      url: `${URL}${made.id}/`,
      payload: { end_date: daysFromNow(1), start_date: daysFromNow(3) },
    });
    assert.deepEqual(bad.json(), { end_date: ['The end date must be after the start date.'] });
    const badImage = await admin({
      method: 'PATCH',
      url: `${URL}${made.id}/`,
      payload: { campaign_image: 'javascript:x' },
    });
    assert.deepEqual(badImage.json(), { campaign_image: ['Enter a valid URL.'] });
    // Only absolute http(s) addresses with a host, and nothing that could break out of an attribute.
    for (const hostile of [
      '//other.host/x.png',
      '/media/x.png',
      'https://x.com/a"onerror="alert(1)',
      'https://x.com/a b',
    ])
      assert.equal(
        (await admin({ method: 'PATCH', url: `${URL}${made.id}/`, payload: { campaign_image: hostile } }))
          .statusCode,
        400,
        hostile,
      );
    assert.equal((await admin({ method: 'PATCH', url: `${URL}999999/`, payload: {} })).statusCode, 404);
  });

  test('a scheduled campaign must stay publishable through edits', async () => {
    const made = await create(missionBody());
    await admin({ method: 'PATCH', url: `${URL}${made.id}/`, payload: { status: 'SC' } });
    let res = await admin({
      method: 'PATCH',
      url: `${URL}${made.id}/`,
      payload: { titles: { de: 'Nur Deutsch' } },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { titles: { en: ['This field is required.'] } });
    res = await admin({ method: 'PATCH', url: `${URL}${made.id}/`, payload: { mission: { tasks: [] } } });
    assert.deepEqual(res.json(), { mission: { tasks: ['A mission needs at least one task.'] } });
    const [task] = made.mission.tasks;
    res = await admin({
      method: 'PATCH',
      url: `/v1/missions/tasks/deposit/${task.id}/`,
      payload: { amount: null },
    });
    assert.deepEqual(res.json(), { amount: ['Enter an amount or deposit ranges.'] });
    const detail = (await admin({ method: 'GET', url: `${URL}${made.id}/` })).json();
    assert.deepEqual(detail.titles, made.titles);
    assert.equal(detail.mission.tasks.length, 2);
    assert.equal(detail.mission.tasks[0].amount, 20);
    res = await admin({
      method: 'PATCH',
      url: `${URL}${made.id}/`,
      payload: { name: 'Still fine', priority: true },
    });
    assert.equal(res.statusCode, 200);
  });

  test('DELETE needs delete_campaign (or delete_own_campaign for one’s own)', async () => {
    const manager = await userWithPermissions(app, [
      PERMISSIONS.viewAllCampaigns,
      PERMISSIONS.manageAllCampaigns,
    ]);
    const draft = await create(missionBody());
    assert.equal((await manager.inject({ method: 'DELETE', url: `${URL}${draft.id}/` })).statusCode, 403);
    const deleter = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign, PERMISSIONS.deleteCampaign]);
    assert.equal((await deleter.inject({ method: 'DELETE', url: `${URL}${draft.id}/` })).statusCode, 204);
  });

  test('DELETE: drafts and templates only', async () => {
    const draft = await create(missionBody());
    const res = await admin({ method: 'DELETE', url: `${URL}${draft.id}/` });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await admin({ method: 'GET', url: `${URL}${draft.id}/` })).statusCode, 404);
    assert.equal(await app.repos.missions.findByCampaign(draft.id), undefined);
    assert.equal(await app.repos.targetGroups.findById(draft.target_group), undefined);

    const scheduled = await create(missionBody());
    await admin({ method: 'PATCH', url: `${URL}${scheduled.id}/`, payload: { status: 'SC' } });
    const refused = await admin({ method: 'DELETE', url: `${URL}${scheduled.id}/` });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { detail: 'Only draft campaigns and templates can be deleted.' });

    const template = await create({ name: uniqueName(), type: 'race', is_template: true });
    assert.equal((await admin({ method: 'DELETE', url: `${URL}${template.id}/` })).statusCode, 204);
    assert.equal((await admin({ method: 'DELETE', url: `${URL}${template.id}/` })).statusCode, 404);
  });

  test('recur-dates: every N, selected dates, and the quantity rules', async () => {
    const made = await create(missionBody());
    const url = `${URL}${made.id}/recur-dates/`;
    let res = await admin({
      method: 'PATCH',
      url,
      payload: { recurring: { kind: 'every', every_n: 2, unit: 'week', quantity: 3 } },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().recurring, { kind: 'every', every_n: 2, unit: 'week', quantity: 3 });
    const dates = [daysFromNow(70), daysFromNow(40)];
    res = await admin({ method: 'PATCH', url, payload: { recurring: { kind: 'dates', dates } } });
    assert.deepEqual(res.json().recurring, {
      kind: 'dates',
      dates: [new Date(dates[1]).toISOString(), new Date(dates[0]).toISOString()],
      quantity: 2,
    });
    res = await admin({
      method: 'PATCH',
      url,
      payload: { recurring: { kind: 'dates', dates, quantity: 3 } },
    });
    assert.deepEqual(res.json(), {
      recurring: { quantity: ['Ensure this value is less than or equal to 2.'] },
    });
    res = await admin({ method: 'PATCH', url, payload: { recurring: { kind: 'every', quantity: 1 } } });
    assert.deepEqual(res.json(), {
      recurring: { every_n: ['This field is required.'], unit: ['This field is required.'] },
    });
    res = await admin({
      method: 'PATCH',
      url,
      payload: { recurring: { kind: 'dates', dates: [daysFromNow(1)] } },
    });
    assert.deepEqual(res.json(), {
      recurring: { dates: ['Each recurring date must be after the start date.'] },
    });
    res = await admin({ method: 'PATCH', url, payload: { recurring: null } });
    assert.equal(res.json().recurring, null);
  });

  test('opt-in: 201 for a known hash (idempotent), 404 for an unknown one, 400 for a draft', async () => {
    const made = await create(missionBody());
    const url = `${URL}${made.id}/opt-in/`; // player 7 is self-excluded, 8 is not
    let res = await admin({ method: 'POST', url, payload: { player: demoPlayerHash(8) } });
    assert.deepEqual(res.json(), {
      non_field_errors: ['Players can opt in only to scheduled or active campaigns.'],
    });
    await admin({ method: 'PATCH', url: `${URL}${made.id}/`, payload: { status: 'SC' } });
    res = await admin({ method: 'POST', url, payload: { player: demoPlayerHash(8) } });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().player, demoPlayerHash(8));
    const again = await admin({ method: 'POST', url, payload: { player: demoPlayerHash(8) } });
    assert.equal(again.statusCode, 201);
    assert.equal(again.json().joined, res.json().joined);
    // Staff opting a player in is in the activity log, once (the repeat changed nothing).
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'opt_in'), eq(activityLogs.resourceId, String(made.id))));
    assert.equal(logged.length, 1);
    assert.equal(logged[0].resource, 'campaign');
    assert.equal(logged[0].resourceLabel, made.name);
    assert.deepEqual(logged[0].changes.player, { before: null, after: demoPlayerHash(8) });
    res = await admin({ method: 'POST', url, payload: { player: 'no-such-player' } });
    assert.equal(res.statusCode, 404);
    res = await admin({ method: 'POST', url, payload: {} });
    assert.deepEqual(res.json(), { player: ['This field is required.'] });
  });

  test('statistics from the participations', async () => {
    // A demo campaign (the seed gives the active ones participations).
    const [active] = await app.repos.campaigns.list(
      { statuses: ['AC'], isTemplate: false, orderBy: 'id' },
      { limit: 1, offset: 0 },
    );
    const res = await viewer({ method: 'GET', url: `${URL}${active.id}/statistics/` });
    assert.equal(res.statusCode, 200);
    const stats = res.json();
    assert.ok(stats.participants > 0);
    assert.ok(stats.series.length > 1);
    assert.equal(
      stats.series.reduce((sum: number, day: { participants: number }) => sum + day.participants, 0),
      stats.participants,
    );
    const last = stats.series[stats.series.length - 1];
    assert.equal(last.cost, stats.prizes_paid);
    assert.deepEqual(Object.keys(last).sort(), ['completions', 'cost', 'day', 'participants', 'prizes_paid']);
    const empty = await create(missionBody());
    assert.deepEqual((await viewer({ method: 'GET', url: `${URL}${empty.id}/statistics/` })).json(), {
      participants: 0,
      completions: 0,
      prizes_paid: 0,
      cost: 0,
      base_currency: stats.base_currency,
      series: [],
    });
    assert.match(stats.base_currency, /^[A-Z]{3}$/);
  });

  test('statistics: prizes paid in two currencies are summed in the base currency by its rates', async () => {
    const casino = (await app.repos.casino.get())!;
    const base = baseCurrencyOf(casino);
    const playerIn = async (currency: string) =>
      (await app.db.select().from(players).where(eq(players.currency, currency)).limit(1))[0];
    let other: { currency: string; rate: number; player: { id: number } } | undefined;
    for (const [currency, rate] of Object.entries(casino.exchangeRates)) {
      const player = currency !== base && rate > 0 && rate !== 1 ? await playerIn(currency) : undefined;
      if (player) other = { currency, rate, player };
      if (other) break;
    }
    const inBase = await playerIn(base);
    assert.ok(other && inBase, 'the demo has players in the base currency and in another with a rate');
    const campaign = await create(missionBody());
    await app.db.insert(campaignParticipations).values([
      { campaignId: campaign.id, playerId: inBase.id, prizePaid: 10 },
      { campaignId: campaign.id, playerId: other.player.id, prizePaid: 20 },
    ]);

    const stats = (await viewer({ method: 'GET', url: `${URL}${campaign.id}/statistics/` })).json();
    const expected = Math.round((10 + 20 / other.rate) * 100) / 100;
    assert.notEqual(expected, 30, 'not the sum of the two currencies');
    assert.equal(stats.base_currency, base);
    assert.equal(stats.prizes_paid, expected);
    assert.equal(stats.series[stats.series.length - 1].cost, expected);
    assert.equal(
      (await app.repos.campaigns.totalsOf([campaign.id], casino.exchangeRates)).get(campaign.id)?.prizesPaid,
      expected,
    );
  });

  test('list rows carry what staff monitor: participants (counted in the page statement), cost, alarm, audience', async () => {
    const [active] = await app.repos.campaigns.list(
      { statuses: ['AC'], isTemplate: false, orderBy: 'id' },
      { limit: 1, offset: 0 },
    );
    const rates = (await app.repos.casino.get())!.exchangeRates;
    const totals = (await app.repos.campaigns.totalsOf([active.id], rates)).get(active.id)!;
    const page = await viewer({ method: 'GET', url: `${URL}?status=AC&order_by=id&limit=25` });
    assert.equal(page.statusCode, 200);
    const row = page.json().results.find((item: { id: number }) => item.id === active.id);
    assert.equal(row.participants, totals.participants);
    assert.ok(row.participants > 0);
    assert.equal(row.cost, active.cost);
    assert.equal(row.cost_alarm, active.costAlarm);
    assert.equal(row.audience_size, active.audienceSize);

    // A new campaign: nobody joined yet, its target group counted when it was saved.
    const created = await create(missionBody());
    const fresh = (await viewer({ method: 'GET', url: `${URL}?search=${encodeURIComponent(created.name)}` }))
      .json()
      .results.find((item: { id: number }) => item.id === created.id);
    assert.equal(fresh.participants, 0);
    assert.equal(fresh.cost, 0);
    const group = await app.repos.targetGroups.findById(created.target_group);
    assert.equal(fresh.audience_size, group!.lastPlayersCount);
  });

  test('statistics: 404 for no such campaign or another user’s (view_own), 403 without campaign permissions', async () => {
    const statisticsOf = (id: number) => `${URL}${id}/statistics/`;
    const missing = await viewer({ method: 'GET', url: statisticsOf(999999) });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { detail: 'Not found.' });

    const theirs = await create(missionBody());
    const nobody = await userWithPermissions(app, [PERMISSIONS.viewGame]);
    assert.equal((await nobody.inject({ method: 'GET', url: statisticsOf(theirs.id) })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: statisticsOf(theirs.id) })).statusCode, 401);

    const owner = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign, PERMISSIONS.addCampaign]);
    const mine = await create({ name: uniqueName('Mine'), type: 'race' }, owner.inject);
    assert.equal((await owner.inject({ method: 'GET', url: statisticsOf(theirs.id) })).statusCode, 404);
    assert.equal((await owner.inject({ method: 'GET', url: statisticsOf(mine.id) })).statusCode, 200);
  });
});
