import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns, casinos, players } from '../db/schema';
import {
  buildWithAdminAndViewer,
  demoPlayerHash,
  multipartBody,
  parseCsv,
  type AuthedInject,
  userWithPermissions,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

type GameJson = {
  id: number;
  name: string;
  provider: string;
  category: string;
  themes: string[];
  features: string[];
  device_types: string[];
  exists_in_external_api: boolean;
};

describe('games', () => {
  test('paged list with filters, search and ordering', async () => {
    let res = await viewer({ method: 'GET', url: '/v1/games/games/' });
    assert.equal(res.statusCode, 200);
    let body = res.json();
    assert.ok(body.count >= 2000);
    assert.equal(body.results.length, 10);
    assert.ok(body.next.includes('offset=10'));
    assert.deepEqual(Object.keys(body.results[0]).sort(), [
      'category',
      'device_types',
      'exists_in_external_api',
      'features',
      'id',
      'image',
      'name',
      'provider',
      'themes',
    ]);

    res = await viewer({
      method: 'GET',
      url: `/v1/games/games/?provider=${encodeURIComponent('NetEnt,Quickspin')}&category=slots&device_type=tablet&limit=100`,
    });
    body = res.json();
    assert.ok(body.count > 0);
    for (const game of body.results as GameJson[]) {
      assert.ok(['NetEnt', 'Quickspin'].includes(game.provider));
      assert.equal(game.category, 'slots');
      assert.ok(game.device_types.includes('tablet'));
    }
    body = (
      await viewer({ method: 'GET', url: '/v1/games/games/?themes=space,egypt&features=gamble&limit=50' })
    ).json();
    for (const game of body.results as GameJson[]) {
      assert.ok(game.themes.includes('space') || game.themes.includes('egypt'));
      assert.ok(game.features.includes('gamble'));
    }
    body = (await viewer({ method: 'GET', url: '/v1/games/games/?search=book%20of%20blaze&limit=5' })).json();
    assert.ok(body.count > 0 && body.results.every((g: GameJson) => g.name.startsWith('Book of Blaze')));
    body = (await viewer({ method: 'GET', url: '/v1/games/games/?order_by=-provider,name&limit=30' })).json();
    const providers = body.results.map((g: GameJson) => g.provider);
    assert.deepEqual(providers, [...providers].sort().reverse());
    body = (
      await viewer({ method: 'GET', url: '/v1/games/games/?exists_in_external_api=true&limit=1000' })
    ).json();
    assert.ok(body.results.every((g: GameJson) => g.exists_in_external_api));
    const missing = (
      await viewer({ method: 'GET', url: '/v1/games/games/?exists_in_external_api=false' })
    ).json();
    assert.equal(
      body.count + missing.count,
      (await viewer({ method: 'GET', url: '/v1/games/games/' })).json().count,
    );
  });

  test('all=true: every game unpaged with the option lists', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/games/games/?all=true' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'categories',
      'device_type',
      'features',
      'provider',
      'results',
      'themes',
    ]);
    assert.ok(body.results.length >= 2000);
    assert.equal(body.provider.length, 15);
    assert.equal(body.categories.length, 8);
    assert.deepEqual(body.device_type, ['desktop', 'mobile', 'tablet']);
    assert.ok(body.themes.includes('vikings') && body.features.includes('free spins'));
    assert.deepEqual(body.provider, [...body.provider].sort());
    const filtered = (
      await viewer({ method: 'GET', url: '/v1/games/games/?all=true&provider=NetEnt' })
    ).json();
    assert.ok(filtered.results.every((g: GameJson) => g.provider === 'NetEnt'));
    assert.equal(filtered.provider.length, 15);
  });

  test('detail and PATCH of the casino’s editable fields only', async () => {
    let res = await viewer({ method: 'GET', url: '/v1/games/games/5/' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().id, 5);
    assert.equal((await viewer({ method: 'GET', url: '/v1/games/games/999999/' })).statusCode, 404);

    res = await admin({
      method: 'PATCH',
      url: '/v1/games/games/5/',
      payload: {
        name: ' Renamed game ',
        themes: ['space', 'space', 'retro'],
        device_types: ['mobile'],
        id: 77,
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().id, 5);
    assert.equal(res.json().name, 'Renamed game');
    assert.deepEqual(res.json().themes, ['space', 'retro']);
    assert.deepEqual(res.json().device_types, ['mobile']);

    const casino = (await app.repos.casino.get())!;
    await app.db.update(casinos).set({ availableGameEditableFields: ['image'] });
    try {
      res = await admin({
        method: 'PATCH',
        url: '/v1/games/games/5/',
        payload: { name: 'No', image: 'https://cdn.example.com/img/5.png' },
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { name: ['This field cannot be edited.'] });
      res = await admin({
        method: 'PATCH',
        url: '/v1/games/games/5/',
        payload: { image: 'https://cdn.example.com/img/5.png' },
      });
      assert.equal(res.json().image, 'https://cdn.example.com/img/5.png');
    } finally {
      await app.db.update(casinos).set({ availableGameEditableFields: casino.availableGameEditableFields });
    }
    res = await admin({
      method: 'PATCH',
      url: '/v1/games/games/5/',
      payload: { name: '', themes: 'x'.repeat(5) },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().name, ['This field may not be blank.']);
  });

  test('permissions: view_game to read, change_game to change', async () => {
    assert.equal(
      (await viewer({ method: 'PATCH', url: '/v1/games/games/5/', payload: { name: 'x' } })).statusCode,
      403,
    );
    const noGames = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    assert.equal((await noGames.inject({ method: 'GET', url: '/v1/games/games/' })).statusCode, 403);
    assert.equal(
      (await noGames.inject({ method: 'GET', url: '/v1/games/games/export-games/' })).statusCode,
      403,
    );
    const changer = await userWithPermissions(app, [PERMISSIONS.changeGame]);
    const res = await changer.inject({
      method: 'PATCH',
      url: '/v1/games/games/6/',
      payload: { category: 'bingo' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/v1/games/games/' })).statusCode, 401);
  });

  test('export: streamed CSV of the filtered games', async () => {
    await admin({
      method: 'PATCH',
      url: '/v1/games/games/7/',
      payload: { name: '=HYPERLINK("http://evil")' },
    });
    const res = await viewer({ method: 'GET', url: '/v1/games/games/export-games/?provider=NetEnt' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.equal(res.headers['content-disposition'], 'attachment; filename="game_export.csv"');
    const rows = parseCsv(res.body);
    assert.deepEqual(rows[0], [
      'id',
      'name',
      'provider',
      'category',
      'themes',
      'features',
      'device_types',
      'image',
      'exists_in_external_api',
    ]);
    const count = (await viewer({ method: 'GET', url: '/v1/games/games/?provider=NetEnt' })).json().count;
    assert.equal(rows.length - 1, count);
    assert.ok(rows.slice(1).every((row) => row[2] === 'NetEnt'));
    const all = parseCsv((await viewer({ method: 'GET', url: '/v1/games/games/export-games/' })).body);
    const seven = all.find((row) => row[0] === '7');
    assert.equal(seven?.[1], `'=HYPERLINK("http://evil")`);
  });
});

describe('players and attributes', () => {
  test('paged list searched by hash', async () => {
    let res = await viewer({ method: 'GET', url: '/v1/player/players/' });
    assert.equal(res.statusCode, 200);
    // 50,000 players: past the exact-count limit the count is the planner's estimate, and says so.
    assert.equal(res.json().count_is_estimate, true);
    assert.ok(Math.abs(res.json().count - 50_000) < 10_000, `count ${res.json().count}`);
    assert.deepEqual(Object.keys(res.json().results[0]).sort(), [
      'affiliate',
      'blocked',
      'currency',
      'customer_state',
      'hash',
      'id',
      'market',
      'registered',
      'segments',
      'self_excluded',
      'vip_level',
    ]);
    const hash = demoPlayerHash(1234);
    res = await viewer({
      method: 'GET',
      url: `/v1/player/players/?search=${hash.slice(0, 12).toUpperCase()}`,
    });
    assert.ok(res.json().results.some((p: { hash: string }) => p.hash === hash));
    assert.equal((await app.inject({ method: 'GET', url: '/v1/player/players/' })).statusCode, 401);
  });

  test('search by id: a whole number also matches the player of that id', async () => {
    const res = await viewer({ method: 'GET', url: '/v1/player/players/?search=%201234%20&limit=100' });
    assert.equal(res.statusCode, 200);
    const found = res.json().results as Array<{ id: number; hash: string }>;
    assert.ok(found.some((p) => p.id === 1234 && p.hash === demoPlayerHash(1234)));
    // The rest match by hash; the count agrees with the rows.
    assert.ok(found.every((p) => p.id === 1234 || p.hash.includes('1234')));
    assert.equal(res.json().count, found.length);
    const none = await viewer({ method: 'GET', url: '/v1/player/players/?search=99999999999' });
    assert.equal(none.statusCode, 200);
    assert.equal(none.json().count, 0);
    const tooLong = await viewer({ method: 'GET', url: `/v1/player/players/?search=${'a'.repeat(129)}` });
    assert.equal(tooLong.statusCode, 400);
  });

  test('attribute lists: sorted distinct strings', async () => {
    const expect: Record<string, string[]> = {
      markets: ['AT', 'CA', 'DE', 'FI', 'GB', 'IE', 'NO', 'SE'],
      currencies: ['CAD', 'EUR', 'GBP', 'NOK', 'SEK', 'USD'],
      'vip-level': ['Bronze', 'Diamond', 'Gold', 'Platinum', 'Silver'],
      'customer-states': ['active', 'dormant', 'new', 'self_excluded'],
    };
    for (const [name, values] of Object.entries(expect)) {
      const res = await viewer({ method: 'GET', url: `/v1/player/${name}/` });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), values, name);
    }
    const affiliates = (await viewer({ method: 'GET', url: '/v1/player/affiliates/' })).json();
    assert.equal(affiliates.length, 40);
    assert.equal(affiliates[0], 'AFF-001');
    const segments = (await viewer({ method: 'GET', url: '/v1/player/segments/' })).json();
    assert.ok(segments.includes('high_roller'));
    for (const name of ['markets', 'affiliates', 'currencies', 'vip-level', 'customer-states', 'segments'])
      assert.equal((await app.inject({ method: 'GET', url: `/v1/player/${name}/` })).statusCode, 401, name);
  });
});

/** The demo's blocked and self-excluded players, counted from the data itself. */
async function demoExclusions() {
  const [row] = await app.db
    .select({
      selfExcluded: sql<number>`(count(*) filter (where ${players.selfExcluded}))::integer`,
      blocked: sql<number>`(count(*) filter (where ${players.blocked}))::integer`,
      excluded: sql<number>`(count(*) filter (where ${players.selfExcluded} or ${players.blocked}))::integer`,
    })
    .from(players);
  assert.ok(row.selfExcluded > 8000 && row.blocked > 500, JSON.stringify(row));
  return row;
}

/** The first demo player ids that are self-excluded only, blocked only, and neither. */
async function demoPlayersByExclusion() {
  const first = async (where: SQL) =>
    (await app.db.select({ id: players.id }).from(players).where(where).orderBy(players.id).limit(1))[0].id;
  return {
    selfExcluded: await first(sql`${players.selfExcluded} and not ${players.blocked}`),
    blocked: await first(sql`${players.blocked} and not ${players.selfExcluded}`),
    eligible: await first(sql`not ${players.selfExcluded} and not ${players.blocked}`),
  };
}

describe('target groups', () => {
  async function newGroup() {
    const res = await admin({
      method: 'POST',
      url: '/v1/campaigns/campaigns/',
      payload: { name: `TG ${Date.now()} ${Math.random()}`, type: 'prizeDrop' },
    });
    return { campaignId: res.json().id as number, groupId: res.json().target_group as number };
  }

  test('GET: counts of filters plus manually added minus manually removed', async () => {
    const { groupId } = await newGroup();
    const res = await viewer({ method: 'GET', url: `/v1/player/target-groups/${groupId}/` });
    assert.equal(res.statusCode, 200);
    const demo = await demoExclusions();
    assert.deepEqual(res.json(), {
      id: groupId,
      filters: {},
      manually_added_players: [],
      manually_removed_players: [],
      numbers_manually_added_players: 0,
      numbers_manually_removed_players: 0,
      players_count: 50_000 - demo.excluded,
      last_players_count: 0,
      excluded_players: { self_excluded: demo.selfExcluded, blocked: demo.blocked },
    });
  });

  test('PATCH filters and manual lists; players_count follows', async () => {
    const { groupId } = await newGroup();
    const url = `/v1/player/target-groups/${groupId}/`;
    const markets = (await viewer({ method: 'GET', url: '/v1/player/players/?limit=1' })).json();
    assert.ok(markets.count);
    let res = await admin({
      method: 'PATCH',
      url,
      payload: { filters: { markets: ['DE'], currencies: ['EUR'] } },
    });
    assert.equal(res.statusCode, 200, res.body);
    const base = res.json().players_count;
    assert.ok(base > 0 && base < 50_000);
    assert.equal(res.json().last_players_count, base);

    // Player 1 is market FI? Pick players outside and inside the filter from the data itself.
    const outside = (await app.db.execute(
      (await import('drizzle-orm'))
        .sql`select id from players where market <> 'DE' and not blocked and not self_excluded order by id limit 2`,
    )) as unknown as { rows: Array<{ id: number }> };
    const inside = (await app.db.execute(
      (await import('drizzle-orm'))
        .sql`select id from players where market = 'DE' and currency = 'EUR' and not blocked and not self_excluded order by id limit 1`,
    )) as unknown as { rows: Array<{ id: number }> };
    const added = outside.rows.map((r) => r.id);
    const removed = inside.rows.map((r) => r.id);
    res = await admin({
      method: 'PATCH',
      url,
      payload: { manually_added_players: added, manually_removed_players: removed },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().manually_added_players, added);
    assert.equal(res.json().numbers_manually_added_players, 2);
    assert.equal(res.json().numbers_manually_removed_players, 1);
    assert.equal(res.json().players_count, base + 2 - 1);
    assert.deepEqual(res.json().filters, { markets: ['DE'], currencies: ['EUR'] });

    const csv = await viewer({ method: 'GET', url: `${url}export-players/` });
    assert.equal(csv.statusCode, 200);
    assert.equal(csv.headers['content-disposition'], 'attachment; filename="exported_players.csv"');
    const rows = parseCsv(csv.body);
    assert.equal(rows[0][1], 'hash');
    assert.equal(rows.length - 1, base + 1);
    const ids = new Set(rows.slice(1).map((row) => Number(row[0])));
    assert.ok(added.every((id) => ids.has(id)));
    assert.ok(!ids.has(removed[0]));
  });

  test('bad input → 400; access follows the campaign', async () => {
    const { groupId } = await newGroup();
    const url = `/v1/player/target-groups/${groupId}/`;
    let res = await admin({
      method: 'PATCH',
      url,
      payload: {
        filters: { planets: ['Mars'] },
        manually_added_players: [2, 999999],
        manually_removed_players: [2],
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      filters: { planets: ['"planets" is not one of the casino\'s player selection filters.'] },
      manually_added_players: ['Invalid pk "999999" - object does not exist.'],
      manually_removed_players: ['Players 2 cannot be both manually added and manually removed.'],
    });
    res = await admin({ method: 'PATCH', url, payload: { manually_added_players: ['x'] } });
    assert.deepEqual(res.json(), { manually_added_players: { 0: ['A valid integer is required.'] } });
    assert.equal((await viewer({ method: 'PATCH', url, payload: { filters: {} } })).statusCode, 403);
    assert.equal((await admin({ method: 'GET', url: '/v1/player/target-groups/999999/' })).statusCode, 404);
    const own = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign, PERMISSIONS.changeOwnCampaign]);
    assert.equal((await own.inject({ method: 'GET', url })).statusCode, 404);
    assert.equal((await own.inject({ method: 'GET', url: `${url}export-players/` })).statusCode, 404);
    assert.equal((await own.inject({ method: 'PATCH', url, payload: { filters: {} } })).statusCode, 404);
  });

  test('bad filter values → 400 naming the field; nothing is saved', async () => {
    const { groupId } = await newGroup();
    const url = `/v1/player/target-groups/${groupId}/`;
    for (const filters of [{ markets: [''] }, { markets: ['x'.repeat(101)] }, ['DE']]) {
      const res = await admin({ method: 'PATCH', url, payload: { filters } });
      assert.equal(res.statusCode, 400, JSON.stringify(filters));
      assert.ok('filters' in res.json(), res.body);
    }
    const res = await admin({ method: 'PATCH', url, payload: { manually_added_players: [0] } });
    assert.equal(res.statusCode, 400);
    assert.ok('manually_added_players' in res.json(), res.body);
    assert.deepEqual((await viewer({ method: 'GET', url })).json().filters, {});
  });

  test('spec §9 page and size are accepted; values are trimmed and deduplicated', async () => {
    const { groupId } = await newGroup();
    const url = `/v1/player/target-groups/${groupId}/`;
    const res = await admin({
      method: 'PATCH',
      url,
      payload: { filters: { markets: [' DE', 'DE ', 'SE'] } },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().filters, { markets: ['DE', 'SE'] });
    const read = await viewer({ method: 'GET', url: `${url}?page=1&size=25` });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().filters, { markets: ['DE', 'SE'] });
    assert.equal(read.json().players_count, res.json().players_count);
  });

  test('permissions: view to read and export, change to PATCH; a signed-out call → 401', async () => {
    const { groupId } = await newGroup();
    const url = `/v1/player/target-groups/${groupId}/`;
    const noCampaigns = await userWithPermissions(app, [PERMISSIONS.viewGame]);
    assert.equal((await noCampaigns.inject({ method: 'GET', url })).statusCode, 403);
    assert.equal((await noCampaigns.inject({ method: 'GET', url: `${url}export-players/` })).statusCode, 403);
    assert.equal(
      (await noCampaigns.inject({ method: 'PATCH', url, payload: { filters: {} } })).statusCode,
      403,
    );
    assert.equal((await viewer({ method: 'GET', url: `${url}export-players/` })).statusCode, 200);
    for (const method of ['GET', 'PATCH'] as const)
      assert.equal((await app.inject({ method, url, payload: {} })).statusCode, 401, method);
    assert.equal((await app.inject({ method: 'GET', url: `${url}export-players/` })).statusCode, 401);
  });

  test('a group of an active campaign cannot change while editing active campaigns is off', async () => {
    const { campaignId, groupId } = await newGroup();
    await app.db.update(campaigns).set({ status: 'AC' }).where(eq(campaigns.id, campaignId));
    const res = await admin({
      method: 'PATCH',
      url: `/v1/player/target-groups/${groupId}/`,
      payload: { filters: { markets: ['DE'] } },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      non_field_errors: ['An active campaign cannot be edited: editing active campaigns is turned off.'],
    });
  });
});

describe('responsible gambling: blocked and self-excluded players are in no audience', () => {
  async function newCampaign() {
    const res = await admin({
      method: 'POST',
      url: '/v1/campaigns/campaigns/',
      payload: { name: `RG ${Date.now()} ${Math.random()}`, type: 'prizeDrop' },
    });
    assert.equal(res.statusCode, 201, res.body);
    return { campaignId: res.json().id as number, groupId: res.json().target_group as number };
  }

  test('counts and exports leave them out, and say how many were left out and why', async () => {
    const { groupId } = await newCampaign();
    const url = `/v1/player/target-groups/${groupId}/`;
    const res = await admin({
      method: 'PATCH',
      url,
      payload: { filters: { customer_states: ['self_excluded'] } },
    });
    assert.equal(res.statusCode, 200, res.body);
    const chosen = res.json();
    assert.equal(chosen.players_count, 0);
    assert.equal(chosen.last_players_count, 0);
    assert.ok(chosen.excluded_players.self_excluded > 8000);
    const csv = parseCsv((await viewer({ method: 'GET', url: `${url}export-players/` })).body);
    assert.equal(csv.length, 1, 'only the header');
  });

  test('the audience of a choice not yet saved: the same counts, nothing saved', async () => {
    const { groupId } = await newCampaign();
    const url = `/v1/player/target-groups/${groupId}/`;
    const ids = await demoPlayersByExclusion();
    let res = await viewer({
      method: 'POST',
      url: `${url}audience/`,
      payload: { filters: { markets: ['DE'] }, manually_removed_players: [ids.eligible] },
    });
    assert.equal(res.statusCode, 200, res.body);
    const preview = res.json();
    const [expected] = await app.db
      .select({
        players: sql<number>`(count(*) filter (where not ${players.selfExcluded} and not ${players.blocked} and ${players.id} <> ${ids.eligible}))::integer`,
        selfExcluded: sql<number>`(count(*) filter (where ${players.selfExcluded}))::integer`,
        blocked: sql<number>`(count(*) filter (where ${players.blocked}))::integer`,
      })
      .from(players)
      .where(eq(players.market, 'DE'));
    assert.deepEqual(preview, {
      players_count: expected.players,
      excluded_players: { self_excluded: expected.selfExcluded, blocked: expected.blocked },
    });
    assert.deepEqual((await viewer({ method: 'GET', url })).json().filters, {});
    res = await admin({
      method: 'PATCH',
      url,
      payload: { filters: { markets: ['DE'] }, manually_removed_players: [ids.eligible] },
    });
    assert.equal(res.json().players_count, preview.players_count);
    const noAccess = await userWithPermissions(app, [PERMISSIONS.viewGame]);
    assert.equal(
      (await noAccess.inject({ method: 'POST', url: `${url}audience/`, payload: {} })).statusCode,
      403,
    );
  });

  test('adding one by hand is a field error naming the player and the reason', async () => {
    const { groupId } = await newCampaign();
    const ids = await demoPlayersByExclusion();
    const res = await admin({
      method: 'PATCH',
      url: `/v1/player/target-groups/${groupId}/`,
      payload: { manually_added_players: [ids.eligible, ids.selfExcluded, ids.blocked] },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json(), {
      manually_added_players: [
        `Player ${ids.selfExcluded} is self-excluded: responsible gambling keeps them out of every campaign.`,
        `Player ${ids.blocked} is blocked: responsible gambling keeps them out of every campaign.`,
      ],
    });
    // Removing them by hand is harmless.
    const removed = await admin({
      method: 'PATCH',
      url: `/v1/player/target-groups/${groupId}/`,
      payload: { manually_removed_players: [ids.selfExcluded] },
    });
    assert.equal(removed.statusCode, 200, removed.body);
  });

  test('a staff opt-in of a self-excluded or blocked player is refused on `player`', async () => {
    const { campaignId } = await newCampaign();
    await app.db.update(campaigns).set({ status: 'AC' }).where(eq(campaigns.id, campaignId));
    const ids = await demoPlayersByExclusion();
    for (const [id, reason] of [
      [ids.selfExcluded, 'self-excluded'],
      [ids.blocked, 'blocked'],
    ] as const) {
      const hash = (await app.repos.players.findById(id))!.hash;
      const res = await admin({
        method: 'POST',
        url: `/v1/campaigns/campaigns/${campaignId}/opt-in/`,
        payload: { player: hash },
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json(), {
        player: [`This player is ${reason}: responsible gambling keeps them out of every campaign.`],
      });
    }
  });

  test('the player answer carries both flags', async () => {
    const ids = await demoPlayersByExclusion();
    const res = await viewer({ method: 'GET', url: `/v1/player/players/?search=${ids.blocked}` });
    const player = res.json().results.find((p: { id: number }) => p.id === ids.blocked);
    assert.equal(player.blocked, true);
    assert.equal(player.self_excluded, false);
  });

  test('a CSV upload reports them apart and adds none of them', async () => {
    const { campaignId, groupId } = await newCampaign();
    const ids = await demoPlayersByExclusion();
    const hashOf = async (id: number) => (await app.repos.players.findById(id))!.hash;
    const file = [await hashOf(ids.eligible), await hashOf(ids.selfExcluded), await hashOf(ids.blocked)].join(
      '\n',
    );
    const res = await admin({
      method: 'POST',
      url: `/v1/campaigns/campaigns/${campaignId}/import-players/`,
      ...multipartBody({
        file: { filename: 'players.csv', content: Buffer.from(file), contentType: 'text/csv' },
      }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const report = res.json();
    assert.equal(report.added, 1);
    assert.deepEqual(report.self_excluded_player_hashes, [await hashOf(ids.selfExcluded)]);
    assert.equal(report.self_excluded_player_hashes_count, 1);
    assert.deepEqual(report.blocked_player_hashes, [await hashOf(ids.blocked)]);
    assert.equal(report.blocked_player_hashes_count, 1);
    const group = (await admin({ method: 'GET', url: `/v1/player/target-groups/${groupId}/` })).json();
    assert.deepEqual(group.manually_added_players, [ids.eligible]);
  });
});
