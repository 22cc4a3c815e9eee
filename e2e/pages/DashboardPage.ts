import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  async expectLoaded(firstName: string) {
    // After sign-in the app redirects: on a loaded machine that alone can outlast the default wait.
    await expect(this.page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
    await expect(this.page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  }

  readonly casinoCard = () => this.page.getByRole('region', { name: 'Demo Casino' });
}
