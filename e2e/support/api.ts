import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { E2E_API_CONTROL_PORT, E2E_API_PORT } from '../../playwright.config';
import { DEMO_USERS } from '../pages/LoginPage';

export const API_URL = `http://localhost:${E2E_API_PORT}/`;

/** The API as a staff member's script would use it: signed in, `JWT` header, snake_case bodies. */
export async function apiAs(
  user: { email: string; password: string } = DEMO_USERS.admin,
): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL: API_URL });
  const response = await anonymous.post('v1/auth/login/', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  const { access } = (await response.json()) as { access: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Authorization: `JWT ${access}` },
  });
}

/** A fresh e-mail address, so parallel tests never share a user. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The path of the newest link to the web app mailed to `to` (read from the dev outbox). */
export async function mailedLink(to: string, path: '/reset-password/' | '/setup-password/'): Promise<string> {
  const outbox = await playwrightRequest.newContext({ baseURL: API_URL });
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await outbox.get('v1/dev/outbox/', { params: { to } })).json()) as {
        text: string;
      }[];
      link = messages
        .map((message) => new RegExp(`https?://[^\\s]+(${path}[^\\s]+)`).exec(message.text)?.[1])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  await outbox.dispose();
  return link!;
}

/** An invited user who has set a password through the invitation link's API. */
export async function createActiveUser(admin: APIRequestContext, prefix: string, password: string) {
  const email = uniqueEmail(prefix);
  const created = await admin.post('v1/auth/users/', {
    data: { email, first_name: 'Test', last_name: prefix },
  });
  expect(created.status()).toBe(201);
  const link = await mailedLink(email, '/setup-password/');
  const [, , uid, token] = link.split('/');
  const confirm = await admin.post('v1/auth/users/reset_password_confirm/', {
    data: { uid, token, new_password: password },
  });
  expect(confirm.status()).toBe(204);
  return { email, password };
}

/** Restarts the API server; with a platform codename the demo casino comes back on that platform. */
export async function restartApiServer(platform?: string): Promise<void> {
  const control = await playwrightRequest.newContext();
  const query = platform ? `?platform=${platform}` : '';
  const response = await control.post(`http://127.0.0.1:${E2E_API_CONTROL_PORT}/restart${query}`, {
    timeout: 60_000,
  });
  expect(response.ok()).toBe(true);
  await control.dispose();
}
