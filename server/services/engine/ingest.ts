import { BET_TYPES } from '../../db/tables/player-activity';
import { EVENT_KINDS, type EventKind } from '../../db/tables/engine';
import { FieldErrorTree } from '../../lib/field-errors';
import { HttpError } from '../../lib/errors';
import { NUL_MESSAGE } from '../../lib/nul-bytes';
import { DEPOSIT_STATUSES, MAX_EVENTS_PER_BATCH, SPORTSBET_STATUSES } from '../../schemas/events';

/** Largest amount one event may carry: anything above is a platform's bug, not a bet. */
export const MAX_EVENT_AMOUNT = 1_000_000_000;
/** Events may be late by years (a platform replaying history) but not from the future beyond clock skew. */
const EARLIEST_OCCURRED_AT = Date.UTC(2000, 0, 1);
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
const MAX_TEXT = 200;
const MAX_SEGMENTS = 100;
const MAX_ODDS = 100_000;

export const EVENT_MESSAGES = {
  required: 'This field is required.',
  unknownField: 'Unknown field.',
  notAnObject: 'Expected an object.',
  notText: 'Not a valid string.',
  blank: 'This field may not be blank.',
  tooLong: `Ensure this field has no more than ${MAX_TEXT} characters.`,
  notBoolean: 'Must be a valid boolean.',
  notInteger: 'A valid integer is required.',
  notMoney: 'A valid amount is required: a decimal string or a number, at most 2 decimal places.',
  negative: 'Ensure this value is greater than or equal to 0.',
  tooLarge: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  badDate: 'Datetime has wrong format. Use ISO 8601 with a zone: YYYY-MM-DDThh:mm:ss[.fff](Z|±hh:mm).',
  dateOutOfRange: 'The date must be after 2000-01-01 and not in the future.',
  choice: (value: string) => `"${value}" is not a valid choice.`,
  unknownCurrency: (code: string) => `"${code}" is not one of the casino's currencies.`,
  unknownGame: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  badBatch: 'Expected an object {"events": [ ... ]}.',
  emptyBatch: 'This list may not be empty.',
  tooManyEvents: `Ensure this list has no more than ${MAX_EVENTS_PER_BATCH} events.`,
  odds: `Odds must be between 1 and ${MAX_ODDS}.`,
} as const;

/** An event after validation, ready to store: its row's columns and its payload (money as "12.50"). */
export interface ValidEvent {
  uniqueId: string;
  kind: EventKind;
  playerHash: string;
  occurredAt: Date;
  payload: Record<string, unknown>;
}

/** What the checks need from the database: the casino's currencies. */
export interface IngestContext {
  currencies: ReadonlySet<string>;
  now: Date;
}

type FieldCheck = (value: unknown, context: IngestContext) => { value: unknown } | { error: string };

const ok = (value: unknown) => ({ value });
const fail = (error: string) => ({ error });

/** Text of at most MAX_TEXT characters without NUL; blank only when `blank` says so. */
const text =
  ({ blank = false } = {}): FieldCheck =>
  (value) => {
    if (typeof value !== 'string') return fail(EVENT_MESSAGES.notText);
    if (value.includes('\u0000')) return fail(NUL_MESSAGE);
    if (!blank && value.trim() === '') return fail(EVENT_MESSAGES.blank);
    if (value.length > MAX_TEXT) return fail(EVENT_MESSAGES.tooLong);
    return ok(value);
  };

const optional = (check: FieldCheck, fallback?: unknown) =>
  Object.assign(((value, context) => check(value, context)) as FieldCheck, { optional: true, fallback });

const boolean: FieldCheck = (value) =>
  typeof value === 'boolean' ? ok(value) : fail(EVENT_MESSAGES.notBoolean);

const positiveId: FieldCheck = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647
    ? ok(value)
    : fail(EVENT_MESSAGES.notInteger);

const choice =
  (values: readonly string[]): FieldCheck =>
  (value) =>
    typeof value === 'string' && values.includes(value)
      ? ok(value)
      : fail(EVENT_MESSAGES.choice(typeof value === 'string' ? value.replace(/\u0000/g, '') : String(value)));

