import { expect, test, type APIRequestContext } from '@playwright/test';

import { seriousAxeViolations } from './pages/Accessibility';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

/** The first id of a list the API pages (`results[0].id`). */
async function firstId(api: APIRequestContext, path: string): Promise<number> {
  const response = await api.get(path);
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { results?: Array<{ id: number }> } | Array<{ id: number }>;
  const rows = Array.isArray(body) ? body : (body.results ?? []);
  expect(rows.length, `${path} has a row`).toBeGreaterThan(0);
  return rows[0].id;
}

/**
 * The demo has no limit group: make one when none is there yet, named after the route group, since the
 * groups run side by side and a name is unique.
 */
async function firstOrNewLimitGroup(api: APIRequestContext, group: string): Promise<number> {
  const path = 'v1/campaigns/campaign-limit-groups/';
  const page = (await (await api.get(`${path}?limit=1`)).json()) as { results: Array<{ id: number }> };
  if (page.results.length > 0) return page.results[0].id;
  const created = await api.post(path, {
    data: { name: `Accessibility check (${group})`, limits: [], users: [] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Every spec route (§2) a signed-in administrator opens, in groups that run side by side. */
const GROUPS: Record<string, (ids: Record<string, number>) => string[]> = {
  campaigns: ({ campaign }) => [
    '/dashboard',
    '/campaigns/list',
    '/campaigns/create',
    '/campaigns/create/mission',
    `/campaigns/edit?id=${campaign}`,
    `/campaigns/statistics?id=${campaign}`,
    '/campaign-templates/list',
    '/overview',
    '/marketing',
  ],
  content: () => [
    '/terms',
    '/campaign-info-template',
    '/catalog-items/list',
    '/images-library',
    '/admin-images-library',
    '/notifications',
    '/account',
  ],
  casino: ({ game, player }) => [
    '/games',
    `/games/edit?id=${game}`,
    '/players/list',
    `/players/edit?id=${player}`,
    '/player-reports/activity',
    '/player-reports/logs',
    '/casino-settings',
    '/security-settings',
    '/overlay-settings',
  ],
  users: ({ user, group, limitGroup }) => [
    '/users',
    '/user/add',
    `/user/view?id=${user}`,
    `/user/edit?id=${user}`,
    '/access-groups/list',
    '/access-groups/add',
    `/access-groups/edit?id=${group}`,
    '/limit-groups/list',
    '/limit-groups/add',
    `/limit-groups/edit?id=${limitGroup}`,
    '/activity-logs',
  ],
};

for (const [name, routes] of Object.entries(GROUPS)) {
  test(`axe finds nothing serious or critical on the ${name} routes`, async ({ page }) => {
    test.setTimeout(120_000);
    const api = await apiAs();
    const ids = {
      campaign: await firstId(api, 'v1/campaigns/campaigns/?limit=1'),
      game: await firstId(api, 'v1/games/games/?limit=1'),
      player: await firstId(api, 'v1/player/players/?limit=1'),
      user: await firstId(api, 'v1/auth/users/?limit=1'),
      group: await firstId(api, 'v1/auth/groups/?limit=1'),
      limitGroup: await firstOrNewLimitGroup(api, name),
    };
    await api.dispose();
    await signInAs(page, 'admin');
    const found: Record<string, unknown> = {};
    for (const path of routes(ids)) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}
