import { expect, test } from '@playwright/test';

import { GamesPage } from './pages/CasinoScreens';
import { PHONE, PhoneFit } from './pages/PhoneFit';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

test('games: filter, search, sort, export, and edit a game from the Casino menu', async ({ page }) => {
  const games = new GamesPage(page);
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Games' }).click();
  await expect(games.heading()).toBeVisible();

  await games.filterBy('Provider', ['NetEnt', 'Quickspin']);
  await games.filterBy('Device type', ['Tablet']);
  await expect.poll(() => new URL(page.url()).searchParams.get('provider')).toBe('NetEnt,Quickspin');
  await expect(games.table().locator('tbody tr').first()).toContainText(/NetEnt|Quickspin/);
  await games.sortBy('Provider');
  await expect(games.table().getByRole('columnheader', { name: /Provider/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const providers = await games.column(1);
  expect(providers).toEqual([...providers].sort());
  expect(new Set(providers).size).toBeLessThanOrEqual(2);
  await games.sortBy('Provider');
  await expect(games.table().getByRole('columnheader', { name: /Provider/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  const exported = await games.exportGames();
  expect(exported.name).toBe('game_export.csv');
  const lines = exported.text.trim().split('\r\n');
  expect(lines[0]).toBe(
    'id,name,provider,category,themes,features,device_types,image,exists_in_external_api',
  );
  expect(lines.slice(1).every((line) => /,(NetEnt|Quickspin),/.test(line))).toBe(true);

  // Edit the first game found by a search, then put its name back.
  await games.goto();
  await games.searchFor('Book of');
  const name = (await games.table().getByRole('rowheader').first().textContent())!.replace(
    / \(not on the platform\)$/,
    '',
  );
  await games.open(name);
  const renamed = `${name} (edited)`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByLabel('Themes').fill('space, egypt');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(games.heading()).toBeVisible();
  await games.searchFor(renamed);
  await expect(games.row(renamed)).toContainText('Space, Egypt');

  const admin = await apiAs();
  const found = await (await admin.get('v1/games/games/', { params: { search: renamed } })).json();
  const restore = await admin.patch(`v1/games/games/${found.results[0].id}/`, { data: { name } });
  expect(restore.ok()).toBe(true);
  await admin.dispose();
});

test('games: a viewer opens a game read-only', async ({ page }) => {
  const games = new GamesPage(page);
  await signInAs(page, 'viewer');
  await games.goto();
  const first = games.table().getByRole('rowheader').first();
  const name = (await first.textContent())!;
  await games
    .row(name)
    .getByRole('link', { name: `View ${name}` })
    .click();
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the games list and a game fit without sideways scrolling', async ({ page }) => {
    const games = new GamesPage(page);
    await signInAs(page, 'admin');
    await games.goto();
    await expect(games.table().locator('tbody tr')).toHaveCount(10);
    const fit = new PhoneFit(page);
    await fit.expectFits();
    const name = (await games.table().getByRole('rowheader').first().textContent())!;
    await fit.expectInReach(games.row(name).getByRole('link', { name: `Edit ${name}` }));
  });
});
