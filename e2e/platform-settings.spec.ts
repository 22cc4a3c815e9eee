import { expect, test, type Page } from '@playwright/test';

import { OverlaySettingsPage, PrizeSettingsPage } from './pages/SettingsScreens';
import { signInAs } from './support/signIn';

/** At a 390 px phone width the page does not scroll sideways. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('prize settings (softswiss): a rule refused before sending, a tab saved and still there after a reload', async ({
  page,
}) => {
  const prizes = new PrizeSettingsPage(page);
  await signInAs(page, 'admin');
  await prizes.openFromMenu('Prizes');

  await prizes.openTab('Bonus money');
  await prizes.fill('Max win (EUR)', '50');
  await prizes.fill('Max bet (EUR)', '80');
  await prizes.save();
  await expect(page.getByText('The max bet cannot be higher than the max win.')).toBeVisible();

  await prizes.fill('Max bet (EUR)', '2.5');
  await prizes.fill('Activation duration (days)', '3');
  await prizes.save();
  await prizes.expectSaved('prize settings');

  await page.reload();
  await prizes.openTab('Bonus money');
  await expect(prizes.field('Max win (EUR)')).toHaveValue('50');
  await expect(prizes.field('Max bet (EUR)')).toHaveValue('2.5');
  await expect(prizes.field('Activation duration (days)')).toHaveValue('3');
  await prizes.openTab('Free spins');
  await expect(prizes.field('Title')).toHaveValue('Free spins');

  // The tabs are reached by the keyboard too.
  await prizes.tab('Free spins').focus();
  await page.keyboard.press('ArrowRight');
  await expect(prizes.tab('Bonus money')).toBeFocused();
  await expectFitsPhone(page);
});

test('overlay settings: position and look saved together, a bad colour refused, kept after a reload', async ({
  page,
}) => {
  const overlay = new OverlaySettingsPage(page);
  await signInAs(page, 'admin');
  await overlay.openFromMenu('Overlay');

  await overlay.choosePosition('Top right');
  await overlay.fill('Title (optional)', 'Your missions');
  await overlay.fill('Background colour', 'purple');
  await overlay.save();
  await expect(page.getByText('Enter a colour as # and six hex digits, such as #2450d6.')).toBeVisible();

  await overlay.fill('Background colour', '#6a1b9a');
  await overlay.save();
  await overlay.expectSaved('overlay settings');

  await page.reload();
  await expect(overlay.field('Position on the screen')).toHaveValue('top-right');
  await expect(overlay.field('Title (optional)')).toHaveValue('Your missions');
  await expect(overlay.field('Background colour')).toHaveValue('#6a1b9a');

  await overlay.choosePosition('Bottom left');
  await overlay.save();
  await overlay.expectSaved('overlay settings');
  await page.reload();
  await expect(overlay.field('Position on the screen')).toHaveValue('bottom-left');
  await expectFitsPhone(page);
});

test('a viewer sees the overlay settings read-only, and no Loot boxes on softswiss', async ({ page }) => {
  await signInAs(page, 'viewer');
  const overlay = new OverlaySettingsPage(page);
  await overlay.goto();
  await expect(overlay.field('Position on the screen')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Loot boxes' }),
  ).toHaveCount(0);
});
