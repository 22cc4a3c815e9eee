import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { RICH_TEXT_MESSAGES } from '../lib/rich-texts';
import { CAMPAIGN_INFO_MESSAGES } from '../routes/api/campaign-info';
import {
  auditEntriesOf,
  buildWithAdminAndViewer,
  daysFromNow,
  userWithPermissions,
  type AuthedInject,
} from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const TEMPLATE = '/v1/campaigns/campaign-info-template/';
const info = (id: number) => `/v1/campaigns/campaigns/${id}/campaign-info/`;

async function perCampaign(allowed: boolean) {
  const res = await admin({
    method: 'PATCH',
    url: '/v1/casinos/settings/',
    payload: { allow_users_to_edit_campaign_info_per_campaign: allowed },
  });
  assert.equal(res.statusCode, 200, res.body);
}

async function draft(inject: AuthedInject = admin) {
  const res = await inject({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: {
      name: `Info ${Date.now()}-${Math.random()}`,
      type: 'race',
      start_date: daysFromNow(2),
      end_date: daysFromNow(9),
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string };
}

describe('campaign-info template', () => {
  test('read by anyone signed in, changed with change_terms_template, sanitised, logged', async () => {
    const saved = await admin({
      method: 'PATCH',
      url: TEMPLATE,
      payload: {
        info: {
          en: '<h2>How it works</h2><p>Spin <u>daily</u><script>x()</script></p>',
          de: '<p><br></p>',
        },
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().info, { en: '<h2>How it works</h2><p>Spin <u>daily</u></p>' });
    assert.ok(saved.json().updated);

    const read = await viewer({ method: 'GET', url: TEMPLATE });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().info, saved.json().info);

    const [entry] = await auditEntriesOf(app, 'campaign_info_template', 1);
    assert.equal(entry.action, 'update');
    assert.ok('info' in entry.changes);
  });

  test('bad input and missing permission', async () => {
    const unknown = await admin({ method: 'PATCH', url: TEMPLATE, payload: { info: { xx: '<p>x</p>' } } });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { info: { xx: [RICH_TEXT_MESSAGES.unknownLanguage('xx')] } });
    for (const payload of [{ info: 'text' }, { info: { en: 'a\u0000b' } }, { info: { en: { nested: 1 } } }]) {
      const res = await admin({ method: 'PATCH', url: TEMPLATE, payload });
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} → ${res.body}`);
      assert.ok('info' in res.json(), res.body);
    }
    const proto = await admin({
      method: 'PATCH',
      url: TEMPLATE,
      headers: { 'content-type': 'application/json' },
      payload: '{"info":{"__proto__":{"x":1}}}',
    });
    assert.equal(proto.statusCode, 400);
    assert.equal((await viewer({ method: 'PATCH', url: TEMPLATE, payload: { info: {} } })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: TEMPLATE })).statusCode, 401);
    const editor = await userWithPermissions(app, [PERMISSIONS.changeTermsTemplate]);
    const res = await editor.inject({
      method: 'PATCH',
      url: TEMPLATE,
      payload: { info: { en: '<p>Hi</p>' } },
    });
    assert.equal(res.statusCode, 200, res.body);
  });
});

describe("a campaign's own campaign info", () => {
  test('refused while the casino gives every campaign the template; allowed when it lets them', async () => {
    await admin({ method: 'PATCH', url: TEMPLATE, payload: { info: { en: '<p>Template text</p>' } } });
    const campaign = await draft();
    await perCampaign(false);

    const shown = await viewer({ method: 'GET', url: info(campaign.id) });
    assert.equal(shown.statusCode, 200, shown.body);
    assert.deepEqual(shown.json(), { info: { en: '<p>Template text</p>' }, own: false, editable: false });

    const refused = await admin({
      method: 'PUT',
      url: info(campaign.id),
      payload: { info: { en: '<p>Mine</p>' } },
    });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { detail: CAMPAIGN_INFO_MESSAGES.notPerCampaign });

    await perCampaign(true);
    const own = await admin({
      method: 'PUT',
      url: info(campaign.id),
      payload: { info: { en: '<p>Mine <a href="javascript:x()">only</a></p>' } },
    });
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(own.json(), { info: { en: '<p>Mine <a>only</a></p>' }, own: true, editable: true });
    const logs = await auditEntriesOf(app, 'campaign', campaign.id);
    assert.ok(logs.some((log) => 'campaign_info' in (log.changes as object)));

    // Turned off again, the campaign shows the template (its own text is kept for later).
    await perCampaign(false);
    assert.equal((await viewer({ method: 'GET', url: info(campaign.id) })).json().own, false);
    await perCampaign(true);
    assert.equal((await viewer({ method: 'GET', url: info(campaign.id) })).json().own, true);

    const reset = await admin({ method: 'DELETE', url: info(campaign.id) });
    assert.equal(reset.statusCode, 204);
    assert.deepEqual((await viewer({ method: 'GET', url: info(campaign.id) })).json(), {
      info: { en: '<p>Template text</p>' },
      own: false,
      editable: true,
    });
    await perCampaign(false);
  });

  test('needs the campaign to exist and the right to change it; bad input is a field error', async () => {
    await perCampaign(true);
    const campaign = await draft();
    assert.equal((await viewer({ method: 'GET', url: info(999999) })).statusCode, 404);
    assert.equal(
      (await viewer({ method: 'PUT', url: info(campaign.id), payload: { info: { en: '<p>x</p>' } } }))
        .statusCode,
      403,
    );
    assert.equal((await viewer({ method: 'DELETE', url: info(campaign.id) })).statusCode, 403);
    assert.equal((await app.inject({ method: 'GET', url: info(campaign.id) })).statusCode, 401);
    const unknown = await admin({
      method: 'PUT',
      url: info(campaign.id),
      payload: { info: { zz: '<p>x</p>' } },
    });
    assert.equal(unknown.statusCode, 400);
    assert.ok('info' in unknown.json());
    const missing = await admin({ method: 'PUT', url: info(campaign.id), payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.ok('info' in missing.json(), missing.body);

    // Someone who may change only their own campaigns cannot change another's.
    const owner = await userWithPermissions(app, [
      PERMISSIONS.changeOwnCampaign,
      PERMISSIONS.viewOwnCampaign,
    ]);
    const other = await owner.inject({ method: 'PUT', url: info(campaign.id), payload: { info: {} } });
    assert.equal(other.statusCode, 404);
    await perCampaign(false);
  });
});
