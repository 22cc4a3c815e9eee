import { expect, test } from '@playwright/test';

import { DashboardPage } from './pages/DashboardPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';
import { Notifications } from './pages/NotificationsPage';
import { AlertsDropdown } from './pages/AlertsDropdown';
import { apiAs, restartApiServer, uniqueEmail } from './support/api';
import { raiseUploadAlerts } from './support/campaigns';
import { signInAs } from './support/signIn';

// These tests count a user's notifications and restart the API server: they run after every other
// spec (see playwright.config.ts), one after the other.
test.describe.configure({ mode: 'serial' });

test('a server event raises the badge without a reload; reading brings it down', async ({ page }) => {
  // The viewer holds view_user, so it is told of every new admin user.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.viewer);
  await new DashboardPage(page).expectLoaded('Victor');

  const notifications = new Notifications(page);
  await notifications.openDropdown();
  await page.getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await notifications.markAllReadOnPage();

  // An administrator creates a user through the API: everyone who may see users is told.
  const admin = await apiAs();
  const email = uniqueEmail('newcomer');
  expect(
    (await admin.post('v1/auth/users/', { data: { email, first_name: 'New', last_name: 'Comer' } })).status(),
  ).toBe(201);
  await admin.dispose();

  await notifications.expectUnread(1);
  const item = page
    .getByRole('list', { name: 'All notifications' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(item).toContainText('Unread:');
  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await notifications.expectUnread(0);
  await expect(item).not.toContainText('Unread:');

  await item.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
});

test('the Alerts button counts and lists the warnings that need action; the bell everything', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const notifications = new Notifications(page);
  const alerts = new AlertsDropdown(page);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await notifications.markAllReadOnPage();
  await expect.poll(() => alerts.count()).toBe(0);

  // A new user only informs; an upload that refuses a line is an alert (both go to the administrator).
  const admin = await apiAs();
  const email = uniqueEmail('informed');
  expect(
    (await admin.post('v1/auth/users/', { data: { email, first_name: 'In', last_name: 'Formed' } })).status(),
  ).toBe(201);
  const campaign = await raiseUploadAlerts(admin);
  await admin.dispose();

  await notifications.expectUnread(2);
  await expect.poll(() => alerts.count()).toBe(1);

  await alerts.open();
  await expect(alerts.dropdown()).toContainText('Warnings that need action');
  await expect(alerts.items()).toHaveCount(1);
  await expect(alerts.items().first()).toContainText(`Player import finished with errors: ${campaign}`);
  await page.keyboard.press('Escape');
  await expect(alerts.dropdown()).toBeHidden();

  await notifications.openDropdown();
  await expect(notifications.dropdown()).toContainText('Everything you were told, alerts included');
  await expect(notifications.dropdown().getByRole('listitem').filter({ hasText: email })).toHaveCount(1);
  await expect(notifications.dropdown().getByRole('listitem').filter({ hasText: campaign })).toContainText(
    'Alert',
  );
});

test('after the API server restarts, notifications still arrive without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.viewer);
  await new DashboardPage(page).expectLoaded('Victor');
  const notifications = new Notifications(page);
  const before = await notifications.unreadCount();

  await restartApiServer();

  const admin = await apiAs();
  expect(
    (
      await admin.post('v1/auth/users/', {
        data: { email: uniqueEmail('after-restart'), first_name: 'A', last_name: 'R' },
      })
    ).status(),
  ).toBe(201);
  await admin.dispose();

  // The socket reconnects with backoff (at most a few seconds after the first attempts) and logs in again.
  await expect.poll(() => notifications.unreadCount(), { timeout: 45_000 }).toBe(before + 1);
});
