import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns } from '../db/schema';
import { buildWithAdminAndViewer, demoPlayerHash, type AuthedInject, userWithPermissions } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression', () => {
  test('JSON answers above 1 kB are gzipped for clients that take it, small ones are not', async () => {
    const plain = await viewer({ method: 'GET', url: '/v1/games/games/?limit=50' });
    assert.equal(plain.headers['content-encoding'], undefined);
    const zipped = await viewer({ method: 'GET', url: '/v1/games/games/?limit=50', headers: GZIP });
    assert.equal(zipped.statusCode, 200);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    // Header names in Vary are case-insensitive (RFC 9110); @fastify/compress writes them lower-case.
    assert.match(String(zipped.headers.vary), /accept-encoding/i);
    assert.ok(zipped.rawPayload.length < plain.rawPayload.length / 2);
    assert.deepEqual(JSON.parse(gunzipSync(zipped.rawPayload).toString()), plain.json());

    const refused = await viewer({
      method: 'GET',
      url: '/v1/games/games/?limit=50',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    assert.equal(refused.headers['content-encoding'], undefined);
    const small = await viewer({ method: 'GET', url: '/v1/auth/mfa/', headers: GZIP });
    assert.equal(small.headers['content-encoding'], undefined);
  });
});

describe('every game at once (all=true)', () => {
  test('an ETag; 304 while no game changes; a new body once one does', async () => {
    const url = '/v1/games/games/?all=true';
    const first = await viewer({ method: 'GET', url });
    assert.equal(first.statusCode, 200);
    const etag = first.headers.etag as string;
    assert.match(etag, /^W\/".+"$/);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    const body = first.json() as { results: Array<{ id: number; name: string }>; provider: string[] };
    assert.ok(body.results.length > 100);
    assert.ok(body.provider.length > 0);

    const again = await viewer({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const zipped = await viewer({ method: 'GET', url, headers: GZIP });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(zipped.rawPayload).toString()), body);

    const game = body.results[0];
    const patched = await admin({
      method: 'PATCH',
      url: `/v1/games/games/${game.id}/`,
      payload: { name: `${game.name} (renamed)` },
    });
    assert.equal(patched.statusCode, 200);
    const changed = await viewer({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    const renamed = (changed.json() as typeof body).results.find((row) => row.id === game.id);
    assert.equal(renamed?.name, `${game.name} (renamed)`);

    // A change made elsewhere (another API process, a script) is seen too: the check reads the database.
    await app.db.execute(sql`update games set name = name || ' (elsewhere)' where id = ${game.id}`);
    const elsewhere = await viewer({
      method: 'GET',
      url,
      headers: { 'if-none-match': changed.headers.etag },
    });
    assert.equal(elsewhere.statusCode, 200);

    // Filters are answered on their own, and permission is still checked on each request.
    const filtered = (await viewer({ method: 'GET', url: `${url}&provider=NetEnt` })).json() as typeof body;
    assert.ok(filtered.results.length < body.results.length);
    const { inject: noGames } = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    assert.equal((await noGames({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode, 403);
  });
});

describe('the players list at depth', () => {
  type PlayerPage = {
    count: number;
    count_is_estimate: boolean;
    next: string | null;
    results: Array<{ id: number; hash: string }>;
  };
  const page = async (query: string) =>
    (await viewer({ method: 'GET', url: `/v1/player/players/?${query}` })).json() as PlayerPage;

  test('exact counts up to the limit, an estimate past it; deep pages match shallow ordering', async () => {
    const all = await page('limit=10');
    assert.equal(all.count_is_estimate, true);
    assert.ok(all.count > 10_000);

    const found = await page(`search=${demoPlayerHash(4321)}`);
    assert.equal(found.count_is_estimate, false);
    assert.equal(found.count, 1);
    assert.equal(found.results[0].id, 4321);
    const someHashes = await page('search=abc&limit=5');
    assert.equal(someHashes.count_is_estimate, false);
    assert.ok(someHashes.results.every((player) => player.hash.includes('abc')));

    const deep = await page('limit=10&offset=40000');
    assert.deepEqual(
      deep.results.map((player) => player.id),
      Array.from({ length: 10 }, (_, i) => 40_001 + i),
    );
    // Offset 1000 is the first deep page; 997 still counts rows off the plain way.
    const deepByHash = await page('limit=3&offset=1000&order_by=-hash');
    const shallowByHash = await page('limit=6&offset=997&order_by=-hash');
    assert.deepEqual(deepByHash.results, shallowByHash.results.slice(3));

    // The last page knows the exact count; past the end there is nothing, still with a count.
    const last = await page('limit=10&offset=49995');
    assert.equal(last.results.length, 5);
    assert.equal(last.count, 50_000);
    assert.equal(last.count_is_estimate, false);
    assert.equal(last.next, null);
    const beyond = await page('limit=10&offset=60000');
    assert.deepEqual(beyond.results, []);
    assert.equal(beyond.count_is_estimate, true);
  });

  test('deep pages by id start from kept boundaries: the same rows as a walk, and a change is seen at once', async () => {
    const walked = async (where: string, order: 'asc' | 'desc', offset: number, limit: number) => {
      const result = await app.db.execute(
        sql.raw(`select id from players where ${where} order by id ${order} limit ${limit} offset ${offset}`),
      );
      return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
    };
    const ids = async (query: string) => (await page(query)).results.map((player) => player.id);
    for (const offset of [999, 1000, 1001, 2999, 40_000, 49_995]) {
      assert.deepEqual(await ids(`limit=10&offset=${offset}`), await walked('true', 'asc', offset, 10));
      assert.deepEqual(
        await ids(`limit=7&offset=${offset}&order_by=-id`),
        await walked('true', 'desc', offset, 7),
      );
    }
    assert.deepEqual(
      await ids('limit=10&offset=5000&markets=DE,SE'),
      await walked(`market in ('DE', 'SE')`, 'asc', 5000, 10),
    );

    // A player with the lowest id moves every later one a row down, at once; removed, back up.
    const before = await ids('limit=3&offset=40000');
    await app.db.execute(sql`insert into players (id, hash) values (-1, 'boundary-test-player')`);
    try {
      assert.deepEqual(await ids('limit=3&offset=40000'), [before[0] - 1, ...before.slice(0, 2)]);
    } finally {
      await app.db.execute(sql`delete from players where id = -1`);
    }
    assert.deepEqual(await ids('limit=3&offset=40000'), before);
  });
});

describe('the campaign list in one statement', () => {
  test('a page carries the same counts and creators as the separate queries an empty page runs', async () => {
    for (const query of ['is_template=false', 'is_template=true', 'status=AC,FI&search=e', 'type=race']) {
      const url = `/v1/campaigns/campaigns/?${query}&limit=2`;
      const page = (await admin({ method: 'GET', url })).json();
      const beyond = (await admin({ method: 'GET', url: `${url}&offset=100000` })).json();
      assert.ok(page.results.length > 0, query);
      assert.deepEqual(beyond.results, []);
      assert.deepEqual(page.statistics, beyond.statistics, query);
      assert.deepEqual(page.creators, beyond.creators, query);
      assert.equal(page.count, beyond.count, query);
    }
  });
});

describe('the campaign list side data kept by the embedded database', () => {
  test('a campaign written without the API and a renamed creator show on the next page', async () => {
    const url = '/v1/campaigns/campaigns/?is_template=false&limit=2';
    const first = (await admin({ method: 'GET', url })).json();
    const creator = first.creators[0] as { id: number; name: string };
    const [row] = await app.db
      .insert(campaigns)
      .values({ name: 'Written elsewhere', type: 'race', status: 'SC', creatorId: creator.id })
      .returning({ id: campaigns.id });
    try {
      const second = (await admin({ method: 'GET', url })).json();
      assert.equal(second.count, first.count + 1);
      assert.equal(second.statistics.SC, first.statistics.SC + 1);
      assert.equal(second.results[0].id, row.id);
      const user = (await app.repos.users.findById(creator.id))!;
      await app.db.execute(
        sql`update users set first_name = 'Renamed', last_name = 'Creator' where id = ${creator.id}`,
      );
      try {
        const third = (await admin({ method: 'GET', url })).json();
        assert.ok(third.creators.some((one: { name: string }) => one.name === 'Renamed Creator'));
      } finally {
        await app.db.execute(
          sql`update users set first_name = ${user.firstName}, last_name = ${user.lastName} where id = ${creator.id}`,
        );
      }
    } finally {
      await app.db.delete(campaigns).where(eq(campaigns.id, row.id));
    }
    const after = (await admin({ method: 'GET', url })).json();
    assert.equal(after.count, first.count);
  });
});

describe('the per-request user lookup', () => {
  test('a permission taken away and a block apply to the very next request', async () => {
    const member = await userWithPermissions(app, [PERMISSIONS.viewGame]);
    assert.equal((await member.inject({ method: 'GET', url: '/v1/games/games/' })).statusCode, 200);
    const groups = await app.repos.users.groupIdsOf([member.user.id]);
    await app.repos.users.setGroups(member.user.id, []);
    assert.equal((await member.inject({ method: 'GET', url: '/v1/games/games/' })).statusCode, 403);
    await app.repos.users.setGroups(member.user.id, groups.get(member.user.id) ?? []);
    assert.equal((await member.inject({ method: 'GET', url: '/v1/games/games/' })).statusCode, 200);
    await app.repos.users.setStatus(member.user.id, 'BL');
    const blocked = await member.inject({ method: 'GET', url: '/v1/auth/me/' });
    assert.equal(blocked.statusCode, 401);
    assert.equal(blocked.json().code, 'user_inactive');
  });

  test('a signed-out session is refused at once', async () => {
    const member = await userWithPermissions(app, []);
    assert.equal((await member.inject({ method: 'GET', url: '/v1/auth/me/' })).statusCode, 200);
    assert.equal((await member.inject({ method: 'POST', url: '/v1/auth/logout/' })).statusCode, 204);
    const after = await member.inject({ method: 'GET', url: '/v1/auth/me/' });
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().code, 'token_not_valid');
  });
});
