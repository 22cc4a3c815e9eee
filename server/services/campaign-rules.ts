import {
  MISSION_CAMPAIGN_TYPES,
  type Campaign,
  type CampaignStatus,
  type CampaignType,
  type Casino,
  type MissionTask,
  type Recurring,
  type TaskType,
} from '../db/schema';
import { FieldErrorTree, type ErrorPath } from '../lib/field-errors';
import { sanitizeTerms } from '../lib/html';
import { parseDateTime } from '../lib/time';
import type { CampaignUpdate } from '../repositories/campaigns';
import type { MissionFields, PrizeFields, TaskFields, TaskWithPrizes } from '../repositories/missions';
import type { CampaignCreateInput, RecurringBody } from '../schemas/campaigns';
import type { MissionInputBody, PrizeInputBody, TaskInputBody } from '../schemas/missions';

/**
 * The campaign rules that a JSON schema cannot say, as pure functions: parsing a body into column
 * values, the draft rules (checked on every save) and the publish rules (checked when a draft is
 * published). Errors are collected DRF-style with their paths (`mission.tasks[1].amount`).
 */

export const STATUS_NAMES: Record<CampaignStatus, string> = {
  DR: 'Draft',
  SC: 'Scheduled',
  AC: 'Active',
  CA: 'Cancelled',
  FI: 'Finished',
};

export const RULE_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  dateTime:
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  endBeforeStart: 'The end date must be after the start date.',
  endInPast: 'The end date must be in the future.',
  repeatCountRequired: 'This field is required when the mission is repeatable.',
  noTasks: 'A mission needs at least one task.',
  noPrizes: 'A task needs at least one prize.',
  noGames: 'Select at least one game.',
  amountOrRanges: 'Enter an amount or deposit ranges.',
  amountAndRanges: 'Enter either an amount or deposit ranges, not both.',
  rangeMax: 'Ensure max is greater than min.',
  maxAmount: 'Ensure this value is greater than or equal to the amount.',
  recurringDateBeforeStart: 'Each recurring date must be after the start date.',
  templateStatus: 'The status of a template cannot be changed.',
} as const;

export const isMissionType = (type: CampaignType): boolean => MISSION_CAMPAIGN_TYPES.includes(type);

export const transitionMessage = (from: CampaignStatus, to: CampaignStatus): string =>
  `Cannot change a campaign from ${STATUS_NAMES[from]} to ${STATUS_NAMES[to]}.`;

/** The body fields that change a campaign (anything else sent back from a detail is ignored). */
export const EDIT_FIELDS = [
  'name',
  'type',
  'is_template',
  'start_date',
  'end_date',
  'recurring',
  'hide_overlay',
  'show_overlay_after_end',
  'priority',
  'opt_in',
  'titles',
  'terms',
  'desktop_background_image',
  'mobile_background_image',
  'campaign_image',
  'cost_alarm',
  'mission',
] as const;

function parseDate(value: string | null | undefined, path: ErrorPath, errors: FieldErrorTree): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = parseDateTime(value);
  if (!date) errors.add(path, RULE_MESSAGES.dateTime);
  return date;
}

/** A recurring body as stored; null for none. */
export function parseRecurring(
  input: RecurringBody | null | undefined,
  errors: FieldErrorTree,
  path: ErrorPath = ['recurring'],
): Recurring | null {
  if (input === null || input === undefined) return null;
  if (input.kind === 'every') {
    if (input.every_n === null || input.every_n === undefined)
      errors.add([...path, 'every_n'], RULE_MESSAGES.required);
    if (!input.unit) errors.add([...path, 'unit'], RULE_MESSAGES.required);
    if (input.quantity === null || input.quantity === undefined)
      errors.add([...path, 'quantity'], RULE_MESSAGES.required);
    if (!input.every_n || !input.unit || !input.quantity) return null;
    return { kind: 'every', every_n: input.every_n, unit: input.unit, quantity: input.quantity };
  }
  const raw = input.dates ?? [];
  if (raw.length === 0) {
    errors.add([...path, 'dates'], 'This list may not be empty.');
    return null;
  }
  const dates: Date[] = [];
  raw.forEach((text, index) => {
    const date = parseDateTime(text);
    if (date) dates.push(date);
    else errors.add([...path, 'dates', String(index)], RULE_MESSAGES.dateTime);
  });
  const unique = [...new Set(dates.map((date) => date.getTime()))].sort((a, b) => a - b);
  const quantity = input.quantity ?? unique.length;
  if (quantity > unique.length)
    errors.add([...path, 'quantity'], `Ensure this value is less than or equal to ${unique.length}.`);
  return {
    kind: 'dates',
    dates: unique.map((time) => new Date(time).toISOString()),
    quantity: Math.min(quantity, unique.length),
  };
}

