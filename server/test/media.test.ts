import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { galleryPhotos } from '../db/schema';
import { build } from './helpers';

let app: FastifyInstance;
/** Slices of photo bytes read from the database since the last reset. */
let sliceReads = 0;

before(async () => {
  app = await build();
  const read = app.repos.media.galleryPhotoSlice.bind(app.repos.media);
  app.repos.media.galleryPhotoSlice = (...args) => {
    sliceReads += 1;
    return read(...args);
  };
});

/** A stored photo of `size` bytes (PNG signature, then noise), and the path it is served at. */
async function storedPhoto(name: string, size: number) {
  const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(size - 8)]);
  const [row] = await app.db
    .insert(galleryPhotos)
    .values({ name, contentType: 'image/png', size, bytes })
    .returning({ id: galleryPhotos.id });
  return { id: row.id, bytes, path: `/media/gallery/${row.id}/${name.toLowerCase()}.png` };
}

describe('GET/HEAD /media/gallery/{id}/{name}', () => {
  test('HEAD and conditional requests are answered without reading the bytes', async () => {
    const photo = await storedPhoto('Banner', 50_000);
    sliceReads = 0;
    const head = await app.inject({ method: 'HEAD', url: photo.path });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-length'], '50000');
    assert.equal(head.headers['content-type'], 'image/png');
    assert.equal(head.rawPayload.length, 0);
    const etag = head.headers.etag as string;
    assert.match(etag, /^"g\d+-[0-9a-z]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.inject({
        method: 'GET',
        url: photo.path,
        headers: { 'if-none-match': ifNoneMatch },
      });
      assert.equal(res.statusCode, 304, ifNoneMatch);
      assert.equal(res.rawPayload.length, 0);
    }
    assert.equal(sliceReads, 0);
  });

  test('a small photo is read once, then served from memory', async () => {
    const photo = await storedPhoto('Small', 20_000);
    sliceReads = 0;
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: photo.path });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.deepEqual(res.rawPayload, photo.bytes);
    }
    assert.equal(sliceReads, 1);
  });

  test('a large photo is sent in slices of 1 MB, whole and in order', async () => {
    const photo = await storedPhoto('Large', 3 * 1024 * 1024 + 123);
    sliceReads = 0;
    const res = await app.inject({ method: 'GET', url: photo.path });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-length'], String(photo.bytes.length));
    assert.ok(res.rawPayload.equals(photo.bytes));
    assert.equal(sliceReads, 4);
  });

  test('the name must be the photo’s: an id alone does not walk the gallery', async () => {
    const photo = await storedPhoto('Secret', 1_000);
    for (const url of [`/media/gallery/${photo.id}/x.png`, `/media/gallery/${photo.id}/secret.jpg`]) {
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
      assert.equal((await app.inject({ method: 'HEAD', url })).statusCode, 404, url);
    }
    assert.equal(
      (await app.inject({ method: 'GET', url: '/media/gallery/999999/secret.png' })).statusCode,
      404,
    );
    assert.equal((await app.inject({ method: 'GET', url: photo.path })).statusCode, 200);
  });
});
