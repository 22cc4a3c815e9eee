import { expect, test } from '@playwright/test';

import { CampaignInfoPage } from './pages/CampaignInfoPage';
import { apiAs } from './support/api';
import { signInAs } from './support/signIn';

test('campaign info: the template is written per language, saved and still there after a reload', async ({
  page,
}) => {
  const text = `Spin every day ${Date.now()}`;
  await signInAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('region', { name: 'Content templates' })
    .getByRole('link', { name: 'Campaign info' })
    .click();
  const info = new CampaignInfoPage(page);
  await expect(info.heading()).toBeVisible();

  const english = info.editor('English');
  await english.textbox().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await english.type(text);
  await info.openLanguage('Finnish');
  await info.editor('Finnish').type('Pyöritä joka päivä');
  await info.save();

  await page.reload();
  await expect(info.editor('English').textbox()).toContainText(text);
  const admin = await apiAs();
  const saved = (await (await admin.get('v1/campaigns/campaign-info-template/')).json()) as {
    info: Record<string, string>;
  };
  expect(saved.info.en).toBe(`<p>${text}</p>`);
  expect(saved.info.fi).toBe('<p>Pyöritä joka päivä</p>');
  await admin.dispose();
});
