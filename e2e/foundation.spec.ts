import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';

import { AppFrame } from './pages/AppFrame';
import { DashboardPage } from './pages/DashboardPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';

/** The demo second-factor secret, as printed by the seed and written in the README. */
const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('a deep link while signed out goes to /login and, after sign-in, back to that page', async ({
  page,
}) => {
  await page.goto('/dashboard?panel=exchange-rates');
  await expect(page).toHaveURL(/\/login$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'redirectionUrlPath')?.value).toBe(
    encodeURIComponent('/dashboard?panel=exchange-rates'),
  );

  await new LoginPage(page).signIn(DEMO_USERS.admin);
  await expect(page).toHaveURL(/\/dashboard\?panel=exchange-rates$/);
  await new DashboardPage(page).expectLoaded('Ada');
  // Leaving the login route cleared the redirection cookies.
  const after = await page.context().cookies();
  expect(after.some((cookie) => cookie.name.startsWith('redirectionUrl'))).toBe(false);
});

test('a wrong password is answered on the form and nothing typed is lost', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn({ email: DEMO_USERS.admin.email, password: 'not-the-password' });
  await expect(login.formError()).toHaveText('No active account found with the given credentials');
  await expect(login.email()).toHaveValue(DEMO_USERS.admin.email);
});

test('sign-in with the second factor', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.mfa);
  await expect(login.code()).toBeVisible();

  await login.enterCode('000000');
  await expect(page.getByText('Invalid or expired code.')).toBeVisible();
  await expect(login.code()).toHaveValue('000000');

  const code = new TOTP({ secret: DEMO_MFA_SECRET, digits: 6, period: 30 }).generate();
  await login.enterCode(code);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppFrame(page).expectSignedIn();
  const refreshCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'refreshToken');
  // Spec §9: the refresh token of a code sign-in is kept 1 day.
  expect(refreshCookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(86400 + 5);
});

test('logout ends the session: back to /login, and the old page needs a new sign-in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.admin);
  const dashboard = new DashboardPage(page);
  await dashboard.expectLoaded('Ada');
  await expect(dashboard.casinoCard()).toContainText('softswiss');

  await new AppFrame(page).logout();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'token' || cookie.name === 'refreshToken')).toBe(false);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in visitor opening a guest page or the root lands on the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.viewer);
  await new DashboardPage(page).expectLoaded('Victor');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // A view-only user sees the list but not the create link.
  const frame = new AppFrame(page);
  await expect(frame.menu().getByRole('link', { name: 'Manage campaigns' })).toBeVisible();
  await expect(frame.menu().getByRole('link', { name: 'Create campaign' })).toHaveCount(0);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 820 } });

  test('the menu opens from the toggle, holds the clock and Logout, and closes on a page change', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO_USERS.admin);
    await new DashboardPage(page).expectLoaded('Ada');

    const frame = new AppFrame(page);
    await expect(frame.menu()).toBeHidden();
    await expect(frame.headerLogout()).toBeHidden();
    await frame.menuToggle().click();
    await expect(frame.menu()).toBeVisible();
    await expect(frame.menu().getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(frame.menu().getByLabel('Current time')).toHaveText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);

    await frame.menu().getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(frame.menu()).toBeHidden();
    await expect(frame.menuToggle()).toHaveAttribute('aria-expanded', 'false');

    await frame.menuToggle().click();
    await frame.menu().getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
