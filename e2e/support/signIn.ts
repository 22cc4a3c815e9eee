import { expect, type Page } from '@playwright/test';

import { E2E_WEB_PORT } from '../../playwright.config';
import { DashboardPage } from '../pages/DashboardPage';
import { DEMO_USERS } from '../pages/LoginPage';
import { API_URL } from './api';

const FIRST_NAMES = { admin: 'Ada', viewer: 'Victor', approver: 'Paula' } as const;

/** When a JWT expires, in seconds since the epoch (what the app gives its cookie). */
function expiresAt(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
  return payload.exp;
}

/**
 * Signs a demo user in and waits for the dashboard that greets them. For the tests that need a session
 * rather than the sign-in: the API's sign-in call and the cookies the login form would store (see
 * services/session.ts), without a page load of the form each time. The form itself is tested by the
 * sign-in and session specs (foundation, session, users, hardening).
 */
export async function signInAs(page: Page, who: keyof typeof FIRST_NAMES) {
  const response = await page.request.post(`${API_URL}v1/auth/login/`, { data: DEMO_USERS[who] });
  expect(response.ok()).toBe(true);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  const cookie = { url: `http://localhost:${E2E_WEB_PORT}`, sameSite: 'Lax' as const };
  await page.context().addCookies([
    { ...cookie, name: 'token', value: access, expires: expiresAt(access) },
    { ...cookie, name: 'refreshToken', value: refresh, expires: expiresAt(refresh) },
    { ...cookie, name: 'rememberMe', value: 'false', expires: expiresAt(refresh) },
  ]);
  await page.goto('/dashboard');
  await new DashboardPage(page).expectLoaded(FIRST_NAMES[who]);
}
