import { expect, type Locator, type Page } from '@playwright/test';

import { ResourceListPage } from './ResourceListPage';

/** Opens a filter's choice button in a filter bar and ticks the values, by their readable labels. */
async function choose(page: Page, bar: Locator, filter: string, values: readonly string[]) {
  await bar.getByRole('button', { name: new RegExp(`^${filter}( \\(\\d+\\))?$`) }).click();
  for (const value of values) await page.getByRole('checkbox', { name: value, exact: true }).check();
  await page.keyboard.press('Escape');
}

/** Clicks a download button and resolves with the saved file's name and text. */
async function downloadOf(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** /games: the casino's games with their attribute filters, sort and export. */
export class GamesPage extends ResourceListPage {
  constructor(page: Page) {
    super(page, '/games', 'Games');
  }

  readonly filters = () => this.page.getByRole('search', { name: 'Filter games' });

  filterBy(filter: string, values: readonly string[]) {
    return choose(this.page, this.filters(), filter, values);
  }

  async sortBy(column: string) {
    await this.table()
      .getByRole('button', { name: new RegExp(`^${column}`) })
      .click();
  }

  /** The text of a column in every row, in order. */
  async column(index: number) {
    return this.table()
      .locator('tbody tr')
      .evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent ?? ''), index);
  }

  exportGames() {
    return downloadOf(this.page, this.page.getByRole('button', { name: 'Export games' }));
  }

  async open(name: string) {
    await this.row(name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(this.page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
}

/** /players/list: players filtered by their attributes, exported. */
export class PlayersPage extends ResourceListPage {
  constructor(page: Page) {
    super(page, '/players/list', 'Players');
  }

  readonly filters = () => this.page.getByRole('search', { name: 'Filter players' });

  filterBy(filter: string, values: readonly string[]) {
    return choose(this.page, this.filters(), filter, values);
  }

  exportPlayers() {
    return downloadOf(this.page, this.page.getByRole('button', { name: 'Export players' }));
  }

  async open(id: number) {
    await this.page.getByRole('link', { name: `Open player ${id}` }).click();
    await expect(this.page.getByRole('heading', { name: `Player ${id}`, level: 1 })).toBeVisible();
  }
}

/** /players/edit: one player, their totals, histories and campaigns. */
export class PlayerPage {
  constructor(private readonly page: Page) {}

  async goto(id: number, tab?: 'transactions' | 'sportsbook' | 'campaigns') {
    await this.page.goto(`/players/edit?id=${id}${tab ? `&tab=${tab}` : ''}`);
    await expect(this.page.getByRole('heading', { name: `Player ${id}`, level: 1 })).toBeVisible();
  }

  /** A total tile's value ("Turnover", "Deposits", "Revenue"). */
  readonly total = (name: string) =>
    this.page
      .locator('dl div')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .locator('dd');

  readonly tab = (name: string) => this.page.getByRole('tab', { name });
  readonly table = (name: string) => this.page.getByRole('table', { name });

  filterHistory(caption: string, filter: string, values: readonly string[]) {
    return choose(
      this.page,
      this.page.getByRole('search', { name: `Filter ${caption.toLowerCase()}` }),
      filter,
      values,
    );
  }

  async optIn(campaignLabel: string) {
    const form = this.page.getByRole('form', { name: 'Opt in to a campaign' });
    await form.getByLabel('Campaign').selectOption({ label: campaignLabel });
    await form.getByRole('button', { name: 'Opt in' }).click();
  }

  async revokeOptOut(campaign: string) {
    await this.page.getByRole('button', { name: `Revoke the opt-out of ${campaign}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Revoke this opt-out?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Player reports: the activity chart and the player log download. */
export class PlayerReportsPage {
  constructor(private readonly page: Page) {}

  async gotoActivity() {
    await this.page.goto('/player-reports/activity');
    await expect(this.page.getByRole('heading', { name: 'Player activity', level: 1 })).toBeVisible();
  }

  async gotoLogs() {
    await this.page.goto('/player-reports/logs');
    await expect(this.page.getByRole('heading', { name: 'Player logs', level: 1 })).toBeVisible();
  }

  async extractLog(campaignSearch: string, campaignLabel: string, player: string) {
    await this.page.getByRole('searchbox', { name: 'Find a campaign' }).fill(campaignSearch);
    await expect(
      this.page.getByLabel('Campaign', { exact: true }).getByRole('option', { name: campaignLabel }),
    ).toHaveCount(1);
    await this.page.getByLabel('Campaign', { exact: true }).selectOption({ label: campaignLabel });
    await this.page.getByLabel('Player id').fill(player);
    return downloadOf(this.page, this.page.getByRole('button', { name: 'Extract log' }));
  }
}

/** /casino-settings: currencies and rates, languages, feature settings, deposit methods. */
export class CasinoSettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/casino-settings');
    await expect(
      this.page.getByRole('heading', { name: 'Currencies and casino settings', level: 1 }),
    ).toBeVisible();
  }

  /** The rate field of the n-th currency (from 0, in the casino's order). */
  readonly rate = (index: number) => this.page.getByLabel('Rate').nth(index);

  async addLanguage(code: string, name: string) {
    await this.page.getByRole('button', { name: 'Add language' }).click();
    const row = this.page.getByRole('group', { name: 'Languages' }).getByRole('listitem').last();
    await row.getByLabel(/code$/).fill(code);
    await row.getByLabel('Name').fill(name);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save changes' }).click();
    await expect(this.page.getByText('The casino settings have been saved.')).toBeVisible();
  }

  readonly depositMethods = () => this.page.getByRole('table', { name: 'Deposit methods' });
}
