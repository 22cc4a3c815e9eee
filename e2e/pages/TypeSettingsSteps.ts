import { expect, type Page } from '@playwright/test';

import { GameSelectionModal } from './GameSelectionModal';

/** The settings step of a prize drop: minimum bet, games, drops, prizes and their quantities. */
export class PrizeDropSettingsStep {
  constructor(private readonly page: Page) {}

  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  readonly prize = (n: number) => this.page.getByRole('group', { name: `Prize drop, Prize ${n}` });
  readonly quantity = (n: number) => this.field(`Prize ${n}: quantity`);
  readonly totalQuantity = () => this.page.getByText(/^Total quantity: /);

  /** Turns "all games" off and picks the named games in the game selection modal. */
  async chooseGames(names: string[]) {
    await this.field('Bets on all games qualify').uncheck();
    await this.page.getByRole('button', { name: 'Choose games for prize drop' }).click();
    const modal = new GameSelectionModal(this.page, 'Games for prize drop');
    await modal.expectOpen();
    for (const name of names) await modal.selectGame(name);
    await modal.confirm();
    await expect(
      this.page.getByText(`${names.length} ${names.length === 1 ? 'game' : 'games'} chosen`),
    ).toBeVisible();
  }

  /** Adds a cash prize of `amount` (EUR) dropping `quantity` times. */
  async addCashPrize(amount: string, quantity: string) {
    await this.page.getByRole('button', { name: 'Add a prize' }).click();
    const n = await this.page.getByRole('group', { name: /^Prize drop, Prize \d+$/ }).count();
    await this.prize(n).getByLabel(`Prize ${n}: cash amount (EUR)`).fill(amount);
    await this.quantity(n).fill(quantity);
  }
}

/** The settings step of a jackpot: its rules, payouts, boost intervals, the pot and contributions. */
export class JackpotSettingsStep {
  constructor(private readonly page: Page) {}

  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  readonly interval = (n: number) => this.page.getByRole('group', { name: `Interval ${n}`, exact: true });
  readonly contributions = () => this.page.getByRole('table', { name: 'Contributions' });

  async fill({
    type,
    contribution,
    title,
    startOn,
    average,
    max,
  }: {
    type: string;
    contribution: string;
    title: string;
    startOn: string;
    average: string;
    max: string;
  }) {
    await this.field('Jackpot type').selectOption({ label: type });
    await this.field('Contribution level (%)').fill(contribution);
    await this.field('Title').fill(title);
    await this.field('Start-on value (EUR)').fill(startOn);
    await this.field('Average payout (EUR)').fill(average);
    await this.field('Max payout (EUR)').fill(max);
  }

  /** Boosted by `chance` on the given weekdays between two UTC times. */
  async boostOnWeekdays(chance: string, days: string[], from: string, to: string) {
    await this.field('Boosted').check();
    await this.field('Boosted chance (times likelier)').fill(chance);
    await this.page.getByRole('button', { name: 'Add an interval' }).click();
    const interval = this.interval(1);
    for (const day of days) await interval.getByLabel(day, { exact: true }).check();
    await interval.getByLabel('Interval 1: from (UTC)').fill(from);
    await interval.getByLabel('Interval 1: to (UTC)').fill(to);
  }
}
