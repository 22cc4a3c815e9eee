import { expect, test } from '@playwright/test';

import { AlertsDropdown } from './pages/AlertsDropdown';
import { apiAs, uniqueEmail } from './support/api';
import { signInAs } from './support/signIn';

const ALERTS = 19;

test('with many alerts the dropdown stays within the window and its list scrolls', async ({ page }) => {
  // Each new user is announced to everyone who may see users, the administrator included.
  const admin = await apiAs();
  for (let i = 0; i < ALERTS; i += 1) {
    const email = uniqueEmail(`alert-${i}`);
    const created = await admin.post('v1/auth/users/', {
      data: { email, first_name: 'Alert', last_name: `${i}` },
    });
    expect(created.status()).toBe(201);
  }
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
