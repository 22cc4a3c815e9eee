import { expect, type Page } from '@playwright/test';

/** The header's Alerts button and its dropdown (the unread warnings that need action). */
export class AlertsDropdown {
  constructor(private readonly page: Page) {}

  readonly button = () => this.page.getByRole('banner').getByRole('button', { name: /^Alerts/ });
  readonly dropdown = () => this.page.getByRole('region', { name: 'Alerts' });
  readonly list = () => this.dropdown().getByRole('list');
  readonly items = () => this.list().getByRole('listitem');

  /** The unread count the button announces. */
  async count(): Promise<number> {
    const label = (await this.button().getAttribute('aria-label')) ?? '';
    return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
  }

  async open() {
    await this.button().click();
    await expect(this.dropdown()).toBeVisible();
  }

  /** The dropdown's box, and how far its list can scroll. */
  async measure() {
    const box = await this.dropdown().boundingBox();
    const list = await this.list().evaluate((element) => ({
      scrollable: element.scrollHeight - element.clientHeight,
      scrollTop: element.scrollTop,
    }));
    return { bottom: (box?.y ?? 0) + (box?.height ?? 0), ...list };
  }
}
