import { expect, type Locator, type Page } from '@playwright/test';

import { ResourceListPage } from './ResourceListPage';

/** What a payout row's actions are called (the button reads "<action>: <amount> to <player>"). */
type PayoutAction = 'Retry' | 'Release' | 'Mark sent' | 'Cancel payout';

/** The question each action's confirmation asks. */
const QUESTIONS: Record<PayoutAction, string> = {
  Retry: 'Send this payout again?',
  Release: 'Release this held payout?',
  'Mark sent': 'Mark this catalogue item sent?',
  'Cancel payout': 'Cancel this payout?',
};

/** /payouts: the payouts list, a player's rows, their state and actions. */
export class PayoutsPage extends ResourceListPage {
  constructor(page: Page) {
    super(page, '/payouts', 'Payouts');
  }

  /** The list narrowed to one player's payouts of one campaign, as a link from elsewhere would open it. */
  async gotoPayouts(campaign: number, player: string) {
    await this.page.goto(`/payouts?${new URLSearchParams({ campaign: String(campaign), player })}`);
    await expect(this.heading()).toBeVisible();
  }

  /** The rows of `player`'s payouts (the list is narrowed to one campaign's: one row). */
  readonly playerRows = (player: string): Locator =>
    this.table()
      .getByRole('row')
      .filter({ has: this.page.getByText(player, { exact: true }) });

  readonly action = (row: Locator, action: PayoutAction) =>
    row.getByRole('button', { name: new RegExp(`^${action}: `) });

  readonly dialog = (action: PayoutAction) => this.page.getByRole('dialog', { name: QUESTIONS[action] });

  /** Waits for the row to show `state` (the list follows the delivery as it refreshes). */
  async expectState(row: Locator, state: string) {
    await expect(row.getByText(state, { exact: true })).toBeVisible();
  }

  /** Takes `action` on the row with the mouse and confirms it. */
  async act(row: Locator, action: PayoutAction) {
    await this.action(row, action).click();
    await this.dialog(action).getByRole('button', { name: action, exact: true }).click();
  }

  /** Presses Tab until `target` has the focus (at most `presses` times): the page works by keyboard. */
  async tabTo(target: Locator, presses = 80) {
    for (let pressed = 0; pressed < presses; pressed += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  /** Takes `action` on the row by keyboard only: Tab to its button, Enter, Tab to the confirmation, Enter. */
  async actByKeyboard(row: Locator, action: PayoutAction) {
    const button = this.action(row, action);
    await this.tabTo(button);
    await expect(button).toBeFocused();
    await this.page.keyboard.press('Enter');
    const confirm = this.dialog(action).getByRole('button', { name: action, exact: true });
    await expect(this.dialog(action)).toBeVisible();
    await this.tabTo(confirm, 5);
    await this.page.keyboard.press('Enter');
  }
}
