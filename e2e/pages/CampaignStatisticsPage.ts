import { expect, type Page } from '@playwright/test';

/** /campaigns/statistics?id=: one campaign's totals, charts and table of its days. */
export class CampaignStatisticsPage {
  constructor(private readonly page: Page) {}

  readonly heading = (campaignName: string) =>
    this.page.getByRole('heading', { name: campaignName, level: 1 });
  readonly backLink = () => this.page.getByRole('link', { name: '← Campaigns' });
  readonly totals = () => this.page.getByRole('region', { name: 'Totals' });
  /** The value of one totals tile ("Prizes paid", "Cost"). */
  readonly total = (label: string) =>
    this.totals()
      .locator('div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole('definition');
  /** A chart, by its title (its spoken summary starts with it). */
  readonly chart = (title: string) => this.page.getByRole('img', { name: new RegExp(`^${title}`) });
  readonly lines = (title: string) => this.chart(title).locator('path[data-series]');
  readonly legendButton = (title: string, line: string) =>
    this.page
      .getByRole('list', { name: `Lines of ${title}` })
      .getByRole('button', { name: line, exact: true });
  readonly table = () => this.page.getByRole('table', { name: 'Statistics by day' });
  /** The body rows (the header row left out). */
  readonly rows = () => this.table().locator('tbody tr');

  /** The campaign id of the page's query string. */
  id(): number {
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async expectLoaded(campaignName: string) {
    await expect(this.page).toHaveURL(/\/campaigns\/statistics\?id=\d+$/);
    await expect(this.heading(campaignName)).toBeVisible();
    await expect(this.table()).toBeVisible();
  }
}
