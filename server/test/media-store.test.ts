import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { galleryPhotoKey } from '../lib/media-store';
import { UPLOAD_LIMIT_BYTES } from '../plugins/multipart';
import { gradientPng } from '../seed/demo-gallery';
import { build, multipartBody, signInAs, testConfig, type AuthedInject } from './helpers';

const PHOTOS = '/v1/gallery/photo/';
const mediaDir = testConfig().mediaDir;

let app: FastifyInstance;
let admin: AuthedInject;
let base: string;
before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** A PNG signature followed by `size` bytes in all: an "image" as large as a test needs. */
function largePng(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  gradientPng(2, 2, [0, 0, 0]).copy(bytes, 0, 0, 16);
  return bytes;
}

async function upload(content: Buffer) {
  const body = multipartBody({ photo: { filename: 'big.png', content, contentType: 'image/png' } });
  return admin({ method: 'POST', url: PHOTOS, ...body });
}

const mediaPath = (url: string) => new URL(url).pathname;
const healthMs = async () => {
  const started = performance.now();
  assert.equal((await fetch(`${base}/health/`)).status, 200);
  return performance.now() - started;
};

describe('photos in the media store', () => {
  test('an upload is written to MEDIA_DIR, not the database; served with ETag, 304 and ranges', async () => {
    const content = largePng(50_000);
    const res = await upload(content);
    assert.equal(res.statusCode, 201, res.body);
    const photo = res.json() as { id: number; photo: string };
    assert.deepEqual(readFileSync(path.join(mediaDir, galleryPhotoKey(photo.id))), content);
    assert.equal(await app.repos.media.galleryPhotoBytes(photo.id), null);

    const url = mediaPath(photo.photo);
    const whole = await app.inject({ method: 'GET', url });
    assert.equal(whole.statusCode, 200);
    assert.deepEqual(whole.rawPayload, content);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    const etag = whole.headers.etag as string;
    assert.equal(
      (await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode,
      304,
    );

    const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 10-19/${content.length}`);
    assert.deepEqual(part.rawPayload, content.subarray(10, 20));
    const tail = await app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    assert.deepEqual(tail.rawPayload, content.subarray(-5));
    const stale = await app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-1', 'if-range': '"old"' },
    });
    assert.equal(stale.statusCode, 200, 'a range of another version sends the whole');
    const outside = await app.inject({ method: 'GET', url, headers: { range: 'bytes=999999-' } });
    assert.equal(outside.statusCode, 416);
    assert.equal(outside.headers['content-range'], `bytes */${content.length}`);

    assert.equal((await admin({ method: 'DELETE', url: `${PHOTOS}${photo.id}/` })).statusCode, 204);
    assert.ok(!existsSync(path.join(mediaDir, galleryPhotoKey(photo.id))));
  });

  test('the demo photos (seeded into the database) are moved to the store on start and still shown', async () => {
    for (let i = 0; i < 100 && (await app.repos.gallery.photosWithBytes(1)).length > 0; i += 1)
      await sleep(100);
    assert.deepEqual(await app.repos.gallery.photosWithBytes(1), []);
    const list = (await admin({ method: 'GET', url: `${PHOTOS}?limit=5` })).json() as {
      results: Array<{ id: number; photo: string; size: number }>;
    };
    assert.ok(list.results.length > 0);
    for (const photo of list.results) {
      const res = await app.inject({ method: 'GET', url: mediaPath(photo.photo) });
      assert.equal(res.statusCode, 200);
      assert.equal(res.rawPayload.length, photo.size);
      assert.ok(existsSync(path.join(mediaDir, galleryPhotoKey(photo.id))));
    }
  });

  test('a file over 10 MB is a field error and leaves nothing behind', async () => {
    const res = await upload(largePng(UPLOAD_LIMIT_BYTES + 1024));
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().photo);
    assert.deepEqual(readdirSync(path.join(mediaDir, 'tmp')), []);
  });

  test('ten parallel downloads and five parallel uploads of 8 MB photos: /health/ stays under a second', async () => {
    const size = 8 * 1024 * 1024;
    const { photo } = (await upload(largePng(size))).json() as { photo: string };
    await healthMs();
    // The load comes from another process: this one measures only the server.
    const downloads = inChild(
      `
      const sizes = await Promise.all(Array.from({ length: 10 }, () =>
        fetch(process.env.URL).then((res) => res.arrayBuffer()).then((body) => body.byteLength)));
      console.log(JSON.stringify(sizes));`,
      { URL: `${base}${mediaPath(photo)}` },
    );
    const during: number[] = [];
    for (let i = 0; i < 4; i += 1) during.push(await healthMs());
    assert.deepEqual(await downloads, Array(10).fill(size));

    const uploads = inChild(
      `
      const bytes = Buffer.alloc(${size}, 7);
      Buffer.from(process.env.HEAD, 'hex').copy(bytes);
      const statuses = await Promise.all(Array.from({ length: 5 }, () => {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type: 'image/png' }), 'big.png');
        return fetch(process.env.URL, { method: 'POST', body: form, headers: { authorization: process.env.AUTH } })
          .then((res) => res.status);
      }));
      console.log(JSON.stringify(statuses));`,
      {
        URL: `${base}${PHOTOS}`,
        AUTH: `JWT ${admin.access}`,
        HEAD: largePng(16).toString('hex'),
      },
    );
    for (let i = 0; i < 4; i += 1) during.push(await healthMs());
    assert.deepEqual(await uploads, Array(5).fill(201));
    assert.ok(Math.max(...during) < 1000, `/health/ took ${during.map(Math.round).join(', ')} ms`);
  });
});

/** Runs `body` (an ES module's top level) in a node process of its own; resolves with what it printed, parsed. */
function inChild(body: string, env: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', body], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`)),
    );
  });
}
