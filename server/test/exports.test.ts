import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns } from '../db/schema';
import { csvCell, csvLine } from '../lib/csv';
import { UPLOAD_LIMIT_BYTES } from '../plugins/multipart';
import {
  build,
  daysFromNow,
  demoPlayerHash,
  DEMO_USERS,
  multipartBody,
  type MultipartFilePart,
  signInAs,
  parseCsv,
  type AuthedInject,
  userWithPermissions,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;
let adminId: number;

before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
  viewer = await signInAs(app, 'viewer');
  adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
});

/** A CSV file part of an import (sent as text/csv). */
const csvFile = (filename: string, content: Buffer): MultipartFilePart => ({
  filename,
  content,
  contentType: 'text/csv',
});

async function newCampaign(extra: Record<string, unknown> = {}) {
  const res = await admin({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: { name: `Files ${Date.now()} ${Math.random()}`, type: 'prizeDrop', ...extra },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string; target_group: number };
}

describe('CSV cells', () => {
  test('formulas are neutralised, then quoted when needed', () => {
    assert.equal(csvCell('=1+1'), "'=1+1");
    assert.equal(csvCell('+49 123'), "'+49 123");
    assert.equal(csvCell('-5'), "'-5");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\tx'), "'\tx");
    assert.equal(csvCell('\rx'), `"'\rx"`);
    assert.equal(csvCell('=HYPERLINK("x","y")'), `"'=HYPERLINK(""x"",""y"")"`);
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(true), 'true');
    assert.equal(csvCell(['a', 'b']), '"a;b"');
    // A semicolon-delimited spreadsheet splits on `;`: such cells are quoted, list items neutralised.
    assert.equal(csvCell('a;=1+2'), '"a;=1+2"');
    assert.equal(csvCell(['a', '=1+2', '@x']), `"a;'=1+2;'@x"`);
    assert.equal(csvCell('-1;+2'), `"'-1;+2"`);
    assert.equal(csvCell(new Date('2030-01-02T03:04:05Z')), '2030-01-02T03:04:05.000Z');
    assert.equal(csvLine(['1', '=x']), "1,'=x\r\n");
  });
});

