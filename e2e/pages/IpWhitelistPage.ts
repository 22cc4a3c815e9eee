import { expect, type Page } from '@playwright/test';

/** /security-settings: the addresses whose sign-ins skip the second factor. */
export class IpWhitelistPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'IP Whitelisting', level: 1 });
  readonly field = () => this.page.getByRole('textbox', { name: 'IP address' });
  readonly table = () => this.page.getByRole('table', { name: 'Whitelisted addresses' });
  readonly row = (ip: string) => this.table().getByRole('rowheader', { name: ip, exact: true });
  readonly dialog = () => this.page.getByRole('dialog', { name: 'Delete this address?' });

  async goto() {
    await this.page.goto('/security-settings');
    await expect(this.heading()).toBeVisible();
  }

  async add(ip: string) {
    await this.field().fill(ip);
    await this.page.getByRole('button', { name: 'Add address' }).click();
  }

  async remove(ip: string) {
    await this.table()
      .getByRole('button', { name: `Delete ${ip}` })
      .click();
    await this.dialog().getByRole('button', { name: 'Delete' }).click();
  }
}
