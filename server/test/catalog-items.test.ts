import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from '../plugins/multipart';
import { CATALOG_MESSAGES } from '../routes/api/catalog-items';
import { gradientPng } from '../seed/demo-gallery';
import { auditEntriesOf, buildWithAdminAndViewer, multipartBody, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const ITEMS = '/v1/prizes/catalog-items/';
const PNG = gradientPng(8, 8, [0, 128, 255]);
const pngPart = { filename: 'prize.png', content: PNG, contentType: 'image/png' };

async function post(parts: Parameters<typeof multipartBody>[0], as: AuthedInject = admin) {
  const body = multipartBody(parts);
  return as({ method: 'POST', url: ITEMS, payload: body.payload, headers: body.headers });
}

describe('catalog items', () => {
  test('multipart create with an image, served from its media URL; edit, delete; all logged', async () => {
    const created = await post({ name: ' Headphones ', value: '79.9', 'tags[]': 'audio', image: pngPart });
    assert.equal(created.statusCode, 201, created.body);
    const item = created.json();
    assert.equal(item.name, 'Headphones');
    assert.equal(item.value, '79.90');
    assert.equal(item.currency, 'EUR');
    assert.match(item.image, /\/media\/catalog-items\/\d+\/\d+\.png$/);

    const path = new URL(item.image).pathname;
    const media = await app.inject({ method: 'GET', url: path });
    assert.equal(media.statusCode, 200);
    assert.equal(media.headers['content-type'], 'image/png');
    assert.deepEqual(media.rawPayload, PNG);
    const again = await app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': media.headers.etag },
    });
    assert.equal(again.statusCode, 304);

    const patched = await admin({ method: 'PATCH', url: `${ITEMS}${item.id}/`, payload: { value: 99.5 } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(patched.json().value, '99.50');
    assert.notEqual(patched.json().image, item.image, 'a new version gets a new URL');

    const [log] = await auditEntriesOf(app, 'catalog_item', item.id);
    assert.deepEqual(log.changes, { value: { before: '79.90', after: '99.50' } });

    const cleared = await admin({ method: 'PATCH', url: `${ITEMS}${item.id}/`, payload: { image: null } });
    assert.equal(cleared.json().image, null);

    assert.equal((await admin({ method: 'DELETE', url: `${ITEMS}${item.id}/` })).statusCode, 204);
    assert.equal((await app.inject({ method: 'GET', url: path })).statusCode, 404);
  });

  test('bad input: field errors on name, value, currency and image', async () => {
    const res = await post({
      name: '  ',
      value: '1.234',
      currency: 'XXX',
      image: { filename: 'x.png', content: Buffer.from('<script>alert(1)</script>') },
    });
    assert.equal(res.statusCode, 400);
    const body = res.json();
    assert.deepEqual(body.name, [CATALOG_MESSAGES.blank]);
    assert.ok(body.value);
    assert.ok(body.currency[0].startsWith('"XXX" is not one of'));
    assert.deepEqual(body.image, [CATALOG_MESSAGES.notImage]);

    const notNumber = await post({ name: 'Mug', value: 'cheap' });
    assert.deepEqual(notNumber.json(), { value: ['A valid number is required.'] });
    const nul = await post({ name: 'Mu\u0000g', value: '1' });
    assert.deepEqual(nul.json(), { name: ['Null characters are not allowed.'] });
    const jsonImage = await admin({
      method: 'POST',
      url: ITEMS,
      payload: { name: 'Mug', value: 1, image: 'x' },
    });
    assert.deepEqual(jsonImage.json(), { image: [CATALOG_MESSAGES.notImage] });
  });

  test('an image over 10 MB is a field error', async () => {
    const res = await post({
      name: 'Huge',
      value: '1',
      image: { filename: 'huge.png', content: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1) },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { image: [UPLOAD_MESSAGES.tooLarge] });
  });

  test('401 without a token, 403 without the permission, viewers may list', async () => {
    assert.equal((await app.inject({ method: 'GET', url: ITEMS })).statusCode, 401);
    assert.equal((await viewer({ method: 'GET', url: ITEMS })).statusCode, 200);
    assert.equal((await post({ name: 'Mug', value: '1' }, viewer)).statusCode, 403);
  });
});
