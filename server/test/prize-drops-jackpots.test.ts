import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import { prizeFields } from '../services/prize-rules';
import { type AuthedInject, buildWithAdminAndViewer, daysFromNow, userWithPermissions } from './helpers';

let app: FastifyInstance;
let admin: AuthedInject;
let viewer: AuthedInject;

before(async () => {
  ({ app, admin, viewer } = await buildWithAdminAndViewer());
});

let counter = 0;

/** A draft campaign of `type` with its common fields complete; returns its detail. */
async function newCampaign(type: 'prizeDrop' | 'jackpot' | 'mission', extra: Record<string, unknown> = {}) {
  counter += 1;
  const res = await admin({
    method: 'POST',
    url: '/v1/campaigns/campaigns/',
    payload: {
      name: `${type} ${counter} ${Date.now()}`,
      type,
      start_date: daysFromNow(1),
      end_date: daysFromNow(10),
      titles: { en: 'Win big' },
      ...extra,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

const publish = (id: number) =>
  admin({ method: 'PATCH', url: `/v1/campaigns/campaigns/${id}/`, payload: { status: 'SC' } });

const patchCampaign = (id: number, payload: Record<string, unknown>) =>
  admin({ method: 'PATCH', url: `/v1/campaigns/campaigns/${id}/`, payload });

const COMPLETE_DROP = {
  min_bet: 0.5,
  all_games: false,
  games: [10, 11],
  drops: 10,
  prizes: [
    { prize: { kind: 'cash', amount: 25 }, quantity: 4 },
    { prize: { kind: 'free_spins', free_spins_number: 20 }, quantity: 6 },
  ],
};

describe('prize drop settings (campaign body `prize_drop`)', () => {
  test('a new prize drop starts empty; publish names every missing item under prize_drop', async () => {
    const campaign = await newCampaign('prizeDrop');
    assert.deepEqual(
      { ...campaign.prize_drop, id: 0, campaign: 0 },
      { id: 0, campaign: 0, min_bet: null, all_games: true, games: [], drops: null, prizes: [] },
    );
    const refused = await publish(campaign.id);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(refused.json().prize_drop, {
      drops: ['Enter the number of drops (at least 1).'],
      prizes: ['A prize drop needs at least one prize.'],
    });

    const noGames = await patchCampaign(campaign.id, { prize_drop: { ...COMPLETE_DROP, games: [] } });
    assert.equal(noGames.statusCode, 200, noGames.body);
    assert.deepEqual((await publish(campaign.id)).json().prize_drop, {
      games: ['Select at least one game.'],
    });

    const blankPrize = await patchCampaign(campaign.id, {
      prize_drop: {
        games: [10],
        prizes: [{ prize: { kind: 'cash' }, quantity: 1 }, COMPLETE_DROP.prizes[0]],
      },
    });
    assert.equal(blankPrize.statusCode, 200, blankPrize.body);
    assert.deepEqual((await publish(campaign.id)).json().prize_drop, {
      prizes: [{ prize: { amount: ['This field is required.'] } }, {}],
    });

    const complete = await patchCampaign(campaign.id, { prize_drop: COMPLETE_DROP });
    assert.equal(complete.statusCode, 200, complete.body);
    const drop = complete.json().prize_drop;
    assert.equal(drop.drops, 10);
    assert.deepEqual(
      drop.prizes.map((item: { prize: { kind: string; action_code: string }; quantity: number }) => [
        item.prize.kind,
        item.prize.action_code,
        item.quantity,
      ]),
      [
        ['cash', 'CA', 4],
        ['free_spins', 'FS', 6],
      ],
    );
    const published = await publish(campaign.id);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(published.json().status, 'SC');
  });

  test('quantities above the drops are refused with the quantity message; bad input is 400', async () => {
    const campaign = await newCampaign('prizeDrop');
    const tooMany = await patchCampaign(campaign.id, { prize_drop: { ...COMPLETE_DROP, drops: 5 } });
    assert.equal(tooMany.statusCode, 400, tooMany.body);
    assert.deepEqual(tooMany.json().prize_drop, {
      drops: ["The prizes' total quantity (10) exceeds the number of drops (5)."],
    });

    const bad = await patchCampaign(campaign.id, {
      prize_drop: {
        drops: 0,
        min_bet: -1,
        games: [999999],
        prizes: [{ prize: { kind: 'nothing' }, quantity: 0 }],
      },
    });
    assert.equal(bad.statusCode, 400, bad.body);
    const errors = bad.json().prize_drop;
    assert.ok(errors.drops && errors.min_bet, bad.body);
    assert.ok(errors.prizes[0].prize.kind && errors.prizes[0].quantity, bad.body);

    const unknownGame = await patchCampaign(campaign.id, { prize_drop: { games: [999999] } });
    assert.deepEqual(unknownGame.json().prize_drop, {
      games: ['Invalid pk "999999" - object does not exist.'],
    });
  });

  test('an unchanged prize keeps its id on save, a changed one is a new prize; a copy keeps them', async () => {
    const campaign = await newCampaign('prizeDrop', { prize_drop: COMPLETE_DROP });
    const [first, second] = campaign.prize_drop.prizes;
    const saved = await patchCampaign(campaign.id, {
      prize_drop: {
        prizes: [
          { prize: first.prize, quantity: 2 },
          { prize: { ...second.prize, free_spins_number: 30 }, quantity: 3 },
        ],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [kept, changed] = saved.json().prize_drop.prizes;
    assert.equal(kept.prize.id, first.prize.id);
    assert.equal(kept.quantity, 2);
    assert.notEqual(changed.prize.id, second.prize.id);
    assert.equal(changed.prize.free_spins_number, 30);

    const copy = await newCampaign('prizeDrop', { copy_of: campaign.id });
    assert.equal(copy.prize_drop.drops, 10);
    assert.deepEqual(
      copy.prize_drop.prizes.map((item: { prize: { id: number } }) => item.prize.id),
      [kept.prize.id, changed.prize.id],
    );
  });
});

describe('prize drops endpoints (v1/prize-drops/prize-drops/)', () => {
  test('list, read, change; prizes added, changed and removed by id with the quantity rule', async () => {
    const campaign = await newCampaign('prizeDrop');
    const dropId = campaign.prize_drop.id as number;
    const list = await admin({ method: 'GET', url: `/v1/prize-drops/prize-drops/?campaign=${campaign.id}` });
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(list.json().count, 1);
    assert.equal(list.json().results[0].id, dropId);

    const changed = await admin({
      method: 'PATCH',
      url: `/v1/prize-drops/prize-drops/${dropId}/`,
      payload: { drops: 5, all_games: false, games: [12] },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual([changed.json().drops, changed.json().games], [5, [12]]);

    const prize = await app.repos.prizeDrops.insertPrize(prizeFields({ kind: 'bonus', amount: 5 }), null);
    const url = `/v1/prize-drops/prize-drops/${dropId}/prizes/`;
    const added = await admin({ method: 'POST', url, payload: { prize: prize.id, quantity: 3 } });
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(
      added
        .json()
        .prizes.map((item: { prize: { id: number }; quantity: number }) => [item.prize.id, item.quantity]),
      [[prize.id, 3]],
    );
    const again = await admin({ method: 'POST', url, payload: { prize: prize.id, quantity: 1 } });
    assert.deepEqual(again.json(), { prize: ['This prize is already in the prize drop.'] });

    const tooMany = await admin({ method: 'PATCH', url, payload: { prize: prize.id, quantity: 6 } });
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(tooMany.json(), {
      quantity: ["The prizes' total quantity (6) exceeds the number of drops (5)."],
    });
    const fewer = await admin({ method: 'PATCH', url, payload: { prize: prize.id, quantity: 5 } });
    assert.equal(fewer.statusCode, 200, fewer.body);
    assert.equal(fewer.json().prizes[0].quantity, 5);

    const unknown = await admin({ method: 'POST', url, payload: { prize: 99999999, quantity: 1 } });
    assert.deepEqual(unknown.json(), { prize: ['Invalid pk "99999999" - object does not exist.'] });

    const removed = await admin({ method: 'DELETE', url, payload: { prize: prize.id } });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(removed.json().prizes, []);
    const removedAgain = await admin({ method: 'DELETE', url, payload: { prize: prize.id } });
    assert.deepEqual(removedAgain.json(), { prize: ['This prize is not in the prize drop.'] });

    const badBody = await admin({ method: 'POST', url, payload: { prize: 'x', quantity: 0 } });
    assert.equal(badBody.statusCode, 400);
    assert.ok(badBody.json().prize && badBody.json().quantity, badBody.body);
    const badFilter = await admin({ method: 'GET', url: '/v1/prize-drops/prize-drops/?campaign=abc' });
    assert.equal(badFilter.statusCode, 400);
  });

  test("a drop's count and its prizes' quantities change together in the builder's order, never refused", async () => {
    const campaign = await newCampaign('prizeDrop');
    const dropId = campaign.prize_drop.id as number;
    const dropUrl = `/v1/prize-drops/prize-drops/${dropId}/`;
    const url = `${dropUrl}prizes/`;
    await admin({ method: 'PATCH', url: dropUrl, payload: { drops: 10 } });
    const [a, b] = await Promise.all(
      [5, 9].map((amount) => app.repos.prizeDrops.insertPrize(prizeFields({ kind: 'cash', amount }), null)),
    );
    for (const [prize, quantity] of [
      [a.id, 6],
      [b.id, 4],
    ])
      assert.equal((await admin({ method: 'POST', url, payload: { prize, quantity } })).statusCode, 201);
    // The count alone first is refused: 10 prizes for 5 drops.
    const countFirst = await admin({ method: 'PATCH', url: dropUrl, payload: { drops: 5 } });
    assert.equal(countFirst.statusCode, 400);
    // Lowered: quantities first, then the count.
    const sent = [
      ['PATCH', url, { prize: a.id, quantity: 3 }],
      ['PATCH', url, { prize: b.id, quantity: 2 }],
      ['PATCH', dropUrl, { drops: 5 }],
      // Raised: the count first, then the quantities.
      ['PATCH', dropUrl, { drops: 8 }],
      ['PATCH', url, { prize: a.id, quantity: 6 }],
    ] as const;
    for (const [method, path, payload] of sent) {
      const res = await admin({ method, url: path, payload });
      assert.equal(res.statusCode, 200, `${path} ${JSON.stringify(payload)}: ${res.body}`);
    }
    const list = await admin({ method: 'GET', url: `/v1/prize-drops/prize-drops/?campaign=${campaign.id}` });
    const [drop] = list.json().results;
    assert.deepEqual(
      [drop.drops, drop.prizes.map((item: { quantity: number }) => item.quantity)],
      [8, [6, 2]],
    );
  });

  test('create only for a prize-drop campaign without one; permissions enforced', async () => {
    const mission = await newCampaign('mission');
    const wrongType = await admin({
      method: 'POST',
      url: '/v1/prize-drops/prize-drops/',
      payload: { campaign: mission.id, drops: 3 },
    });
    assert.deepEqual(wrongType.json(), { campaign: ['This campaign type has no prize drop.'] });
    const campaign = await newCampaign('prizeDrop');
    const exists = await admin({
      method: 'POST',
      url: '/v1/prize-drops/prize-drops/',
      payload: { campaign: campaign.id, drops: 3 },
    });
    assert.deepEqual(exists.json(), { campaign: ['This campaign already has a prize drop.'] });

    const dropId = campaign.prize_drop.id;
    const viewerPatch = await viewer({
      method: 'PATCH',
      url: `/v1/prize-drops/prize-drops/${dropId}/`,
      payload: { drops: 3 },
    });
    assert.equal(viewerPatch.statusCode, 403);
    const viewerRemove = await viewer({
      method: 'DELETE',
      url: `/v1/prize-drops/prize-drops/${dropId}/prizes/`,
      payload: { prize: 1 },
    });
    assert.equal(viewerRemove.statusCode, 403);
    const nobody = await userWithPermissions(app, [PERMISSIONS.viewCatalogItem]);
    const list = await nobody.inject({ method: 'GET', url: '/v1/prize-drops/prize-drops/' });
    assert.equal(list.statusCode, 403);
  });
});

const COMPLETE_JACKPOT = {
  contribution_level: 0.5,
  type: 'progressive',
  title: 'Mega pot',
  start_on_value: 1000,
  boosted: true,
  boosted_chance: 2,
  boost_intervals: [
    { kind: 'week', days: [5, 6], from_time: '18:00', to_time: '23:00' },
    { kind: 'month', days: [1, 15] },
    { kind: 'timespan', start: daysFromNow(2), end: daysFromNow(3) },
  ],
  notify_when_won: true,
  average_payout: 5000,
  max_payout: 20000,
};

describe('jackpot settings (campaign body `jackpot`)', () => {
  test('a new jackpot titles in English by default; publish names every missing item', async () => {
    const campaign = await newCampaign('jackpot');
    assert.equal(campaign.jackpot.language_for_title, 'en');
    assert.equal(campaign.jackpot.pot, 0);
    const refused = await publish(campaign.id);
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(Object.keys(refused.json().jackpot).sort(), [
      'average_payout',
      'contribution_level',
      'max_payout',
      'start_on_value',
      'title',
      'type',
    ]);
    const boostedOnly = await patchCampaign(campaign.id, {
      jackpot: { ...COMPLETE_JACKPOT, boosted_chance: null, boost_intervals: [] },
    });
    assert.equal(boostedOnly.statusCode, 200, boostedOnly.body);
    assert.deepEqual((await publish(campaign.id)).json().jackpot, {
      boosted_chance: ['This field is required.'],
      boost_intervals: ['Add at least one boost interval.'],
    });
    const complete = await patchCampaign(campaign.id, { jackpot: COMPLETE_JACKPOT });
    assert.equal(complete.statusCode, 200, complete.body);
    const jackpot = complete.json().jackpot;
    assert.equal(jackpot.pot, 1000);
    assert.deepEqual(jackpot.boost_intervals[0], {
      kind: 'week',
      days: [5, 6],
      from_time: '18:00',
      to_time: '23:00',
      start: null,
      end: null,
    });
    assert.equal((await publish(campaign.id)).statusCode, 200);

    const copy = await newCampaign('jackpot', { copy_of: campaign.id });
    const { id: _id, campaign: _campaign, ...copied } = copy.jackpot;
    const { id: _sourceId, campaign: _source, ...source } = jackpot;
    assert.deepEqual(copied, source);
  });

  test('with localised titles, publishing needs the English one', async () => {
    const campaign = await newCampaign('jackpot', { jackpot: { ...COMPLETE_JACKPOT, title: '' } });
    const settings = await admin({
      method: 'PATCH',
      url: '/v1/casinos/settings/',
      payload: { enable_localized_jackpot_title: true },
    });
    assert.equal(settings.statusCode, 200, settings.body);
    try {
      assert.deepEqual((await publish(campaign.id)).json().jackpot, {
        titles: ['Enter the jackpot title in English.'],
      });
      const titled = await patchCampaign(campaign.id, { jackpot: { titles: { en: 'Mega', de: 'Mega DE' } } });
      assert.equal(titled.statusCode, 200, titled.body);
      assert.equal((await publish(campaign.id)).statusCode, 200);
    } finally {
      await admin({
        method: 'PATCH',
        url: '/v1/casinos/settings/',
        payload: { enable_localized_jackpot_title: false },
      });
    }
  });

  test('bad input answers 400 at each field', async () => {
    const campaign = await newCampaign('jackpot');
    const bad = await patchCampaign(campaign.id, {
      jackpot: { type: 'weekly', contribution_level: 0, boosted_chance: 0.5 },
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().jackpot).sort(), [
      'boosted_chance',
      'contribution_level',
      'type',
    ]);
    const nul = await patchCampaign(campaign.id, { jackpot: { title: 'a\u0000b' } });
    assert.equal(nul.statusCode, 400);
    assert.ok(nul.json().jackpot.title, nul.body);
    const rules = await patchCampaign(campaign.id, {
      jackpot: {
        language_for_title: 'xx',
        average_payout: 100,
        max_payout: 50,
        start_on_value: 10.001,
        boost_intervals: [
          { kind: 'week', days: [8], from_time: '10:00' },
          { kind: 'timespan', start: daysFromNow(3), end: daysFromNow(2) },
          { kind: 'month', days: [] },
        ],
      },
    });
    assert.equal(rules.statusCode, 400);
    assert.deepEqual(rules.json().jackpot, {
      language_for_title: ['"xx" is not one of the casino\'s languages.'],
      start_on_value: ['Ensure that there are no more than 2 decimal places.'],
      max_payout: ['The max payout must be at least the average payout.'],
      boost_intervals: [
        {
          days: ['Days of the week are 1 (Monday) to 7 (Sunday).'],
          to_time: ['Enter both times, or neither for the whole day.'],
        },
        { end: ['The end must be after the start.'] },
        { days: ['Choose at least one day of the month.'] },
      ],
    });
  });
});

describe('jackpots endpoints (v1/jackpots/…)', () => {
  test('list, create refused twice, change, delete', async () => {
    const campaign = await newCampaign('jackpot');
    const id = campaign.jackpot.id;
    const list = await admin({ method: 'GET', url: `/v1/jackpots/jackpots/?campaign=${campaign.id}` });
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().results.map((j: { id: number }) => j.id),
      [id],
    );
    const exists = await admin({
      method: 'POST',
      url: '/v1/jackpots/jackpots/',
      payload: { campaign: campaign.id, type: 'timed' },
    });
    assert.deepEqual(exists.json(), { campaign: ['This campaign already has a jackpot.'] });
    const changed = await admin({
      method: 'PATCH',
      url: `/v1/jackpots/jackpots/${id}/`,
      payload: { type: 'payout_before', max_payout: 300 },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().type, 'payout_before');
    const bad = await admin({ method: 'PATCH', url: `/v1/jackpots/jackpots/${id}/`, payload: { type: 'x' } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().type);

    assert.equal((await viewer({ method: 'DELETE', url: `/v1/jackpots/jackpots/${id}/` })).statusCode, 403);
    const removed = await admin({ method: 'DELETE', url: `/v1/jackpots/jackpots/${id}/` });
    assert.equal(removed.statusCode, 204);
    const detail = await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/` });
    assert.equal(detail.json().jackpot, null);
    const created = await admin({
      method: 'POST',
      url: '/v1/jackpots/jackpots/',
      payload: { campaign: campaign.id, type: 'timed' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().language_for_title, 'en');
  });

  test('contributions: paged, newest first, per day for one jackpot; permissions', async () => {
    const campaign = await newCampaign('jackpot', { jackpot: COMPLETE_JACKPOT });
    const id = campaign.jackpot.id;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    await app.repos.jackpots.insertContributions([
      { jackpotId: id, playerId: 1, betAmount: 10, amount: 0.05, created: day(1) },
      { jackpotId: id, playerId: 2, betAmount: 20, amount: 0.1, created: day(1) },
      { jackpotId: id, playerId: null, betAmount: 40, amount: 0.2, created: day(2) },
    ]);
    const page = await admin({ method: 'GET', url: `/v1/jackpots/contributions/?jackpot=${id}&limit=2` });
    assert.equal(page.statusCode, 200, page.body);
    const body = page.json();
    assert.equal(body.count, 3);
    assert.equal(body.results.length, 2);
    assert.ok(body.next);
    assert.deepEqual(
      body.results.map((row: { amount: number; player: string | null }) => [row.amount, row.player]),
      [
        [0.2, null],
        [0.1, body.results[1].player],
      ],
    );
    assert.deepEqual(body.per_day, [
      { day: '2026-01-01', amount: 0.15, contributions: 2 },
      { day: '2026-01-02', amount: 0.2, contributions: 1 },
    ]);
    const detail = await admin({ method: 'GET', url: `/v1/jackpots/jackpots/${id}/` });
    assert.deepEqual([detail.json().pot, detail.json().contributions_count], [1000.35, 3]);

    assert.equal(
      (await admin({ method: 'GET', url: '/v1/jackpots/contributions/?jackpot=x' })).statusCode,
      400,
    );
    const nobody = await userWithPermissions(app, [PERMISSIONS.viewCatalogItem]);
    assert.equal(
      (await nobody.inject({ method: 'GET', url: '/v1/jackpots/contributions/' })).statusCode,
      403,
    );
    const own = await userWithPermissions(app, [PERMISSIONS.viewOwnCampaign]);
    const hidden = await own.inject({ method: 'GET', url: `/v1/jackpots/contributions/?jackpot=${id}` });
    assert.deepEqual([hidden.json().count, hidden.json().per_day], [0, []]);
  });

  test('cancel jackpot pays the pot out; cancel immediately forfeits it; only scheduled or active', async () => {
    for (const immediately of [false, true]) {
      const campaign = await newCampaign('jackpot', { jackpot: COMPLETE_JACKPOT });
      const url = `/v1/jackpots/jackpots/${campaign.jackpot.id}/cancel/`;
      const draft = await admin({ method: 'POST', url, payload: { immediately } });
      assert.deepEqual(draft.json(), {
        non_field_errors: ['Only a scheduled or active jackpot can be cancelled.'],
      });
      assert.equal((await publish(campaign.id)).statusCode, 200);
      assert.equal((await viewer({ method: 'POST', url, payload: { immediately } })).statusCode, 403);
      const cancelled = await admin({ method: 'POST', url, payload: { immediately } });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal(cancelled.json().cancellation, immediately ? 'forfeited' : 'paid_out');
      assert.equal(cancelled.json().pot_at_cancellation, 1000);
      const detail = await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${campaign.id}/` });
      assert.equal(detail.json().status, 'CA');
      const twice = await admin({ method: 'POST', url, payload: { immediately } });
      assert.equal(twice.statusCode, 400);
    }
    const bad = await admin({
      method: 'POST',
      url: '/v1/jackpots/jackpots/1/cancel/',
      payload: { immediately: 'soon' },
    });
    assert.equal(bad.statusCode, 400);
  });
});

describe('demo data', () => {
  /** The detail of the oldest campaign of `type` in `status`: a demo one, not one these tests made. */
  async function demoDetail(type: string, status: string) {
    const list = await admin({
      method: 'GET',
      url: `/v1/campaigns/campaigns/?type=${type}&status=${status}&limit=1&order_by=id`,
    });
    const [first] = list.json().results;
    return (await admin({ method: 'GET', url: `/v1/campaigns/campaigns/${first.id}/` })).json();
  }

  test('the demo prize drops and jackpots have their settings; running jackpots have contributions', async () => {
    const drop = (await demoDetail('prizeDrop', 'AC')).prize_drop;
    assert.ok(drop.drops >= 20);
    assert.deepEqual(
      drop.prizes.map((item: { prize: { kind: string }; quantity: number }) => [
        item.prize.kind,
        item.quantity,
      ]),
      [
        ['cash', 5],
        ['free_spins', 10],
      ],
    );
    const running = (await demoDetail('jackpot', 'AC')).jackpot;
    assert.ok(
      running.contributions_count > 0 && running.pot > running.start_on_value,
      JSON.stringify(running),
    );
    assert.equal((await demoDetail('jackpot', 'CA')).jackpot.cancellation, 'paid_out');
  });
});

describe('the settings calls of spec §7 about one record', () => {
  const MISSING = 99999999;
  const CALLS: [string, string, Record<string, unknown>?][] = [
    ['GET', `/v1/prize-drops/prize-drops/${MISSING}/`],
    ['PATCH', `/v1/prize-drops/prize-drops/${MISSING}/`, { drops: 1 }],
    ['POST', `/v1/prize-drops/prize-drops/${MISSING}/prizes/`, { prize: 1, quantity: 1 }],
    ['PATCH', `/v1/prize-drops/prize-drops/${MISSING}/prizes/`, { prize: 1, quantity: 1 }],
    ['DELETE', `/v1/prize-drops/prize-drops/${MISSING}/prizes/`, { prize: 1 }],
    ['GET', `/v1/prizes/prizes/${MISSING}/`],
    ['GET', `/v1/jackpots/jackpots/${MISSING}/`],
    ['PATCH', `/v1/jackpots/jackpots/${MISSING}/`, { title: 'Pot' }],
    ['DELETE', `/v1/jackpots/jackpots/${MISSING}/`],
    ['PATCH', `/v1/missions/missions/${MISSING}/`, { min_bet: 1 }],
    ['DELETE', `/v1/missions/missions/${MISSING}/`],
    ['GET', `/v1/missions/tasks/deposit/${MISSING}/`],
    ['PATCH', `/v1/missions/tasks/deposit/${MISSING}/`, { amount: 5 }],
    ['DELETE', `/v1/missions/tasks/deposit/${MISSING}/`],
    ['PATCH', `/v1/missions/mission/${MISSING}/tasks/`, { tasks: [] }],
    ['PATCH', `/v1/tournaments/tournaments/${MISSING}/`, { attempts: 1 }],
    ['PATCH', `/v1/tournaments/tasks/turnover/${MISSING}/`, { points: 1 }],
    ['DELETE', `/v1/tournaments/tasks/turnover/${MISSING}/`],
    ['PATCH', `/v1/tournaments/tournament/${MISSING}/tasks/`, { tasks: [] }],
    ['GET', `/v1/overlays/overlays/${MISSING}/`],
    ['PATCH', `/v1/overlays/overlays/${MISSING}/`, { title: 'Look' }],
  ];

  test('an unknown record answers 404 on every one', async () => {
    for (const [method, url, payload] of CALLS) {
      const res = await admin({ method: method as 'GET', url, ...(payload && { payload }) });
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
      assert.deepEqual(res.json(), { detail: 'Not found.' });
    }
  });

  test('a bad id or type in the address is refused (404 as DRF URL patterns do, or 400), never a 500', async () => {
    for (const url of [
      '/v1/prize-drops/prize-drops/abc/',
      '/v1/jackpots/jackpots/abc/',
      '/v1/prizes/prizes/0/',
    ]) {
      const res = await admin({ method: 'GET', url });
      assert.ok([400, 404].includes(res.statusCode), `${url}: ${res.statusCode} ${res.body}`);
    }
    const badType = await admin({
      method: 'POST',
      url: '/v1/tournaments/tasks/deposit/',
      payload: { tournament: 1 },
    });
    assert.ok([400, 404].includes(badType.statusCode), badType.body);
  });

  test('writes need the campaign permissions', async () => {
    const { inject: reader } = await userWithPermissions(app, [PERMISSIONS.viewAllCampaigns]);
    const drop = await newCampaign('prizeDrop');
    for (const [method, url, payload] of [
      ['PATCH', `/v1/prize-drops/prize-drops/${drop.prize_drop.id}/`, { drops: 3 }],
      ['POST', `/v1/prize-drops/prize-drops/${drop.prize_drop.id}/prizes/`, { prize: 1, quantity: 1 }],
      ['POST', '/v1/prizes/prize/', { kind: 'cash', amount: 5 }],
      ['POST', '/v1/jackpots/jackpots/', { campaign: drop.id }],
    ] as const) {
      const res = await reader({ method, url, payload });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
    }
  });
});
