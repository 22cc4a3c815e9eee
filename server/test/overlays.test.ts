import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { campaigns } from '../db/schema';
import { OVERLAY_MESSAGES } from '../routes/api/overlays';
import { auditEntriesOf, buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const OVERLAYS = '/v1/overlays/overlays/';
const OVERLAYS2 = '/v1/overlays/overlays2/';
let counter = 0;

async function draftCampaign(as: AuthedInject = admin): Promise<number> {
  counter += 1;
  const res = await as({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: { name: `Overlay campaign ${counter} ${Date.now()}`, type: 'mission' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

describe("the casino's overlay (overlays2 and its look)", () => {
  test('create the look, point overlays2 at it with a position; both persist and are logged', async () => {
    const initial = (await viewer({ method: 'GET', url: OVERLAYS2 })).json();
    assert.deepEqual(initial, { overlay_id: null, position: 'bottom-right' });

    const created = await admin({
      method: 'POST',
      url: OVERLAYS,
      payload: { title: ' Your progress ', accent_color: '#FF8800', image: null },
    });
    assert.equal(created.statusCode, 201, created.body);
    const look = created.json();
    assert.equal(look.campaign, null);
    assert.equal(look.title, 'Your progress');
    assert.equal(look.accent_color, '#ff8800');
    assert.equal(look.text_color, '#ffffff');
    assert.equal(look.show_progress, true);

    const put = await admin({
      method: 'PUT',
      url: OVERLAYS2,
      payload: { overlay_id: look.id, position: 'top-left' },
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(put.json(), { overlay_id: look.id, position: 'top-left' });
    assert.deepEqual((await viewer({ method: 'GET', url: OVERLAYS2 })).json(), put.json());
    const me = (await viewer({ method: 'GET', url: '/v1/auth/me/' })).json();
    assert.equal(me.casino.overlay_id, look.id);
    assert.equal(me.casino.overlay_position, 'top-left');

    const patched = await admin({
      method: 'PATCH',
      url: `${OVERLAYS}${look.id}/`,
      payload: { show_progress: false },
    });
    assert.equal(patched.json().show_progress, false);
    assert.equal(
      (await viewer({ method: 'GET', url: `${OVERLAYS}${look.id}/` })).json().show_progress,
      false,
    );

    const [log] = await auditEntriesOf(app, 'overlay', look.id);
    assert.deepEqual(log.changes, { show_progress: { before: true, after: false } });
    const casino = await app.repos.casino.get();
    const [settingsLog] = await auditEntriesOf(app, 'overlay_settings', casino!.id);
    assert.deepEqual(settingsLog.changes.position, { before: 'bottom-right', after: 'top-left' });
  });

  test('overlays2 field errors: position, an unknown overlay, a campaign overlay, both required', async () => {
    const put = async (payload: object) => {
      const res = await admin({ method: 'PUT', url: OVERLAYS2, payload });
      assert.equal(res.statusCode, 400, res.body);
      return res.json();
    };
    assert.deepEqual(Object.keys(await put({ overlay_id: null, position: 'center' })), ['position']);
    assert.deepEqual(await put({ overlay_id: 999999, position: 'top-left' }), {
      overlay_id: [OVERLAY_MESSAGES.overlayMissing(999999)],
    });
    const campaignOverlay = (
      await admin({ method: 'POST', url: OVERLAYS, payload: { campaign: await draftCampaign() } })
    ).json();
    assert.deepEqual(await put({ overlay_id: campaignOverlay.id, position: 'top-left' }), {
      overlay_id: [OVERLAY_MESSAGES.overlayOfCampaign],
    });
    assert.deepEqual(Object.keys(await put({})).sort(), ['overlay_id', 'position']);
    const proto = await admin({
      method: 'PUT',
      url: OVERLAYS2,
      payload: '{"__proto__": {"position": "top-left"}, "overlay_id": null, "position": "top-left"}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(proto.statusCode, 400);
  });

  test('look field errors: colours, title length and NUL, image address, position', async () => {
    const bad = async (payload: object) => {
      const res = await admin({ method: 'POST', url: OVERLAYS, payload });
      assert.equal(res.statusCode, 400, res.body);
      return res.json();
    };
    assert.deepEqual(await bad({ accent_color: 'red', text_color: '#12345' }), {
      accent_color: [OVERLAY_MESSAGES.color],
      text_color: [OVERLAY_MESSAGES.color],
    });
    assert.deepEqual(Object.keys(await bad({ title: 'x'.repeat(61) })), ['title']);
    assert.deepEqual(Object.keys(await bad({ title: 'a\u0000b' })), ['title']);
    assert.deepEqual(Object.keys(await bad({ image: 'javascript:alert(1)' })), ['image']);
    assert.deepEqual(Object.keys(await bad({ position: 'center' })), ['position']);
  });

  test('401 without a sign-in; 403 without change_overlay; viewers read', async () => {
    assert.equal((await app.inject({ method: 'GET', url: OVERLAYS2 })).statusCode, 401);
    assert.equal(
      (await viewer({ method: 'PUT', url: OVERLAYS2, payload: { overlay_id: null, position: 'top-left' } }))
        .statusCode,
      403,
    );
    assert.equal((await viewer({ method: 'POST', url: OVERLAYS, payload: {} })).statusCode, 403);
    const look = (await admin({ method: 'POST', url: OVERLAYS, payload: {} })).json();
    assert.equal(
      (await viewer({ method: 'PATCH', url: `${OVERLAYS}${look.id}/`, payload: {} })).statusCode,
      403,
    );
    const designer = await userWithPermissions(app, [PERMISSIONS.changeOverlay]);
    const ok = await designer.inject({
      method: 'PUT',
      url: OVERLAYS2,
      payload: { overlay_id: look.id, position: 'middle-right' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await admin({ method: 'GET', url: `${OVERLAYS}999999/` })).statusCode, 404);
  });
});

describe("a campaign's overlay", () => {
  test('one per campaign, found by ?campaign=, changed by whoever may change the campaign', async () => {
    const campaignId = await draftCampaign();
    const none = await viewer({ method: 'GET', url: `${OVERLAYS}?campaign=${campaignId}` });
    assert.equal(none.statusCode, 200);
    assert.equal(none.json().count, 0);

    const created = await admin({
      method: 'POST',
      url: OVERLAYS,
      payload: { campaign: campaignId, title: 'Race to the top', position: 'middle-left' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().campaign, campaignId);
    const found = (await viewer({ method: 'GET', url: `${OVERLAYS}?campaign=${campaignId}` })).json();
    assert.deepEqual(found.results, [created.json()]);

    const again = await admin({ method: 'POST', url: OVERLAYS, payload: { campaign: campaignId } });
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { campaign: [OVERLAY_MESSAGES.campaignHasOverlay] });

    const moved = await admin({
      method: 'PATCH',
      url: `${OVERLAYS}${created.json().id}/`,
      payload: { position: null, campaign: 1 },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().position, null);
    assert.equal(moved.json().campaign, campaignId, 'the campaign of an overlay never changes');

    const [log] = await auditEntriesOf(app, 'overlay', created.json().id);
    assert.deepEqual(log.changes.position, { before: 'middle-left', after: null });

    assert.equal(
      (await viewer({ method: 'PATCH', url: `${OVERLAYS}${created.json().id}/`, payload: { title: 'x' } }))
        .statusCode,
      403,
    );
    const unknown = await admin({ method: 'POST', url: OVERLAYS, payload: { campaign: 999999 } });
    assert.deepEqual(unknown.json(), { campaign: [OVERLAY_MESSAGES.campaignMissing(999999)] });
    assert.equal((await viewer({ method: 'GET', url: `${OVERLAYS}?campaign=999999` })).statusCode, 404);
    assert.equal((await viewer({ method: 'GET', url: OVERLAYS })).statusCode, 400);
  });

  test("someone else's campaign is out of reach with change_own_campaign only; a finished one is read-only", async () => {
    const owner = await userWithPermissions(app, [
      PERMISSIONS.viewOwnCampaign,
      PERMISSIONS.changeOwnCampaign,
      PERMISSIONS.addCampaign,
    ]);
    const theirs = await draftCampaign();
    const refused = await owner.inject({ method: 'POST', url: OVERLAYS, payload: { campaign: theirs } });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json(), { campaign: [OVERLAY_MESSAGES.campaignMissing(theirs)] });
    const own = await draftCampaign(owner.inject);
    assert.equal(
      (await owner.inject({ method: 'POST', url: OVERLAYS, payload: { campaign: own } })).statusCode,
      201,
    );

    const finished = await draftCampaign();
    const overlay = (await admin({ method: 'POST', url: OVERLAYS, payload: { campaign: finished } })).json();
    await app.db.update(campaigns).set({ status: 'FI' }).where(eq(campaigns.id, finished));
    const closed = await admin({
      method: 'PATCH',
      url: `${OVERLAYS}${overlay.id}/`,
      payload: { title: 'Late' },
    });
    assert.equal(closed.statusCode, 400);
    assert.ok(closed.json().non_field_errors);
  });
});
