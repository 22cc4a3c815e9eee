import assert from 'node:assert/strict';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build as buildApp } from '../app';
import { openDatabase, type DbHandle } from '../db/client';
import { games, players } from '../db/schema';
import { withLiterals } from '../lib/csv-copy';
import { freshDatabase, type ScratchDatabase } from './databases';
import { ensureBaseData } from '../seed/base';
import { seedDemoContent } from '../seed/demo-content';
import { createUser, injectWithLogin, testConfig, uniqueIp, type AuthedInject } from './helpers';

/**
 * CSV exports on PostgreSQL stream one `COPY … TO STDOUT` with each line built in SQL; the embedded
 * database reads keyset pages and builds lines in JavaScript. Both must give the same bytes: an app
 * without `copyTo` (the paged path) and one with it answer every export here, on the demo players and
 * games plus rows made to trip every CSV rule. Runs only with TEST_DATABASE_URL (see
 * notifications-pg.test.ts); skipped otherwise.
 */
const url = process.env.TEST_DATABASE_URL?.trim();

/** Cells that exercise quoting, formula neutralising, list joining, escapes and UTF-8. */
const AWKWARD = [
  '=1+2',
  '+49 123',
  '-5',
  '@SUM(A1)',
  '\tstarts with a tab',
  '\rstarts with a return',
  'a;=1+2',
  'comma, inside',
  'quote " inside',
  'back\\slash \\n not a newline',
  'line\nbreak',
  'carriage\rreturn',
  'tab\tinside',
  'control \u0008\u000b\u000c chars',
  'émoji 🎰 ünïcode',
  '',
];

