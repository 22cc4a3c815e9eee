import { expect, type Page } from '@playwright/test';

/** /marketing: a period (presets or typed dates) and the figures' charts and tables. */
export class MarketingPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Marketing', level: 1 });
  readonly preset = (days: 7 | 30 | 90) => this.page.getByRole('button', { name: `Last ${days} days` });
  readonly from = () => this.page.getByRole('textbox', { name: 'From' });
  readonly to = () => this.page.getByRole('textbox', { name: 'To' });
  readonly totals = () => this.page.getByRole('region', { name: 'Totals' });
  readonly figure = (title: string) => this.page.getByRole('figure', { name: title });
  readonly chart = (title: RegExp) => this.page.getByRole('img', { name: title });

  query(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }

  async goto(query = '') {
    await this.page.goto(`/marketing${query}`);
    await expect(this.heading()).toBeVisible();
    await expect(this.totals()).toBeVisible();
  }

  /** Types a period as DD.MM.YYYY and shows it. */
  async choosePeriod(from: string, to: string) {
    await this.from().fill(from);
    await this.to().fill(to);
    await this.page.getByRole('button', { name: 'Show' }).click();
  }

  /** Opens a chart's table and returns it. */
  async openTable(title: string) {
    await this.page.getByText(`${title} as a table`, { exact: true }).click();
    const table = this.page.getByRole('table', { name: title });
    await expect(table).toBeVisible();
    return table;
  }
}
