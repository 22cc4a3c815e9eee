import { expect, test, type Page } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { CampaignPlayersStep } from './pages/CampaignPlayersStep';
import { CampaignsPage, CampaignTypeChoicePage } from './pages/CampaignsPage';
import { JackpotSettingsStep, PrizeDropSettingsStep } from './pages/TypeSettingsSteps';
import { apiAs } from './support/api';
import { uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

/** GET of the API as the admin. */
async function apiGet<T>(path: string): Promise<T> {
  const admin = await apiAs();
  const body = (await (await admin.get(path)).json()) as T;
  await admin.dispose();
  return body;
}

/** /campaigns/create → the type's card → title and dates → its settings step. */
async function startCampaign(page: Page, type: string, name: string): Promise<CampaignBuilderPage> {
  await signInAs(page, 'admin');
  await page.goto('/campaigns/create');
  await new CampaignTypeChoicePage(page)
    .types()
    .filter({ hasText: new RegExp(`^${type}$`) })
    .click();
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Title and dates');
  await builder.fillTitleAndDates({ name, startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');
  return builder;
}

/** Players (nothing to change), content (the English title), terms, then the overview. */
async function finishSteps(builder: CampaignBuilderPage, page: Page, name: string) {
  await new CampaignPlayersStep(page).continueButton().click();
  await builder.expectStep('Content');
  await builder.field('Title (English)').fill(`${name} title`);
  await builder.saveAndContinue('Terms');
  await builder.openStep('Overview');
}

/** The list, searched for the campaign: one row of its type, scheduled. */
async function findScheduled(page: Page, name: string, type: string): Promise<CampaignsPage> {
  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await campaigns.searchFor(name);
  await expect(campaigns.rows()).toHaveCount(1);
  await expect(campaigns.row(name)).toContainText(type);
  await expect(campaigns.row(name)).toContainText('Scheduled');
  return campaigns;
}

test('a staff member builds a prize drop: a refused publish points to its settings; games, drops and prizes with quantities; published and listed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = uniqueCampaignName('Builder prize drop');
  const games = await apiGet<{ results: { name: string }[] }>('v1/games/games/?limit=1&order_by=name');
  const builder = await startCampaign(page, 'Prize drop', name);

  // Publishing now is refused: the overview names what the drop lacks and links to its step.
  await builder.openStep('Overview');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish this campaign?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  const problem = page.getByRole('link', { name: /^Settings → Drops: Enter the number of drops/ });
  await expect(problem).toBeVisible();
  await problem.click();
  await builder.expectStep('Settings');

  const settings = new PrizeDropSettingsStep(page);
  // The link focuses the field it names.
  await expect(settings.field('Number of drops')).toBeFocused();
  await settings.field('Minimum bet (EUR)').fill('0.5');
  await settings.field('Number of drops').fill('10');
  await settings.chooseGames([games.results[0].name]);
  await settings.addCashPrize('25', '12');
  await builder.saveButton().click();
  // More prizes than drops is refused before anything is sent.
  await expect(
    page.getByText("The prizes' total quantity (12) exceeds the number of drops (10).").first(),
  ).toBeVisible();
  await settings.quantity(1).fill('4');
  await expect(settings.totalQuantity()).toHaveText('Total quantity: 4 of 10 drops.');
  await builder.saveAndContinue('Players');

  const saved = await apiGet<{
    prize_drop: { drops: number; all_games: boolean; prizes: { quantity: number }[] };
  }>(`v1/campaigns/campaigns/${builder.campaignId()}/`);
  expect(saved.prize_drop).toMatchObject({ drops: 10, all_games: false, prizes: [{ quantity: 4 }] });

  await finishSteps(builder, page, name);
  await expect(page.getByRole('definition').filter({ hasText: '1 prize, 4 in all' })).toBeVisible();
  await builder.publish();
  await expect(page.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();
  await findScheduled(page, name, 'Prize drop');
});

test('a staff member builds a boosted jackpot, publishes it, finds it in the list and cancels it there (the pot paid out)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = uniqueCampaignName('Builder jackpot');
  const builder = await startCampaign(page, 'Jackpot', name);

  const settings = new JackpotSettingsStep(page);
  await settings.fill({
    type: 'Progressive',
    contribution: '0.5',
    title: 'Mega pot',
    startOn: '1000',
    average: '5000',
    max: '20000',
  });
  await settings.boostOnWeekdays('2', ['Friday', 'Saturday'], '18:00', '23:00');
  await builder.saveAndContinue('Players');
  const id = builder.campaignId();
  const saved = await apiGet<{ jackpot: Record<string, unknown> }>(`v1/campaigns/campaigns/${id}/`);
  expect(saved.jackpot).toMatchObject({
    type: 'progressive',
    title: 'Mega pot',
    language_for_title: 'en',
    start_on_value: 1000,
    boost_intervals: [{ kind: 'week', days: [5, 6], from_time: '18:00', to_time: '23:00' }],
  });

  await finishSteps(builder, page, name);
  await expect(page.getByRole('definition').filter({ hasText: /^Progressive$/ })).toBeVisible();
  await builder.publish();
  await expect(page.getByRole('definition').filter({ hasText: /^Scheduled$/ })).toBeVisible();
  // A jackpot is cancelled by its own actions, which say what becomes of the pot.
  await expect(page.getByRole('button', { name: 'Cancel jackpot immediately' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel campaign' })).toHaveCount(0);

  const campaigns = await findScheduled(page, name, 'Jackpot');
  await campaigns.chooseAction(name, 'Cancel jackpot');
  const dialog = campaigns.dialog('Cancel the jackpot?');
  await expect(dialog).toContainText('its pot of 1,000.00 EUR is paid out in a final draw');
  await dialog.getByRole('button', { name: 'Cancel jackpot' }).click();
  await expect(dialog).toBeHidden();
  await expect(campaigns.row(name)).toContainText('Cancelled');
  const cancelled = await apiGet<{ jackpot: { cancellation: string } }>(`v1/campaigns/campaigns/${id}/`);
  expect(cancelled.jackpot.cancellation).toBe('paid_out');
});

test('a running demo jackpot shows its pot, its contributions per day and one by one', async ({ page }) => {
  const list = await apiGet<{ results: { id: number }[] }>(
    'v1/campaigns/campaigns/?type=jackpot&status=AC&order_by=id&limit=1',
  );
  await signInAs(page, 'admin');
  await page.goto(`/campaigns/edit?id=${list.results[0].id}&step=settings`);
  const settings = new JackpotSettingsStep(page);
  await expect(page.getByText(/^The pot holds [\d,.]+ EUR \(\d+ contributions\)\.$/)).toBeVisible();
  await expect(page.getByText('Contributions per day (UTC)').first()).toBeVisible();
  await expect(settings.contributions().locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(settings.contributions().locator('tbody tr').first()).toBeVisible();
});
