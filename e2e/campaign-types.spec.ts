import { expect, test } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { CampaignPlayersStep } from './pages/CampaignPlayersStep';
import { CampaignsPage } from './pages/CampaignsPage';
import { TemplatesPage } from './pages/TemplatesPage';
import { uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

test('a mission v2 chain is built step by step on a phone, published and found in the list', async ({
  page,
}) => {
  const name = uniqueCampaignName('Chain');
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  await page.goto('/campaigns/create/mission-v2');
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Title and dates');
  await builder.expectNoSidewaysScroll();
  await builder.fillTitleAndDates({ name, startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');

  // Two missions, each with its own task; the second is moved first with the keyboard-reachable button.
  await page.getByRole('button', { name: 'Add a mission' }).click();
  await builder.addDepositTask(builder.chainMission(1), '20', '5');
  await page.getByRole('button', { name: 'Add a mission' }).click();
  await builder.addDepositTask(builder.chainMission(2), '75', '10');
  await page.getByRole('button', { name: 'Move mission 2 up' }).click();
  await expect(builder.chainMission(1).getByLabel('Deposit amount')).toHaveValue('75');
  await builder.expectNoSidewaysScroll();
  await builder.saveAndContinue('Players');

  await builder.expectNoSidewaysScroll();
  await new CampaignPlayersStep(page).continueButton().click();
  await builder.expectStep('Content');
  await builder.expectNoSidewaysScroll();
  await builder.field('Title (English)').fill(`${name} title`);
  await builder.saveAndContinue('Terms');
  await builder.expectNoSidewaysScroll();
  await builder.openStep('Overview');
  await expect(page.getByRole('definition').filter({ hasText: '1. Deposit' })).toHaveCount(2);
  await builder.expectNoSidewaysScroll();
  await builder.publish();
  await expect(page.getByRole('button', { name: 'Back to draft' })).toBeVisible();

  const campaigns = new CampaignsPage(page);
  await campaigns.goto(`?search=${encodeURIComponent(name)}`);
  await expect(campaigns.row(name)).toContainText('Mission v2');
  await expect(campaigns.row(name)).toContainText('Scheduled');
});

test('a template is built, and a campaign started from it carries its settings', async ({ page }) => {
  const templateName = uniqueCampaignName('Welcome template');
  const campaignName = uniqueCampaignName('From template');
  await signInAs(page, 'admin');
  const templates = new TemplatesPage(page);
  await templates.goto();
  await templates.createTemplate('Mission');
  const builder = new CampaignBuilderPage(page);
  await expect(page.getByRole('heading', { name: 'New Mission template', level: 1 })).toBeVisible();
  await builder.fillTitleAndDates({ name: templateName, startInDays: 3, endInDays: 10 });
  await builder.saveAndContinue('Settings');
  await builder.addDepositTask(page.getByRole('main'), '30', '3');
  await builder.saveAndContinue('Players');
  // A template is never published: it has no overview step.
  await expect(builder.stepLink('Overview')).toHaveCount(0);

  await templates.goto();
  await templates.searchFor(templateName);
  await templates.createCampaignFrom(templateName, campaignName);
  await expect(page).toHaveURL(/\/campaigns\/edit\?id=\d+/);
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await builder.openStep('Overview');
  await expect(page.getByRole('definition').filter({ hasText: '1. Deposit' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Draft$/ })).toBeVisible();
});

test('a sportsbook mission is built with a sports bet task, published and found in the list', async ({
  page,
}) => {
  const name = uniqueCampaignName('Bets');
  await signInAs(page, 'admin');
  await page.goto('/campaigns/create/sportsbook-mission');
  const builder = new CampaignBuilderPage(page);
  await builder.fillTitleAndDates({ name, startInDays: 2, endInDays: 9 });
  await builder.saveAndContinue('Settings');

  // A new task is a sports bet; saving without what a bet needs is refused at its fields.
  await page.getByRole('button', { name: 'Add a task' }).click();
  const task = builder.task(1);
  await expect(task).toHaveAccessibleName('Task 1: Sports bets');
  await task.getByLabel('Prize 1: cash amount (EUR)').fill('5');
  await builder.saveButton().click();
  await expect(task.getByText('Enter the number of bets.')).toBeVisible();
  await task.getByLabel('Number of bets').fill('3');
  await task.getByLabel('Minimum stake per bet').fill('10');
  await task.getByLabel('Minimum odds').fill('1.8');
  await task.getByLabel('Sport').fill('Football');
  await task.getByLabel('Bet type').selectOption('single');
  await task.getByLabel('A bet counts when').selectOption('won');
  await builder.saveAndContinue('Players');

  await new CampaignPlayersStep(page).continueButton().click();
  await builder.expectStep('Content');
  await builder.field('Title (English)').fill(`${name} title`);
  await builder.saveAndContinue('Terms');
  await builder.openStep('Overview');
  await expect(page.getByRole('definition').filter({ hasText: '1. Sports bets' })).toBeVisible();
  await builder.publish();
  await expect(page.getByRole('button', { name: 'Back to draft' })).toBeVisible();

  const campaigns = new CampaignsPage(page);
  await campaigns.goto(`?search=${encodeURIComponent(name)}`);
  await expect(campaigns.row(name)).toContainText('Sportsbook mission');
  await expect(campaigns.row(name)).toContainText('Scheduled');
});
