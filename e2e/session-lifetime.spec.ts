import { expect, test } from '@playwright/test';

import { E2E_ACCESS_TOKEN_TTL } from '../playwright.config';
import { DashboardPage } from './pages/DashboardPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';

// This test waits out an access token's whole lifetime. Its own project (playwright.config.ts) hands it
// to a worker first, so the rest of the run goes on beside the wait instead of after it.
test('with remember-me the session outlives an access token without any action', async ({ page }) => {
  test.setTimeout((E2E_ACCESS_TOKEN_TTL + 60) * 1000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.admin, { rememberMe: true });
  await new DashboardPage(page).expectLoaded('Ada');
  const first = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;

  await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL + 5) * 1000);
  const current = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(current).toBeTruthy();
  expect(current).not.toBe(first);
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.getByRole('link', { name: 'Back-office home' }).click();
  await new DashboardPage(page).expectLoaded('Ada');
  await page.reload();
  await new DashboardPage(page).expectLoaded('Ada');
});
