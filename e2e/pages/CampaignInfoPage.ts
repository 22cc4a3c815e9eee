import { expect, type Page } from '@playwright/test';

import { RichTextField } from './RichTextField';

/** /campaign-info-template: the campaign-info text per language. */
export class CampaignInfoPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Campaign info', level: 1 });
  readonly editor = (language: string) => new RichTextField(this.page, `Campaign info (${language})`);

  async goto() {
    await this.page.goto('/campaign-info-template');
    await expect(this.heading()).toBeVisible();
  }

  async openLanguage(language: string) {
    await this.page.getByRole('tab', { name: language }).click();
    await expect(this.editor(language).textbox()).toBeVisible();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(this.page.getByText('The campaign info texts have been saved.')).toBeVisible();
  }
}
