import type { Locator, Page } from '@playwright/test';

/** A campaign's live figures (on /campaigns/statistics and the builder's reports step). */
export class CampaignLivePage {
  constructor(private readonly page: Page) {}

  readonly live = () => this.page.getByRole('region', { name: 'Live figures' });
  /** A headline figure's value ("Participants", "Awards" …). */
  readonly figure = (label: string): Locator =>
    this.live()
      .locator('div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition')
      .first();
  readonly standings = () => this.page.getByRole('table', { name: 'Standings' });
  /** A leaderboard row, by the player's hash. */
  readonly standing = (player: string): Locator =>
    this.standings()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: player, exact: true }) });
  /** A leaderboard row's position ("1st") and points, read from their own cells. */
  readonly position = (player: string): Locator => this.standing(player).getByRole('cell').nth(0);
  readonly points = (player: string): Locator => this.standing(player).getByRole('cell').nth(1);
  readonly tasks = () => this.page.getByRole('table', { name: 'Tasks' });
  readonly task = (label: string): Locator =>
    this.tasks()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });

  /** Looks a player's mission progress up by hash. */
  async showProgress(player: string) {
    const search = this.page.getByRole('search', { name: "Find a player's mission progress" });
    await search.getByLabel('Player hash').fill(player);
    await search.getByRole('button', { name: 'Show progress' }).click();
  }
}
