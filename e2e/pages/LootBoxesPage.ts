import { expect, type Locator, type Page } from '@playwright/test';

/** /loot-boxes/list (themill): the platform's boxes and the edit dialog. */
export class LootBoxesPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Loot boxes', level: 1 });
  readonly table = () => this.page.getByRole('table', { name: 'Loot boxes' });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly row = (name: string): Locator =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });

  async openFromMenu() {
    await this.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Loot boxes' })
      .click();
    await expect(this.heading()).toBeVisible();
  }

  async goto() {
    await this.page.goto('/loot-boxes/list');
    await expect(this.heading()).toBeVisible();
  }

  async edit(name: string) {
    await this.row(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(this.dialog()).toBeVisible();
  }

  async save() {
    await this.dialog().getByRole('button', { name: 'Save changes' }).click();
  }
}
