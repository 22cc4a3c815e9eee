import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { galleryPhotos } from '../db/schema';
import { galleryPhotoKey } from '../lib/media-store';
import { S3_PART_BYTES } from '../lib/s3-media-store';
import { UPLOAD_LIMIT_BYTES } from '../plugins/multipart';
import { gradientPng } from '../seed/demo-gallery';
import { build, multipartBody, signInAs, testConfig, type AuthedInject } from './helpers';
import { startS3Stub } from './s3-stub';

const PHOTOS = '/v1/gallery/photo/';
const mediaDir = testConfig().mediaDir;
const temporaryDir = path.join(mediaDir, 'tmp');
const MB = 1024 * 1024;
const BUCKET = { name: 'photos', accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };

let bucket: Awaited<ReturnType<typeof startS3Stub>>;
before(async () => {
  bucket = await startS3Stub(BUCKET.name, BUCKET.accessKeyId);
});
after(() => bucket.close());

/** A media store as the tests see it from outside: its settings and what it holds. */
interface StoreUnderTest {
  name: string;
  /** The settings that choose it. */
  env: () => Record<string, string>;
  /** Its object under `key`, or null. */
  object: (key: string) => Buffer | null;
  /** Uploads neither kept nor removed (temporary objects, unfinished multipart uploads). */
  leftovers: () => string[];
  /** Bytes it has received so far. */
  received: () => number;
  /** How far an upload's source may run ahead of what the store has received: the memory an upload holds. */
  aheadBound: number;
  /** Makes its writes fail (a full disk, a bucket that refuses); returns the repair. */
  breakWrites: () => () => void;
}

const filesUnder = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

