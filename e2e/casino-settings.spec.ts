import { expect, test } from '@playwright/test';

import { CasinoSettingsPage } from './pages/CasinoScreens';
import { PHONE, PhoneFit } from './pages/PhoneFit';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

test('casino settings: a rate, a language and a feature setting saved, refused input at its field', async ({
  page,
}) => {
  const admin = await apiAs();
  const before = await (await admin.get('v1/casinos/settings/')).json();
  try {
    await signInAs(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Currencies' })
      .click();
    const settings = new CasinoSettingsPage(page);
    await expect(
      page.getByRole('heading', { name: 'Currencies and casino settings', level: 1 }),
    ).toBeVisible();
    await expect(page.getByLabel('Language 1 code')).toHaveValue('en');
    await expect(settings.depositMethods().getByRole('rowheader', { name: 'Trustly' })).toBeVisible();
    await page.getByLabel('Taking currency').selectOption('CAD');
    await expect(settings.depositMethods().getByRole('rowheader', { name: 'Trustly' })).toHaveCount(0);
    await expect(settings.depositMethods().getByRole('rowheader', { name: 'Interac' })).toBeVisible();

    // A rate of 0 is refused before anything is sent.
    await settings.rate(1).fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a rate greater than 0.')).toBeVisible();

    await settings.rate(1).fill('1.1');
    await settings.addLanguage('sv', 'Swedish');
    await page.getByLabel('Jackpot titles per language').check();
    await settings.save();

    const saved = await (await admin.get('v1/casinos/settings/')).json();
    expect(saved.exchange_rates[before.currencies[1]]).toBe(1.1);
    expect(saved.languages.map((language: { code: string }) => language.code)).toContain('sv');
    expect(saved.languages[0].code).toBe('en');
    expect(saved.enable_localized_jackpot_title).toBe(true);

    await page.reload();
    await expect(settings.rate(1)).toHaveValue('1.1');
  } finally {
    const restore = await admin.patch('v1/casinos/settings/', {
      data: {
        exchange_rates: before.exchange_rates,
        languages: before.languages,
        enable_localized_jackpot_title: before.enable_localized_jackpot_title,
      },
    });
    expect(restore.ok()).toBe(true);
    await admin.dispose();
  }
});

test('casino settings: a viewer sees them read-only', async ({ page }) => {
  await signInAs(page, 'viewer');
  const settings = new CasinoSettingsPage(page);
  await settings.goto();
  await expect(settings.rate(0)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the casino settings fit without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'admin');
    const settings = new CasinoSettingsPage(page);
    await settings.goto();
    await expect(settings.depositMethods().getByRole('rowheader').first()).toBeVisible();
    await new PhoneFit(page).expectFits();
  });
});
