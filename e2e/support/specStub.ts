import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { E2E_SPEC_STUB_CONTROL_PORT, E2E_SPEC_STUB_PORT } from '../../playwright.config';
import type { RecordedCall } from './spec-stub';

/** The spec-only backend's user (e2e/support/spec-stub.ts). */
export const STUB_OPERATOR = { email: 'operator@example.com', password: 'spec-stub-password' };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The spec-only backend as a test uses it: campaigns made through its §7 calls, and the calls the web
 * app made to it (path, method, query, body as sent, Authorization header).
 */
export async function specStub() {
  const anonymous = await playwrightRequest.newContext({
    baseURL: `http://localhost:${E2E_SPEC_STUB_PORT}/`,
  });
  const signIn = await anonymous.post('v1/auth/login/', { data: STUB_OPERATOR });
  expect(signIn.status()).toBe(200);
  const { access } = (await signIn.json()) as { access: string };
  await anonymous.dispose();
  const api: APIRequestContext = await playwrightRequest.newContext({
    baseURL: `http://localhost:${E2E_SPEC_STUB_PORT}/`,
    extraHTTPHeaders: { Authorization: `JWT ${access}` },
  });
  const control = await playwrightRequest.newContext({
    baseURL: `http://localhost:${E2E_SPEC_STUB_CONTROL_PORT}/`,
  });

  return {
    /** A draft of `type` starting tomorrow, made as any client of the spec would. */
    async createCampaign(type: string, name: string): Promise<number> {
      const now = Date.now();
      const response = await api.post('v1/campaigns/campaigns/', {
        data: {
          name,
          type,
          start_date: new Date(now + DAY_MS).toISOString(),
          end_date: new Date(now + 8 * DAY_MS).toISOString(),
          titles: { en: name },
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: number }).id;
    },
    /** The writes the web app made since the last `forgetCalls` (reads left out), oldest first. */
    async writes(): Promise<RecordedCall[]> {
      const calls = (await (await control.get('calls')).json()) as RecordedCall[];
      return calls.filter((call) => call.method !== 'GET');
    },
    async forgetCalls() {
      await control.delete('calls');
    },
    async dispose() {
      await api.dispose();
      await control.dispose();
    },
  };
}
