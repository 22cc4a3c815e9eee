import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { API_URL } from './api';
import { PUBLISHABLE_MISSION, uniqueCampaignName } from './campaigns';

const HOUR_MS = 60 * 60 * 1000;

/** A campaign that is running now: started an hour ago, published (so active at once), for a day. */
async function createActiveCampaign(
  admin: APIRequestContext,
  prefix: string,
  settings: Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const name = uniqueCampaignName(prefix);
  const now = Date.now();
  const created = await admin.post('v1/campaigns/campaigns/', {
    data: {
      name,
      ...settings,
      start_date: new Date(now - HOUR_MS).toISOString(),
      end_date: new Date(now + 24 * HOUR_MS).toISOString(),
      titles: { en: name },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const published = await admin.patch(`v1/campaigns/campaigns/${id}/`, { data: { status: 'SC' } });
  expect(published.status(), await published.text()).toBe(200);
  expect(((await published.json()) as { status: string }).status).toBe('AC');
  return { id, name };
}

/** An active tournament in which each 1.00 staked on `game` scores 10 points; places 1–3 win cash. */
export function createActiveTournament(admin: APIRequestContext, game: number) {
  return createActiveCampaign(admin, 'Engine tournament', {
    type: 'tournament',
    tournament: {
      type: 'most_points',
      places: [{ lower_position: 1, upper_position: 3, prizes: [{ kind: 'cash', amount: 50 }] }],
      tasks: [{ type: 'turnover', amount: 1, points: 10, games: [game] }],
    },
  });
}

/**
 * An active mission whose one task is a deposit of 20 in all (the shared publishable mission), with
 * `settings` added (a cost alarm, holding payouts).
 */
export function createActiveMission(
  admin: APIRequestContext,
  settings: Record<string, unknown> = {},
  prefix = 'Engine mission',
) {
  return createActiveCampaign(admin, prefix, { ...PUBLISHABLE_MISSION, ...settings });
}

/** The id of one of the casino's games. */
export async function anyGameId(admin: APIRequestContext): Promise<number> {
  const answer = await admin.get('v1/games/games/', { params: { limit: 1 } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: Array<{ id: number }> }).results[0].id;
}

/** The casino's base currency (the one at exchange rate 1). */
export async function baseCurrency(admin: APIRequestContext): Promise<string> {
  const answer = await admin.get('v1/casinos/settings/');
  const { exchange_rates: rates } = (await answer.json()) as { exchange_rates: Record<string, number> };
  return Object.keys(rates).find((currency) => rates[currency] === 1) ?? Object.keys(rates)[0];
}

/** An operator's platform: posts event batches to `POST v1/events/` signed with an integration key. */
export async function platformWithKey(key: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: API_URL,
    extraHTTPHeaders: { Authorization: `Api-Key ${key}` },
  });
}

/** A new integration key's platform (`manage_integration` through the API, as a script would make it). */
export async function platformWithNewKey(admin: APIRequestContext): Promise<APIRequestContext> {
  const created = await admin.post('v1/integrations/keys/', { data: { name: `E2E ${uniqueEventId()}` } });
  expect(created.status(), await created.text()).toBe(201);
  return platformWithKey(((await created.json()) as { key: string }).key);
}

let serial = 0;
/** A unique id no other test or run sends. */
export const uniqueEventId = () =>
  `e2e-${Date.now().toString(36)}-${(serial += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** A game round of `bet` on `game`, now. */
export const gameRound = (player: string, game: number, bet: string, currency: string) => ({
  kind: 'gameround',
  unique_id: uniqueEventId(),
  player,
  occurred_at: new Date().toISOString(),
  game,
  round_id: uniqueEventId(),
  bet,
  win: '0',
  currency,
});

/** An approved deposit of `amount`, now. */
export const deposit = (player: string, amount: string, currency: string) => ({
  kind: 'deposit',
  unique_id: uniqueEventId(),
  player,
  occurred_at: new Date().toISOString(),
  amount,
  currency,
});

/**
 * Closes (or reopens) a player's account on the demo's stand-in platform, which then refuses (or
 * accepts) their credits: the tests-only `v1/dev/` helper the API serves with DEV_OUTBOX_API.
 */
export async function setPlatformAccountClosed(player: string, closed: boolean): Promise<void> {
  const dev = await playwrightRequest.newContext({ baseURL: API_URL });
  const answer = await dev.put(`v1/dev/platform/closed-accounts/${player}/`, { data: { closed } });
  expect(answer.status(), await answer.text()).toBe(200);
  await dev.dispose();
}
