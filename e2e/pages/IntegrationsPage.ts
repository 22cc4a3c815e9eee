import { expect, type Locator, type Page } from '@playwright/test';

import { AppFrame } from './AppFrame';

/** /integrations: the integration keys (create, shown once; revoke) and the engine's health. */
export class IntegrationsPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Integrations', level: 1 });
  readonly table = () => this.page.getByRole('table', { name: 'Integration keys' });
  readonly health = () => this.page.getByRole('region', { name: 'Engine health' });
  /** The key's row, by its name. */
  readonly row = (name: string): Locator =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });

  /** Opens the page from the side menu (Settings → Integrations). */
  async openFromMenu() {
    await new AppFrame(this.page)
      .menu()
      .getByRole('region', { name: 'Settings' })
      .getByRole('link', { name: 'Integrations' })
      .click();
    await expect(this.page).toHaveURL(/\/integrations$/);
    await expect(this.heading()).toBeVisible();
  }

  /** Creates a key and answers it, read from the dialog that shows it once. */
  async createKey(name: string): Promise<string> {
    await this.page.getByRole('link', { name: 'Create key' }).click();
    const form = this.page.getByRole('dialog', { name: 'Create integration key' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = this.page.getByRole('dialog', { name: 'Your new integration key' });
    await expect(shown).toContainText("you won't see it again");
    const key = await shown.getByLabel(`Key for ${name}`).inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    return key;
  }

  /** Revokes a key, confirming in the dialog, and waits for its row to say so. */
  async revoke(name: string) {
    await this.row(name)
      .getByRole('button', { name: `Revoke ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Revoke ${name}?` });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(this.row(name)).toContainText('Revoked');
  }
}
