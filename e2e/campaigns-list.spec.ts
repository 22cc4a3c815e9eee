import { expect, test } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { CampaignsPage, CampaignTypeChoicePage } from './pages/CampaignsPage';
import { apiAs } from './support/api';
import { createCampaign, uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

test('an admin filters the list by status and search, and the filter survives a reload', async ({ page }) => {
  const stamp = uniqueCampaignName('Filtered');
  const admin = await apiAs();
  const scheduled = await createCampaign(admin, `${stamp} scheduled`, { status: 'SC' });
  const draft = await createCampaign(admin, `${stamp} draft`);
  await admin.dispose();
  await signInAs(page, 'admin');

  const campaigns = new CampaignsPage(page);
  await campaigns.goto();
  await expect(campaigns.counts()).toBeVisible();
  await campaigns.searchFor(stamp);
  await expect(campaigns.rows()).toHaveCount(2);
  await expect(campaigns.row(draft.name)).toContainText('Draft');

  await campaigns.filterByStatus('Scheduled');
  await expect.poll(() => campaigns.query('status')).toBe('SC');
  await expect(campaigns.rows()).toHaveCount(1);
  await expect(campaigns.row(scheduled.name)).toContainText('Scheduled');
  await expect(campaigns.row(scheduled.name)).toContainText('Mission');

  // The filters live in the URL: a reload (or a shared link) shows the same list.
  await page.reload();
  await expect(campaigns.search()).toHaveValue(stamp);
  await expect(campaigns.status()).toHaveValue('SC');
  await expect(campaigns.rows()).toHaveCount(1);
  await expect(campaigns.row(scheduled.name)).toBeVisible();
});

test('an admin copies a campaign, publishes the copy and cancels it', async ({ page }) => {
  const stamp = uniqueCampaignName('Copied');
  const admin = await apiAs();
  const source = await createCampaign(admin, `${stamp} source`);
  await admin.dispose();
  await signInAs(page, 'admin');

  const campaigns = new CampaignsPage(page);
  await campaigns.goto(`?search=${encodeURIComponent(stamp)}`);
  await expect(campaigns.row(source.name)).toContainText('Draft');

  const copyName = `${stamp} copy`;
  await campaigns.copy(source.name, copyName);
  await expect(page.getByText('Campaign has been created successfully')).toBeVisible();
  await expect(campaigns.row(copyName)).toContainText('Draft');
  await expect(campaigns.rows()).toHaveCount(2);
  // Newest first: the copy heads the list.
  await expect(campaigns.rows().first()).toContainText(copyName);

  // Its dates lie ahead, so publishing schedules it.
  await campaigns.publish(copyName);
  await expect(page.getByText('Campaign has been published and is scheduled')).toBeVisible();
  await expect(campaigns.row(copyName)).toContainText('Scheduled');

  await campaigns.cancelCampaign(copyName);
  await expect(page.getByText('Campaign has been cancelled')).toBeVisible();
  await expect(campaigns.row(copyName)).toContainText('Cancelled');
  await expect(campaigns.row(source.name)).toContainText('Draft');

  // A cancelled campaign can only be copied (as a campaign or as a template).
  await campaigns.actionsButton(copyName).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Make a copy', 'Save as template']);
  await page.keyboard.press('Escape');
  await expect(campaigns.actionsButton(copyName)).toBeFocused();
});

test('the viewer sees the list without create, edit or delete, and the 403 page on /campaigns/create', async ({
  page,
}) => {
  const stamp = uniqueCampaignName('Viewed');
  const admin = await apiAs();
  const draft = await createCampaign(admin, `${stamp} draft`);
  await admin.dispose();
  await signInAs(page, 'viewer');

  const campaigns = new CampaignsPage(page);
  await campaigns.goto(`?search=${encodeURIComponent(stamp)}`);
  await expect(campaigns.row(draft.name)).toContainText('Draft');
  await expect(campaigns.createButton()).toHaveCount(0);
  // The name is a link for everyone (issue 20); for a viewer it opens the campaign read-only.
  await expect(campaigns.row(draft.name).getByRole('link')).toHaveText([draft.name]);
  await expect(campaigns.actionsButton(draft.name)).toHaveCount(0);
  await expect(campaigns.exportButton()).toBeVisible();

  // Opened by its address, the campaign shows read-only.
  await page.goto(`/campaigns/edit?id=${draft.id}`);
  const builder = new CampaignBuilderPage(page);
  await expect(builder.field('Campaign name')).toHaveValue(draft.name);
  await expect(builder.field('Campaign name')).toBeDisabled();
  await expect(builder.saveButton()).toHaveCount(0);
  await builder.openStep('Overview');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  await page.goto('/campaigns/create');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(new CampaignTypeChoicePage(page).types()).toHaveCount(0);
});

test('an admin chooses a campaign type among those the casino offers', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/campaigns/create');
  const choice = new CampaignTypeChoicePage(page);
  await expect(choice.heading()).toBeVisible();
  // The demo casino offers every type, with the flags of mission v2 and sportsbook missions on.
  await expect(choice.types().first()).toHaveText('Mission');
  await expect(choice.types().filter({ hasText: 'Sportsbook mission' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Race', exact: true })).toHaveAttribute(
    'href',
    '/campaigns/create/race',
  );
});