const MONEY_TEXT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** A non-negative amount, at most two decimal places and MAX_EVENT_AMOUNT, as a "12.50" string. */
const money: FieldCheck = (value) => {
  let cents: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail(EVENT_MESSAGES.notMoney);
    if (value < 0) return fail(EVENT_MESSAGES.negative);
    cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) > 1e-6) return fail(EVENT_MESSAGES.notMoney);
  } else if (typeof value === 'string') {
    if (value.startsWith('-')) return fail(EVENT_MESSAGES.negative);
    const match = MONEY_TEXT.exec(value);
    if (!match) return fail(EVENT_MESSAGES.notMoney);
    cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  } else {
    return fail(EVENT_MESSAGES.notMoney);
  }
  if (cents > MAX_EVENT_AMOUNT * 100) return fail(EVENT_MESSAGES.tooLarge(MAX_EVENT_AMOUNT));
  return ok(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
};

const currency: FieldCheck = (value, context) => {
  if (typeof value !== 'string') return fail(EVENT_MESSAGES.notText);
  return context.currencies.has(value)
    ? ok(value)
    : fail(EVENT_MESSAGES.unknownCurrency(value.replace(/\u0000/g, '').slice(0, 20)));
};

const odds: FieldCheck = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= MAX_ODDS
    ? ok(value)
    : fail(EVENT_MESSAGES.odds);

const segments: FieldCheck = (value, context) => {
  if (!Array.isArray(value) || value.length > MAX_SEGMENTS)
    return fail(`A list of at most ${MAX_SEGMENTS} names.`);
  for (const item of value) {
    const checked = text()(item, context);
    if ('error' in checked) return checked;
  }
  return ok([...new Set(value as string[])]);
};

const nullableText: FieldCheck = (value, context) => (value === null ? ok(null) : text()(value, context));

type KindFields = Record<string, FieldCheck & { optional?: boolean; fallback?: unknown }>;

/** Each kind's own fields (besides kind, unique_id, player, occurred_at); optional ones take their fallback. */
const KIND_FIELDS: Record<EventKind, KindFields> = {
  gameround: {
    game: positiveId,
    round_id: text(),
    bet: money,
    win: optional(money, '0.00'),
    currency,
    is_bonus: optional(boolean, false),
    is_round_end: optional(boolean, true),
  },
  deposit: {
    amount: money,
    currency,
    method: optional(text({ blank: true }), ''),
    status: optional(choice(DEPOSIT_STATUSES), 'approved'),
  },
  sportsbet: {
    bet_id: text(),
    stake: money,
    currency,
    odds,
    sport: text(),
    league: optional(text({ blank: true }), ''),
    market: optional(text({ blank: true }), ''),
    bet_type: optional(choice(BET_TYPES), 'single'),
    status: choice(SPORTSBET_STATUSES),
    payout: optional(money, '0.00'),
  },
  login: {},
  player: {
    currency: optional(currency),
    market: optional(text({ blank: true })),
    vip_level: optional(text({ blank: true })),
    affiliate: optional(nullableText),
    customer_state: optional(text({ blank: true })),
    segments: optional(segments),
    blocked: optional(boolean),
    self_excluded: optional(boolean),
  },
  opt_in: { campaign: positiveId },
  rollback: { target: text() },
};

const COMMON_FIELDS = new Set(['kind', 'unique_id', 'player', 'occurred_at']);
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function occurredAt(value: unknown, now: Date): { value: Date } | { error: string } {
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value)) return fail(EVENT_MESSAGES.badDate);
  const time = Date.parse(value);
  if (Number.isNaN(time)) return fail(EVENT_MESSAGES.badDate);
  if (time < EARLIEST_OCCURRED_AT || time > now.getTime() + FUTURE_TOLERANCE_MS)
    return fail(EVENT_MESSAGES.dateOutOfRange);
  return { value: new Date(time) };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Field name as shown in an error: a NUL in a key must not reach the answer either. */
const shownKey = (key: string) => key.replace(/\u0000/g, '');

