import { expect, type Page } from '@playwright/test';

/** A file for the upload: a path on disk, or content made by the test. */
export type CsvFile = string | { name: string; content: Buffer | string };

/** What an upload report should say; the lists are the ids the spec §5 notices name. */
export interface ExpectedReport {
  fileName: string;
  type?: 'add' | 'remove';
  count: number;
  brokenLines?: number;
  duplicates?: number;
  unknown?: number;
  /** Ids not removed because they were already manually added. */
  notRemoved?: number[];
  /** Ids not added because they were already manually removed. */
  notAdded?: number[];
  /** Hashes responsible gambling kept out, listed apart. */
  selfExcluded?: string[];
  blocked?: string[];
}

/** The players step of the campaign builder (/campaigns/edit?id={id}&step=players). */
export class CampaignPlayersStep {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Players', level: 2, exact: true });
  readonly count = () =>
    this.page
      .getByRole('term')
      .filter({ hasText: /^Players selected$/ })
      .locator('xpath=following-sibling::dd[1]');
  readonly filter = (label: string) => this.page.getByRole('group', { name: label, exact: true });
  readonly saveFiltersButton = () => this.page.getByRole('button', { name: 'Save filters' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Find a player' });
  readonly searchResults = () => this.page.getByRole('list', { name: 'Matching players' });
  readonly addedList = () => this.page.getByRole('list', { name: 'Manually added players' });
  readonly removedList = () => this.page.getByRole('list', { name: 'Manually removed players' });
  readonly fileInput = () => this.page.getByLabel('CSV file of player hashes');
  readonly uploadButton = () => this.page.getByRole('button', { name: 'Upload' });
  readonly progress = () => this.page.getByRole('progressbar', { name: 'Upload progress' });
  readonly report = (fileName: string) =>
    this.page.getByRole('region', { name: `Upload report: ${fileName}`, exact: true });
  readonly exportButton = () => this.page.getByRole('button', { name: /^Export players/ });
  readonly continueButton = () => this.page.getByRole('button', { name: 'Continue', exact: true });

  async goto(campaignId: number) {
    await this.page.goto(`/campaigns/edit?id=${campaignId}&step=players`);
    await expect(this.heading()).toBeVisible();
    await expect(this.count()).toHaveText(/^[\d,]+$/);
  }

  /** Chooses values of one filter and saves the filters; resolves once the new count shows. */
  async chooseFilterValues(label: string, values: string[]) {
    for (const value of values)
      await this.filter(label).getByRole('checkbox', { name: value, exact: true }).check();
    await this.saveFiltersButton().click();
    await expect(this.page.getByText('The player filters have been saved.')).toBeVisible();
  }

  /** Finds the player by hash and adds them; resolves once they head the manually added list. */
  async addPlayer(hash: string) {
    await this.search().fill(hash);
    await this.searchResults()
      .getByRole('button', { name: `Add player ${hash}`, exact: true })
      .click();
    await expect(this.addedList().getByRole('listitem').first()).toContainText(hash);
  }

  /** Finds the player by hash and excludes them; resolves once they head the manually removed list. */
  async excludePlayer(hash: string) {
    await this.search().fill(hash);
    await this.searchResults()
      .getByRole('button', { name: `Exclude player ${hash}`, exact: true })
      .click();
    await expect(this.removedList().getByRole('listitem').first()).toContainText(hash);
  }

  /** Uploads a CSV of hashes that adds (or removes) players; resolves once its report shows. */
  async uploadPlayersCsv(file: CsvFile, type: 'add' | 'remove' = 'add') {
    await this.page
      .getByRole('radio', { name: type === 'add' ? 'Add these players' : 'Remove these players' })
      .check();
    await this.fileInput().setInputFiles(
      typeof file === 'string'
        ? file
        : {
            name: file.name,
            mimeType: 'text/csv',
            buffer: typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
          },
    );
    await this.uploadButton().click();
    const name = typeof file === 'string' ? file.split(/[\\/]/).pop()! : file.name;
    await expect(this.report(name)).toBeVisible();
  }

  async expectReport(expected: ExpectedReport) {
    const report = this.report(expected.fileName);
    const fact = (term: string) =>
      report
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(fact(expected.type === 'remove' ? 'Players removed' : 'Players added')).toHaveText(
      expected.count.toLocaleString('en-GB'),
    );
    if (expected.brokenLines !== undefined)
      await expect(fact('Broken lines')).toHaveText(String(expected.brokenLines));
    if (expected.duplicates !== undefined)
      await expect(fact('Duplicate hashes')).toHaveText(String(expected.duplicates));
    if (expected.unknown !== undefined)
      await expect(fact('Unknown hashes')).toHaveText(String(expected.unknown));
    for (const [reason, hashes] of [
      ['self-excluded', expected.selfExcluded],
      ['blocked', expected.blocked],
    ] as const) {
      if (hashes === undefined) continue;
      const title = `Excluded: ${reason}`;
      await expect(fact(title)).toHaveText(String(hashes.length));
      if (hashes.length === 0) continue;
      await report.getByText(`${title} (${hashes.length})`).click();
      for (const hash of hashes)
        await expect(report.getByRole('region', { name: title })).toContainText(hash);
    }
    if (expected.notRemoved?.length)
      await expect(report).toContainText(
        `Players with ids ${expected.notRemoved.join(', ')} were not removed because they were already manually added.`,
      );
    if (expected.notAdded?.length)
      await expect(report).toContainText(
        `Players with ids ${expected.notAdded.join(', ')} were not added because they were already manually removed.`,
      );
  }

  /** A file over the 10 MB limit is refused at the field before anything is sent. */
  async expectFileRefused(message: RegExp | string = /larger than 10 MB/) {
    await expect(this.fileInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(this.page.getByText(message)).toBeVisible();
  }

  /** Exports the selection; resolves with the download's suggested file name. */
  async exportPlayers(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.exportButton().click();
    return (await download).suggestedFilename();
  }
}
