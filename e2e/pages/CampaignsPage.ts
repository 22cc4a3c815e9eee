import { expect, type Page } from '@playwright/test';

/** /campaigns/list: the campaigns with their filters, counts by status and a menu of actions per row. */
export class CampaignsPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Campaigns', level: 1 });
  readonly table = () => this.page.getByRole('table', { name: 'Campaigns' });
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search' });
  readonly status = () => this.page.getByRole('combobox', { name: 'Status' });
  readonly createButton = () => this.page.getByRole('link', { name: 'Create campaign' });
  readonly exportButton = () => this.page.getByRole('button', { name: 'Export' });
  readonly counts = () => this.page.getByRole('list', { name: 'Campaigns by status' });
  /** The body rows (the header row left out). */
  readonly rows = () => this.table().locator('tbody tr');
  /** The row of the campaign named exactly `name`. */
  readonly row = (name: string) =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  readonly actionsButton = (name: string) =>
    this.row(name).getByRole('button', { name: `Actions for ${name}`, exact: true });
  readonly dialog = (title: string) => this.page.getByRole('dialog', { name: title });

  /** One value of the page's query string (the list's filters live there). */
  query(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }

  async goto(query = '') {
    await this.page.goto(`/campaigns/list${query}`);
    await expect(this.heading()).toBeVisible();
  }

  async searchFor(text: string) {
    await this.search().fill(text);
    await expect.poll(() => this.query('search')).toBe(text);
  }

  async filterByStatus(label: string) {
    await this.status().selectOption({ label });
  }

  /** Opens a row's menu and chooses one of its actions. */
  async chooseAction(name: string, action: string) {
    await this.actionsButton(name).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Make a copy: the dialog asks the name, then saves. */
  async copy(name: string, copyName: string) {
    await this.chooseAction(name, 'Make a copy');
    const dialog = this.dialog('Make a copy');
    await expect(dialog.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue(`Copy of ${name}`);
    await dialog.getByRole('textbox', { name: 'Name of the copy' }).fill(copyName);
    await dialog.getByRole('button', { name: 'Save copy' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Publishes from the row's menu, confirming the dialog. */
  async publish(name: string) {
    await this.chooseAction(name, 'Publish');
    const dialog = this.dialog('Publish this campaign?');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
  }

  async cancelCampaign(name: string) {
    await this.chooseAction(name, 'Cancel campaign');
    const dialog = this.dialog('Cancel this campaign?');
    await dialog.getByRole('button', { name: 'Cancel campaign' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** /campaigns/create: a card per campaign type. */
export class CampaignTypeChoicePage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Create campaign', level: 1 });
  readonly types = () => this.page.getByRole('list', { name: 'Campaign types' }).getByRole('link');
}
