import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Any list screen built on the resource kit (access groups, limit groups, catalog items …): its heading,
 * search, rows, row actions and the delete confirmation.
 */
export class ResourceListPage {
  constructor(
    protected readonly page: Page,
    private readonly path: string,
    private readonly title: string,
  ) {}

  readonly heading = () => this.page.getByRole('heading', { name: this.title, level: 1 });
  readonly table = () => this.page.getByRole('table', { name: this.title });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search' });
  /** The row whose header cell is exactly `name`. */
  readonly row = (name: string): Locator =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });

  async goto() {
    await this.page.goto(this.path);
    await expect(this.heading()).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('search')).toBe(text);
  }

  async openCreate(label: string) {
    await this.page.getByRole('link', { name: label }).click();
  }

  async edit(name: string) {
    await this.row(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
  }

  /** Deletes a row, confirming in the dialog, and waits for the row to go. */
  async delete(name: string) {
    await this.row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(this.row(name)).toHaveCount(0);
  }
}