const STORES: StoreUnderTest[] = [
  {
    name: 'on disk (MEDIA_DIR)',
    env: () => ({}),
    object: (key) => {
      const file = path.join(mediaDir, key);
      return existsSync(file) ? readFileSync(file) : null;
    },
    leftovers: () => filesUnder(temporaryDir),
    received: () =>
      filesUnder(temporaryDir).reduce((sum, name) => sum + statSync(path.join(temporaryDir, name)).size, 0),
    aheadBound: 1 * MB,
    breakWrites: () => {
      // A file where the folder of uploads in progress should be.
      rmSync(temporaryDir, { recursive: true, force: true });
      writeFileSync(temporaryDir, '');
      return () => rmSync(temporaryDir);
    },
  },
  {
    name: 'in an S3-compatible bucket (MEDIA_STORE=s3)',
    env: () => ({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: BUCKET.name,
      S3_ACCESS_KEY_ID: BUCKET.accessKeyId,
      S3_SECRET_ACCESS_KEY: BUCKET.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    object: (key) => bucket.objects.get(key) ?? null,
    leftovers: () => [
      ...[...bucket.objects.keys()].filter((key) => key.startsWith('tmp/')),
      ...bucket.openUploads(),
    ],
    received: () => bucket.received(),
    // lib-storage gathers one part, sends it, then reads on.
    aheadBound: S3_PART_BYTES + 1 * MB,
    breakWrites: () => {
      bucket.refusingWrites = true;
      return () => (bucket.refusingWrites = false);
    },
  },
];

/** A PNG signature followed by `size` bytes in all: an "image" as large as a test needs. */
function largePng(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  gradientPng(2, 2, [0, 0, 0]).copy(bytes, 0, 0, 16);
  return bytes;
}

const mediaPath = (url: string) => new URL(url).pathname;

for (const store of STORES) {
  describe(`photos ${store.name}`, () => {
    let app: FastifyInstance;
    let admin: AuthedInject;
    let base: string;
    before(async () => {
      app = await build(store.env());
      admin = await signInAs(app, 'admin');
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });

    async function upload(content: Buffer) {
      const body = multipartBody({ photo: { filename: 'big.png', content, contentType: 'image/png' } });
      return admin({ method: 'POST', url: PHOTOS, ...body });
    }

    const healthMs = async () => {
      const started = performance.now();
      assert.equal((await fetch(`${base}/health/`)).status, 200);
      return performance.now() - started;
    };

    /** Waits for the move of photo bytes from the database to the store (plugins/media.ts) to end. */
    async function movedOutOfDatabase() {
      for (let i = 0; i < 100 && (await app.repos.gallery.photosWithBytes(1)).length > 0; i += 1)
        await sleep(100);
      assert.deepEqual(await app.repos.gallery.photosWithBytes(1), []);
    }

    test('an upload is kept in the store, not the database; served with ETag, 304 and ranges', async () => {
      const content = largePng(50_000);
      const res = await upload(content);
      assert.equal(res.statusCode, 201, res.body);
      const photo = res.json() as { id: number; photo: string };
      assert.deepEqual(store.object(galleryPhotoKey(photo.id)), content);
      assert.equal(await app.repos.media.galleryPhotoBytes(photo.id), null);
      assert.deepEqual(store.leftovers(), []);

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
      assert.equal(store.object(galleryPhotoKey(photo.id)), null);
    });

    test('an upload is streamed to the store: it never runs more than a part ahead of it', async () => {
      const total = 16 * MB;
      const chunk = Buffer.alloc(64 * 1024, 7);
      const receivedBefore = store.received();
      let produced = 0;
      let furthestAhead = 0;
      const source = new Readable({
        read() {
          furthestAhead = Math.max(furthestAhead, produced - (store.received() - receivedBefore));
          if (produced >= total) return void this.push(null);
          produced += chunk.length;
          this.push(chunk);
        },
      });
      const written = await app.mediaStore.write(source, () => false);
      assert.equal(written.size, total);
      assert.equal(store.object(written.key)?.length, total);
      assert.ok(
        furthestAhead <= store.aheadBound,
        `the source ran ${(furthestAhead / MB).toFixed(1)} MB ahead of the store`,
      );
      await app.mediaStore.remove(written.key);
      assert.deepEqual(store.leftovers(), []);
    });

    test('photo bytes still in the database are moved to the store on start, and still shown', async () => {
      await movedOutOfDatabase();
      const bytes = largePng(30_000);
      const [row] = await app.db
        .insert(galleryPhotos)
        .values({ name: 'Moved', contentType: 'image/png', size: bytes.length, bytes })
        .returning({ id: galleryPhotos.id });
      const restarted = await build(store.env());
      await restarted.listen({ port: 0, host: '127.0.0.1' });
      await movedOutOfDatabase();
      assert.deepEqual(store.object(galleryPhotoKey(row.id)), bytes);
      const res = await restarted.inject({ method: 'GET', url: `/media/gallery/${row.id}/moved.png` });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.rawPayload, bytes);
    });

    test('a file over 10 MB is a field error and leaves nothing behind', async () => {
      const res = await upload(largePng(UPLOAD_LIMIT_BYTES + 1024));
      assert.equal(res.statusCode, 400);
      assert.ok(res.json().photo);
      assert.deepEqual(store.leftovers(), []);
    });

    test('a store that fails to take an upload: 503 with a retry time, no photo, nothing left', async () => {
      const { count } = (await admin({ method: 'GET', url: `${PHOTOS}?limit=1` })).json() as {
        count: number;
      };
      const repair = store.breakWrites();
      try {
        const res = await upload(largePng(20_000));
        assert.equal(res.statusCode, 503, res.body);
        assert.ok(res.headers['retry-after']);
      } finally {
        repair();
      }
      assert.equal(
        ((await admin({ method: 'GET', url: `${PHOTOS}?limit=1` })).json() as { count: number }).count,
        count,
      );
      assert.deepEqual(store.leftovers(), []);
      assert.equal((await upload(largePng(20_000))).statusCode, 201, 'repaired, it takes uploads again');
    });

    test('ten parallel downloads and five parallel uploads of 8 MB photos: /health/ stays under a second', async () => {
      const size = 8 * MB;
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
}

describe('readiness with MEDIA_STORE=s3', () => {
  test('/ready/ asks the bucket (HEAD): ready while it answers, 503 while it does not', async () => {
    const s3 = STORES.find((store) => store.name.includes('S3'))!;
    const app = await build(s3.env());
    const ready = async () => {
      const res = await app.inject({ method: 'GET', url: '/ready/' });
      return [res.statusCode, res.json().status];
    };
    assert.deepEqual(await ready(), [200, 'ok']);
    assert.ok(bucket.operations.includes('head-bucket'));
    // Another bucket (a wrong name, or one deleted): the instance takes no requests.
    const elsewhere = await build({ ...s3.env(), S3_BUCKET: 'not-the-photos' });
    const res = await elsewhere.inject({ method: 'GET', url: '/ready/' });
    assert.deepEqual([res.statusCode, res.json().status], [503, 'media store unavailable']);
    // Liveness does not ask the bucket: a restart would not bring it back.
    assert.equal((await elsewhere.inject({ method: 'GET', url: '/health/' })).statusCode, 200);
  });
});

describe('MEDIA_STORE settings', () => {
  const s3Env = {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'photos',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  test('disk by default; s3 with its bucket, us-east-1 and virtual-hosted style unless told', () => {
    assert.equal(loadConfig({}).s3, undefined);
    assert.deepEqual(loadConfig(s3Env).s3, {
      endpoint: 'http://minio:9000',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  test('an unknown store, a missing setting or an endpoint that is not http(s) stops the start', () => {
    assert.throws(() => loadConfig({ MEDIA_STORE: 'ftp' }), ConfigError);
    for (const name of Object.keys(s3Env).filter((key) => key !== 'MEDIA_STORE'))
      assert.throws(() => loadConfig({ ...s3Env, [name]: '' }), new RegExp(name));
    assert.throws(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'file:///tmp' }), ConfigError);
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
