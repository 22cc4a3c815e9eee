import { expect, type Page } from '@playwright/test';

export const DEMO_USERS = {
  admin: { email: 'admin@example.com', password: 'demo-admin-password' },
  viewer: { email: 'viewer@example.com', password: 'demo-viewer-password' },
  mfa: { email: 'mfa@example.com', password: 'demo-mfa-password' },
  approver: { email: 'approver@example.com', password: 'demo-approver-password' },
} as const;

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email');
  readonly password = () => this.page.getByLabel('Password');
  readonly rememberMe = () => this.page.getByLabel('Remember me');
  readonly submit = () => this.page.getByRole('button', { name: 'Sign in' });
  readonly code = () => this.page.getByLabel('Verification code');
  readonly formError = () => this.page.getByRole('form').getByRole('alert');

  async goto() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Sign in to the back-office' })).toBeVisible();
  }

  async signIn({ email, password }: { email: string; password: string }, { rememberMe = false } = {}) {
    await this.email().fill(email);
    await this.password().fill(password);
    if (rememberMe) await this.rememberMe().check();
    await this.submit().click();
  }

  async enterCode(code: string) {
    await this.code().fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }
}
