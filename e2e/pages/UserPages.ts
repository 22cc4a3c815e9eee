import { expect, type Page } from '@playwright/test';

export interface UserFormValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  requireTwoFactor?: boolean;
  /** A status label (Active, Blocked …); only on the edit form. */
  status?: string;
}

/** /user/add and /user/edit: the same fields, email only when inviting, status only when editing. */
export class UserFormPage {
  constructor(private readonly page: Page) {}

  readonly firstName = () => this.page.getByLabel('First name');
  readonly lastName = () => this.page.getByLabel('Last name');
  readonly email = () => this.page.getByRole('textbox', { name: 'Email' });
  readonly phone = () => this.page.getByLabel('Phone (optional)');
  readonly requireTwoFactor = () => this.page.getByRole('checkbox', { name: 'Require two-factor sign-in' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });

  async fill(values: UserFormValues) {
    if (values.firstName !== undefined) await this.firstName().fill(values.firstName);
    if (values.lastName !== undefined) await this.lastName().fill(values.lastName);
    if (values.email !== undefined) await this.email().fill(values.email);
    if (values.phone !== undefined) await this.phone().fill(values.phone);
    if (values.requireTwoFactor !== undefined)
      await this.requireTwoFactor().setChecked(values.requireTwoFactor);
    if (values.status !== undefined) await this.status().selectOption({ label: values.status });
  }

  async sendInvitation() {
    await this.page.getByRole('button', { name: 'Send invitation' }).click();
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }
}

/** /user/view: one user's details. */
export class UserViewPage {
  constructor(private readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { name, level: 1 });
  readonly editButton = () => this.page.getByRole('link', { name: 'Edit user' });
  /** The value shown for one detail ("Status", "Email" …). */
  readonly detail = (term: string) =>
    this.page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

  async expectLoaded(name: string) {
    await expect(this.page).toHaveURL(/\/user\/view\?id=\d+$/);
    await expect(this.heading(name)).toBeVisible();
  }
}
