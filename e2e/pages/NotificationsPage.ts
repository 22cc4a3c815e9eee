import { expect, type Page } from '@playwright/test';

/** The bell, its dropdown and /notifications. */
export class Notifications {
  constructor(private readonly page: Page) {}

  readonly bell = () => this.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  // In the header: the side menu has a "Notifications" group too.
  readonly dropdown = () => this.page.getByRole('banner').getByRole('region', { name: 'Notifications' });

  /** The unread count the bell announces (0 when it shows none). */
  async unreadCount(): Promise<number> {
    const label = (await this.bell().getAttribute('aria-label')) ?? '';
    return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
  }

  async expectUnread(count: number) {
    await expect.poll(() => this.unreadCount(), { timeout: 15_000 }).toBe(count);
  }

  /**
   * On /notifications: marks everything read once the list has come (before it, "Mark all as read" is
   * disabled and the bell shows no count, so the check would pass with every notification still unread).
   */
  async markAllReadOnPage() {
    const list = this.page.getByRole('list', { name: 'All notifications' });
    await expect(list.or(this.page.getByText('You have no notifications.'))).toBeVisible();
    const markAll = this.page.getByRole('button', { name: 'Mark all as read' });
    if (await markAll.isEnabled()) await markAll.click();
    await this.expectUnread(0);
  }

  async openDropdown() {
    await this.bell().click();
    await expect(this.dropdown()).toBeVisible();
  }
}
