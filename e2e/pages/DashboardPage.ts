import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  async expectLoaded(firstName: string) {
    await expect(this.page).toHaveURL(/\/dashboard/);
    await expect(this.page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  }

  readonly casinoCard = () => this.page.getByRole('region', { name: 'Demo Casino' });
}