describe('import-players (multipart)', () => {
  const A = demoPlayerHash(101);
  const B = demoPlayerHash(102);
  const C = demoPlayerHash(104); // 103 is self-excluded
  const playerId = async (hash: string) => (await app.repos.players.findByHash(hash))!.id;

  test('report: added, broken lines, duplicates, unknown hashes, and the already-manually notices', async () => {
    const campaign = await newCampaign();
    const url = `/v1/campaigns/campaigns/${campaign.id}/import-players/`;
    const file = ['hash', A, B, '', A, 'not-a-player', 'x,y', 'has space', `"${B}"`, ''].join('\n');
    let res = await admin({
      method: 'POST',
      url,
      ...multipartBody({ file: csvFile('players.csv', Buffer.from(file)) }),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), {
      added: 2,
      broken_lines: [7, 8],
      broken_lines_count: 2,
      duplicate_player_hashes: [A, B],
      duplicate_player_hashes_count: 2,
      non_existing_player_hashes: ['not-a-player'],
      non_existing_player_hashes_count: 1,
      self_excluded_player_hashes: [],
      self_excluded_player_hashes_count: 0,
      blocked_player_hashes: [],
      blocked_player_hashes_count: 0,
      already_manually_added_players: [],
      already_manually_added_players_count: 0,
      already_manually_removed_players: [],
      already_manually_removed_players_count: 0,
    });
    let group = (
      await admin({ method: 'GET', url: `/v1/player/target-groups/${campaign.target_group}/` })
    ).json();
    assert.deepEqual(group.manually_added_players, [await playerId(A), await playerId(B)]);

    // Removing A (manually added) is refused and reported; C is removed.
    res = await admin({
      method: 'POST',
      url,
      ...multipartBody({
        type: 'removed_players',
        file: csvFile('r.csv', Buffer.from(`${A}\r\n${C}\r\n`)),
      }),
    });
    assert.deepEqual(res.json(), {
      added: 1,
      broken_lines: [],
      broken_lines_count: 0,
      duplicate_player_hashes: [],
      duplicate_player_hashes_count: 0,
      non_existing_player_hashes: [],
      non_existing_player_hashes_count: 0,
      self_excluded_player_hashes: [],
      self_excluded_player_hashes_count: 0,
      blocked_player_hashes: [],
      blocked_player_hashes_count: 0,
      already_manually_added_players: [await playerId(A)],
      already_manually_added_players_count: 1,
      already_manually_removed_players: [],
      already_manually_removed_players_count: 0,
    });
    // Adding C (manually removed) is refused and reported; importing A again adds nothing.
    res = await admin({
      method: 'POST',
      url,
      ...multipartBody({ file: csvFile('a.csv', Buffer.from(`${C}\n${A}\n`)), type: 'players' }),
    });
    assert.deepEqual(res.json(), {
      added: 0,
      broken_lines: [],
      broken_lines_count: 0,
      duplicate_player_hashes: [],
      duplicate_player_hashes_count: 0,
      non_existing_player_hashes: [],
      non_existing_player_hashes_count: 0,
      self_excluded_player_hashes: [],
      self_excluded_player_hashes_count: 0,
      blocked_player_hashes: [],
      blocked_player_hashes_count: 0,
      already_manually_added_players: [],
      already_manually_added_players_count: 0,
      already_manually_removed_players: [await playerId(C)],
      already_manually_removed_players_count: 1,
    });
    group = (
      await admin({ method: 'GET', url: `/v1/player/target-groups/${campaign.target_group}/` })
    ).json();
    assert.deepEqual(group.manually_removed_players, [await playerId(C)]);
    assert.equal(group.numbers_manually_added_players, 2);
    // Every player but C and those responsible gambling leaves out.
    const eligible = await app.repos.players.audience(
      { id: campaign.target_group, filters: {} },
      {
        filters: {},
        manuallyAddedPlayers: [],
        manuallyRemovedPlayers: [],
      },
    );
    assert.equal(group.players_count, eligible.players - 1);

    const notes = await app.repos.notifications.listForUser(adminId);
    const note = notes.find((n) => n.title === `Player import finished with errors: ${campaign.name}`);
    assert.ok(note);
    assert.equal(note.url, `/campaigns/edit?id=${campaign.id}`);
    assert.equal(note.kind, 'players_refused', 'refused lines are an alert');
  });

  test('a clean import notifies nobody', async () => {
    const campaign = await newCampaign();
    const before = (await app.repos.notifications.listForUser(adminId)).length;
    const res = await admin({
      method: 'POST',
      url: `/v1/campaigns/campaigns/${campaign.id}/import-players/`,
      ...multipartBody({ file: csvFile('ok.csv', Buffer.from(`${demoPlayerHash(5)}\n`)) }),
    });
    assert.equal(res.json().added, 1);
    assert.equal((await app.repos.notifications.listForUser(adminId)).length, before);
  });

  test('10 MB limit (10485760 bytes): at the limit accepted, one byte more → 400', async () => {
    const campaign = await newCampaign();
    const url = `/v1/campaigns/campaigns/${campaign.id}/import-players/`;
    const head = Buffer.from(`hash\n${demoPlayerHash(9)}\n`);
    const atLimit = Buffer.concat([head, Buffer.alloc(UPLOAD_LIMIT_BYTES - head.length, ' ')]);
    assert.equal(atLimit.length, 10485760);
    let res = await admin({
      method: 'POST',
      url,
      ...multipartBody({ file: csvFile('big.csv', atLimit) }),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().added, 1);
    res = await admin({
      method: 'POST',
      url,
      ...multipartBody({ file: csvFile('big.csv', Buffer.concat([atLimit, Buffer.from(' ')])) }),
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { file: ['The file is larger than 10 MB.'] });
  });

  test('bad requests, status rules and permissions', async () => {
    const campaign = await newCampaign();
    const url = `/v1/campaigns/campaigns/${campaign.id}/import-players/`;
    let res = await admin({ method: 'POST', url, ...multipartBody({ type: 'players' }) });
    assert.deepEqual(res.json(), { file: ['No file was submitted.'] });
    res = await admin({ method: 'POST', url, payload: {} });
    assert.deepEqual(res.json(), { file: ['No file was submitted.'] });
    res = await admin({
      method: 'POST',
      url,
      ...multipartBody({ type: 'everyone', file: csvFile('x.csv', Buffer.from('x')) }),
    });
    assert.deepEqual(res.json(), { type: ['"everyone" is not a valid choice.'] });
    const body = multipartBody({ file: csvFile('x.csv', Buffer.from(demoPlayerHash(1))) });
    assert.equal((await viewer({ method: 'POST', url, ...body })).statusCode, 403);
    assert.equal(
      (await admin({ method: 'POST', url: '/v1/campaigns/campaigns/999999/import-players/', ...body }))
        .statusCode,
      404,
    );
    await app.db.update(campaigns).set({ status: 'AC' }).where(eq(campaigns.id, campaign.id));
    res = await admin({ method: 'POST', url, ...body });
    assert.deepEqual(res.json(), {
      non_field_errors: ['An active campaign cannot be edited: editing active campaigns is turned off.'],
    });
  });
});

describe('campaign exports and reports', () => {
  test('export-campaigns and the report: same filters as the list, formulas neutralised', async () => {
    const tag = `Exp${Date.now()}`;
    const names = [`=cmd|' /C calc'!A0 ${tag}`, `+${tag}`, `-${tag}`, `@${tag}`, `plain, "quoted" ${tag}`];
    for (const name of names)
      await newCampaign({ name, start_date: daysFromNow(3), end_date: daysFromNow(9) });
    for (const url of ['/v1/campaigns/campaigns/export-campaigns/', '/v1/reports/campaigns/export/']) {
      const res = await viewer({ method: 'GET', url: `${url}?search=${tag}&type=prizeDrop` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-disposition'], 'attachment; filename="campaigns_report.csv"');
      assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
      const rows = parseCsv(res.body);
      assert.equal(rows[0][0], 'id');
      assert.equal(rows.length, 1 + names.length);
      assert.deepEqual(
        rows
          .slice(1)
          .map((row) => row[1])
          .sort(),
        [`'=cmd|' /C calc'!A0 ${tag}`, `'+${tag}`, `'-${tag}`, `'@${tag}`, `plain, "quoted" ${tag}`].sort(),
      );
      // Newest first.
      const ids = rows.slice(1).map((row) => Number(row[0]));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      if (url.includes('reports'))
        assert.deepEqual(rows[0].slice(-3), ['participants', 'completions', 'prizes_paid']);
    }
    const count = await viewer({ method: 'GET', url: `/v1/reports/campaigns/count/?search=${tag}` });
    assert.deepEqual(count.json(), { count: names.length });
    const list = await viewer({ method: 'GET', url: `/v1/campaigns/campaigns/?search=${tag}` });
    assert.equal(list.json().count, names.length);
    const bad = await viewer({ method: 'GET', url: '/v1/reports/campaigns/export/?status=NOPE' });
    assert.equal(bad.statusCode, 400);
    const nobody = await userWithPermissions(app, [PERMISSIONS.viewGame]);
    assert.equal(
      (await nobody.inject({ method: 'GET', url: '/v1/reports/campaigns/count/' })).statusCode,
      403,
    );
    assert.equal(
      (await nobody.inject({ method: 'GET', url: '/v1/reports/campaigns/export/' })).statusCode,
      403,
    );
  });

  test('the report carries participations', async () => {
    const [finished] = await app.repos.campaigns.list(
      { statuses: ['FI'], isTemplate: false, orderBy: 'id' },
      { limit: 1, offset: 0 },
    );
    const stats = (
      await viewer({ method: 'GET', url: `/v1/campaigns/campaigns/${finished.id}/statistics/` })
    ).json();
    const report = parseCsv(
      (
        await viewer({
          method: 'GET',
          url: `/v1/reports/campaigns/export/?search=${encodeURIComponent(finished.name)}`,
        })
      ).body,
    );
    const row = report.find((r) => r[0] === String(finished.id))!;
    assert.equal(Number(row[row.length - 3]), stats.participants);
    assert.equal(Number(row[row.length - 1]), stats.prizes_paid);
  });

  test('the games of a campaign’s tasks', async () => {
    const made = await newCampaign({
      type: 'mission',
      mission: {
        tasks: [
          { type: 'gameplay', rounds: 5, mode: 'times', times: 2, games: [30, 10] },
          { type: 'turnover', amount: 100, games: [20, 10] },
        ],
      },
    });
    const res = await viewer({ method: 'GET', url: `/v1/campaigns/campaigns/${made.id}/export-games/` });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-disposition'], `attachment; filename="campaign_${made.id}_games.csv"`);
    assert.deepEqual(
      parseCsv(res.body)
        .slice(1)
        .map((row) => row[0]),
      ['10', '20', '30'],
    );
    assert.equal(
      (await viewer({ method: 'GET', url: '/v1/campaigns/campaigns/999999/export-games/' })).statusCode,
      404,
    );
  });

  test('100,000 rows stream with flat memory, every formula cell neutralised', async (t) => {
    const ROWS = 100_000;
    const tag = `Bulk${Date.now()}`;
    const t0 = Date.now();
    await app.db.execute(sql`
      insert into ${campaigns} (name, type, status, creator_id, start_date, end_date, titles)
      select
        (case i % 7 when 0 then '=' when 1 then '+' when 2 then '-' when 3 then '@' when 4 then chr(9)
          when 5 then chr(13) else '' end) || ${tag} || ' ' || i || ' ' || repeat('x', 40),
        'race', 'DR', ${adminId}, now() + i * interval '1 minute', now() + i * interval '1 minute' + interval '7 days',
        '{"en": "bulk"}'::jsonb
      from generate_series(1, ${ROWS}) as i`);

    // Fresh planner statistics, as PostgreSQL's autovacuum (or our start-up housekeeping) would give.
    await app.db.execute(sql`analyze ${campaigns}`);
    t.diagnostic(`inserted in ${Date.now() - t0} ms`);
    const t1 = Date.now();
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    gc();
    const start = process.memoryUsage();
    let peakHeap = start.heapUsed;
    let peakRss = start.rss;
    let bytes = 0;
    let lines = 0;
    let unsafe = 0;
    let neutralised = 0;
    let rest = '';
    let sinceGc = 0;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/v1/campaigns/campaigns/export-campaigns/?search=${tag}`,
          headers: { authorization: `JWT ${admin.access}` },
        },
        (res) => {
          assert.equal(res.statusCode, 200);
          assert.equal(res.headers['content-disposition'], 'attachment; filename="campaigns_report.csv"');
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            bytes += Buffer.byteLength(chunk);
            const parts = (rest + chunk).split('\r\n');
            rest = parts.pop() ?? '';
            for (const line of parts) {
              lines += 1;
              if (lines === 1) continue;
              // The name is the second cell (the id before it is a number): quoted or not, it must not
              // start with a formula character.
              const cell = line.slice(line.indexOf(',') + 1);
              const text = cell.startsWith('"') ? cell.slice(1) : cell;
              if (/^[=+\-@\t\r]/.test(text)) unsafe += 1;
              if (text.startsWith("'")) neutralised += 1;
            }
            sinceGc += chunk.length;
            if (sinceGc > 4_000_000) {
              sinceGc = 0;
              gc();
              const now = process.memoryUsage();
              peakHeap = Math.max(peakHeap, now.heapUsed);
              peakRss = Math.max(peakRss, now.rss);
            }
          });
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    t.diagnostic(`streamed in ${Date.now() - t1} ms`);
    gc();
    const end = process.memoryUsage();
    const heapGrowth = peakHeap - start.heapUsed;
    const rssGrowth = peakRss - start.rss;
    assert.equal(lines, ROWS + 1);
    assert.equal(unsafe, 0);
    let formulas = 0;
    for (let i = 1; i <= ROWS; i += 1) if (i % 7 !== 6) formulas += 1;
    assert.equal(neutralised, formulas);
    // Buffering would hold the whole CSV (≈ bytes, twice as UTF-16 strings) plus 100,000 row objects;
    // streaming holds about one page of 1,000 rows.
    assert.ok(bytes > 12_000_000, `exported ${bytes} bytes`);
    assert.ok(
      heapGrowth < 16 * 1024 * 1024,
      `heap grew by ${heapGrowth} bytes while streaming ${bytes} bytes`,
    );
    assert.ok(heapGrowth < bytes / 2, `heap grew by ${heapGrowth} bytes while streaming ${bytes} bytes`);
    assert.ok(rssGrowth < 64 * 1024 * 1024, `rss grew by ${rssGrowth} bytes`);
    t.diagnostic(
      `streamed ${bytes} bytes; heap +${(heapGrowth / 1048576).toFixed(1)} MiB (peak), rss +${(rssGrowth / 1048576).toFixed(1)} MiB (peak), heap after ${((end.heapUsed - start.heapUsed) / 1048576).toFixed(1)} MiB`,
    );
  });
});
