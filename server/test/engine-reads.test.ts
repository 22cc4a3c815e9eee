import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { makeCampaign, makeMission, makePlayer } from './engine-fixtures';
import { build, DEMO_USERS, postEvents, signInAs, userWithPermissions, type AuthedInject } from './helpers';

// The read APIs end to end: events posted with an integration key to `POST v1/events/`, applied by
// the worker, read back as the operator's and staff's screens read them.

let app: FastifyInstance;
let admin: AuthedInject;
let key: string;
before(async () => {
  app = await build();
  admin = await signInAs(app, 'admin');
  key = (
    await admin({ method: 'POST', url: '/v1/integrations/keys/', payload: { name: 'Reads test' } })
  ).json().key;
});

async function post(events: Array<Record<string, unknown>>) {
  await postEvents(app, key, events);
  await app.engine.worker.drain();
}

let serial = 0;
const uid = () => `reads-${Date.now()}-${(serial += 1)}`;

describe('engine read APIs', () => {
  test('progress, live figures and the player engagement follow posted events', async () => {
    const adminId = (await app.repos.users.findByEmail(DEMO_USERS.admin.email))!.id;
    const campaign = await makeCampaign(app, 'mission', { creatorId: adminId });
    const { tasks } = await makeMission(app, campaign.id, { tasksInOrder: true }, [
      { type: 'deposit', amount: 20, prize: 5 },
      { type: 'turnover', amount: 100 },
    ]);
    const player = await makePlayer(app);
    const at = new Date(Date.now() - 60_000).toISOString();
    await post([
      {
        kind: 'deposit',
        unique_id: uid(),
        player: player.hash,
        occurred_at: at,
        amount: '25.00',
        currency: 'EUR',
      },
      {
        kind: 'gameround',
        unique_id: uid(),
        player: player.hash,
        occurred_at: new Date(Date.now() - 30_000).toISOString(),
        game: 1,
        round_id: 'r1',
        bet: '30.00',
        win: '0',
        currency: 'EUR',
      },
    ]);

    const progress = await admin({
      method: 'GET',
      url: `/v1/campaigns/campaigns/${campaign.id}/progress/?player=${player.hash}`,
    });
    assert.equal(progress.statusCode, 200, progress.body);
    const body = progress.json();
    assert.equal(body.excluded, false);
    assert.equal(body.control_group, false);
    assert.deepEqual(
      body.missions[0].tasks.map((task: Record<string, unknown>) => [
        task.task_id,
        task.progress,
        task.target,
        task.completed,
      ]),
      [
        [tasks[0].id, 20, 20, true],
        [tasks[1].id, 30, 100, false],
      ],
    );
    assert.equal(body.missions[0].times_completed, 0);
    const unknown = await admin({
      method: 'GET',
      url: `/v1/campaigns/campaigns/${campaign.id}/progress/?player=nobody`,
    });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(Object.keys(unknown.json()), ['player']);

    const live = (await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/live/` })).json();
    assert.equal(live.participants, 1);
    assert.equal(live.completions, 0);
    assert.deepEqual(live.awards, { count: 1, value: 5, currency: 'EUR' });
    assert.deepEqual(live.rest, { participants: 1, completions: 0, completion_rate: 0 });
    assert.equal(live.drops, null);
    assert.equal(live.pot, null);

    const engagement = await admin({ method: 'GET', url: `/v1/player/players/${player.id}/engagement/` });
    assert.equal(engagement.statusCode, 200, engagement.body);
    const [row] = engagement.json().campaigns;
    assert.deepEqual([row.campaign.id, row.tasks_done, row.tasks_left], [campaign.id, 1, 1]);
    assert.equal(engagement.json().awards[0].prize.value, 5);
    // A user who sees only their own campaigns sees none of this one.
    const own = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    const theirs = (
      await own.inject({ method: 'GET', url: `/v1/player/players/${player.id}/engagement/` })
    ).json();
    assert.deepEqual([theirs.campaigns, theirs.awards], [[], []]);
  });

  test('a campaign holds out 0–50 % of its players as its control group', async () => {
    const created = await admin({
      method: 'POST',
      url: '/v1/campaigns/campaigns/',
      payload: { name: `Control ${uid()}`, type: 'mission', control_group: 20 },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().control_group, 20);
    const tooMany = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${created.json().id}/`,
      payload: { control_group: 60 },
    });
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(Object.keys(tooMany.json()), ['control_group']);
    for (const bad of [-1, 12.5, 'ten', { value: 20 }, '10\u0000']) {
      const refused = await admin({
        method: 'PATCH',
        url: `/v1/campaigns/campaigns/${created.json().id}/`,
        payload: { control_group: bad },
      });
      assert.equal(refused.statusCode, 400, `${JSON.stringify(bad)}: ${refused.body}`);
      assert.deepEqual(Object.keys(refused.json()), ['control_group'], refused.body);
    }
    const poisoned = await admin({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${created.json().id}/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"control_group": {"__proto__": {"polluted": 1}}}',
    });
    assert.equal(poisoned.statusCode, 400, 'a __proto__ key is refused, never merged');
    const viewer = await signInAs(app, 'viewer');
    const denied = await viewer({
      method: 'PATCH',
      url: `/v1/campaigns/campaigns/${created.json().id}/`,
      payload: { control_group: 10 },
    });
    assert.equal(denied.statusCode, 403);
  });
});
