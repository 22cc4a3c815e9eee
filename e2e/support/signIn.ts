import type { Page } from '@playwright/test';

import { DashboardPage } from '../pages/DashboardPage';
import { DEMO_USERS, LoginPage } from '../pages/LoginPage';

const FIRST_NAMES = { admin: 'Ada', viewer: 'Victor', approver: 'Paula' } as const;

/** Signs a demo user in through the login page and waits for the dashboard that greets them. */
export async function signInAs(page: Page, who: keyof typeof FIRST_NAMES) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS[who]);
  await new DashboardPage(page).expectLoaded(FIRST_NAMES[who]);
}
