import { expect, test, type Page } from '@playwright/test';

import { DashboardPage } from './pages/DashboardPage';
import { DEMO_USERS, LoginPage } from './pages/LoginPage';

/**
 * Opens `path` with the app's scripts held back: the page is the server's HTML only, as on a slow
 * connection, until the returned function lets them through.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the deferred scripts held here.
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    // The sign-in page asks the server for its picture once React runs: the sign of hydration.
    const hydrated = page.waitForResponse((response) =>
      response.url().includes('/v1/operators/login-image/'),
    );
    release();
    await hydrated;
  };
}

test('what is typed and ticked on the sign-in page before hydration is kept and sent', async ({ page }) => {
  const login = new LoginPage(page);
  const hydrate = await openBeforeHydration(page, '/login');
  await expect(login.email()).toBeVisible();
  await login.email().fill(DEMO_USERS.admin.email);
  await login.password().fill(DEMO_USERS.admin.password);
  await login.rememberMe().check();

  await hydrate();
  await expect(login.rememberMe()).toBeChecked();
  await expect(login.email()).toHaveValue(DEMO_USERS.admin.email);

  const signIn = page.waitForRequest((request) => request.url().includes('/v1/auth/login/'));
  await login.submit().click();
  expect((await signIn).postDataJSON()).toMatchObject({ email: DEMO_USERS.admin.email, remember_me: true });
  await new DashboardPage(page).expectLoaded('Ada');
});

test('"Remember me" ticked before anything is typed stays ticked and is sent', async ({ page }) => {
  const login = new LoginPage(page);
  const hydrated = page.waitForResponse((response) => response.url().includes('/v1/operators/login-image/'));
  await login.goto();
  await hydrated;
  await expect(login.email()).toBeFocused();
  // A real pointer click: the empty, autofocused email is left on the press, the tick lands on release.
  await login.rememberMe().click();
  await login.email().fill(DEMO_USERS.admin.email);
  await login.password().fill(DEMO_USERS.admin.password);
  await expect(login.rememberMe()).toBeChecked();

  const signIn = page.waitForRequest((request) => request.url().includes('/v1/auth/login/'));
  await login.submit().click();
  expect((await signIn).postDataJSON()).toMatchObject({ remember_me: true });
  await new DashboardPage(page).expectLoaded('Ada');
});
