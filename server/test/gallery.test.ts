import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { GALLERY_MESSAGES } from '../routes/api/gallery';
import { UPLOAD_LIMIT_BYTES } from '../plugins/multipart';
import { gradientPng } from '../seed/demo-gallery';
import {
  buildWithAdminAndViewer,
  multipartBody,
  userWithPermissions,
  type AuthedInject,
  type MultipartFilePart,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

type PhotoJson = {
  id: number;
  name: string;
  photo: string;
  category: { id: number; name: string } | null;
  size: number;
  created: string;
};

const PHOTOS = '/v1/gallery/photo/';
const CATEGORIES = '/v1/gallery/category/';
const PNG = gradientPng(8, 8, [255, 0, 0]);
/** The campaign image fields' pattern (schemas/campaigns.ts): a gallery URL must pass it. */
const IMAGE_URL = /^(https?:\/\/|\/)\S*$/;

const pngFile = (content: Buffer = PNG, filename = 'red.png'): MultipartFilePart => ({
  filename,
  content,
  contentType: 'image/png',
});

async function upload(as: AuthedInject, parts: Parameters<typeof multipartBody>[0]) {
  return as({ method: 'POST', url: PHOTOS, ...multipartBody(parts) });
}

async function categoryId(name: string): Promise<number> {
  const body = (await admin({ method: 'GET', url: `${CATEGORIES}?limit=100` })).json();
  const found = body.results.find((category: { name: string }) => category.name === name);
  assert.ok(found, `category ${name}`);
  return found.id;
}

/** The path (and query) of an absolute photo URL, for inject. */
const pathOf = (url: string) => new URL(url).pathname;

describe('gallery photos', () => {
  test('the demo photos: a page, filtered by category and by name', async () => {
    const res = await viewer({ method: 'GET', url: `${PHOTOS}?limit=4` });
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.ok(page.count >= 6);
    assert.equal(page.results.length, 4);
    assert.ok(page.next.includes('offset=4'));
    assert.deepEqual(Object.keys(page.results[0]).sort(), [
      'category',
      'created',
      'id',
      'library',
      'name',
      'photo',
      'size',
    ]);

    const backgrounds = await categoryId('Backgrounds');
    const filtered = (await viewer({ method: 'GET', url: `${PHOTOS}?category=${backgrounds}` })).json();
    assert.equal(filtered.count, 3);
    assert.ok(filtered.results.every((photo: PhotoJson) => photo.category?.name === 'Backgrounds'));

    const searched = (await viewer({ method: 'GET', url: `${PHOTOS}?search=RUBY` })).json();
    assert.deepEqual(
      searched.results.map((photo: PhotoJson) => photo.name),
      ['Ruby night'],
    );
    const bad = await viewer({ method: 'GET', url: `${PHOTOS}?category=abc` });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), { category: [GALLERY_MESSAGES.badCategoryFilter] });
  });

  test('an upload is stored, listed and served with its type and long-lived caching', async () => {
    const campaignImages = await categoryId('Campaign images');
    const res = await upload(admin, {
      photo: pngFile(),
      name: '  Red square  ',
      category: String(campaignImages),
    });
    assert.equal(res.statusCode, 201, res.body);
    const photo = res.json() as PhotoJson;
    assert.equal(photo.name, 'Red square');
    assert.deepEqual(photo.category, { id: campaignImages, name: 'Campaign images' });
    assert.equal(photo.size, PNG.length);
    assert.match(photo.photo, IMAGE_URL);
    assert.match(
      photo.photo,
      new RegExp(`^http://localhost(:\\d+)?/media/gallery/${photo.id}/red-square\\.png$`),
    );

    const listed = (await viewer({ method: 'GET', url: `${PHOTOS}?search=red%20square` })).json();
    assert.deepEqual(
      listed.results.map((item: PhotoJson) => item.id),
      [photo.id],
    );

    // Public: an <img> on the casino's site sends no token.
    const served = await app.inject({ method: 'GET', url: pathOf(photo.photo) });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.deepEqual(served.rawPayload, PNG);
    // The id and the name find the photo: ids alone do not walk the gallery.
    const other = await app.inject({ method: 'GET', url: `/media/gallery/${photo.id}/old-name.png` });
    assert.equal(other.statusCode, 404);
  });

  test('a photo URL is accepted by the campaign image fields', async () => {
    const photo = (await upload(admin, { photo: pngFile() })).json() as PhotoJson;
    const drafts = (await admin({ method: 'GET', url: '/v1/campaigns/campaigns/?status=DR&limit=1' })).json();
    const id = drafts.results[0].id;
    const res = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${id}/`,
      payload: { campaign_image: photo.photo, desktop_background_image: photo.photo },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().campaign_image, photo.photo);
  });

  test('the type comes from the bytes: the claimed type and the file name do not count', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
    let res = await upload(admin, {
      photo: { filename: 'notes.txt', content: gif, contentType: 'text/plain' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const photo = res.json() as PhotoJson;
    assert.equal(photo.name, 'notes');
    assert.ok(photo.photo.endsWith('/notes.gif'));
    const served = await app.inject({ method: 'GET', url: pathOf(photo.photo) });
    assert.equal(served.headers['content-type'], 'image/gif');

    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    res = await upload(admin, { photo: { filename: 'a.webp', content: webp } });
    assert.equal(res.statusCode, 201, res.body);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    res = await upload(admin, { photo: { filename: 'a.jpg', content: jpeg } });
    assert.equal(res.statusCode, 201, res.body);

    for (const [filename, content] of [
      ['page.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['empty.png', Buffer.alloc(0)],
    ] as const) {
      res = await upload(admin, { photo: { filename, content, contentType: 'image/png' } });
      assert.equal(res.statusCode, 400, filename);
      assert.deepEqual(res.json(), { photo: [GALLERY_MESSAGES.notImage] });
    }
  });

  test('the 10 MB limit: at the limit it is stored, one byte more is a field error', async () => {
    const atLimit = Buffer.alloc(UPLOAD_LIMIT_BYTES);
    PNG.copy(atLimit);
    let res = await upload(admin, { photo: pngFile(atLimit, 'big.png') });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().size, UPLOAD_LIMIT_BYTES);
    await admin({ method: 'DELETE', url: `${PHOTOS}${res.json().id}/` });

    res = await upload(admin, { photo: pngFile(Buffer.concat([atLimit, Buffer.from([0])]), 'bigger.png') });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { photo: [GALLERY_MESSAGES.tooLarge] });
  });

  test('missing file, bad category and a too long name are field errors', async () => {
    let res = await upload(admin, { name: 'Nothing' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { photo: [GALLERY_MESSAGES.noFile] });

    res = await admin({ method: 'POST', url: PHOTOS, payload: { name: 'json' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { photo: [GALLERY_MESSAGES.noFile] });

    res = await upload(admin, { photo: pngFile(), category: '999999' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { category: [GALLERY_MESSAGES.noCategory('999999')] });

    res = await upload(admin, { photo: pngFile(), name: 'x'.repeat(256), category: 'abc' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      name: [GALLERY_MESSAGES.tooLong(255)],
      category: [GALLERY_MESSAGES.noCategory('abc')],
    });
  });

  test('rename, move to another category or none, delete', async () => {
    const photo = (await upload(admin, { photo: pngFile(), name: 'Before' })).json() as PhotoJson;
    assert.equal(photo.category, null);
    const backgrounds = await categoryId('Backgrounds');
    const url = `${PHOTOS}${photo.id}/`;

    let res = await admin({ method: 'PATCH', url, payload: { name: 'After', category: backgrounds } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().name, 'After');
    assert.deepEqual(res.json().category, { id: backgrounds, name: 'Backgrounds' });
    assert.ok(res.json().photo.endsWith(`/${photo.id}/after.png`));

    res = await admin({ method: 'PATCH', url, payload: { category: null } });
    assert.equal(res.json().category, null);
    assert.equal(res.json().name, 'After');

    res = await admin({ method: 'PATCH', url, payload: { name: '  ', category: 999999 } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      name: [GALLERY_MESSAGES.blank],
      category: [GALLERY_MESSAGES.noCategory(999999)],
    });
    assert.equal(
      (await admin({ method: 'PATCH', url: `${PHOTOS}999999/`, payload: { name: 'x' } })).statusCode,
      404,
    );

    assert.equal((await admin({ method: 'DELETE', url })).statusCode, 204);
    assert.equal((await app.inject({ method: 'GET', url: pathOf(photo.photo) })).statusCode, 404);
    assert.equal((await admin({ method: 'DELETE', url })).statusCode, 404);
  });

  test('changes need their permission; reading needs a sign-in; the images are public', async () => {
    const photo = (await upload(admin, { photo: pngFile() })).json() as PhotoJson;
    const url = `${PHOTOS}${photo.id}/`;

    assert.equal((await viewer({ method: 'GET', url: PHOTOS })).statusCode, 200);
    assert.equal((await upload(viewer, { photo: pngFile() })).statusCode, 403);
    assert.equal((await viewer({ method: 'PATCH', url, payload: { name: 'x' } })).statusCode, 403);
    assert.equal((await viewer({ method: 'DELETE', url })).statusCode, 403);

    // Each permission allows its own change only.
    const uploader = await userWithPermissions(app, [PERMISSIONS.addPhoto]);
    assert.equal((await upload(uploader.inject, { photo: pngFile() })).statusCode, 201);
    assert.equal((await uploader.inject({ method: 'DELETE', url })).statusCode, 403);
    const remover = await userWithPermissions(app, [PERMISSIONS.deletePhoto]);
    assert.equal((await remover.inject({ method: 'PATCH', url, payload: { name: 'x' } })).statusCode, 403);
    assert.equal((await remover.inject({ method: 'DELETE', url })).statusCode, 204);

    for (const request of [
      { method: 'GET', url: PHOTOS },
      { method: 'POST', url: PHOTOS, ...multipartBody({ photo: pngFile() }) },
      { method: 'PATCH', url, payload: { name: 'x' } },
      { method: 'DELETE', url },
      { method: 'GET', url: CATEGORIES },
      { method: 'POST', url: CATEGORIES, payload: { name: 'Anonymous' } },
    ] as const) {
      const res = await app.inject(request);
      assert.equal(res.statusCode, 401, `${request.method} ${request.url}`);
    }
  });
});

describe('gallery categories', () => {
  test('list by name; create, rename and delete with their permissions', async () => {
    const list = (await viewer({ method: 'GET', url: CATEGORIES })).json();
    const names = list.results.map((category: { name: string }) => category.name);
    assert.ok(names.includes('Backgrounds') && names.includes('Campaign images'));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );

    assert.equal(
      (await viewer({ method: 'POST', url: CATEGORIES, payload: { name: 'Nope' } })).statusCode,
      403,
    );

    let res = await admin({ method: 'POST', url: CATEGORIES, payload: { name: ' Seasonal ' } });
    assert.equal(res.statusCode, 201, res.body);
    const seasonal = res.json();
    assert.equal(seasonal.name, 'Seasonal');

    for (const name of ['SEASONAL', '   ']) {
      res = await admin({ method: 'POST', url: CATEGORIES, payload: { name } });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), {
        name: [name.trim() ? GALLERY_MESSAGES.categoryTaken : GALLERY_MESSAGES.blank],
      });
    }

    const url = `${CATEGORIES}${seasonal.id}/`;
    assert.equal((await viewer({ method: 'PATCH', url, payload: { name: 'x' } })).statusCode, 403);
    res = await admin({ method: 'PATCH', url, payload: { name: 'backgrounds' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { name: [GALLERY_MESSAGES.categoryTaken] });
    // Its own name in another case is fine.
    res = await admin({ method: 'PATCH', url, payload: { name: 'Seasonal offers' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().name, 'Seasonal offers');
    assert.equal(
      (await admin({ method: 'PATCH', url: `${CATEGORIES}999999/`, payload: { name: 'x' } })).statusCode,
      404,
    );

    // Deleting a category keeps its photos, in no category.
    const photo = (
      await upload(admin, { photo: pngFile(), category: String(seasonal.id) })
    ).json() as PhotoJson;
    assert.equal((await viewer({ method: 'DELETE', url })).statusCode, 403);
    assert.equal((await admin({ method: 'DELETE', url })).statusCode, 204);
    assert.equal((await admin({ method: 'DELETE', url })).statusCode, 404);
    const uncategorised = (await viewer({ method: 'GET', url: `${PHOTOS}?category=none&limit=100` })).json();
    const kept = uncategorised.results.find((item: PhotoJson) => item.id === photo.id);
    assert.ok(kept);
    assert.equal(kept.category, null);
  });
});
