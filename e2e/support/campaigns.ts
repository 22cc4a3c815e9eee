import { expect, type APIRequestContext } from '@playwright/test';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A name no other test uses, so parallel runs never meet. */
export const uniqueCampaignName = (prefix: string) =>
  `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** A mission with everything publishing needs: one deposit task with a cash prize. */
export const PUBLISHABLE_MISSION = {
  type: 'mission',
  mission: { tasks: [{ type: 'deposit', amount: 20, prizes: [{ kind: 'cash', amount: 5 }] }] },
} as const;

/**
 * A draft that may be published: a mission starting tomorrow and running a week, with an English
 * title. `status: 'SC'` publishes it too.
 */
export async function createCampaign(
  admin: APIRequestContext,
  name: string,
  { status }: { status?: 'SC' } = {},
): Promise<{ id: number; name: string }> {
  const now = Date.now();
  const created = await admin.post('v1/campaigns/campaigns/', {
    data: {
      name,
      ...PUBLISHABLE_MISSION,
      start_date: new Date(now + DAY_MS).toISOString(),
      end_date: new Date(now + 8 * DAY_MS).toISOString(),
      titles: { en: name },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (status) {
    const published = await admin.patch(`v1/campaigns/campaigns/${id}/`, { data: { status } });
    expect(published.status()).toBe(200);
    expect(((await published.json()) as { status: string }).status).toBe(status);
  }
  return { id, name };
}

/**
 * Raises `times` alerts for the `api` user: a draft of theirs, then uploads of a player CSV with an unknown
 * hash, each refused line telling the campaign's creator (a "players refused" alert). Answers the draft's
 * name (the alerts' titles end with it).
 */
export async function raiseUploadAlerts(api: APIRequestContext, times = 1): Promise<string> {
  const { id, name } = await createCampaign(api, uniqueCampaignName('Alerting draft'));
  for (let i = 0; i < times; i += 1) {
    const upload = await api.post(`v1/campaigns/campaigns/${id}/import-players/`, {
      multipart: {
        file: { name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(`no-such-player-${i}\n`) },
      },
    });
    expect(upload.status()).toBe(200);
  }
  return name;
}
