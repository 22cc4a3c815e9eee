import { expect, test } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { CampaignPlayersStep } from './pages/CampaignPlayersStep';
import { CampaignsPage, CampaignTypeChoicePage } from './pages/CampaignsPage';
import { apiAs } from './support/api';
import { uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

interface WireGame {
  id: number;
  name: string;
}

test('a staff member builds a mission, picks games, reorders tasks, uploads players, publishes, finds, copies and cancels it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueCampaignName('Builder mission');
  const admin = await apiAs();
  const players = (await (
    await admin.get('v1/player/players/?limit=3&order_by=id&customer_states=active')
  ).json()) as {
    results: { hash: string }[];
  };
  const games = (await (await admin.get('v1/games/games/?limit=1&order_by=name')).json()) as {
    results: WireGame[];
  };
  const game = games.results[0];

  await signInAs(page, 'admin');
  await page.goto('/campaigns/create');
  await new CampaignTypeChoicePage(page)
    .types()
    .filter({ hasText: /^Mission$/ })
    .click();

  // Title and dates: saving creates the draft.
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Title and dates');
  await builder.fillTitleAndDates({ name, startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');
  await expect(page.getByText('Campaign has been created successfully')).toBeVisible();
  const id = builder.campaignId();

  // Settings: a deposit task and a gameplay task on a game picked in the modal.
  await builder.field('Minimum bet (EUR)').fill('0.2');
  const deposit = await builder.addTask('deposit');
  await deposit.getByLabel('Deposit amount').fill('50');
  await deposit.getByLabel('Prize 1: cash amount (EUR)').fill('5');
  const gameplay = await builder.addTask('gameplay');
  await gameplay.getByLabel('Rounds').fill('20');
  await gameplay.getByLabel('Number of wins').fill('3');
  await gameplay.getByLabel('Prize 1: kind').selectOption('free_spins');
  await gameplay.getByLabel('Prize 1: free spins').fill('10');
  await builder.chooseGames(2, [game.name]);
  await expect(page.getByText('1 games added to Campaign List')).toBeVisible();
  await expect(builder.task(2).getByText('1 game chosen')).toBeVisible();
  await builder.saveAndContinue('Players');

  // Back on the settings, the gameplay task is dragged (by keyboard) above the deposit one: the order
  // is saved.
  await builder.openStep('Settings');
  await expect(builder.task(1)).toHaveAccessibleName('Task 1: Deposit');
  await builder.dragTaskWithKeyboard(2, 1);
  await expect(builder.task(1)).toHaveAccessibleName('Task 1: Gameplay');
  await expect(builder.orderNote()).toContainText('The order is saved.');
  const saved = (await (await admin.get(`v1/campaigns/campaigns/${id}/`)).json()) as {
    mission: { tasks: { type: string }[] };
  };
  expect(saved.mission.tasks.map((task) => task.type)).toEqual(['gameplay', 'deposit']);

  // Players: a CSV of hashes, with a duplicate, an unknown hash and a broken line.
  await builder.openStep('Players');
  const playersStep = new CampaignPlayersStep(page);
  const [first, second] = players.results.map((player) => player.hash);
  await playersStep.uploadPlayersCsv({
    name: 'players.csv',
    content: `hash\n${first}\n${second}\n${first}\nno-such-player\n"broken\n`,
  });
  await playersStep.expectReport({
    fileName: 'players.csv',
    count: 2,
    duplicates: 1,
    unknown: 1,
    brokenLines: 1,
  });
  await playersStep.continueButton().click();

  // Content: the English title (publishing needs it).
  await builder.expectStep('Content');
  await builder.field('Title (English)').fill(`${name} title`);
  await builder.saveAndContinue('Terms');
  await builder.openStep('Overview');

  await builder.publish();
  // Scheduled now: the overview offers what a scheduled campaign allows.
  await expect(page.getByRole('button', { name: 'Back to draft' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();

  // The list finds it by filtering; a copy of it is made, published and cancelled.
  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await campaigns.searchFor(name);
  await campaigns.filterByStatus('Scheduled');
  await expect(campaigns.rows()).toHaveCount(1);
  await expect(campaigns.row(name)).toContainText('Mission');

  const copyName = `${name} copy`;
  await campaigns.filterByStatus('All statuses');
  await campaigns.copy(name, copyName);
  await expect(campaigns.row(copyName)).toContainText('Draft');
  await campaigns.publish(copyName);
  await expect(campaigns.row(copyName)).toContainText('Scheduled');
  await campaigns.cancelCampaign(copyName);
  await expect(campaigns.row(copyName)).toContainText('Cancelled');
  await expect(campaigns.row(name)).toContainText('Scheduled');
  await admin.dispose();
});

test('leaving a step with unsaved changes asks first', async ({ page }) => {
  const name = uniqueCampaignName('Guarded');
  await signInAs(page, 'admin');
  await page.goto('/campaigns/create/mission');
  const builder = new CampaignBuilderPage(page);
  await builder.fillTitleAndDates({ name, startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');

  await builder.openStep('Title and dates');
  await builder.field('Campaign name').fill(`${name} renamed`);
  await builder.stepLink('Overview').click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay on this step' }).click();
  await expect(builder.field('Campaign name')).toHaveValue(`${name} renamed`);

  // The side menu is stopped too.
  await page.getByRole('link', { name: 'Manage campaigns' }).first().click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(new CampaignsPage(page).heading()).toBeVisible();
});
