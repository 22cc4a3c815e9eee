import { expect, test } from '@playwright/test';

import { FirstLoad } from './pages/FirstLoad';
import { API_URL, apiAs } from './support/api';
import { signInAs } from './support/signIn';

/** The id of the first row of a list of the API (demo data). */
async function firstId(path: string): Promise<number> {
  const admin = await apiAs();
  const page = (await (await admin.get(path, { params: { limit: 1 } })).json()) as {
    results: { id: number }[];
  };
  await admin.dispose();
  expect(page.results.length).toBeGreaterThan(0);
  return page.results[0].id;
}

const MISSING = 999_999;

test('a record that does not exist answers 404 with its page’s “does not exist”; one that exists 200', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const load = new FirstLoad(page);
  const pages = [
    {
      path: '/campaigns/edit',
      list: 'v1/campaigns/campaigns/',
      notFound: 'This campaign does not exist or is not yours to see.',
    },
    { path: '/games/edit', list: 'v1/games/games/', notFound: 'This game does not exist.' },
    { path: '/players/edit', list: 'v1/player/players/', notFound: 'The player does not exist.' },
  ];
  for (const { path, list, notFound } of pages) {
    expect(await load.open(`${path}?id=${MISSING}`), path).toBe(404);
    await expect(load.message(notFound)).toBeVisible();

    expect(await load.open(`${path}?id=${await firstId(list)}`), path).toBe(200);
    await expect(load.message(notFound)).toHaveCount(0);
  }
  // An edit address without an id names nothing either.
  expect(await load.open('/players/edit')).toBe(404);
});

test('a list’s first rows come with the HTML: shown without JavaScript, not asked again with it', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await FirstLoad.withoutJavaScript(browser, page, async (withoutScript) => {
    expect(await withoutScript.open('/campaigns/list')).toBe(200);
    // The campaign list's default page: 25 rows (issue 20).
    await expect(withoutScript.rows('Campaigns')).toHaveCount(25);
    expect(await withoutScript.open('/access-groups/list')).toBe(200);
    await expect(withoutScript.rows('Access groups').first()).toBeVisible();
    expect(await withoutScript.open('/users?status=AC')).toBe(200);
    await expect(withoutScript.rows('Users').first()).toContainText('Active');
  });

  // With JavaScript the page hydrates onto those rows: no mismatch, and the list is not fetched again.
  const load = new FirstLoad(page, API_URL);
  expect(await load.open('/campaigns/list?status=DR')).toBe(200);
  await expect(load.rows('Campaigns').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(load.apiCalls.filter((call) => call.startsWith('v1/campaigns/campaigns/?'))).toEqual([]);
  expect(load.errors).toEqual([]);
});

test('a new campaign’s first step and the list’s date filters come with the HTML and hydrate without an error', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  await FirstLoad.withoutJavaScript(browser, page, async (withoutScript) => {
    expect(await withoutScript.open('/campaigns/create/mission')).toBe(200);
    await expect(withoutScript.page.getByLabel('Campaign name')).toBeVisible();
    expect(await withoutScript.open('/campaigns/list')).toBe(200);
    await expect(withoutScript.page.getByLabel('Start after', { exact: true })).toBeVisible();
  });

  // With JavaScript (and the content-security policy) the same HTML hydrates and takes typing, and a
  // saved campaign's step (loaded in the browser) opens without an error either.
  const load = new FirstLoad(page);
  expect(await load.open('/campaigns/create/mission')).toBe(200);
  const name = page.getByLabel('Campaign name');
  await name.fill('Weekend missions');
  await expect(name).toHaveValue('Weekend missions');
  expect(
    await load.open(`/campaigns/edit?id=${await firstId('v1/campaigns/campaigns/')}&step=settings`),
  ).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(load.errors).toEqual([]);
});
