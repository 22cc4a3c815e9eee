import { expect, type Page } from '@playwright/test';

/** /overview: the campaign calendar, its chosen day's campaigns and the period's clashes. */
export class OverviewPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Campaign overview', level: 1 });
  readonly grid = () => this.page.getByRole('grid');
  readonly period = () => this.page.locator('#overview-period');
  /** The chosen day's button in the grid (the grid's one tab stop). */
  readonly chosenDay = () => this.grid().locator('button[tabindex="0"]');
  readonly dayPanel = () => this.page.locator('section[aria-labelledby="overview-day"]');
  readonly clashes = () => this.page.locator('section[aria-labelledby="overview-clashes"]');
  readonly viewButton = (name: 'Month' | 'Week') => this.page.getByRole('button', { name, exact: true });

  query(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }

  async goto(query = '') {
    await this.page.goto(`/overview${query}`);
    await expect(this.heading()).toBeVisible();
    await expect(this.grid()).toBeVisible();
  }

  /** Chooses a day with the keyboard: focus the grid's day, then the keys. */
  async pressInGrid(...keys: string[]) {
    await this.chosenDay().focus();
    for (const key of keys) await this.page.keyboard.press(key);
  }

  async show(view: 'Month' | 'Week') {
    await this.viewButton(view).click();
    await expect(this.viewButton(view)).toHaveAttribute('aria-pressed', 'true');
  }
}
