import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import {
  type AuthedInject,
  buildWithAdminAndViewer,
  publishableMissionBody,
  userWithPermissions,
} from './helpers';

const URL = '/v1/campaigns/campaigns/';

describe('campaign templates (isTemplate) and copies (copy_of)', () => {
  let app: FastifyInstance;
  let admin: AuthedInject;
  before(async () => {
    ({ app, admin } = await buildWithAdminAndViewer());
  });
  after(() => app.close());

  async function create(body: Record<string, unknown>, as: AuthedInject = admin) {
    const res = await as({ method: 'POST', url: URL, payload: body });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  }

  test('a template is listed with is_template, never scheduled, and a campaign made from it copies its settings', async () => {
    const template = await create(
      publishableMissionBody({ name: `Template ${Date.now()}`, is_template: true }),
    );
    assert.equal(template.is_template, true);
    const listed = await admin({ method: 'GET', url: `${URL}?is_template=true&order_by=-id&limit=25` });
    assert.equal(listed.json().results[0].id, template.id);
    const campaigns = await admin({ method: 'GET', url: `${URL}?is_template=false&limit=100` });
    assert.ok(!campaigns.json().results.some((row: { id: number }) => row.id === template.id));

    const publish = await admin({ method: 'PATCH', url: `${URL}${template.id}/`, payload: { status: 'SC' } });
    assert.equal(publish.statusCode, 400);
    assert.deepEqual(publish.json(), { status: ['The status of a template cannot be changed.'] });

    // "Create campaign" from the template: its fields sent back, its settings copied by the server.
    const campaign = await create({
      name: 'From the template',
      type: 'mission',
      titles: template.titles,
      copy_of: template.id,
      is_template: false,
    });
    assert.equal(campaign.is_template, false);
    assert.equal(campaign.status, 'DR');
    assert.equal(campaign.mission.tasks.length, 2);
    assert.notEqual(campaign.mission.id, template.mission.id);
    assert.deepEqual(
      campaign.mission.tasks.map((task: { type: string; prizes: { kind: string }[] }) => [
        task.type,
        task.prizes.map((prize) => prize.kind),
      ]),
      [
        ['deposit', ['bonus']],
        ['gameplay', ['free_spins']],
      ],
    );

    // "Save as template" from a campaign works the same way.
    const saved = await create({
      name: 'Saved as template',
      type: 'mission',
      copy_of: campaign.id,
      is_template: true,
    });
    assert.equal(saved.is_template, true);
    assert.equal(saved.mission.tasks.length, 2);
  });

  test('settings sent in the body win over copy_of; copy_of must be a campaign the user sees', async () => {
    const template = await create(
      publishableMissionBody({ name: `Template ${Date.now()}`, is_template: true }),
    );
    const own = await create({
      name: 'Own tasks',
      type: 'mission',
      copy_of: template.id,
      mission: { tasks: [{ type: 'netloss', amount: 10, prizes: [{ kind: 'cash', amount: 1 }] }] },
    });
    assert.deepEqual(
      own.mission.tasks.map((task: { type: string }) => task.type),
      ['netloss'],
    );

    let res = await admin({
      method: 'POST',
      url: URL,
      payload: { name: 'x', type: 'mission', copy_of: 99999999 },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { copy_of: ['Invalid pk "99999999" - object does not exist.'] });

    const ownOnly = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign, PERMISSIONS.addCampaign]);
    res = await ownOnly.inject({
      method: 'POST',
      url: URL,
      payload: { name: 'x', type: 'mission', copy_of: template.id },
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().copy_of);
  });

  test('a type whose flag is off cannot be created, whatever the casino offers', async () => {
    await app.repos.featureFlags.set('enable-sport-book-campaign', false);
    const res = await admin({
      method: 'POST',
      url: URL,
      payload: { name: 'Bets', type: 'sportsbookMission' },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { type: ['"sportsbookMission" is not a valid choice.'] });
  });
});
