import { expect, test } from '@playwright/test';

import { CampaignBuilderPage } from './pages/CampaignBuilderPage';
import { TermsPage } from './pages/TermsPage';
import { apiAs } from './support/api';
import { createCampaign, uniqueCampaignName } from './support/campaigns';
import { signInAs } from './support/signIn';

test('term templates: written in the editor, used by a campaign, changed and deleted', async ({ page }) => {
  const name = uniqueCampaignName('Welcome terms');
  const admin = await apiAs();
  const campaign = await createCampaign(admin, uniqueCampaignName('Terms campaign'));
  await signInAs(page, 'admin');

  // The demo casino has the page-change info template flag on: Terms sits under Content templates.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('region', { name: 'Content templates' }).getByRole('link', { name: 'Terms' }).click();
  const terms = new TermsPage(page);
  await expect(terms.heading()).toBeVisible();

  await terms.openCreate('Add term template');
  await terms.name().fill(name);
  const english = terms.editor('English');
  await english.type('Play fair. ');
  await english.button('Bold').click();
  await english.type('No bots.');
  await terms.openLanguage('German');
  await terms.editor('German').type('Fair spielen.');
  await terms.save('created');
  await terms.searchFor(name);
  await expect(terms.row(name)).toContainText('English, German');

  // The campaign's terms step starts from the template.
  await page.goto(`/campaigns/edit?id=${campaign.id}&step=terms`);
  const builder = new CampaignBuilderPage(page);
  await builder.expectStep('Terms');
  const picker = page.getByRole('group', { name: 'Start from a template' });
  await picker.getByLabel('Term template').selectOption({ label: name });
  await picker.getByRole('button', { name: 'Use template' }).click();
  await expect(page.getByRole('textbox', { name: 'Terms (English)' })).toContainText('Play fair. No bots.');
  await builder.saveAndContinue('Overview');
  const saved = (await (await admin.get(`v1/campaigns/campaigns/${campaign.id}/`)).json()) as {
    terms: Record<string, string>;
  };
  expect(saved.terms).toEqual({
    en: '<p>Play fair. <strong>No bots.</strong></p>',
    de: '<p>Fair spielen.</p>',
  });

  // Changed, then deleted; the campaign keeps its own copy.
  await terms.goto();
  await terms.searchFor(name);
  await terms.edit(name);
  await terms.openLanguage('German');
  await terms.editor('German').type(' Immer.');
  await terms.save('saved');
  await terms.searchFor(name);
  await terms.delete(name);
  const after = (await (await admin.get(`v1/campaigns/campaigns/${campaign.id}/`)).json()) as {
    terms: Record<string, string>;
  };
  expect(after.terms.de).toBe('<p>Fair spielen.</p>');
  await admin.dispose();
});

test('terms on a phone: the list and the form fit 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  const terms = new TermsPage(page);
  await terms.goto();
  await terms.openCreate('Add term template');
  await expect(terms.editor('English').textbox()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('rich text: bold, coloured and linked text typed in the real editor is saved as typed', async ({
  page,
}) => {
  const name = uniqueCampaignName('Coloured terms');
  const admin = await apiAs();
  await signInAs(page, 'admin');
  const terms = new TermsPage(page);
  await terms.goto();
  await terms.openCreate('Add term template');
  await terms.name().fill(name);

  const english = terms.editor('English');
  await english.type('Read ');
  await english.button('Bold').click();
  await english.type('the rules');
  await english.selectBack('the rules'.length);
  await english.colour('#e60000');
  await page.keyboard.press('End');
  await english.button('Bold').click();
  await english.type(' and the ');
  await english.type('details');
  await english.selectBack('details'.length);
  await english.colour('#0066cc');
  await english.link('https://example.com/details');
  await terms.save('created');

  await terms.searchFor(name);
  await terms.edit(name);
  await expect(terms.editor('English').textbox().locator('strong')).toHaveCSS('color', 'rgb(230, 0, 0)');
  await expect(terms.editor('English').textbox().locator('a')).toHaveCSS('color', 'rgb(0, 102, 204)');

  const templates = (await (
    await admin.get('v1/campaigns/terms/', { params: { is_template: 'true', search: name } })
  ).json()) as { results: Array<{ terms: Record<string, string> }> };
  const saved = templates.results[0].terms.en;
  // Quill writes the picker's colours as rgb().
  expect(saved).toContain('<strong style="color:rgb(230, 0, 0)">the rules</strong>');
  expect(saved).toMatch(
    /<a href="https:\/\/example\.com\/details"[^>]*style="color:rgb\(0, 102, 204\)"[^>]*>details<\/a>/,
  );
  await admin.dispose();
});
