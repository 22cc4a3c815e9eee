import { expect, type Locator, type Page } from '@playwright/test';

import { GameSelectionModal } from './GameSelectionModal';

type StepName = 'Title and dates' | 'Settings' | 'Players' | 'Content' | 'Terms' | 'Overview' | 'Reports';
type TaskType = 'deposit' | 'gameplay' | 'netloss' | 'turnover';

/** A day from now at 10:00 UTC as the builder's date inputs are typed (DD.MM.YYYY HH:mm, 24-hour, UTC). */
export function dateInput(daysFromNow: number): string {
  const [year, month, day] = new Date(Date.now() + daysFromNow * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}.${month}.${year} 10:00`;
}

/** /campaigns/create/{type} and /campaigns/edit: the step builder shared by every campaign type. */
export class CampaignBuilderPage {
  constructor(private readonly page: Page) {}

  readonly steps = () => this.page.getByRole('navigation', { name: 'Campaign steps' });
  readonly stepLink = (name: StepName) => this.steps().getByRole('link', { name: new RegExp(`${name}$`) });
  /** The step's heading in the page's main region (the side menu has a "Settings" group heading too). */
  readonly stepHeading = (name: StepName) =>
    this.page.getByRole('main').getByRole('heading', { name, exact: true });
  readonly saveButton = () =>
    this.page.getByRole('button', { name: /^(Save and continue|Create draft and continue)$/ });
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  /** The task shown at `position` (1-based), named "Task {n}: {type}". */
  readonly task = (position: number) =>
    this.page.getByRole('listitem', { name: new RegExp(`^Task ${position}:`) });
  readonly orderNote = () => this.page.getByRole('status').filter({ hasText: /moved to position/ });
  /** A mission of a mission v2 chain, at `position` (1-based). */
  readonly chainMission = (position: number) =>
    this.page.getByRole('group', { name: `Mission ${position}`, exact: true });

  /** What the overview says after `term` ("Tasks", "Prizes and games" …). */
  readonly overviewFact = (term: string) =>
    this.page
      .getByRole('main')
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');

  /** The campaign id of the builder's URL (once the campaign exists). */
  campaignId(): number {
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  async expectStep(name: StepName) {
    await expect(this.stepHeading(name)).toBeVisible();
  }

  async openStep(name: StepName) {
    await this.stepLink(name).click();
    await this.expectStep(name);
  }

  /** Adds a deposit task with a cash prize inside `scope` (a mission of a chain, or the whole page). */
  async addDepositTask(scope: Locator, amount: string, prize: string) {
    await scope.getByRole('button', { name: 'Add a task' }).click();
    const task = scope.getByRole('listitem', { name: /^Task \d+:/ }).last();
    await task.getByLabel('Deposit amount').fill(amount);
    await task.getByLabel('Prize 1: cash amount (EUR)').fill(prize);
    return task;
  }

  /** Whether the page has no sideways scrolling at the current viewport width. */
  async expectNoSidewaysScroll() {
    const width = this.page.viewportSize()?.width ?? 0;
    const scrollWidth = await this.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }

  /** Publishes from the overview step, confirming the dialog. */
  async publish() {
    await this.page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Publish this campaign?' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Saves the step and waits for the next one. */
  async saveAndContinue(next: StepName) {
    await this.saveButton().click();
    await this.expectStep(next);
  }

  async fillTitleAndDates({
    name,
    startInDays,
    endInDays,
  }: {
    name: string;
    startInDays: number;
    endInDays: number;
  }) {
    await this.field('Campaign name').fill(name);
    // Typed key by key, as a manager types them (the calendar button beside each is not a textbox).
    for (const [label, days] of [
      [/^Start/, startInDays],
      [/^End/, endInDays],
    ] as const) {
      const input = this.page.getByRole('textbox', { name: label });
      await input.clear();
      await input.pressSequentially(dateInput(days));
      await expect(input).toHaveValue(dateInput(days));
    }
  }

  async addTask(type: TaskType): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add a task' }).click();
    const task = this.page.getByRole('listitem', { name: /^Task \d+:/ }).last();
    await task.getByLabel('Task type').selectOption(type);
    return task;
  }

  /** Opens a task's game selection modal and adds the named games. */
  async chooseGames(position: number, names: string[]) {
    await this.task(position)
      .getByRole('button', { name: `Choose games for task ${position}` })
      .click();
    const modal = new GameSelectionModal(this.page, `Games for task ${position}`);
    await modal.expectOpen();
    for (const name of names) await modal.selectGame(name);
    await modal.confirm();
  }

  /**
   * Drags the task at `from` onto the place of `to` until the task named `expected` sits there: a mouse
   * drag on a busy machine can start too late for the library to see it, so a drag that did not take
   * is made again.
   */
  async dragTaskUntil(from: number, to: number, expected: string) {
    await expect(async () => {
      const current = await this.task(to).getAttribute('aria-label');
      if (current !== expected) await this.dragTask(from, to);
      await expect(this.task(to)).toHaveAccessibleName(expected, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }

  /** A task's drag handle, once the drag library (loaded when a hand reaches for a handle) has it. */
  private async readyHandle(position: number) {
    const handle = () =>
      this.task(position).getByRole('button', { name: `Drag task ${position} to reorder` });
    await handle().scrollIntoViewIfNeeded();
    await handle().hover();
    await expect(handle()).toHaveAttribute('data-rfd-drag-handle-draggable-id', /.+/);
    return handle();
  }

  /** Moves a task with the keyboard: space lifts it, arrows move it, space drops it. */
  async dragTaskWithKeyboard(from: number, to: number) {
    const handle = await this.readyHandle(from);
    await handle.focus();
    await this.page.keyboard.press('Space');
    const key = to < from ? 'ArrowUp' : 'ArrowDown';
    for (let step = 0; step < Math.abs(from - to); step += 1) await this.page.keyboard.press(key);
    await this.page.keyboard.press('Space');
  }

  /** Drags a task by its handle onto another task's place, as a mouse user does. */
  async dragTask(from: number, to: number) {
    const handle = await this.readyHandle(from);
    const start = await handle.boundingBox();
    const target = await this.task(to).boundingBox();
    if (!start || !target) throw new Error('The tasks are not on the screen');
    const x = start.x + start.width / 2;
    const y = start.y + start.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    // Past the library's sloppy-click threshold first, then in small steps to the target.
    await this.page.mouse.move(x, y - 10, { steps: 5 });
    await this.page.mouse.move(x, target.y + 10, { steps: 25 });
    await this.page.mouse.up();
  }
}
