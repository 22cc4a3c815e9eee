import { expect, type Page } from '@playwright/test';

/** A settings screen on the kit's SettingsForm: a heading, fields by label, Save changes and its notice. */
class SettingsScreen {
  constructor(
    protected readonly page: Page,
    private readonly path: string,
    private readonly title: string,
  ) {}

  readonly heading = () => this.page.getByRole('heading', { name: this.title, level: 1 });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });

  async goto() {
    await this.page.goto(this.path);
    await expect(this.heading()).toBeVisible();
  }

  /** Opens the screen from the side menu's Settings group. */
  async openFromMenu(link: string) {
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).click();
    await expect(this.heading()).toBeVisible();
  }

  async fill(label: string, value: string) {
    await this.field(label).fill(value);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
  }

  async expectSaved(what: string) {
    await expect(this.page.getByText(`The ${what} have been saved.`)).toBeVisible();
  }
}

/** /prize-settings: one tab per prize kind. */
export class PrizeSettingsPage extends SettingsScreen {
  constructor(page: Page) {
    super(page, '/prize-settings', 'Prize settings');
  }

  readonly tab = (name: string | RegExp) => this.page.getByRole('tab', { name });

  async openTab(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }
}

/** /overlay-settings: the casino overlay's position and look. */
export class OverlaySettingsPage extends SettingsScreen {
  constructor(page: Page) {
    super(page, '/overlay-settings', 'Overlay');
  }

  async choosePosition(label: string) {
    await this.field('Position on the screen').selectOption({ label });
  }
}
