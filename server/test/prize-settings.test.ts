import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { PRIZE_SETTINGS_MESSAGES as M } from '../routes/api/prize-settings';
import { auditEntriesOf, buildWithAdminAndViewer, userWithPermissions, type AuthedInject } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

const URL = '/v1/casinos/prize-settings/';

describe('prize settings', () => {
  test('every tab answers all six fields; a change merges into its tab, persists in the casino and is logged', async () => {
    const read = await viewer({ method: 'GET', url: URL });
    assert.equal(read.statusCode, 200);
    const settings = read.json();
    assert.deepEqual(Object.keys(settings).sort(), [
      'bonus_prize_settings',
      'cash_prize_settings',
      'free_spins_prize_settings',
    ]);
    assert.deepEqual(settings.free_spins_prize_settings, {
      activation_duration: 7,
      duration: 7,
      wagering: 35,
      max_win: 100,
      max_bet: null,
      title: 'Free spins',
    });

    const patched = await admin({
      method: 'PATCH',
      url: URL,
      payload: { bonus_prize_settings: { max_win: 500.5, max_bet: 5, title: ' Bonus cash ' } },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual(patched.json().bonus_prize_settings, {
      ...settings.bonus_prize_settings,
      max_win: 500.5,
      max_bet: 5,
      title: 'Bonus cash',
    });
    assert.deepEqual(patched.json().free_spins_prize_settings, settings.free_spins_prize_settings);
    const casino = await app.repos.casino.get();
    assert.equal(casino?.platformConfiguration.bonus_prize_settings.max_win, 500.5);
    assert.ok(casino?.platformConfiguration.bonus_prizes_bonus_ids, 'the bonus ids are kept');
    const me = (await viewer({ method: 'GET', url: '/v1/auth/me/' })).json();
    assert.equal(me.casino.platform_configuration.bonus_prize_settings.title, 'Bonus cash');

    const [log] = await auditEntriesOf(app, 'prize_settings', casino!.id);
    assert.ok(log.changes.bonus_prize_settings);

    const cleared = await admin({
      method: 'PATCH',
      url: URL,
      payload: { bonus_prize_settings: { max_win: null } },
    });
    assert.equal(cleared.json().bonus_prize_settings.max_win, null);
  });

  test('field errors in the four slots and the title, nested under their tab', async () => {
    const bad = async (payload: object) => {
      const res = await admin({ method: 'PATCH', url: URL, payload });
      assert.equal(res.statusCode, 400, res.body);
      return res.json();
    };
    assert.deepEqual(
      await bad({
        free_spins_prize_settings: { activation_duration: 0, duration: 400, max_win: -1, max_bet: 'x' },
      }),
      {
        free_spins_prize_settings: {
          activation_duration: [M.days],
          duration: [M.days],
          max_win: [M.amount],
          max_bet: [M.amount],
        },
      },
    );
    assert.deepEqual(await bad({ cash_prize_settings: { duration: 1.5 } }), {
      cash_prize_settings: { duration: [M.days] },
    });
    assert.deepEqual(await bad({ bonus_prize_settings: { max_win: 10, max_bet: 20 } }), {
      bonus_prize_settings: { max_bet: [M.maxBetAboveMaxWin] },
    });
    assert.deepEqual(await bad({ bonus_prize_settings: { max_win: 10.555 } }), {
      bonus_prize_settings: { max_win: ['Ensure that there are no more than 2 decimal places.'] },
    });
    assert.deepEqual(await bad({ bonus_prize_settings: { title: '  ' } }), {
      bonus_prize_settings: { title: [M.titleBlank] },
    });
    const nul = await bad({ bonus_prize_settings: { title: 'a\u0000b' } });
    assert.ok(nul.bonus_prize_settings.title);
    assert.deepEqual(Object.keys(await bad({ bonus_prize_settings: { wagering: 1001 } })), [
      'bonus_prize_settings',
    ]);
    const proto = await admin({
      method: 'PATCH',
      url: URL,
      payload: '{"__proto__": {"x": 1}}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(proto.statusCode, 400);
  });

  test('401 without a sign-in, 403 without change_casinosettings', async () => {
    assert.equal((await app.inject({ method: 'GET', url: URL })).statusCode, 401);
    const payload = { cash_prize_settings: { title: 'Cash' } };
    assert.equal((await viewer({ method: 'PATCH', url: URL, payload })).statusCode, 403);
    const settings = await userWithPermissions(app, [PERMISSIONS.changeCasinoSettings]);
    assert.equal((await settings.inject({ method: 'PATCH', url: URL, payload })).statusCode, 200);
  });
});
