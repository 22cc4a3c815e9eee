import { expect, test } from '@playwright/test';

import { LootBoxesPage } from './pages/LootBoxesPage';
import { restartApiServer } from './support/api';
import { signInAs } from './support/signIn';

// The demo casino runs on softswiss; loot boxes are themill's. The API comes back as a themill casino
// for these tests and as softswiss after them (this project runs after every other one).
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  await restartApiServer('themill');
});
test.afterAll(async () => {
  await restartApiServer('softswiss');
});

test('loot boxes (themill): the menu leads to the boxes; an edit is checked, saved and kept', async ({
  page,
}) => {
  const boxes = new LootBoxesPage(page);
  await signInAs(page, 'admin');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Prizes' }),
  ).toHaveCount(0);
  await boxes.openFromMenu();
  await expect(boxes.row('Holiday box')).toContainText('Not offered');

  await boxes.edit('Silver box');
  await boxes.dialog().getByLabel('Name').fill('');
  await boxes.dialog().getByLabel('Image address (optional)').fill('not a link');
  await boxes.save();
  await expect(boxes.dialog().getByText('Enter a name.')).toBeVisible();
  await expect(boxes.dialog().getByText('Enter a web address starting with https://.')).toBeVisible();

  await boxes.dialog().getByLabel('Name').fill('Silver chest');
  await boxes.dialog().getByLabel('Image address (optional)').fill('');
  await boxes.dialog().getByLabel('Offered to players').uncheck();
  await boxes.save();
  await expect(boxes.dialog()).toHaveCount(0);
  await expect(page.getByText('Silver chest has been saved.')).toBeVisible();
  await expect(boxes.row('Silver chest')).toContainText('Not offered');
  await expect(boxes.row('Silver chest')).toContainText('No image');

  await page.reload();
  await expect(boxes.row('Silver chest')).toContainText('Not offered');

  // Back to the way it was, so the demo keeps its names.
  await boxes.edit('Silver chest');
  await boxes.dialog().getByLabel('Name').fill('Silver box');
  await boxes.dialog().getByLabel('Offered to players').check();
  await boxes.save();
  await expect(boxes.row('Silver box')).toContainText('Offered');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
