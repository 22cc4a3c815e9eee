import { expect, type Page } from '@playwright/test';

/** /forgot-password and the two token-link pages. */
export class PasswordPages {
  constructor(private readonly page: Page) {}

  async requestReset(email: string) {
    await this.page.goto('/forgot-password');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send the link' }).click();
    await expect(this.page.getByRole('status')).toContainText(`If an account exists for ${email}`);
  }

  async setPassword(linkPath: string, password: string, submitLabel: 'Change password' | 'Set password') {
    await this.page.goto(linkPath);
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Repeat the new password').fill(password);
    await this.page.getByRole('button', { name: submitLabel }).click();
  }

  readonly success = () => this.page.getByRole('status');
}
