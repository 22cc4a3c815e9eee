import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

describe('prizes (POST v1/prizes/prize/, GET v1/prizes/prizes/{id}/)', () => {
  let app: FastifyInstance;
  let admin: AuthedInject;
  let viewer: AuthedInject;
  before(async () => {
    ({ app, admin, viewer } = await buildWithAdminAndViewer());
  });
  after(() => app.close());

  test('a prize of every kind keeps only its own fields and answers its action code', async () => {
    const kinds = {
      cash: { amount: 10, cash_amounts: { USD: 10.8 }, platform_bonus_id: 'cash-1', wagering: 3 },
      bonus: { amount: 5, bonus_code: ' WELCOME ', wagering: 30, free_spins_number: 9 },
      deposit_bonus: { deposit_bonus_percentage: 100, amount: 200, wagering: 35 },
      free_spins: {
        free_spins_number: 20,
        bet_level: 0.2,
        pay_winnings_as_bonus: true,
        eligible_games: [3, 3, 4],
      },
      catalog_item: { catalog_item_id: 1, amount: 7 },
      fast_track_prize: { action_group_id: 'ag-7' },
      loot_box: { loot_box_id: '12' },
      platform_bonus: { platform_bonus_id: 'b-1' },
    } as const;
    const codes: Record<string, string | null> = {
      cash: 'CA',
      bonus: 'BO',
      deposit_bonus: 'DB',
      free_spins: 'FS',
      catalog_item: 'CI',
      fast_track_prize: null,
      loot_box: null,
      platform_bonus: null,
    };
    for (const [kind, fields] of Object.entries(kinds)) {
      const res = await admin({ method: 'POST', url: '/v1/prizes/prize/', payload: { kind, ...fields } });
      assert.equal(res.statusCode, 201, res.body);
      const prize = res.json();
      assert.equal(prize.kind, kind);
      assert.equal(prize.action_code, codes[kind]);
      const read = await viewer({ method: 'GET', url: `/v1/prizes/prizes/${prize.id}/` });
      assert.deepEqual(read.json(), prize);
      if (kind === 'cash') {
        assert.deepEqual(prize.cash_amounts, { USD: 10.8 });
        assert.equal(prize.wagering, null);
      }
      if (kind === 'bonus') {
        assert.equal(prize.bonus_code, 'WELCOME');
        assert.equal(prize.free_spins_number, null);
      }
      if (kind === 'free_spins') assert.deepEqual(prize.eligible_games, [3, 4]);
      if (kind === 'catalog_item') assert.equal(prize.amount, null);
    }
  });

  test('bad input is a 400 at the field; unknown prize 404; permissions', async () => {
    let res = await admin({ method: 'POST', url: '/v1/prizes/prize/', payload: { kind: 'jackpot' } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().kind);
    res = await admin({
      method: 'POST',
      url: '/v1/prizes/prize/',
      payload: { kind: 'cash', amount: -1, cash_amounts: { eur: 1 } },
    });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().amount || res.json().cash_amounts);
    res = await admin({
      method: 'POST',
      url: '/v1/prizes/prize/',
      payload: { kind: 'loot_box', loot_box_id: 'a\u0000b' },
    });
    assert.equal(res.statusCode, 400);
    assert.equal((await admin({ method: 'GET', url: '/v1/prizes/prizes/999999/' })).statusCode, 404);

    const nobody = await userWithPermissions(app, []);
    res = await nobody.inject({
      method: 'POST',
      url: '/v1/prizes/prize/',
      payload: { kind: 'cash', amount: 1 },
    });
    assert.equal(res.statusCode, 403);
    assert.equal((await nobody.inject({ method: 'GET', url: '/v1/prizes/prizes/1/' })).statusCode, 403);
    assert.equal(
      (await viewer({ method: 'POST', url: '/v1/prizes/prize/', payload: { kind: 'cash', amount: 1 } }))
        .statusCode,
      403,
    );
  });
});
