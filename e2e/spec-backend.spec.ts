import { expect, test, type Page } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { CompetitionSettingsStep } from './pages/CompetitionSettingsStep';
import { LoginPage } from './pages/LoginPage';
import { JackpotSettingsStep, PrizeDropSettingsStep } from './pages/TypeSettingsSteps';
import { uniqueCampaignName } from './support/campaigns';
import { specStub, STUB_OPERATOR } from './support/specStub';

/**
 * The builder against a backend written from spec §7 alone (e2e/support/spec-stub.ts: 404 for every
 * other path): each type's settings go through the type's own calls, snake_case with the `JWT` header,
 * never nested in the campaign's PATCH, and are all there when the settings step is opened again.
 */
test.describe.configure({ mode: 'serial' });

let stub: Awaited<ReturnType<typeof specStub>>;
test.beforeAll(async () => {
  stub = await specStub();
});
test.afterAll(async () => {
  await stub.dispose();
});

/** The settings step, from its address (the server-rendered page on). */
async function gotoSettings(page: Page, campaignId: number) {
  await page.goto(`/campaigns/edit?id=${campaignId}&step=settings`);
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Settings');
  return builder;
}

async function openSettings(page: Page, campaignId: number) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(STUB_OPERATOR);
  await expect(page).toHaveURL(/\/dashboard/);
  await stub.forgetCalls();
  return gotoSettings(page, campaignId);
}

/** Every write went to the type's §7 calls with the `JWT` header; the campaign itself was not PATCHed. */
function expectOnlyTypeCalls(writes: { path: string; authorization?: string }[]) {
  expect(writes.every((call) => /^JWT \S+$/.test(call.authorization ?? ''))).toBe(true);
  expect(writes.filter((call) => call.path.startsWith('v1/campaigns/campaigns/'))).toEqual([]);
}

test('a mission with two tasks', async ({ page }) => {
  const campaignId = await stub.createCampaign('mission', uniqueCampaignName('Spec mission'));
  const builder = await openSettings(page, campaignId);
  await builder.field('Minimum bet (EUR)').fill('0.5');
  await builder.addDepositTask(page.getByRole('main'), '50', '5');
  const netLoss = await builder.addTask('netloss');
  await netLoss.getByLabel('Net loss amount').fill('10');
  await netLoss.getByLabel('Prize 1: cash amount (EUR)').fill('2');
  await builder.saveAndContinue('Players');

  const writes = await stub.writes();
  expectOnlyTypeCalls(writes);
  expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST v1/missions/missions/',
    'POST v1/missions/tasks/deposit/',
    'POST v1/missions/tasks/netloss/',
  ]);
  const [mission, deposit, netloss] = writes.map((call) => call.body as Record<string, unknown>);
  expect(mission).toEqual({
    campaign: campaignId,
    tasks_in_order: false,
    min_bet: 0.5,
    repeatable: false,
    repeat_count: null,
  });
  expect(deposit).toMatchObject({ amount: 50, ranges: null, prizes: [{ kind: 'cash', amount: 5 }] });
  expect(netloss).toMatchObject({ amount: 10, max_amount: null, prizes: [{ kind: 'cash', amount: 2 }] });
  expect(deposit.mission).toBe(netloss.mission);

  await gotoSettings(page, campaignId);
  await expect(builder.field('Minimum bet (EUR)')).toHaveValue('0.5');
  await expect(builder.task(1)).toHaveAccessibleName(/^Task 1: Deposit/);
  await expect(builder.task(1).getByLabel('Deposit amount')).toHaveValue('50');
  await expect(builder.task(2).getByLabel('Net loss amount')).toHaveValue('10');
  await expect(builder.task(2).getByLabel('Prize 1: cash amount (EUR)')).toHaveValue('2');

  // The overview reads them through the same calls.
  await builder.openStep('Overview');
  await expect(builder.overviewFact('Tasks')).toHaveText('1. Deposit · 2. Net loss');
  await expect(builder.overviewFact('Prizes and games')).toContainText('Task 2: Net loss: 2.00 EUR cash');
});

test('a mission v2 chain, reordered', async ({ page }) => {
  // Three saves and three reopenings of the step, on a shared machine.
  test.setTimeout(120_000);
  const campaignId = await stub.createCampaign('missionV2', uniqueCampaignName('Spec chain'));
  const builder = await openSettings(page, campaignId);
  await page.getByRole('button', { name: 'Add a mission' }).click();
  await builder.addDepositTask(builder.chainMission(1), '20', '5');
  await page.getByRole('button', { name: 'Add a mission' }).click();
  await builder.addDepositTask(builder.chainMission(2), '75', '10');
  await builder.saveAndContinue('Players');

  let writes = await stub.writes();
  expectOnlyTypeCalls(writes);
  expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST v1/missions/missions/',
    'POST v1/missions/tasks/deposit/',
    'POST v1/missions/missions/',
    'POST v1/missions/tasks/deposit/',
  ]);
  expect(writes[0].body).toEqual({
    campaign: campaignId,
    tasks_in_order: false,
    min_bet: null,
    repeatable: false,
    repeat_count: null,
    position: 0,
  });
  expect(writes[2].body).toMatchObject({ campaign: campaignId, position: 1 });
  const [first, second] = [writes[1], writes[3]].map((call) => (call.body as { mission: number }).mission);

  // The second mission first: §7 names no reorder call for missions, so each moved one says its place.
  await stub.forgetCalls();
  await gotoSettings(page, campaignId);
  await page.getByRole('button', { name: 'Move mission 2 up' }).click();
  await builder.saveAndContinue('Players');
  writes = await stub.writes();
  expectOnlyTypeCalls(writes);
  expect(
    writes.map(({ method, path, body }) => [method, path, (body as { position?: number }).position]),
  ).toEqual([
    ['PATCH', `v1/missions/missions/${second}/`, 0],
    ['PATCH', `v1/missions/missions/${first}/`, 1],
  ]);

  await gotoSettings(page, campaignId);
  await expect(builder.chainMission(1).getByLabel('Deposit amount')).toHaveValue('75');
  await expect(builder.chainMission(2).getByLabel('Deposit amount')).toHaveValue('20');
  await builder.openStep('Overview');
  await expect(builder.overviewFact('Prizes and games')).toContainText(
    'Mission 1, Task 1: Deposit: 10.00 EUR cash',
  );
  await expect(builder.overviewFact('Prizes and games')).toContainText(
    'Mission 2, Task 1: Deposit: 5.00 EUR cash',
  );
});

