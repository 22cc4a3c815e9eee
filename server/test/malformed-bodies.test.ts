import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildWithAdminAndViewer, type AuthedInject } from './helpers';

let admin: AuthedInject;
before(async () => {
  ({ admin } = await buildWithAdminAndViewer());
});

const ITEMS = '/v1/prizes/catalog-items/';

async function firstItemUrl(): Promise<string> {
  const created = await admin({
    method: 'POST',
    url: ITEMS,
    payload: { name: `Item ${Date.now()}`, value: 5 },
  });
  assert.equal(created.statusCode, 201, created.body);
  return `${ITEMS}${created.json().id}/`;
}

describe('catalog items hold every body to their schema', () => {
  test('JSON null, an array, text and fields of another shape: 400 with field errors, never 500', async () => {
    const item = await firstItemUrl();
    const json = { 'content-type': 'application/json' };
    for (const [method, url] of [
      ['PATCH', item],
      ['POST', ITEMS],
    ] as const) {
      for (const payload of ['null', '[]', '[1,2]', '"text"', '7', '{"name":{}}', '{"value":"x"}']) {
        const res = await admin({ method, url, payload, headers: json });
        assert.equal(res.statusCode, 400, `${method} ${payload}: ${res.statusCode} ${res.body}`);
        const errors = res.json() as Record<string, unknown>;
        assert.ok(Object.keys(errors).length > 0);
      }
      const text = await admin({ method, url, payload: 'name=x', headers: { 'content-type': 'text/plain' } });
      assert.ok(text.statusCode >= 400 && text.statusCode < 500, `${method} text: ${text.statusCode}`);
    }
    const typed = await admin({ method: 'PATCH', url: item, payload: { name: { text: 'x' } } });
    assert.ok('name' in typed.json(), typed.body);
    // A number where text goes is read as its digits on every route (as DRF's CharField does), never a 500.
    const number = await admin({ method: 'PATCH', url: item, payload: { name: 123 } });
    assert.equal(number.json().name, '123');
  });

  test('a name over 150 characters is refused in JSON as in a form', async () => {
    const item = await firstItemUrl();
    const res = await admin({ method: 'PATCH', url: item, payload: { name: 'n'.repeat(5000) } });
    assert.equal(res.statusCode, 400);
    assert.ok('name' in res.json());
    const read = await admin({ method: 'GET', url: item });
    assert.ok(read.json().name.length <= 150);
  });
});

describe('malformed multipart answers 4xx', () => {
  const boundary = 'xxBOUNDARYxx';
  const form = (body: string, contentType = `multipart/form-data; boundary=${boundary}`) => ({
    payload: Buffer.from(body, 'latin1'),
    headers: { 'content-type': contentType },
  });
  const cases = {
    'a NUL in the file name': form(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nThing\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="value"\r\n\r\n5\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a\u0000b.png"\r\n` +
        `Content-Type: image/png\r\n\r\n\x89PNG\r\n--${boundary}--\r\n`,
    ),
    'an unterminated part': form(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nThing`),
    'no boundary': form(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n`,
      'multipart/form-data',
    ),
    'a part without headers': form(`--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`),
  };
  for (const [what, body] of Object.entries(cases)) {
    test(what, async () => {
      for (const url of [ITEMS, '/v1/gallery/photos/']) {
        const res = await admin({ method: 'POST', url, ...body });
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url}: ${res.statusCode} ${res.body}`);
      }
    });
  }
});
