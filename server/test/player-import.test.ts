import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { players } from '../db/schema';
import { UPLOAD_LIMIT_BYTES } from '../plugins/multipart';
import { IMPORT_MESSAGES, IMPORT_SAMPLE_SIZE, MAX_IMPORT_HASHES } from '../services/player-import';
import { build, multipartBody, signInAs, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;

before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
});

async function newCampaignUrl(): Promise<string> {
  const res = await admin({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: { name: `Import ${Date.now()} ${Math.random()}`, type: 'prizeDrop' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return `/v1/campaigns/campaigns/${res.json().id}/import-players/`;
}

const upload = (url: string, content: Buffer) =>
  admin({
    method: 'POST',
    url,
    ...multipartBody({ file: { filename: 'players.csv', content, contentType: 'text/csv' } }),
  });

/** Runs `work` while asking `/ready/` (which queries the database) every 50 ms; answers its result and the slowest answer. */
async function whileProbingHealth<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  let slowestMs = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/ready/' });
      assert.equal(res.statusCode, 200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await sleep(50);
    }
  })();
  const result = await work.finally(() => {
    done = true;
  });
  await probing;
  return { result, slowestMs };
}

/** `count` distinct strings of `length` characters from [a-z0-9]. */
function shortLines(count: number, length: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < count; i += 1) lines.push(i.toString(36).padStart(length, '0'));
  return lines;
}

describe('players import: large files', () => {
  test('10 MB of ~2 million short lines: other requests answered, a small answer, lines too short are broken', async () => {
    const url = await newCampaignUrl();
    const lines = shortLines(2_000_000, 4);
    const file = Buffer.from(lines.join('\n') + '\n');
    assert.ok(file.length <= UPLOAD_LIMIT_BYTES);
    const { result: res, slowestMs } = await whileProbingHealth(upload(url, file));
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.ok(slowestMs < 1000, `health took ${Math.round(slowestMs)} ms during the import`);
    assert.ok(res.body.length < 20_000, `the answer is ${res.body.length} bytes`);
    const report = res.json();
    assert.equal(report.added, 0);
    assert.equal(report.broken_lines_count, 2_000_000);
    assert.equal(report.broken_lines.length, IMPORT_SAMPLE_SIZE);
    assert.deepEqual(report.broken_lines.slice(0, 3), [1, 2, 3]);
    assert.equal(report.non_existing_player_hashes_count, 0);
  });

  test('10 MB of real and unknown hashes: other requests answered, counts complete, samples capped', async () => {
    const url = await newCampaignUrl();
    // Players no responsible-gambling rule keeps out (those are reported apart).
    const known = (
      await app.db
        .select({ hash: players.hash })
        .from(players)
        .where(sql`not ${players.blocked} and not ${players.selfExcluded}`)
        .orderBy(players.id)
        .limit(20_000)
    ).map((row) => row.hash);
    const unknownCount = Math.floor((UPLOAD_LIMIT_BYTES - known.length * 33 - 200) / 33);
    const unknown = Array.from({ length: unknownCount }, (_, i) => `u${i.toString(16).padStart(31, '0')}`);
    const file = Buffer.from(['hash', ...known, ...unknown, known[0], unknown[0]].join('\n'));
    assert.ok(file.length <= UPLOAD_LIMIT_BYTES, `${file.length}`);
    const { result: res, slowestMs } = await whileProbingHealth(upload(url, file));
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.ok(slowestMs < 1000, `health took ${Math.round(slowestMs)} ms during the import`);
    assert.ok(res.body.length < 40_000, `the answer is ${res.body.length} bytes`);
    const report = res.json();
    assert.equal(report.added, known.length);
    assert.equal(report.non_existing_player_hashes_count, unknownCount);
    assert.equal(report.non_existing_player_hashes.length, IMPORT_SAMPLE_SIZE);
    assert.equal(report.non_existing_player_hashes[0], unknown[0]);
    assert.deepEqual(report.duplicate_player_hashes, [known[0], unknown[0]]);
    assert.equal(report.duplicate_player_hashes_count, 2);
    assert.equal(report.broken_lines_count, 0);
  });

  test(`more than ${MAX_IMPORT_HASHES} distinct hashes: a field error, nothing imported`, async () => {
    const url = await newCampaignUrl();
    const file = Buffer.from(shortLines(MAX_IMPORT_HASHES + 1, 8).join('\n'));
    const res = await upload(url, file);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { file: [IMPORT_MESSAGES.tooManyHashes] });
  });
});

describe('players import: hashes', () => {
  test('a hash has 8 to 128 characters; shorter or longer lines are broken', async () => {
    const url = await newCampaignUrl();
    const file = ['abc1234', 'abcd1234', 'x'.repeat(128), 'x'.repeat(129)].join('\n');
    const report = (await upload(url, Buffer.from(file))).json();
    assert.deepEqual(report.broken_lines, [1, 4]);
    assert.deepEqual(report.non_existing_player_hashes, ['abcd1234', 'x'.repeat(128)]);
  });
});
