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

  /** A day's "+N more" in the month view (the bars it has no room for). */
  readonly moreOn = (day: RegExp) => this.grid().getByRole('button', { name: day });
  readonly dayHeading = () => this.dayPanel().getByRole('heading', { level: 2 });
  /** A campaign of the chosen day's list (its own entry, not a clash note naming it). */
  readonly dayCampaign = (name: string) =>
    this.dayPanel().getByRole('listitem').getByRole('link', { name, exact: true }).first();

  /** The first campaign's group of clashes, unfolded. */
  async firstClashGroup() {
    const group = this.clashes().locator('details').first();
    if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
    return group;
  }

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
