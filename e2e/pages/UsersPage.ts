import { expect, type Page } from '@playwright/test';

/** /users: the admin users list with its search and status filters. */
export class UsersPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Users', level: 1 });
  readonly table = () => this.page.getByRole('table', { name: 'Users' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });
  readonly inviteButton = () => this.page.getByRole('link', { name: 'Invite user' });
  /** The row holding `text` (an email, say). */
  readonly row = (text: string) => this.table().getByRole('row').filter({ hasText: text });

  async goto(query = '') {
    await this.page.goto(`/users${query}`);
    await expect(this.heading()).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}`));
  }

  async filterByStatus(label: string) {
    await this.status().selectOption({ label });
  }
}