/** One event: its errors go into `errors` under its index; the stored form when it has none. */
function validateEvent(
  raw: unknown,
  index: number,
  context: IngestContext,
  errors: FieldErrorTree,
): ValidEvent | undefined {
  const at = (field: string, message: string) => errors.add([String(index), field], message);
  if (!isPlainObject(raw)) {
    errors.add([String(index), 'non_field_errors'], EVENT_MESSAGES.notAnObject);
    return undefined;
  }
  const kind = raw.kind;
  const known = typeof kind === 'string' && (EVENT_KINDS as readonly string[]).includes(kind);
  if (kind === undefined) at('kind', EVENT_MESSAGES.required);
  else if (!known) at('kind', EVENT_MESSAGES.choice(shownKey(String(kind)).slice(0, 50)));

  const uniqueId =
    raw.unique_id === undefined ? fail(EVENT_MESSAGES.required) : text()(raw.unique_id, context);
  if ('error' in uniqueId) at('unique_id', uniqueId.error);
  const player = raw.player === undefined ? fail(EVENT_MESSAGES.required) : text()(raw.player, context);
  if ('error' in player) at('player', player.error);
  const when =
    raw.occurred_at === undefined ? fail(EVENT_MESSAGES.required) : occurredAt(raw.occurred_at, context.now);
  if ('error' in when) at('occurred_at', when.error);
  if (!known) return undefined;

  const fields = KIND_FIELDS[kind as EventKind];
  // Only known fields: an unknown one (`__proto__` included) is named, never copied.
  for (const key of Object.keys(raw)) {
    if (!COMMON_FIELDS.has(key) && !Object.hasOwn(fields, key))
      at(shownKey(key), EVENT_MESSAGES.unknownField);
  }
  const payload: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields)) {
    const value = Object.hasOwn(raw, name) ? raw[name] : undefined;
    if (value === undefined) {
      if (!check.optional) at(name, EVENT_MESSAGES.required);
      else if (check.fallback !== undefined) payload[name] = check.fallback;
      continue;
    }
    const result = check(value, context);
    if ('error' in result) at(name, result.error);
    else payload[name] = result.value;
  }
  if ('error' in uniqueId || 'error' in player || 'error' in when) return undefined;
  return {
    uniqueId: uniqueId.value as string,
    kind: kind as EventKind,
    playerHash: player.value as string,
    occurredAt: when.value,
    payload,
  };
}

/** A batch that is not `{"events": [...]}` at all, or too long: the whole request is refused. */
const batchError = (message: string) => new HttpError(422, { errors: { events: [message] } });

/**
 * Validates a parsed `POST v1/events/` body as a whole (all or nothing): the stored form of every
 * event, or a 422 `{"errors": {"<index>": {"<field>": [msg]}}}` naming every bad field of every event.
 * Games are checked afterwards by the caller (`unknownGames`), which needs the database.
 */
export function validateBatch(body: unknown, context: IngestContext): ValidEvent[] {
  if (!isPlainObject(body) || !Array.isArray(body.events)) throw batchError(EVENT_MESSAGES.badBatch);
  const raw = body.events as unknown[];
  if (raw.length === 0) throw batchError(EVENT_MESSAGES.emptyBatch);
  if (raw.length > MAX_EVENTS_PER_BATCH) throw batchError(EVENT_MESSAGES.tooManyEvents);
  const errors = new FieldErrorTree();
  const events: ValidEvent[] = [];
  raw.forEach((item, index) => {
    const event = validateEvent(item, index, context, errors);
    if (event) events.push(event);
  });
  throwIfInvalid(errors);
  return events;
}

/** The 422 of a batch with errors (nothing stored). */
export function throwIfInvalid(errors: FieldErrorTree): void {
  if (!errors.empty) throw new HttpError(422, { errors: errors.toJSON() });
}

/** Errors for the events (of a batch that passed `validateBatch`, so indexes match) whose game is unknown. */
export function unknownGameErrors(
  events: readonly ValidEvent[],
  unknownGames: ReadonlySet<number>,
): FieldErrorTree {
  const errors = new FieldErrorTree();
  events.forEach((event, index) => {
    if (event.kind !== 'gameround') return;
    const game = event.payload.game as number;
    if (unknownGames.has(game)) errors.add([String(index), 'game'], EVENT_MESSAGES.unknownGame(game));
  });
  return errors;
}
