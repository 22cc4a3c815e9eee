import { expect, type Locator, type Page } from '@playwright/test';

/** /activity-logs: who changed what, with filters and each entry's field-by-field diff. */
export class ActivityLogPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Activity logs', level: 1 });
  readonly table = () => this.page.getByRole('table', { name: 'Activity logs' });

  async goto(query = '') {
    await this.page.goto(`/activity-logs${query}`);
    await expect(this.heading()).toBeVisible();
  }

  async filter(label: 'Action' | 'User' | 'Kind of record', option: string) {
    await this.page.getByRole('combobox', { name: label }).selectOption({ label: option });
  }

  /** The newest entry about `what` ("access group: Support") with `action` ("Updated"). */
  entry(what: string, action: string): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: what, exact: true }) })
      .filter({ hasText: action })
      .first();
  }

  /** Opens an entry's diff and returns the row of one changed field (its before and after). */
  async changedField(entry: Locator, field: string): Promise<Locator> {
    await entry.getByRole('button', { name: /^Show \d+ changes? of / }).click();
    return entry
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: field, exact: true }) });
  }
}
