import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { buildWithAdminAndViewer, createUser, injectWithLogin, uniqueIp, type AuthedInject } from './helpers';
import type { FastifyInstance } from 'fastify';

const CAMPAIGNS = '/v1/campaigns/campaigns/';

let app: FastifyInstance;
let admin: AuthedInject;
before(async () => {
  ({ app, admin } = await buildWithAdminAndViewer());
});

async function draft(): Promise<string> {
  const res = await admin({
    method: 'POST',
    url: CAMPAIGNS,
    payload: { name: `Versions ${Date.now()}`, type: 'mission' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return `${CAMPAIGNS}${res.json().id}/`;
}

describe('campaign versions (ETag, If-Match)', () => {
  test('GET and PATCH answer an ETag that changes with each edit', async () => {
    const url = await draft();
    const read = await admin({ method: 'GET', url });
    const etag = read.headers.etag as string;
    assert.match(etag, /^"c\d+-[0-9a-z]+"$/);
    const edited = await admin({
      method: 'PATCH',
      url,
      payload: { name: 'Renamed' },
      headers: { 'if-match': etag },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.notEqual(edited.headers.etag, etag);
    assert.equal((await admin({ method: 'GET', url })).headers.etag, edited.headers.etag);
  });

  test('an edit of a version changed since is 412, naming who changed it and when', async () => {
    const url = await draft();
    const loaded = (await admin({ method: 'GET', url })).headers.etag as string;
    const other = await createUser(app, { isSuperuser: true });
    const colleague = await injectWithLogin(app, other.email, other.password, { remoteAddress: uniqueIp() });
    const theirs = await colleague({
      method: 'PATCH',
      url,
      payload: { name: 'Theirs' },
      headers: { 'if-match': loaded },
    });
    assert.equal(theirs.statusCode, 200);

    const mine = await admin({
      method: 'PATCH',
      url,
      payload: { name: 'Mine' },
      headers: { 'if-match': loaded },
    });
    assert.equal(mine.statusCode, 412);
    const body = mine.json() as { detail: string; modified: string; modified_by: string };
    assert.equal(body.modified_by, other.email);
    assert.match(body.detail, new RegExp(other.email.replace('.', '\\.')));
    assert.ok(!Number.isNaN(Date.parse(body.modified)));
    assert.equal((await admin({ method: 'GET', url })).json().name, 'Theirs', 'nothing was overwritten');

    // Overwrite: the current version (or `*`) goes through.
    const current = (await admin({ method: 'GET', url })).headers.etag as string;
    assert.equal(
      (await admin({ method: 'PATCH', url, payload: { name: 'Mine' }, headers: { 'if-match': current } }))
        .statusCode,
      200,
    );
  });

  test('without If-Match the last write wins, as spec §7 has it', async () => {
    const url = await draft();
    assert.equal((await admin({ method: 'PATCH', url, payload: { name: 'One' } })).statusCode, 200);
    assert.equal((await admin({ method: 'PATCH', url, payload: { name: 'Two' } })).statusCode, 200);
    assert.equal((await admin({ method: 'GET', url })).json().name, 'Two');
  });
});
