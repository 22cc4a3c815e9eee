import type { MissionTask, TaskType } from '../../../db/schema';
import type { ErrorPath, FieldErrorTree } from '../../../lib/field-errors';
import type { MissionFields, PrizeFields, TaskFields, TaskWithPrizes } from '../../../repositories/missions';
import type { MissionInputBody, TaskInputBody } from '../../../schemas/missions';
import { RULE_MESSAGES } from '../../campaign-rules';
import { checkPrizesComplete, prizeFields } from '../../prize-rules';

const usesGames = (type: TaskType) => type === 'gameplay' || type === 'turnover';

/** The mission rules a JSON schema cannot say: a body into column values, and what publishing needs. */

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
  sportsbet: ['amount', 'times', 'sport', 'league', 'market', 'betType', 'minOdds', 'settledStatus'],
};

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
  if (input.sport !== undefined) given.sport = input.sport?.trim() || null;
  if (input.league !== undefined) given.league = input.league?.trim() || null;
  if (input.market !== undefined) given.market = input.market?.trim() || null;
  if (input.bet_type !== undefined) given.betType = input.bet_type;
  if (input.min_odds !== undefined) given.minOdds = input.min_odds;
  if (input.settled_status !== undefined) given.settledStatus = input.settled_status;

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
  checkTaskAmounts({ type, ...merged } as TaskAmounts, errors, path);

  const task: NormalizedTask = { type, fields, path };
  if (input.prizes !== undefined) task.prizes = input.prizes.map(prizeFields);
  return task;
}

type TaskAmounts = Pick<
  MissionTask,
  'type' | 'amount' | 'ranges' | 'rounds' | 'mode' | 'times' | 'multiplier' | 'sport' | 'settledStatus'
>;

/** The amounts a task of its type cannot be saved without (a blank one is refused at once). */
function checkTaskAmounts(task: TaskAmounts, errors: FieldErrorTree, path: ErrorPath): void {
  const need = (field: string, ok: boolean, message: string = RULE_MESSAGES.required) => {
    if (!ok) errors.add([...path, field], message);
  };
  switch (task.type) {
    case 'deposit':
      need('amount', task.amount != null || (task.ranges ?? []).length > 0, RULE_MESSAGES.amountOrRanges);
      break;
    case 'gameplay':
      need('rounds', task.rounds != null);
      need('mode', task.mode != null);
      if (task.mode === 'times' || task.mode === 'win_in_a_row') need('times', task.times != null);
      if (task.mode === 'multiplier') need('multiplier', task.multiplier != null);
      break;
    case 'netloss':
    case 'turnover':
      need('amount', task.amount != null);
      break;
    case 'sportsbet':
      need('times', task.times != null);
      need('sport', task.sport != null);
      need('settled_status', task.settledStatus != null);
      break;
  }
}

/** Whether a task has everything a published mission needs (added to `errors` at `path`). */
export function checkTaskComplete(task: TaskWithPrizes, errors: FieldErrorTree, path: ErrorPath): void {
  checkTaskAmounts(task, errors, path);
  if (usesGames(task.type) && task.games.length === 0) errors.add([...path, 'games'], RULE_MESSAGES.noGames);
  checkPrizesComplete(task.prizes, errors, [...path, 'prizes']);
}
