import { expect, type Locator, type Page } from '@playwright/test';

/** /images-library and /admin-images-library: one gallery screen per library. */
export class ImageLibraryPage {
  constructor(
    private readonly page: Page,
    private readonly path: '/images-library' | '/admin-images-library',
    private readonly title: string,
  ) {}

  readonly heading = () => this.page.getByRole('heading', { name: this.title, level: 1 });
  readonly categories = () => this.page.getByRole('region', { name: 'Categories' });
  readonly photos = () => this.page.getByRole('list', { name: 'Photos' });
  /** A photo's card, by its exact name. */
  readonly photo = (name: string): Locator =>
    this.photos()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true, level: 3 }) });

  async goto() {
    await this.page.goto(this.path);
    await expect(this.heading()).toBeVisible();
  }

  async addCategory(name: string) {
    await this.categories().getByRole('button', { name: 'Add category' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Category name').fill(name);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.categories().getByRole('button', { name, exact: true })).toBeVisible();
  }

  async showCategory(name: string) {
    await this.categories().getByRole('button', { name, exact: true }).click();
  }

  /** Uploads a file with a name into a category and waits for its card (the list must show that category). */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }, name: string, category: string) {
    const form = this.page.getByRole('form', { name: 'Upload a photo' });
    await form.getByLabel(/^Image \(PNG/).setInputFiles(file);
    await form.getByLabel('Name (optional)').fill(name);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: category });
    await form.getByRole('button', { name: 'Upload' }).click();
    // Notices queue one at a time (spec §4): the card is the sign it is in.
    await expect(this.photo(name)).toBeVisible();
  }

  async rename(name: string, next: string) {
    await this.photo(name)
      .getByRole('button', { name: `Rename ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Rename ${name}` });
    await dialog.getByLabel('Photo name').fill(next);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.photo(next)).toBeVisible();
  }

  async move(name: string, category: string) {
    await this.photo(name)
      .getByRole('button', { name: `Move ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Move ${name}` });
    await dialog.getByLabel('Category').selectOption({ label: category });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Asks to delete a photo and confirms; returns the dialog (still open when the server refused). */
  async delete(name: string): Promise<Locator> {
    await this.photo(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    return dialog;
  }
}
