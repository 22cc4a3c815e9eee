import { expect, test } from '@playwright/test';

import { AlertsDropdown } from './pages/AlertsDropdown';
import { apiAs } from './support/api';
import { raiseUploadAlerts } from './support/campaigns';
import { signInAs } from './support/signIn';

const ALERTS = 19;

test('with many alerts the dropdown stays within the window and its list scrolls', async ({ page }) => {
  // Each upload that refuses a line alerts the campaign's creator, here the administrator.
  const admin = await apiAs();
  await raiseUploadAlerts(admin, ALERTS);
  await admin.dispose();

  await signInAs(page, 'admin');
  const alerts = new AlertsDropdown(page);
  await expect.poll(() => alerts.count()).toBeGreaterThanOrEqual(ALERTS);
  await alerts.open();
  // (Other tests may add alerts meanwhile: at least ours are listed.)
  expect(await alerts.items().count()).toBeGreaterThanOrEqual(ALERTS);

  const viewport = page.viewportSize()!;
  const before = await alerts.measure();
  expect(before.bottom).toBeLessThanOrEqual(viewport.height);
  expect(before.scrollable).toBeGreaterThan(0);

  // The last alert is reached by scrolling the list; the dropdown's heading stays in view meanwhile.
  await alerts.items().last().scrollIntoViewIfNeeded();
  await expect(alerts.items().last()).toBeInViewport();
  expect((await alerts.measure()).scrollTop).toBeGreaterThan(0);
  await expect(alerts.dropdown().getByRole('heading', { name: 'Alerts' })).toBeInViewport();
});
