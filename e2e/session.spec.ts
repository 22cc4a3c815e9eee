import { expect, test } from '@playwright/test';

import { E2E_ACCESS_TOKEN_TTL } from '../playwright.config';
import { AppFrame } from './pages/AppFrame';
import { DashboardPage } from './pages/DashboardPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';
import { PasswordPages } from './pages/PasswordPages';
import { apiAs, createActiveUser, mailedLink } from './support/api';

test('forgot password: the mailed link sets a new password, which then signs in', async ({ page }) => {
  const admin = await apiAs();
  const { email } = await createActiveUser(admin, 'forgetful', 'first-password-123');
  await admin.dispose();

  const passwords = new PasswordPages(page);
  await passwords.requestReset(email);
  const link = await mailedLink(email, '/reset-password/');

  await passwords.setPassword(link, 'short', 'Change password');
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await passwords.setPassword(link, 'a-brand-new-password', 'Change password');
  await expect(passwords.success()).toHaveText(
    'Your password has been changed. You can sign in with it now.',
  );

  // The link works once.
  await passwords.setPassword(link, 'yet-another-password', 'Change password');
  await expect(page.getByRole('form').getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Ask for a new one.',
  );

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn({ email, password: 'first-password-123' });
  await expect(login.formError()).toHaveText('No active account found with the given credentials');
  await login.signIn({ email, password: 'a-brand-new-password' });
  await new DashboardPage(page).expectLoaded('Test');
});

test("the expiry bar counts down and I'm here keeps the session", async ({ page }) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.admin);
  await new DashboardPage(page).expectLoaded('Ada');

  const bar = page.getByRole('alertdialog');
  // Access tokens live 150 s in these tests: the bar comes at 120 s left.
  await expect(bar).toBeVisible({ timeout: (E2E_ACCESS_TOKEN_TTL - 120 + 10) * 1000 });
  await expect(bar).toContainText('Due to inactivity your session is about to expire in:');
  await expect(bar).toContainText(/[0-2]:\d{2}/);
  const before = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;

  await bar.getByRole('button', { name: "I'm here" }).click();
  await expect(bar).toBeHidden();
  const after = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(after).not.toBe(before);
  await page.reload();
  await new DashboardPage(page).expectLoaded('Ada');
});

test('a second tab logs out when the first one does', async ({ context }) => {
  const first = await context.newPage();
  const login = new LoginPage(first);
  await login.goto();
  await login.signIn(DEMO_USERS.viewer);
  await new DashboardPage(first).expectLoaded('Victor');

  const second = await context.newPage();
  await second.goto('/dashboard');
  await new DashboardPage(second).expectLoaded('Victor');

  await new AppFrame(first).logout();
  await expect(second).toHaveURL(/\/login$/);
});

test('an invited user sets a password from the invitation link and signs in', async ({ page }) => {
  const admin = await apiAs();
  const email = `invitee-${Date.now()}@example.com`;
  expect(
    (
      await admin.post('v1/auth/users/', { data: { email, first_name: 'Ivy', last_name: 'Invitee' } })
    ).status(),
  ).toBe(201);
  await admin.dispose();

  const link = await mailedLink(email, '/setup-password/');
  const passwords = new PasswordPages(page);
  await passwords.setPassword(link, 'my-first-password', 'Set password');
  await expect(passwords.success()).toHaveText('Your account is ready. You can sign in now.');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn({ email, password: 'my-first-password' });
  await new DashboardPage(page).expectLoaded('Ivy');
});
