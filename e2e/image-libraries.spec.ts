import { expect, test } from '@playwright/test';

import { ImageLibraryPage } from './pages/ImageLibraryPage';
import { apiAs } from './support/api';
import { uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

/** A 2×2 PNG, small enough to write inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);
const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const DAY_MS = 24 * 60 * 60 * 1000;

test('images library: categories, upload, rename, move; a photo a campaign uses is not deleted', async ({
  page,
}) => {
  const admin = await apiAs();
  const category = unique('Summer');
  const hero = unique('Hero');
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Images library' })
    .click();
  const library = new ImageLibraryPage(page, '/images-library', 'Images library');
  await expect(library.heading()).toBeVisible();

  await library.addCategory(category);
  await library.showCategory(category);
  await library.upload(pngFile('hero.png'), hero, category);
  await expect(library.photo(hero)).toContainText(`${category} · ${PNG.length} Bytes`);
  await library.rename(hero, `${hero} wide`);
  await library.move(`${hero} wide`, 'No category');
  await library.showCategory('No category');
  await expect(library.photo(`${hero} wide`)).toContainText('No category');

  // A campaign shows it: deleting it is refused, naming the campaign.
  const photos = (await (
    await admin.get('v1/gallery/photo/', { params: { search: `${hero} wide` } })
  ).json()) as {
    results: Array<{ photo: string }>;
  };
  const campaignName = uniqueCampaignName('Pictured race');
  const created = await admin.post('v1/campaigns/campaigns/', {
    data: {
      name: campaignName,
      type: 'race',
      start_date: new Date(Date.now() + DAY_MS).toISOString(),
      end_date: new Date(Date.now() + 8 * DAY_MS).toISOString(),
      campaign_image: photos.results[0].photo,
    },
  });
  expect(created.status()).toBe(201);
  const refused = await library.delete(`${hero} wide`);
  await expect(refused.getByRole('alert')).toContainText(`"${campaignName}"`);
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(library.photo(`${hero} wide`)).toBeVisible();

  // One nobody uses goes, and so does the category.
  const spare = unique('Spare');
  await library.showCategory('All photos');
  await library.upload(pngFile('spare.png'), spare, category);
  const dialog = await library.delete(spare);
  await expect(dialog).toBeHidden();
  await expect(library.photo(spare)).toHaveCount(0);
  await library
    .categories()
    .getByRole('button', { name: `Delete ${category}` })
    .click();
  await page
    .getByRole('dialog', { name: `Delete the category ${category}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(library.categories().getByRole('button', { name: category, exact: true })).toHaveCount(0);
  await admin.dispose();
});

test('admin images library: its own photos; one becomes the login image', async ({ page, browser }) => {
  const admin = await apiAs();
  const logo = unique('Login art');
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Admin images' })
    .click();
  const library = new ImageLibraryPage(page, '/admin-images-library', 'Admin images library');
  await expect(library.heading()).toBeVisible();
  // The demo's admin photo is here; the campaign photos are not.
  await expect(library.photo('Login background')).toBeVisible();
  await expect(library.photo('Gold rush')).toHaveCount(0);

  await library.upload(pngFile('login.png'), logo, 'Branding');
  await library
    .photo(logo)
    .getByRole('button', { name: `Use as login image: ${logo}` })
    .click();
  await expect(library.photo(logo)).toContainText('Login image');

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await expect(visitor.locator('img[src*="/media/gallery/"]')).toHaveAttribute('src', /login-art/);
  await visitor.close();

  // While it is the login image it stays.
  const refused = await library.delete(logo);
  await expect(refused.getByRole('alert')).toContainText('it is the login image');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await library
    .photo(logo)
    .getByRole('button', { name: `Stop using as login image: ${logo}` })
    .click();
  await expect(library.photo(logo)).not.toContainText('Login image');
  expect(((await (await admin.get('v1/operators/login-image/')).json()) as { image: null }).image).toBeNull();
  await admin.dispose();
});

test('image library on a phone: it fits 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  const library = new ImageLibraryPage(page, '/images-library', 'Images library');
  await library.goto();
  await expect(library.photo('Gold rush')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
