import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './pages/Accessibility';
import { DashboardPage } from './pages/DashboardPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';

async function signInAs(page: Page, who: keyof typeof DEMO_USERS, firstName: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS[who]);
  await new DashboardPage(page).expectLoaded(firstName);
}

test('accessible names hold their visible text on the main pages (axe: label-content-name-mismatch)', async ({
  page,
}) => {
  await signInAs(page, 'admin', 'Ada');
  for (const path of ['/dashboard', '/campaigns/list', '/limit-groups/list', '/notifications', '/account']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, ['label-content-name-mismatch']), path).toEqual([]);
  }
});

test('a page the user may not open answers HTTP 403 with the 403 page', async ({ page }) => {
  await signInAs(page, 'viewer', 'Victor');
  const response = await page.goto('/campaigns/create/mission'); // needs add_campaign
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  expect((await page.goto('/dashboard'))?.status()).toBe(200);
});

test('the focus ring shows on the dark header', async ({ page }) => {
  await signInAs(page, 'admin', 'Ada');
  const logo = page.getByRole('link', { name: 'Back-office home' });
  await logo.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await logo.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(ring).toContain('rgb(255, 255, 255)');
});