type CampaignBody = Partial<CampaignCreateInput>;

/**
 * The column values of the fields present in `body` (create: all of them), checked against the casino:
 * the type among its available campaigns, titles and terms in its languages (terms sanitised).
 */
export function parseCampaignFields(
  body: CampaignBody,
  casino: Casino,
  errors: FieldErrorTree,
): CampaignUpdate {
  const values: CampaignUpdate = {};
  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name === '') errors.add(['name'], RULE_MESSAGES.blank);
    values.name = name;
  }
  if (body.type !== undefined) {
    if (!casino.availableCampaigns.includes(body.type))
      errors.add(['type'], `"${body.type}" is not a valid choice.`);
    values.type = body.type;
  }
  if (body.is_template !== undefined) values.isTemplate = body.is_template;
  if (body.start_date !== undefined) values.startDate = parseDate(body.start_date, ['start_date'], errors);
  if (body.end_date !== undefined) values.endDate = parseDate(body.end_date, ['end_date'], errors);
  if (body.recurring !== undefined) values.recurring = parseRecurring(body.recurring, errors);
  if (body.hide_overlay !== undefined) values.hideOverlay = body.hide_overlay;
  if (body.show_overlay_after_end !== undefined) values.showOverlayAfterEnd = body.show_overlay_after_end;
  if (body.priority !== undefined) values.priority = body.priority;
  if (body.opt_in !== undefined) values.optIn = body.opt_in;
  const languages = new Set(casino.languages.map((language) => language.code));
  const texts = (field: 'titles' | 'terms', map: Record<string, string>, clean: (text: string) => string) => {
    const result: Record<string, string> = {};
    for (const [code, text] of Object.entries(map)) {
      if (!languages.has(code)) {
        errors.add([field, code], `"${code}" is not one of the casino's languages.`);
        continue;
      }
      const cleaned = clean(text);
      if (cleaned !== '') result[code] = cleaned;
    }
    return result;
  };
  if (body.titles !== undefined) values.titles = texts('titles', body.titles, (text) => text.trim());
  if (body.terms !== undefined)
    values.terms = texts('terms', body.terms, (html) => sanitizeTerms(html).trim());
  if (body.desktop_background_image !== undefined)
    values.desktopBackgroundImage = body.desktop_background_image || null;
  if (body.mobile_background_image !== undefined)
    values.mobileBackgroundImage = body.mobile_background_image || null;
  if (body.campaign_image !== undefined) values.campaignImage = body.campaign_image || null;
  if (body.cost_alarm !== undefined) values.costAlarm = body.cost_alarm;
  return values;
}

/** Draft rules on a campaign's (merged) state: the end after the start, recurring dates after the start. */
export function checkCampaignDraft(
  state: Pick<Campaign, 'startDate' | 'endDate' | 'recurring'>,
  errors: FieldErrorTree,
): void {
  const { startDate, endDate, recurring } = state;
  if (startDate && endDate && endDate.getTime() <= startDate.getTime())
    errors.add(['end_date'], RULE_MESSAGES.endBeforeStart);
  if (
    startDate &&
    recurring?.kind === 'dates' &&
    recurring.dates.some((d) => Date.parse(d) <= startDate.getTime())
  )
    errors.add(['recurring', 'dates'], RULE_MESSAGES.recurringDateBeforeStart);
}

export interface NormalizedMission {
  fields: MissionFields;
  /** Present when the body replaces the tasks. */
  tasks?: NormalizedTask[];
}

