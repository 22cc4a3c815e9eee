import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { RICH_TEXT_MESSAGES } from '../lib/rich-texts';
import { TERMS_MESSAGES } from '../routes/api/terms';
import { auditEntriesOf, buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const TERMS = '/v1/campaigns/terms/';
const TEMPLATES = '/v1/campaigns/terms-templates/';
let counter = 0;
const uniqueName = (base = 'Terms') => `${base} ${(counter += 1)} ${Date.now()}`;

async function createTemplate(name = uniqueName('Template'), terms: Record<string, string> = {}) {
  const res = await admin({ method: 'POST', url: TEMPLATES, payload: { name, terms } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string; is_template: boolean; terms: Record<string, string> };
}

describe('terms', () => {
  test('created, read and changed; the text is sanitised and kept per language', async () => {
    const created = await admin({
      method: 'POST',
      url: TERMS,
      payload: {
        name: `  ${uniqueName()}  `,
        terms: {
          en: '<p>Play <strong>fair</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
          de: '<p><a href="javascript:alert(1)">Regeln</a></p>',
          fi: '<p><br></p>',
        },
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const terms = created.json();
    assert.equal(terms.is_template, false);
    assert.equal(terms.name.trim(), terms.name);
    assert.deepEqual(terms.terms, { en: '<p>Play <strong>fair</strong></p>', de: '<p><a>Regeln</a></p>' });

    const read = await viewer({ method: 'GET', url: `${TERMS}${terms.id}/` });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json(), terms);

    const patched = await admin({
      method: 'PATCH',
      url: `${TERMS}${terms.id}/`,
      payload: { terms: { es: '<h2>Reglas</h2>' }, is_template: true },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual(patched.json().terms, { es: '<h2>Reglas</h2>' });
    assert.equal(patched.json().is_template, true);

    const logs = await auditEntriesOf(app, 'terms', terms.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['update', 'create'],
    );
  });

  test('the list is newest first and filters by the template flag and by name', async () => {
    const plain = await admin({ method: 'POST', url: TERMS, payload: { name: uniqueName('Plain') } });
    const template = await createTemplate();
    const all = await viewer({ method: 'GET', url: TERMS });
    assert.equal(all.statusCode, 200);
    const ids = all.json().results.map((row: { id: number }) => row.id);
    assert.deepEqual(ids.slice(0, 2), [template.id, plain.json().id]);

    const templates = await viewer({ method: 'GET', url: `${TERMS}?is_template=true&order_by=-id` });
    const rows = templates.json().results as Array<{ id: number; is_template: boolean }>;
    assert.ok(rows.every((row) => row.is_template));
    assert.equal(rows[0].id, template.id);

    const others = await viewer({ method: 'GET', url: `${TERMS}?is_template=false` });
    assert.ok(others.json().results.every((row: { is_template: boolean }) => !row.is_template));

    const searched = await viewer({
      method: 'GET',
      url: `${TERMS}?search=${encodeURIComponent(template.name)}`,
    });
    assert.deepEqual(
      searched.json().results.map((row: { id: number }) => row.id),
      [template.id],
    );
    const byName = await viewer({ method: 'GET', url: `${TERMS}?order_by=name` });
    assert.equal(byName.statusCode, 200);
  });

  test('bad input is a field error, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(151) }, 'name'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ name: 'Terms', terms: { xx: '<p>Hi</p>' } }, 'terms'],
      [{ name: 'Terms', terms: { en: 'a\u0000b' } }, 'terms'],
      [{ name: 'Terms', is_template: 'maybe' }, 'is_template'],
    ];
    for (const [payload, field] of cases) {
      const res = await admin({ method: 'POST', url: TERMS, payload: payload as object });
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} → ${res.body}`);
      assert.ok(field in res.json(), `${JSON.stringify(payload)} → ${res.body}`);
    }
    const blank = await admin({ method: 'POST', url: TERMS, payload: { name: ' ' } });
    assert.deepEqual(blank.json(), { name: [TERMS_MESSAGES.blank] });
    const language = await admin({
      method: 'POST',
      url: TERMS,
      payload: { name: 'Terms', terms: { xx: '<p>Hi</p>' } },
    });
    assert.deepEqual(language.json(), { terms: { xx: [RICH_TEXT_MESSAGES.unknownLanguage('xx')] } });

    const proto = await admin({
      method: 'POST',
      url: TERMS,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Terms","terms":{"__proto__":{"en":"<p>x</p>"}}}',
    });
    assert.equal(proto.statusCode, 400, proto.body);
    const order = await viewer({ method: 'GET', url: `${TERMS}?order_by=__proto__` });
    assert.equal(order.statusCode, 400);
    assert.equal((await viewer({ method: 'GET', url: `${TERMS}999999/` })).statusCode, 404);
    assert.equal((await viewer({ method: 'GET', url: `${TERMS}?is_template=sometimes` })).statusCode, 400);
  });

  test('changes need change_terms_template; reading needs a sign-in', async () => {
    const template = await createTemplate();
    const forbidden = [
      { method: 'POST' as const, url: TERMS, payload: { name: 'No' } },
      { method: 'PATCH' as const, url: `${TERMS}${template.id}/`, payload: { name: 'No' } },
      { method: 'POST' as const, url: TEMPLATES, payload: { name: 'No' } },
      { method: 'PATCH' as const, url: `${TEMPLATES}${template.id}/`, payload: { name: 'No' } },
      { method: 'DELETE' as const, url: `${TEMPLATES}${template.id}/` },
    ];
    for (const request of forbidden) {
      const res = await viewer(request);
      assert.equal(res.statusCode, 403, `${request.method} ${request.url}`);
    }
    assert.equal((await app.inject({ method: 'GET', url: TERMS })).statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: TEMPLATES })).statusCode, 401);

    const editor = await userWithPermissions(app, [PERMISSIONS.changeTermsTemplate]);
    const res = await editor.inject({
      method: 'PATCH',
      url: `${TEMPLATES}${template.id}/`,
      payload: { name: 'Renamed by an editor' },
    });
    assert.equal(res.statusCode, 200, res.body);
  });
});

describe('terms templates', () => {
  test('created as templates, changed, deleted; only templates are reached here', async () => {
    const template = await createTemplate(uniqueName('Welcome'), { en: '<p>Welcome <em>bonus</em></p>' });
    assert.equal(template.is_template, true);
    assert.deepEqual(template.terms, { en: '<p>Welcome <em>bonus</em></p>' });

    const list = await viewer({ method: 'GET', url: TEMPLATES });
    assert.equal(list.json().results[0].id, template.id);
    assert.ok(list.json().results.every((row: { is_template: boolean }) => row.is_template));

    const patched = await admin({
      method: 'PATCH',
      url: `${TEMPLATES}${template.id}/`,
      payload: { terms: { en: '<p>Changed</p>', de: '<p>Geändert</p>' } },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual(patched.json().terms, { en: '<p>Changed</p>', de: '<p>Geändert</p>' });

    // The template flag is not a field of a template's body.
    const flag = await admin({
      method: 'PATCH',
      url: `${TEMPLATES}${template.id}/`,
      payload: { is_template: false },
    });
    assert.equal(flag.statusCode, 200);
    assert.equal(flag.json().is_template, true);

    const plain = await admin({ method: 'POST', url: TERMS, payload: { name: uniqueName('Plain') } });
    const plainId = plain.json().id;
    assert.equal(
      (await admin({ method: 'PATCH', url: `${TEMPLATES}${plainId}/`, payload: {} })).statusCode,
      404,
    );
    assert.equal((await admin({ method: 'DELETE', url: `${TEMPLATES}${plainId}/` })).statusCode, 404);
    // Terms have no DELETE of their own (spec §7).
    assert.equal((await admin({ method: 'DELETE', url: `${TERMS}${plainId}/` })).statusCode, 405);

    const deleted = await admin({ method: 'DELETE', url: `${TEMPLATES}${template.id}/` });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await viewer({ method: 'GET', url: `${TERMS}${template.id}/` })).statusCode, 404);
    const logs = await auditEntriesOf(app, 'terms_template', template.id);
    assert.deepEqual(
      logs.map((log) => log.action),
      ['delete', 'update', 'update', 'create'],
    );
  });

  test('bad input is a field error', async () => {
    const res = await admin({
      method: 'POST',
      url: TEMPLATES,
      payload: { name: '', terms: { en: { nested: 1 } } },
    });
    assert.equal(res.statusCode, 400);
    const patch = await admin({
      method: 'PATCH',
      url: `${TEMPLATES}1/`,
      payload: { terms: { zz: '<p>x</p>' } },
    });
    assert.ok([400, 404].includes(patch.statusCode));
  });
});
