import { expect, test, type Page } from '@playwright/test';

import { PHONE, PhoneFit } from './pages/PhoneFit';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

/** Every list page: its address, its heading, and whether its rows end in actions that must stay in reach. */
const LISTS = [
  { path: '/campaigns/list', title: 'Campaigns', actions: true },
  { path: '/users', title: 'Users', actions: false },
  { path: '/access-groups/list', title: 'Access groups', actions: true },
  { path: '/limit-groups/list', title: 'Limit groups', actions: true },
  { path: '/activity-logs', title: 'Activity logs', actions: false },
  { path: '/catalog-items/list', title: 'Catalog items', actions: true },
  { path: '/security-settings', title: 'IP Whitelisting', actions: true },
  { path: '/campaign-templates/list', title: 'Campaign templates', actions: true },
  // The demo has no term templates, so the list is empty (no row to act on).
  { path: '/terms', title: 'Terms and conditions', actions: false },
  { path: '/games', title: 'Games', actions: true },
  { path: '/players/list', title: 'Players', actions: true },
  { path: '/integrations', title: 'Integrations', actions: true },
] as const;

/** Opens a list and waits for its rows (not the spinner). */
async function openList(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** Long names, so that a list with a row is as wide as real data makes it. */
const LONG_NAME = `A rather long name for a phone screen ${Date.now()}`;

test.beforeAll(async () => {
  const admin = await apiAs();
  const created = await Promise.all([
    admin.post('v1/campaigns/campaign-limit-groups/', { data: { name: LONG_NAME, limits: [], users: [] } }),
    admin.post('v1/prizes/catalog-items/', { data: { name: LONG_NAME, value: 1250.5, currency: 'EUR' } }),
    admin.post('v1/integrations/keys/', { data: { name: LONG_NAME } }),
    admin.post('v1/auth/mfa-whitelisted-ip/', {
      data: { ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    }),
  ]);
  // The address may be listed already (an earlier run): a refused duplicate still leaves a row.
  for (const response of created) expect([201, 400]).toContain(response.status());
  await admin.dispose();
});

test.describe('lists on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const { path, title, actions } of LISTS) {
    test(`${title}: no sideways page scroll, filters and actions in reach`, async ({ page }) => {
      await signInAs(page, 'admin');
      await openList(page, path, title);
      const fit = new PhoneFit(page);
      await fit.expectFits();

      const filters = page.getByRole('search');
      if ((await filters.count()) > 0) await fit.expectInReach(filters.first());
      if (actions) {
        // The table scrolls inside its box; the row's actions (the last one is furthest) stay in view.
        const lastCell = page.getByRole('table').first().locator('tbody tr').first().locator('td').last();
        await fit.expectInReach(lastCell.locator('a, button').last());
      }
    });
  }
});

test('the campaign list fits a 1440 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, 'admin');
  await openList(page, '/campaigns/list', 'Campaigns');
  await new PhoneFit(page).expectFits(1440);
});

test('the campaign list shows every column, the creator included, on a 1366 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs(page, 'admin');
  await openList(page, '/campaigns/list', 'Campaigns');
  const fit = new PhoneFit(page);
  await fit.expectFits(1366);
  await fit.expectTableFits();
  for (const column of ['Creator', 'Cost / alarm', 'Audience'])
    await expect(page.getByRole('columnheader', { name: column })).toBeInViewport({ ratio: 1 });
});
