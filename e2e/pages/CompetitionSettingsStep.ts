import type { Locator, Page } from '@playwright/test';

/**
 * The settings step of a tournament or race: its places (a race's positions) with prizes, and its tasks
 * with points (named "Task {n}: {type}", reorderable as the mission's are).
 */
export class CompetitionSettingsStep {
  constructor(
    private readonly page: Page,
    private readonly noun: 'Place' | 'Position' = 'Place',
  ) {}

  readonly place = (position: number) =>
    this.page.getByRole('listitem', { name: `${this.noun} ${position}`, exact: true });
  readonly task = (position: number) =>
    this.page.getByRole('listitem', { name: new RegExp(`^Task ${position}:`) });

  /** Adds a place (it starts after the last one) up to `to`, with a cash prize of `cash`. */
  async addPlace({ to, cash }: { to: number; cash: string }): Promise<Locator> {
    await this.page.getByRole('button', { name: `Add a ${this.noun.toLowerCase()}` }).click();
    const place = this.page.getByRole('listitem', { name: new RegExp(`^${this.noun} \\d+$`) }).last();
    const n = await this.page.getByRole('listitem', { name: new RegExp(`^${this.noun} \\d+$`) }).count();
    await place.getByLabel(`${this.noun} ${n}: to position`).fill(String(to));
    await place.getByLabel('Prize 1: cash amount (EUR)').fill(cash);
    return place;
  }

  /** Adds a task of `type` with its points and its amount (turnover) or rounds and wins (gameplay). */
  async addTask(type: 'gameplay' | 'turnover', points: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add a task' }).click();
    const n = await this.page.getByRole('listitem', { name: /^Task \d+:/ }).count();
    const task = this.task(n);
    await task.getByLabel(`Task ${n}: type`).selectOption(type);
    await task.getByLabel(`Task ${n}: points`).fill(points);
    if (type === 'turnover') await task.getByLabel(`Task ${n}: turnover amount`).fill('100');
    else {
      await task.getByLabel(`Task ${n}: rounds`).fill('20');
      await task.getByLabel(`Task ${n}: number of wins`).fill('3');
    }
    return task;
  }
}
