import { expect, test, type Page } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { CampaignPlayersStep } from './pages/CampaignPlayersStep';
import { CampaignsPage, CampaignTypeChoicePage } from './pages/CampaignsPage';
import { CompetitionSettingsStep } from './pages/CompetitionSettingsStep';
import { apiAs } from './support/api';
import { uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

interface WireGame {
  id: number;
  name: string;
}

/** The first game by name, which the game modal finds by searching. */
async function firstGame(): Promise<WireGame> {
  const admin = await apiAs();
  const games = (await (await admin.get('v1/games/games/?limit=1&order_by=name')).json()) as {
    results: WireGame[];
  };
  await admin.dispose();
  return games.results[0];
}

/** Players (nothing to change), content (the English title), terms, overview. */
async function finishSteps(builder: CampaignBuilderPage, page: Page, name: string) {
  await new CampaignPlayersStep(page).continueButton().click();
  await builder.expectStep('Content');
  await builder.field('Title (English)').fill(`${name} title`);
  await builder.saveAndContinue('Terms');
  await builder.openStep('Overview');
}

async function findScheduled(page: Page, name: string, type: string) {
  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await campaigns.searchFor(name);
  await campaigns.filterByStatus('Scheduled');
  await expect(campaigns.rows()).toHaveCount(1);
  await expect(campaigns.row(name)).toContainText(type);
}

test('a staff member builds a tournament: a refused publish points to its settings; places, tasks with points, reordered; published and listed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = uniqueCampaignName('Builder tournament');
  const game = await firstGame();

  await signInAs(page, 'admin');
  await page.goto('/campaigns/create');
  await new CampaignTypeChoicePage(page)
    .types()
    .filter({ hasText: /^Tournament$/ })
    .click();
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Title and dates');
  await builder.fillTitleAndDates({ name, startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');

  // Publishing now is refused: the overview names what the tournament lacks and links to its step.
  await builder.openStep('Overview');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish this campaign?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  const problem = page.getByRole('link', { name: 'Settings → Places: Add at least one place.' });
  await expect(problem).toBeVisible();
  await problem.click();
  await builder.expectStep('Settings');

  const settings = new CompetitionSettingsStep(page, 'Place');
  await builder.field('Tournament type').selectOption('most_points');
  await builder.field('Attempts').fill('3');
  await builder.field('Spins before restart').fill('100');
  await settings.addPlace({ to: 1, cash: '500' });
  await settings.addPlace({ to: 5, cash: '50' });
  await expect(settings.place(2).getByLabel('Place 2: from position')).toHaveValue('2');
  await settings.addTask('gameplay', '50');
  await builder.chooseGames(1, [game.name]);
  await settings.addTask('turnover', '10');
  await builder.chooseGames(2, [game.name]);
  await builder.saveAndContinue('Players');

  // Back on the settings, the turnover task is dragged above the gameplay one: saved at once.
  await builder.openStep('Settings');
  await expect(settings.task(1)).toHaveAccessibleName('Task 1: Gameplay');
  await builder.dragTaskUntil(2, 1, 'Task 1: Turnover');
  await expect(builder.orderNote()).toContainText('The order is saved.');
  // And back again with the keyboard's button.
  await settings.task(1).getByRole('button', { name: 'Move task 1 down' }).click();
  await expect(settings.task(1)).toHaveAccessibleName('Task 1: Gameplay');
  await expect(builder.orderNote()).toContainText('The order is saved.');
  const admin = await apiAs();
  const saved = (await (await admin.get(`v1/campaigns/campaigns/${builder.campaignId()}/`)).json()) as {
    tournament: { attempts: number; places: unknown[]; tasks: { type: string }[] };
  };
  await admin.dispose();
  expect(saved.tournament.attempts).toBe(3);
  expect(saved.tournament.places).toHaveLength(2);
  expect(saved.tournament.tasks.map((task) => task.type)).toEqual(['gameplay', 'turnover']);

  await builder.openStep('Players');
  await finishSteps(builder, page, name);
  await expect(page.getByRole('definition').filter({ hasText: '1: 1 prize · 2–5: 1 prize' })).toBeVisible();
  await builder.publish();
  await expect(page.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();
  await findScheduled(page, name, 'Tournament');
});

test('a staff member builds a race with positions, prizes and a task with points, publishes it and finds it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueCampaignName('Builder race');
  const game = await firstGame();

  await signInAs(page, 'admin');
  await page.goto('/campaigns/create');
  await new CampaignTypeChoicePage(page)
    .types()
    .filter({ hasText: /^Race$/ })
    .click();
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Title and dates');
  await builder.fillTitleAndDates({ name, startInDays: 3, endInDays: 10 });
  await builder.saveAndContinue('Settings');

  const settings = new CompetitionSettingsStep(page, 'Position');
  await builder.field('Max spins').fill('250');
  await builder.field('Minimum bet (EUR)').fill('0.1');
  // Overlapping positions are refused before anything is sent.
  await settings.addPlace({ to: 3, cash: '100' });
  const second = await settings.addPlace({ to: 4, cash: '20' });
  await second.getByLabel('Position 2: from position').fill('3');
  await builder.saveButton().click();
  await expect(second.getByText('Overlaps place 1: positions up to 3 already have a place.')).toBeVisible();
  await second.getByLabel('Position 2: from position').fill('4');
  await settings.addTask('turnover', '5');
  await builder.chooseGames(1, [game.name]);
  await builder.saveAndContinue('Players');

  await finishSteps(builder, page, name);
  await expect(page.getByRole('definition').filter({ hasText: '1–3: 1 prize · 4: 1 prize' })).toBeVisible();
  await builder.publish();
  await expect(page.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();
  await findScheduled(page, name, 'Race');
});
