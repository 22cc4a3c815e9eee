import { expect, type Page } from '@playwright/test';

/** /campaign-templates/list: templates to start campaigns from. */
export class TemplatesPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Campaign templates', level: 1 });
  readonly row = (name: string) => this.page.getByRole('row').filter({ hasText: name });

  async goto() {
    await this.page.goto('/campaign-templates/list');
    await expect(this.heading()).toBeVisible();
  }

  async searchFor(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await expect(this.page).toHaveURL(/search=/);
  }

  /** Opens the builder of a new template of the type (its label on the Create template menu). */
  async createTemplate(typeLabel: string) {
    await this.page.getByRole('button', { name: 'Create template' }).click();
    await this.page.getByRole('menuitem', { name: typeLabel, exact: true }).click();
  }

  /** "Create campaign" on a template's row: names the campaign and opens its builder. */
  async createCampaignFrom(template: string, name: string) {
    await this.row(template)
      .getByRole('button', { name: `Actions for ${template}` })
      .click();
    await this.page.getByRole('menuitem', { name: 'Create campaign' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create a campaign from this template' });
    await dialog.getByRole('textbox', { name: 'Name of the campaign' }).fill(name);
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await expect(dialog).toBeHidden();
  }
}
