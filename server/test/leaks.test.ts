import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS as P } from '../../contract/permissions';
import { buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
before(async () => {
  ({ app, admin } = await buildWithAdminAndViewer());
});

describe('campaign visibility on prizes and player statistics', () => {
  test("GET v1/prizes/prizes/{id}/ with view_own_campaign: one's own prize, never another user's", async () => {
    const others = await admin({
      method: 'POST',
      url: '/v1/prizes/prize/',
      payload: { kind: 'bonus', amount: 5, bonus_code: 'SECRET-CODE' },
    });
    assert.equal(others.statusCode, 201, others.body);
    const own = await userWithPermissions(app, [P.viewOwnCampaign, P.changeOwnCampaign]);
    const mine = await own.inject({
      method: 'POST',
      url: '/v1/prizes/prize/',
      payload: { kind: 'cash', amount: 3 },
    });
    assert.equal(mine.statusCode, 201, mine.body);

    const leaked = await own.inject({ method: 'GET', url: `/v1/prizes/prizes/${others.json().id}/` });
    assert.equal(leaked.statusCode, 404);
    assert.doesNotMatch(leaked.body, /SECRET-CODE/);
    assert.equal(
      (await own.inject({ method: 'GET', url: `/v1/prizes/prizes/${mine.json().id}/` })).statusCode,
      200,
    );
    assert.equal(
      (await admin({ method: 'GET', url: `/v1/prizes/prizes/${others.json().id}/` })).statusCode,
      200,
    );
  });

  test('GET v1/player/players/{id}/statistics/ names only campaigns the caller may see', async () => {
    const result = (await app.db.execute(
      sql`select player_id from campaign_participations group by player_id order by count(*) desc limit 1`,
    )) as unknown as { rows: Array<{ player_id: number }> };
    const [row] = result.rows;
    assert.ok(row, 'the demo seed has participations');
    const url = `/v1/player/players/${row.player_id}/statistics/`;
    const full = (await admin({ method: 'GET', url })).json() as { campaigns_participated_in: unknown[] };
    assert.ok(full.campaigns_participated_in.length > 0);

    const own = await userWithPermissions(app, [P.viewOwnCampaign]);
    const seen = await own.inject({ method: 'GET', url });
    assert.equal(seen.statusCode, 200);
    const body = seen.json() as Record<string, unknown[]>;
    assert.deepEqual(body.campaigns_participated_in, []);
    assert.deepEqual(body.campaigns_with_statistics, []);
    assert.deepEqual(body.campaigns_eligible_for, []);
    assert.deepEqual(body.prize_payouts, []);
  });
});

describe('Cache-Control: no-store on players and users data', () => {
  test('players, a player, users, a user and me are never cached', async () => {
    for (const url of [
      '/v1/player/players/',
      '/v1/player/players/1/',
      '/v1/player/players/1/statistics/',
      '/v1/auth/users/',
      '/v1/auth/users/1/',
      '/v1/auth/me/',
    ]) {
      const res = await admin({ method: 'GET', url });
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
      assert.equal(res.headers['cache-control'], 'no-store', url);
    }
  });
});
