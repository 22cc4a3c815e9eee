import { expect, test, type Page } from '@playwright/test';

import { DashboardPage } from './pages/DashboardPage';
import { IpWhitelistPage } from './pages/IpWhitelistPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';
import { UserFormPage, UserViewPage } from './pages/UserPages';
import { UsersPage } from './pages/UsersPage';
import { apiAs, createActiveUser, uniqueEmail } from './support/api';

async function signInAs(page: Page, user: { email: string; password: string }, firstName: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user);
  await new DashboardPage(page).expectLoaded(firstName);
}

/** A documentation address (TEST-NET-2) no other test uses, so parallel runs never meet. */
const uniqueIp = () => `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

test('an admin invites a user, sees them in the list and finds them by search', async ({ page }) => {
  const email = uniqueEmail('invitee');
  const lastName = `Invitee${Date.now()}`;
  await signInAs(page, DEMO_USERS.admin, 'Ada');

  const users = new UsersPage(page);
  await users.goto();
  await users.inviteButton().click();
  await expect(page).toHaveURL(/\/user\/add$/);

  const form = new UserFormPage(page);
  await form.fill({ firstName: 'Ivy', lastName, email, phone: '+49 30 123456', requireTwoFactor: true });
  await form.sendInvitation();

  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const view = new UserViewPage(page);
  await view.expectLoaded(`Ivy ${lastName}`);
  await expect(view.detail('Email')).toHaveText(email);
  await expect(view.detail('Status')).toHaveText('Inactive');
  await expect(view.detail('Two-factor sign-in')).toHaveText('Required');

  // Newest first: the invitation is on the first page.
  await users.goto();
  await expect(users.row(email)).toContainText('Inactive');

  await users.searchFor(lastName);
  await expect(users.table().getByRole('row')).toHaveCount(2);
  await expect(users.row(email)).toBeVisible();

  // The filter lives in the URL: a reload (or a shared link) shows the same list.
  await page.reload();
  await expect(users.search()).toHaveValue(lastName);
  await expect(users.table().getByRole('row')).toHaveCount(2);
  await users
    .row(email)
    .getByRole('link', { name: `Ivy ${lastName}` })
    .click();
  await view.expectLoaded(`Ivy ${lastName}`);
});

test('an admin blocks a user through the edit page and sees the new status', async ({ page }) => {
  const admin = await apiAs();
  const { email } = await createActiveUser(admin, 'blockee', 'blockee-password-123');
  await admin.dispose();
  await signInAs(page, DEMO_USERS.admin, 'Ada');

  const users = new UsersPage(page);
  await users.goto(`?search=${encodeURIComponent(email)}`);
  await expect(users.row(email)).toContainText('Active');
  await users.row(email).getByRole('link').click();

  const view = new UserViewPage(page);
  await view.expectLoaded('Test blockee');
  await view.editButton().click();
  await expect(page).toHaveURL(/\/user\/edit\?id=\d+$/);

  const form = new UserFormPage(page);
  await expect(form.status()).toHaveValue('AC');
  await form.fill({ status: 'Blocked' });
  await form.save();

  await expect(page.getByText('User has been updated')).toBeVisible();
  await view.expectLoaded('Test blockee');
  await expect(view.detail('Status')).toHaveText('Blocked');

  await users.goto();
  await users.filterByStatus('Blocked');
  await expect(page).toHaveURL(/[?&]status=BL/);
  await users.searchFor(email);
  await expect(users.row(email)).toContainText('Blocked');
});

test('an admin whitelists an address, sees a bad one refused on the field, then deletes it', async ({
  page,
}) => {
  const ip = uniqueIp();
  await signInAs(page, DEMO_USERS.admin, 'Ada');
  const whitelist = new IpWhitelistPage(page);
  await whitelist.goto();
  await expect(page.getByText('Sign-ins from these addresses skip the second-factor code.')).toBeVisible();

  await whitelist.add('999.1.2.3');
  await expect(page.getByText('Enter a valid IPv4 or IPv6 address.')).toBeVisible();
  await expect(whitelist.field()).toHaveValue('999.1.2.3');
  await expect(whitelist.field()).toHaveAttribute('aria-invalid', 'true');

  await whitelist.add(ip);
  await expect(whitelist.row(ip)).toBeVisible();
  await expect(whitelist.field()).toHaveValue('');

  // The same address twice is refused on the field too.
  await whitelist.add(ip);
  await expect(page.getByText('This address is already whitelisted.')).toBeVisible();
  await whitelist.field().clear();

  await whitelist.remove(ip);
  await expect(whitelist.dialog()).toBeHidden();
  await expect(whitelist.row(ip)).toHaveCount(0);
  await expect(page.getByText(`${ip} has been removed.`)).toBeVisible();
});

test('the viewer sees the users list without "Invite user", and the 403 page on /user/add', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.viewer, 'Victor');
  const users = new UsersPage(page);
  await users.goto(`?search=${encodeURIComponent(DEMO_USERS.admin.email)}`);
  await expect(users.row(DEMO_USERS.admin.email)).toContainText('Active');
  await expect(users.inviteButton()).toHaveCount(0);

  await page.goto('/user/add');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
});