export interface NormalizedTask {
  type: TaskType;
  fields: Partial<TaskFields>;
  /** Present when the body sets the prizes (replacing them). */
  prizes?: PrizeFields[];
  /** Game ids to check (exist) and where to report missing ones. */
  path: ErrorPath;
}

/** Mission fields of the body merged over `current`; repeat_count is required (≥ 1) when repeatable. */
export function normalizeMission(
  input: MissionInputBody,
  errors: FieldErrorTree,
  path: ErrorPath,
  current?: MissionFields,
): NormalizedMission {
  const fields: MissionFields = {};
  if (input.tasks_in_order !== undefined) fields.tasksInOrder = input.tasks_in_order;
  if (input.min_bet !== undefined) fields.minBet = input.min_bet;
  if (input.repeatable !== undefined) fields.repeatable = input.repeatable;
  if (input.repeat_count !== undefined) fields.repeatCount = input.repeat_count;
  const repeatable = fields.repeatable ?? current?.repeatable ?? false;
  const repeatCount = fields.repeatCount !== undefined ? fields.repeatCount : (current?.repeatCount ?? null);
  if (repeatable && (repeatCount === null || repeatCount === undefined))
    errors.add([...path, 'repeat_count'], RULE_MESSAGES.repeatCountRequired);
  if (!repeatable && repeatCount !== null && repeatCount !== undefined) fields.repeatCount = null;
  const result: NormalizedMission = { fields };
  if (input.tasks !== undefined) {
    result.tasks = input.tasks.map((task, index) =>
      normalizeTask(task.type, task, errors, [...path, 'tasks', index]),
    );
    errors.padList([...path, 'tasks'], input.tasks.length);
  }
  return result;
}

type TaskBody = Partial<Omit<TaskInputBody, 'type'>>;

/** The fields each task type uses. */
export const TASK_TYPE_FIELDS: Record<TaskType, ReadonlyArray<keyof TaskFields>> = {
  deposit: ['amount', 'ranges'],
  gameplay: ['rounds', 'mode', 'times', 'multiplier', 'games'],
  netloss: ['amount', 'maxAmount'],
  turnover: ['amount', 'games'],
};

function prizeFields(input: PrizeInputBody): PrizeFields {
  return {
    kind: input.kind,
    amount: input.amount ?? null,
    bonusCode: input.bonus_code?.trim() || null,
    freeSpinsNumber: input.free_spins_number ?? null,
    betLevel: input.bet_level ?? null,
    wagering: input.wagering ?? null,
    payWinningsAsBonus: input.pay_winnings_as_bonus ?? false,
    catalogItemId: input.catalog_item_id ?? null,
  };
}

/**
 * The columns of a task of `type` from the body (only that type's fields; a new task gets null for the
 * ones not sent), merged over `current` when updating, with the draft cross-field rules.
 */
export function normalizeTask(
  type: TaskType,
  input: TaskBody,
  errors: FieldErrorTree,
  path: ErrorPath,
  current?: MissionTask,
): NormalizedTask {
  const given: Partial<TaskFields> = {};
  if (input.amount !== undefined) given.amount = input.amount;
  if (input.ranges !== undefined)
    given.ranges = input.ranges && input.ranges.length > 0 ? input.ranges : null;
  if (input.rounds !== undefined) given.rounds = input.rounds;
  if (input.mode !== undefined) given.mode = input.mode;
  if (input.times !== undefined) given.times = input.times;
  if (input.multiplier !== undefined) given.multiplier = input.multiplier;
  if (input.games !== undefined) given.games = [...new Set(input.games)];
  if (input.max_amount !== undefined) given.maxAmount = input.max_amount;

  const fields: Partial<TaskFields> = { type };
  for (const key of TASK_TYPE_FIELDS[type]) {
    if (key in given) (fields as Record<string, unknown>)[key] = given[key];
    else if (!current) (fields as Record<string, unknown>)[key] = key === 'games' ? [] : null;
  }
  const merged = { ...(current ?? {}), ...fields } as Partial<TaskFields>;

  if (type === 'deposit') {
    if (merged.amount != null && merged.ranges != null && merged.ranges.length > 0)
      errors.add([...path, 'ranges'], RULE_MESSAGES.amountAndRanges);
    (merged.ranges ?? []).forEach((range, index) => {
      if (range.max <= range.min) errors.add([...path, 'ranges', index, 'max'], RULE_MESSAGES.rangeMax);
    });
    if (merged.ranges) errors.padList([...path, 'ranges'], merged.ranges.length);
  }
  if (
    type === 'netloss' &&
    merged.amount != null &&
    merged.maxAmount != null &&
    merged.maxAmount < merged.amount
  )
    errors.add([...path, 'max_amount'], RULE_MESSAGES.maxAmount);

  const task: NormalizedTask = { type, fields, path };
  if (input.prizes !== undefined) task.prizes = input.prizes.map(prizeFields);
  return task;
}

