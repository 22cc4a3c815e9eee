import { expect, type Page } from '@playwright/test';

/** The logged-in frame: header, side menu, dropdowns. */
export class AppFrame {
  constructor(private readonly page: Page) {}

  readonly menu = () => this.page.getByRole('navigation', { name: 'Main menu' });
  readonly menuToggle = () => this.page.getByRole('button', { name: 'Menu' });
  readonly bell = () => this.page.getByRole('button', { name: /^Notifications/ });
  readonly headerLogout = () => this.page.getByRole('banner').getByRole('button', { name: 'Logout' });
  readonly clock = () => this.page.getByRole('banner').getByLabel('Current time');

  async expectSignedIn() {
    await expect(this.page.getByRole('banner')).toBeVisible();
    await expect(this.menu()).toBeAttached();
  }

  async logout() {
    await this.headerLogout().click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
