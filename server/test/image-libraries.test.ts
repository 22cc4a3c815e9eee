import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { GALLERY_MESSAGES } from '../routes/api/gallery';
import { gradientPng } from '../seed/demo-gallery';
import {
  buildWithAdminAndViewer,
  daysFromNow,
  multipartBody,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const PHOTOS = '/v1/gallery/photo/';
const CATEGORIES = '/v1/gallery/category/';
const LOGIN_IMAGE = '/v1/operators/login-image/';
const PNG = gradientPng(4, 4, [0, 0, 255]);
let counter = 0;
const unique = (base: string) => `${base} ${(counter += 1)} ${Date.now()}`;

type Photo = { id: number; name: string; photo: string; library: string; category: { id: number } | null };

async function upload(fields: Record<string, string> = {}, as: AuthedInject = admin) {
  const res = await as({
    method: 'POST',
    url: PHOTOS,
    ...multipartBody({ ...fields, photo: { filename: 'blue.png', content: PNG, contentType: 'image/png' } }),
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as Photo;
}

async function category(name: string, library?: 'campaign' | 'admin') {
  const res = await admin({ method: 'POST', url: CATEGORIES, payload: { name, library } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string; library: string };
}

describe('image libraries', () => {
  test('photos and categories belong to one library; each list shows its own', async () => {
    const adminCategory = await category(unique('Branding'), 'admin');
    assert.equal(adminCategory.library, 'admin');
    const own = await upload({ library: 'admin', category: String(adminCategory.id), name: unique('Logo') });
    assert.equal(own.library, 'admin');
    assert.equal(own.category?.id, adminCategory.id);
    const campaignPhoto = await upload({ name: unique('Banner') });
    assert.equal(campaignPhoto.library, 'campaign');

    const adminList = (await viewer({ method: 'GET', url: `${PHOTOS}?library=admin&limit=100` })).json();
    const adminIds = adminList.results.map((photo: Photo) => photo.id);
    assert.ok(adminIds.includes(own.id));
    assert.ok(!adminIds.includes(campaignPhoto.id));
    const campaignIds = (await viewer({ method: 'GET', url: `${PHOTOS}?limit=100` }))
      .json()
      .results.map((photo: Photo) => photo.id);
    assert.ok(campaignIds.includes(campaignPhoto.id));
    assert.ok(!campaignIds.includes(own.id));

    const adminCategories = (await viewer({ method: 'GET', url: `${CATEGORIES}?library=admin` })).json();
    assert.ok(adminCategories.results.some((row: { id: number }) => row.id === adminCategory.id));
    assert.ok(adminCategories.results.every((row: { library: string }) => row.library === 'admin'));
    const campaignCategories = (await viewer({ method: 'GET', url: CATEGORIES })).json();
    assert.ok(campaignCategories.results.every((row: { library: string }) => row.library === 'campaign'));

    // A name is unique within its library only.
    const twin = await admin({ method: 'POST', url: CATEGORIES, payload: { name: adminCategory.name } });
    assert.equal(twin.statusCode, 201, twin.body);
    const taken = await admin({
      method: 'POST',
      url: CATEGORIES,
      payload: { name: adminCategory.name.toUpperCase(), library: 'admin' },
    });
    assert.deepEqual(taken.json(), { name: [GALLERY_MESSAGES.categoryTaken] });
    // Renaming keeps the library.
    const renamed = await admin({
      method: 'PATCH',
      url: `${CATEGORIES}${adminCategory.id}/`,
      payload: { name: unique('Brand') },
    });
    assert.equal(renamed.json().library, 'admin');
  });

  test('a photo moves only to a category of its own library; bad libraries are refused', async () => {
    const campaignCategory = await category(unique('Seasons'));
    const own = await upload({ library: 'admin' });
    const moved = await admin({
      method: 'PATCH',
      url: `${PHOTOS}${own.id}/`,
      payload: { category: campaignCategory.id },
    });
    assert.equal(moved.statusCode, 400);
    assert.deepEqual(moved.json(), { category: [GALLERY_MESSAGES.otherLibrary] });
    const intoOther = await admin({
      method: 'POST',
      url: PHOTOS,
      ...multipartBody({
        library: 'admin',
        category: String(campaignCategory.id),
        photo: { filename: 'x.png', content: PNG, contentType: 'image/png' },
      }),
    });
    assert.deepEqual(intoOther.json(), { category: [GALLERY_MESSAGES.otherLibrary] });

    const badLibrary = await admin({
      method: 'POST',
      url: PHOTOS,
      ...multipartBody({
        library: 'secret',
        photo: { filename: 'x.png', content: PNG, contentType: 'image/png' },
      }),
    });
    assert.equal(badLibrary.statusCode, 400);
    assert.deepEqual(badLibrary.json(), { library: [GALLERY_MESSAGES.badLibrary] });
    assert.equal((await viewer({ method: 'GET', url: `${PHOTOS}?library=secret` })).statusCode, 400);
    assert.equal((await viewer({ method: 'GET', url: `${CATEGORIES}?library=__proto__` })).statusCode, 400);
    const badCategory = await admin({
      method: 'POST',
      url: CATEGORIES,
      payload: { name: 'X', library: 'both' },
    });
    assert.equal(badCategory.statusCode, 400);
    assert.ok('library' in badCategory.json(), badCategory.body);
  });

  test('a photo a campaign uses is neither deleted nor renamed; the answer names the campaigns', async () => {
    const photo = await upload({ name: unique('Hero') });
    const unused = await upload({ name: unique('Spare') });
    const names = [unique('Winter race'), unique('Autumn race')];
    for (const name of names) {
      const created = await admin({
        method: 'POST',
        url: '/v1/campaigns/campaigns/',
        payload: {
          name,
          type: 'race',
          start_date: daysFromNow(2),
          end_date: daysFromNow(9),
          campaign_image: photo.photo,
        },
      });
      assert.equal(created.statusCode, 201, created.body);
    }

    const refused = await admin({ method: 'DELETE', url: `${PHOTOS}${photo.id}/` });
    assert.equal(refused.statusCode, 409, refused.body);
    const body = refused.json();
    for (const name of names) assert.ok(body.detail.includes(`"${name}"`), body.detail);
    assert.match(body.detail, /^This photo cannot be deleted: the campaigns /);
    assert.equal(body.campaigns.length, 2);
    assert.equal(body.login_image, false);

    const rename = await admin({ method: 'PATCH', url: `${PHOTOS}${photo.id}/`, payload: { name: 'Other' } });
    assert.equal(rename.statusCode, 409);
    assert.match(rename.json().detail, /cannot be renamed.*its address would change/);
    // Moving it to another category keeps its address.
    const seasons = await category(unique('Moves'));
    const moved = await admin({
      method: 'PATCH',
      url: `${PHOTOS}${photo.id}/`,
      payload: { category: seasons.id },
    });
    assert.equal(moved.statusCode, 200, moved.body);

    assert.equal((await admin({ method: 'DELETE', url: `${PHOTOS}${unused.id}/` })).statusCode, 204);
    assert.equal(
      (await admin({ method: 'GET', url: `${PHOTOS}?search=${encodeURIComponent(unused.name)}` })).json()
        .count,
      0,
    );
  });

  test('the login image is a photo of the admin library; while it is, it is not deleted', async () => {
    const own = await upload({ library: 'admin', name: unique('Login') });
    const campaignPhoto = await upload();

    const wrong = await admin({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: campaignPhoto.id } });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { photo: [GALLERY_MESSAGES.notAdminPhoto] });
    const missing = await admin({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: 999999 } });
    assert.equal(missing.statusCode, 400);
    assert.ok('photo' in missing.json());
    assert.equal((await admin({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: 'x' } })).statusCode, 400);

    const set = await admin({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: own.id } });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().image, own.photo);
    const shown = await app.inject({ method: 'GET', url: LOGIN_IMAGE });
    assert.equal(shown.json().image, own.photo);

    const refused = await admin({ method: 'DELETE', url: `${PHOTOS}${own.id}/` });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().detail, 'This photo cannot be deleted: it is the login image.');

    const cleared = await admin({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: null } });
    assert.equal(cleared.json().image, null);
    assert.equal((await app.inject({ method: 'GET', url: LOGIN_IMAGE })).json().image, null);
    assert.equal((await admin({ method: 'DELETE', url: `${PHOTOS}${own.id}/` })).statusCode, 204);
  });

  test('changing the login image needs change_casinosettings', async () => {
    const own = await upload({ library: 'admin' });
    assert.equal(
      (await viewer({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: own.id } })).statusCode,
      403,
    );
    assert.equal(
      (await app.inject({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: null } })).statusCode,
      401,
    );
    const settings = await userWithPermissions(app, [PERMISSIONS.changeCasinoSettings]);
    const res = await settings.inject({ method: 'PUT', url: LOGIN_IMAGE, payload: { photo: null } });
    assert.equal(res.statusCode, 200, res.body);
    // Uploading into either library needs add_photo.
    const uploader = await userWithPermissions(app, [PERMISSIONS.viewUser]);
    const denied = await uploader.inject({
      method: 'POST',
      url: PHOTOS,
      ...multipartBody({
        library: 'admin',
        photo: { filename: 'x.png', content: PNG, contentType: 'image/png' },
      }),
    });
    assert.equal(denied.statusCode, 403);
  });
});