test('a tournament with a place and a task', async ({ page }) => {
  const campaignId = await stub.createCampaign('tournament', uniqueCampaignName('Spec tournament'));
  const builder = await openSettings(page, campaignId);
  const settings = new CompetitionSettingsStep(page);
  await settings.addPlace({ to: 3, cash: '100' });
  await settings.addTask('turnover', '5');
  await builder.saveAndContinue('Players');

  const writes = await stub.writes();
  expectOnlyTypeCalls(writes);
  expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST v1/tournaments/tournaments/',
    'POST v1/tournaments/tasks/turnover/',
  ]);
  const [tournament, task] = writes.map((call) => call.body as Record<string, unknown>);
  expect(tournament).toMatchObject({
    campaign: campaignId,
    type: 'most_points',
    places: [{ lower_position: 1, upper_position: 3, prizes: [{ kind: 'cash', amount: 100 }] }],
  });
  expect(task).toEqual({ tournament: expect.any(Number), points: 5, games: [], amount: 100 });

  await gotoSettings(page, campaignId);
  await expect(settings.place(1).getByLabel('Place 1: to position')).toHaveValue('3');
  await expect(settings.place(1).getByLabel('Prize 1: cash amount (EUR)')).toHaveValue('100');
  await expect(settings.task(1).getByLabel('Task 1: points')).toHaveValue('5');
  await expect(settings.task(1).getByLabel('Task 1: turnover amount')).toHaveValue('100');

  await builder.openStep('Overview');
  await expect(builder.overviewFact('Places')).toHaveText('1–3: 1 prize');
  await expect(builder.overviewFact('Tasks')).toHaveText('1. Turnover (5 points)');
});

test('a prize drop with prizes', async ({ page }) => {
  const campaignId = await stub.createCampaign('prizeDrop', uniqueCampaignName('Spec drop'));
  const builder = await openSettings(page, campaignId);
  const settings = new PrizeDropSettingsStep(page);
  await settings.field('Minimum bet (EUR)').fill('0.2');
  await settings.field('Number of drops').fill('10');
  await settings.addCashPrize('25', '2');
  await settings.addCashPrize('10', '3');
  await builder.saveAndContinue('Players');

  const writes = await stub.writes();
  expectOnlyTypeCalls(writes);
  const dropId = (writes[2]?.path.match(/prize-drops\/(\d+)\//) ?? [])[1];
  expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST v1/prize-drops/prize-drops/',
    'POST v1/prizes/prize/',
    `POST v1/prize-drops/prize-drops/${dropId}/prizes/`,
    'POST v1/prizes/prize/',
    `POST v1/prize-drops/prize-drops/${dropId}/prizes/`,
  ]);
  expect(writes[0].body).toEqual({
    campaign: campaignId,
    min_bet: 0.2,
    all_games: true,
    games: [],
    drops: 10,
  });
  expect(writes[1].body).toMatchObject({ kind: 'cash', amount: 25 });
  expect(writes[2].body).toEqual({ prize: expect.any(Number), quantity: 2 });
  expect(writes[4].body).toEqual({ prize: expect.any(Number), quantity: 3 });

  await gotoSettings(page, campaignId);
  await expect(settings.field('Number of drops')).toHaveValue('10');
  await expect(settings.prize(1).getByLabel('Prize 1: cash amount (EUR)')).toHaveValue('25');
  await expect(settings.quantity(1)).toHaveValue('2');
  await expect(settings.prize(2).getByLabel('Prize 2: cash amount (EUR)')).toHaveValue('10');
  await expect(settings.quantity(2)).toHaveValue('3');

  await builder.openStep('Overview');
  await expect(builder.overviewFact('Drops')).toHaveText('10');
  await expect(builder.overviewFact('Prizes')).toHaveText('2 prizes, 5 in all');
});

test('a jackpot', async ({ page }) => {
  const campaignId = await stub.createCampaign('jackpot', uniqueCampaignName('Spec jackpot'));
  const builder = await openSettings(page, campaignId);
  const settings = new JackpotSettingsStep(page);
  await settings.fill({
    type: 'Progressive',
    contribution: '0.5',
    title: 'Mega pot',
    startOn: '1000',
    average: '5000',
    max: '20000',
  });
  await builder.saveAndContinue('Players');

  const writes = await stub.writes();
  expectOnlyTypeCalls(writes);
  expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST v1/jackpots/jackpots/']);
  // Spec §3: creation adds language_for_title, EN by default.
  expect(writes[0].body).toMatchObject({
    campaign: campaignId,
    type: 'progressive',
    contribution_level: 0.5,
    title: 'Mega pot',
    language_for_title: 'en',
    start_on_value: 1000,
    average_payout: 5000,
    max_payout: 20000,
  });

  await gotoSettings(page, campaignId);
  await expect(settings.field('Title')).toHaveValue('Mega pot');
  await expect(settings.field('Contribution level (%)')).toHaveValue('0.5');
  await expect(settings.field('Max payout (EUR)')).toHaveValue('20000');
});
