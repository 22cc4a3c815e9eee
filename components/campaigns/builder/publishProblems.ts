import type { BuilderStep } from '@/types/campaigns';
import { SETTINGS_FIELDS } from '../types/registry';
import { STEP_LABELS } from './steps';

/** Which step holds a campaign field, so a refused publish can point there. */
const FIELD_STEPS: Record<string, BuilderStep> = {
  name: 'title',
  startDate: 'title',
  endDate: 'title',
  recurring: 'title',
  ...Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, 'settings'])),
  targetGroup: 'players',
  titles: 'content',
  desktopBackgroundImage: 'content',
  mobileBackgroundImage: 'content',
  campaignImage: 'content',
  costAlarm: 'content',
  controlGroup: 'content',
  holdPayouts: 'content',
  terms: 'terms',
};

/** What one item of a list is called ("Task 2"); other lists read their own name. */
const ITEM_NAMES: Record<string, string> = {
  missions: 'Mission',
  tasks: 'Task',
  places: 'Place',
  prizes: 'Prize',
  ranges: 'Range',
  intervals: 'Interval',
};

/** One thing a refused publish says is missing: where it is, and the sentence that says so. */
export interface PublishProblem {
  step: BuilderStep | null;
  /** The form field's name (`mission.tasks.1.amount`): the step focuses it and shows its error there. */
  field: string;
  message: string;
}

type Segment = string | number;

/** `depositAmount` → "deposit amount". */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every message of an error tree (DRF's nested lists and objects) with its path. */
function leaves(tree: unknown, path: Segment[] = []): Array<{ path: Segment[]; message: string }> {
  if (typeof tree === 'string') return [{ path, message: tree }];
  if (Array.isArray(tree)) {
    if (tree.every((item) => typeof item === 'string'))
      return [...new Set(tree as string[])].map((message) => ({ path, message }));
    return tree.flatMap((item, index) => leaves(item, [...path, index]));
  }
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, [...path, key]));
  return [];
}

/**
 * "Settings → Task 2: deposit amount is required": the step, the items on the way (a mission's own
 * key is left out: the step is its settings), then the field. DRF's "This field …" names the field.
 */
export function describeProblem(step: BuilderStep, path: Segment[], message: string): string {
  const names: string[] = [STEP_LABELS[step]];
  let field: string | null = null;
  path.forEach((segment, index) => {
    if (typeof segment === 'number') return;
    const next = path[index + 1];
    if (typeof next === 'number')
      names.push(`${ITEM_NAMES[segment] ?? capitalised(words(segment))} ${next + 1}`);
    else if (index === path.length - 1) field = words(segment);
    else if (!(index === 0 && SETTINGS_FIELDS.includes(segment))) names.push(capitalised(words(segment)));
  });
  const where = names.join(' → ');
  if (field !== null && /^This field /.test(message))
    return `${where}: ${field} ${message.replace(/^This field /, '').replace(/\.$/, '')}`;
  const label = field === null ? where : [...names, capitalised(field)].join(' → ');
  return `${label}: ${message}`;
}

/** A refused publish's field errors (every one, nested ones too), each with the step and field to fix. */
export function publishProblems(body: unknown): PublishProblem[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return leaves(body).map(({ path, message }) => {
    const step = FIELD_STEPS[String(path[0])] ?? null;
    // Not a field's (a refused status, `nonFieldErrors`): the server's sentence as it is.
    return { step, field: path.join('.'), message: step ? describeProblem(step, path, message) : message };
  });
}