/** Whether a task has everything a published mission needs (added to `errors` at `path`). */
export function checkTaskComplete(task: TaskWithPrizes, errors: FieldErrorTree, path: ErrorPath): void {
  const need = (field: string, ok: boolean, message: string = RULE_MESSAGES.required) => {
    if (!ok) errors.add([...path, field], message);
  };
  switch (task.type) {
    case 'deposit':
      need('amount', task.amount !== null || (task.ranges ?? []).length > 0, RULE_MESSAGES.amountOrRanges);
      break;
    case 'gameplay':
      need('rounds', task.rounds !== null);
      need('mode', task.mode !== null);
      if (task.mode === 'times' || task.mode === 'win_in_a_row') need('times', task.times !== null);
      if (task.mode === 'multiplier') need('multiplier', task.multiplier !== null);
      need('games', task.games.length > 0, RULE_MESSAGES.noGames);
      break;
    case 'netloss':
      need('amount', task.amount !== null);
      break;
    case 'turnover':
      need('amount', task.amount !== null);
      need('games', task.games.length > 0, RULE_MESSAGES.noGames);
      break;
  }
  if (task.prizes.length === 0) errors.add([...path, 'prizes'], RULE_MESSAGES.noPrizes);
  task.prizes.forEach((prize, index) => {
    const at = [...path, 'prizes', index];
    if ((prize.kind === 'cash' || prize.kind === 'bonus') && prize.amount === null)
      errors.add([...at, 'amount'], RULE_MESSAGES.required);
    if (prize.kind === 'free_spins' && prize.freeSpinsNumber === null)
      errors.add([...at, 'free_spins_number'], RULE_MESSAGES.required);
    if (prize.kind === 'catalog_item' && prize.catalogItemId === null)
      errors.add([...at, 'catalog_item_id'], RULE_MESSAGES.required);
  });
  errors.padList([...path, 'prizes'], task.prizes.length);
}

/**
 * Publish rules: start and end, the end after the start and still to come, a title in English, and for
 * missions at least one task, each complete (its type's fields, a game for gameplay and turnover, a
 * prize with its own fields).
 */
export function checkPublish(
  campaign: Campaign,
  tasks: TaskWithPrizes[] | null,
  now: Date,
  errors: FieldErrorTree,
): void {
  if (!campaign.startDate) errors.add(['start_date'], RULE_MESSAGES.required);
  if (!campaign.endDate) errors.add(['end_date'], RULE_MESSAGES.required);
  if (campaign.startDate && campaign.endDate) {
    if (campaign.endDate.getTime() <= campaign.startDate.getTime())
      errors.add(['end_date'], RULE_MESSAGES.endBeforeStart);
    else if (campaign.endDate.getTime() <= now.getTime()) errors.add(['end_date'], RULE_MESSAGES.endInPast);
  }
  if (!campaign.titles.en?.trim()) errors.add(['titles', 'en'], RULE_MESSAGES.required);
  if (isMissionType(campaign.type)) {
    if (tasks === null) errors.add(['mission'], RULE_MESSAGES.required);
    else if (tasks.length === 0) errors.add(['mission', 'tasks'], RULE_MESSAGES.noTasks);
    else {
      tasks.forEach((task, index) => checkTaskComplete(task, errors, ['mission', 'tasks', index]));
      errors.padList(['mission', 'tasks'], tasks.length);
    }
  }
}
