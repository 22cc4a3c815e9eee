import { expect, test } from '@playwright/test';

import { ActivityLogPage } from './pages/ActivityLogPage';
import { CampaignsPage } from './pages/CampaignsPage';
import { ResourceListPage } from './pages/ResourceListPage';
import { apiAs, createActiveUser } from './support/api';
import { PUBLISHABLE_MISSION, uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

/** A 2×2 PNG, small enough to write inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

test('access groups: create, edit and delete, each change in the activity log with its diff', async ({
  page,
}) => {
  const name = unique('Support desk');
  const groups = new ResourceListPage(page, '/access-groups/list', 'Access groups');
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Access groups' })
    .click();
  await expect(groups.heading()).toBeVisible();

  await groups.openCreate('Add access group');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('group', { name: 'Users' }).getByRole('checkbox', { name: 'View users' }).check();
  await page.getByRole('button', { name: 'Add access group' }).click();
  await expect(page.getByText('The access group has been created.')).toBeVisible();
  await groups.searchFor(name);
  await expect(groups.row(name)).toContainText('1');

  await groups.edit(name);
  await page.getByRole('group', { name: 'Users' }).getByRole('checkbox', { name: 'Invite users' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The access group has been saved.')).toBeVisible();

  const log = new ActivityLogPage(page);
  await log.goto();
  await log.filter('Kind of record', 'access group');
  await log.filter('Action', 'Updated');
  const change = await log.changedField(log.entry(`access group: ${name}`, 'Updated'), 'Permissions');
  await expect(change).toContainText('"view_user"');
  await expect(change).toContainText('"add_user"');

  await groups.goto();
  await groups.searchFor(name);
  await groups.delete(name);
});

test('limit groups: publishing past a limit is refused until the limit is raised', async ({ page }) => {
  const admin = await apiAs();
  // A member who may create campaigns, and one draft of theirs.
  const permissions = await admin.post('v1/auth/groups/', {
    data: {
      name: unique('Campaign makers'),
      permissions: ['add_campaign', 'view_own_campaign', 'change_own_campaign'],
      users: [],
    },
  });
  const member = await createActiveUser(admin, 'limited', 'limited-member-password-1');
  const memberId = (
    (await (await admin.get('v1/auth/users/', { params: { search: member.email } })).json()) as {
      results: { id: number }[];
    }
  ).results[0].id;
  await admin.patch(`v1/auth/groups/${((await permissions.json()) as { id: number }).id}/`, {
    data: { users: [memberId] },
  });
  const asMember = await apiAs(member);
  const campaignName = uniqueCampaignName('Limited mission');
  const day = 24 * 60 * 60 * 1000;
  const draft = await asMember.post('v1/campaigns/campaigns/', {
    data: {
      name: campaignName,
      ...PUBLISHABLE_MISSION,
      start_date: new Date(Date.now() + day).toISOString(),
      end_date: new Date(Date.now() + 8 * day).toISOString(),
      titles: { en: campaignName },
    },
  });
  expect(draft.status()).toBe(201);

  const name = unique('Juniors');
  const limits = new ResourceListPage(page, '/limit-groups/list', 'Limit groups');
  await signInAs(page, 'admin');
  await limits.goto();
  await limits.openCreate('Add limit group');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page
    .getByRole('group', { name: 'Mission', exact: true })
    .getByLabel('Scheduled or active at once, per member')
    .fill('0');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
  await page.getByRole('checkbox', { name: new RegExp(member.email) }).check();
  await page.getByRole('button', { name: 'Add limit group' }).click();
  await expect(page.getByText('The limit group has been created.')).toBeVisible();

  const campaigns = new CampaignsPage(page);
  await campaigns.goto(`?search=${encodeURIComponent(campaignName)}`);
  await campaigns.publish(campaignName);
  await expect(
    page.getByText(`The limit group "${name}" allows 0 scheduled or active mission campaigns`),
  ).toBeVisible();

  await limits.goto();
  await limits.searchFor(name);
  await limits.edit(name);
  await page
    .getByRole('group', { name: 'Mission', exact: true })
    .getByLabel('Scheduled or active at once, per member')
    .fill('1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The limit group has been saved.')).toBeVisible();

  await campaigns.goto(`?search=${encodeURIComponent(campaignName)}`);
  await campaigns.publish(campaignName);
  await expect(campaigns.row(campaignName)).toContainText('Scheduled');

  await limits.goto();
  await limits.searchFor(name);
  await limits.delete(name);
  await Promise.all([admin.dispose(), asMember.dispose()]);
});

test('catalog items: add one with an image, change its value, delete it', async ({ page }) => {
  const name = unique('Headphones');
  const items = new ResourceListPage(page, '/catalog-items/list', 'Catalog items');
  await signInAs(page, 'admin');
  await items.goto();
  await items.openCreate('Add catalog item');
  const dialog = page.getByRole('dialog', { name: 'Add catalog item' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Value').fill('12.5');
  await dialog
    .getByLabel('Image (optional)')
    .setInputFiles({ name: 'prize.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Add catalog item' }).click();
  await expect(dialog).toBeHidden();

  await items.searchFor(name);
  await expect(items.row(name)).toContainText('12.50 EUR');
  await expect
    .poll(() =>
      items
        .row(name)
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(2);

  await items.edit(name);
  const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await editDialog.getByLabel('Value').fill('15');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(items.row(name)).toContainText('15.00 EUR');

  const log = new ActivityLogPage(page);
  await log.goto('?resource=catalog_item&action=update');
  const change = await log.changedField(log.entry(`catalog item: ${name}`, 'Updated'), 'Value');
  await expect(change).toContainText('12.50');
  await expect(change).toContainText('15.00');

  await items.goto();
  await items.searchFor(name);
  await items.delete(name);
});