describe('CSV exports by COPY (PostgreSQL)', { skip: url ? false : 'TEST_DATABASE_URL is not set' }, () => {
  let database: DbHandle;
  let copying: FastifyInstance;
  let paged: FastifyInstance;
  let viaCopy: AuthedInject;
  let viaPages: AuthedInject;
  let scratch: ScratchDatabase;
  let madePlayers: number[] = [];

  before(async () => {
    scratch = await freshDatabase(url ?? '', 'exports');
    const config = testConfig({ DATABASE_URL: scratch.url });
    database = await openDatabase(config);
    await database.migrate();
    await ensureBaseData(database.db, config);
    await seedDemoContent(database.db, 'nobody@example.com', { games: 300, players: 3000 });
    assert.ok(database.copyTo);
    copying = await buildApp(config, { db: database });
    paged = await buildApp(config, { db: { ...database, copyTo: undefined } });
    const { email, password } = await createUser(copying, { isSuperuser: true });
    viaCopy = await injectWithLogin(copying, email, password, { remoteAddress: uniqueIp() });
    viaPages = await injectWithLogin(paged, email, password, { remoteAddress: uniqueIp() });

    const rows = await database.db
      .insert(players)
      .values(
        AWKWARD.map((text, i) => ({
          hash: `${text} #${i} ${Date.now()}`,
          currency: text,
          market: i % 2 ? text : 'DE',
          vipLevel: text,
          affiliate: i % 3 ? text : null,
          customerState: text,
          segments: i % 4 === 0 ? [] : [text, `=seg${i}`, 'plain', 'semi;colon'],
          // Odd fractions of a second: milliseconds are cut, as the drivers read them.
          registered: sql`timestamptz '2030-01-02 03:04:05.999999+00' - ${i} * interval '1 day 1.0005 seconds'`,
        })),
      )
      .returning({ id: players.id });
    madePlayers = rows.map((row) => row.id);
    await database.db.insert(games).values(
      AWKWARD.map((text, i) => ({
        name: `${text} game ${i}`,
        provider: text,
        category: text,
        themes: i % 2 ? [text] : [],
        features: ['-x', text],
        deviceTypes: ['mobile'],
        image: i % 3 ? text : null,
        existsInExternalApi: i % 2 === 0,
      })),
    );
  });

  after(async () => {
    await copying?.close();
    await paged?.close();
    await database?.close();
    await scratch?.drop();
  });

  /** The export from both apps: same status, headers and bytes. */
  async function same(path: string): Promise<string> {
    const [copied, read] = await Promise.all([
      viaCopy({ method: 'GET', url: path }),
      viaPages({ method: 'GET', url: path }),
    ]);
    assert.equal(copied.statusCode, 200, copied.body);
    assert.equal(read.statusCode, 200, read.body);
    for (const header of ['content-type', 'content-disposition', 'cache-control'])
      assert.equal(copied.headers[header], read.headers[header], header);
    assert.equal(copied.body.length, read.body.length, path);
    assert.ok(copied.rawPayload.equals(read.rawPayload), path);
    return copied.body;
  }

  test('the players export: the same bytes, every rule kept, with and without filters', async () => {
    const all = await same('/v1/player/players/export-players/');
    assert.ok(
      all.startsWith('id,hash,currency,market,vip_level,affiliate,customer_state,segments,registered\r\n'),
    );
    assert.ok(all.split('\r\n').length > 3000);
    assert.match(all, /;'=seg\d+;plain;semi;colon"/);
    assert.match(all, /,2030-01-02T03:04:05\.999Z\r\n/);
    for (const query of [
      'markets=DE&vip_levels=Gold',
      `search=${encodeURIComponent('quote " inside')}`,
      `search=${encodeURIComponent("it's a \\ back'slash")}`,
      `segments=${encodeURIComponent('semi;colon')}`,
      'search=1234',
    ])
      await same(`/v1/player/players/export-players/?${query}`);
  });

  test('a target group export and the games exports: the same bytes', async () => {
    const campaign = await viaCopy({
      method: 'POST',
      url: '/v1/campaigns/campaigns/',
      payload: { name: `COPY export ${Date.now()}`, type: 'prizeDrop' },
    });
    assert.equal(campaign.statusCode, 201, campaign.body);
    const group = campaign.json().target_group as number;
    const patched = await viaCopy({
      method: 'PATCH',
      url: `/v1/player/target-groups/${group}/`,
      payload: { filters: { markets: ['SE'] }, manually_added_players: madePlayers.slice(0, 3) },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    await same(`/v1/player/target-groups/${group}/export-players/`);

    const gamesCsv = await same('/v1/games/games/export-games/');
    assert.match(gamesCsv, /\d,'=1\+2 game 0,'=1\+2,'=1\+2,,"'-x;'=1\+2",mobile,,true\r\n/);
    await same(
      `/v1/games/games/export-games/?search=${encodeURIComponent('quote " inside')}&device_type=mobile`,
    );
  });

  test('an abandoned download gives its connection back: more exports than connections still run', async () => {
    await copying.listen({ port: 0, host: '127.0.0.1' });
    const { port } = copying.server.address() as AddressInfo;
    const abandon = () =>
      new Promise<void>((resolve, reject) => {
        const req = httpGet(
          {
            host: '127.0.0.1',
            port,
            path: '/v1/player/players/export-players/',
            headers: { authorization: `JWT ${viaCopy.access}` },
          },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ECONNRESET' ? resolve() : reject(error),
        );
      });
    // Enough rows that the copy is still running when the client goes (20 MB of CSV). They stay: the
    // database is dropped with the test (deleting 200,000 players row by row takes minutes).
    await database.db.execute(
      sql`insert into players (hash) select 'abandoned-download-' || i from generate_series(1, 200000) as i`,
    );
    for (let i = 0; i < 6; i += 1) await abandon();
    for (let i = 0; i < 6; i += 1) {
      const res = await viaCopy({ method: 'GET', url: '/v1/games/games/export-games/?category=slots' });
      assert.equal(res.statusCode, 200);
    }
    const copies = async () =>
      (
        (await database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like 'copy (%'`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0].n;
    for (let wait = 0; wait < 50 && (await copies()) > 0; wait += 1) await sleep(100);
    assert.equal(await copies(), 0);
  });

  test('a NUL byte in a filter is refused before the CSV starts', async () => {
    const res = await viaCopy({ method: 'GET', url: '/v1/player/players/export-players/?search=a%00b' });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().search);
  });

  test('parameters become literals only outside quoted text, read back as sent', async () => {
    const text = withLiterals({
      sql: `select $1::text as a, $2::int as b, $3::boolean as c, $4::text as d, $5::text[] as e, '$1' as "$2"`,
      params: ["it's \\ here", 2, true, null, ['a"b', 'c\\d', null, 'x,y', '{}']],
    });
    const result = await database.db.execute(sql.raw(text));
    assert.deepEqual((result as unknown as { rows: unknown[] }).rows, [
      { a: "it's \\ here", b: 2, c: true, d: null, e: ['a"b', 'c\\d', null, 'x,y', '{}'], $2: '$1' },
    ]);
  });
});
