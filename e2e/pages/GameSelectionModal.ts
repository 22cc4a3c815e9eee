import { expect, type Page } from '@playwright/test';

/**
 * The game selection modal of gameplay and turnover tasks: tabs Games list, Selected and Advanced
 * selector. Only the rows near the table's viewport exist, so a game is found by searching for it.
 */
export class GameSelectionModal {
  constructor(
    private readonly page: Page,
    private readonly title = 'Select games',
  ) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: this.title });
  readonly tab = (name: 'Games list' | 'Selected' | 'Advanced selector') =>
    this.dialog().getByRole('tab', { name: new RegExp(`^${name}`) });
  readonly filters = () => this.dialog().getByRole('search', { name: 'Filter games' });
  readonly searchBox = () => this.filters().getByRole('searchbox', { name: 'Search by name' });
  readonly table = () => this.dialog().getByRole('table', { name: 'Games' });
  readonly gameCheckbox = (name: string) => this.table().getByRole('checkbox', { name, exact: true });
  readonly selectAllCheckbox = () => this.table().getByRole('checkbox', { name: 'Select all shown games' });
  /** "{shown} of {total} games". */
  readonly shownCount = () => this.dialog().getByText(/^\d+ of \d+ games$/);
  /** "{n} selected". */
  readonly selectedCount = () => this.dialog().getByText(/^\d+ selected$/);

  /** Open, with the games loaded. */
  async expectOpen() {
    await expect(this.dialog()).toBeVisible();
    await expect(this.shownCount()).toBeVisible();
  }

  async search(text: string) {
    await this.searchBox().fill(text);
  }

  async filterByProvider(name: string) {
    const button = this.filters().getByRole('button', { name: /^Provider/ });
    await button.click();
    await this.filters()
      .getByRole('group', { name: 'Provider' })
      .getByRole('checkbox', { name, exact: true })
      .check();
    // Escape from inside the choice closes only the choice.
    await this.page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }

  /** Searches for the game by its name (leaving the search in place), then ticks it. */
  async selectGame(name: string) {
    await this.search(name);
    await this.gameCheckbox(name).check();
  }

  /** Selects every game the current filters show. */
  async selectAllShown() {
    await this.selectAllCheckbox().check();
  }

  async confirm() {
    await this.dialog().getByRole('button', { name: 'Add to campaign' }).click();
    await expect(this.dialog()).toBeHidden();
  }

  async cancel() {
    await this.dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}
