import { expect, type Page } from '@playwright/test';

import { ResourceListPage } from './ResourceListPage';
import { RichTextField } from './RichTextField';

/** /terms: the term templates, and their form on the same page (`?edit=new`, `?edit=12`). */
export class TermsPage extends ResourceListPage {
  constructor(page: Page) {
    super(page, '/terms', 'Terms and conditions');
  }

  readonly name = () => this.page.getByLabel('Name', { exact: true });
  readonly editor = (language: string) => new RichTextField(this.page, `Terms (${language})`);

  async openLanguage(language: string) {
    await this.page.getByRole('tab', { name: language }).click();
    await expect(this.editor(language).textbox()).toBeVisible();
  }

  async save(notice: 'created' | 'saved') {
    await this.page
      .getByRole('button', { name: notice === 'created' ? 'Add term template' : 'Save changes' })
      .click();
    await expect(this.page.getByText(`The term template has been ${notice}.`)).toBeVisible();
    await expect(this.heading()).toBeVisible();
  }
}
