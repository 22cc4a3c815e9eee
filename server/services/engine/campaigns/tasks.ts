import type { MissionTask } from '../../../db/schema';
import type { EngineEvent } from '../types';
import { baseCents, cents, type Batch } from './batch';

/**
 * A task as the engine reads it: a mission's (every type) or a competition's (gameplay, turnover; same
 * columns). Progress is counted in units: cents of the base currency for money tasks, else a count.
 */
export type TaskRule = Pick<
  MissionTask,
  | 'id'
  | 'type'
  | 'amount'
  | 'ranges'
  | 'rounds'
  | 'mode'
  | 'times'
  | 'multiplier'
  | 'games'
  | 'sport'
  | 'league'
  | 'market'
  | 'betType'
  | 'minOdds'
  | 'settledStatus'
>;

/** Whether the task counts money (its units are cents; stored and shown in the base currency). */
export const countsMoney = (task: Pick<TaskRule, 'type' | 'ranges'>) =>
  task.type === 'turnover' || task.type === 'netloss' || (task.type === 'deposit' && !task.ranges?.length);

/** Units → the figure stored and shown (an amount in the base currency, or the count itself). */
export const shownUnits = (task: Pick<TaskRule, 'type' | 'ranges'>, units: number) =>
  countsMoney(task) ? units / 100 : units;
export const storedUnits = (task: Pick<TaskRule, 'type' | 'ranges'>, figure: number) =>
  countsMoney(task) ? Math.round(figure * 100) : figure;

/** "Win in a row": a streak, not a sum (a losing round starts it again). */
export const countsStreak = (task: Pick<TaskRule, 'type' | 'mode'>) =>
  task.type === 'gameplay' && task.mode === 'win_in_a_row';

/** The event kind a task counts (what `measure` answers null for every other kind). */
export const countedKind = (task: Pick<TaskRule, 'type'>): EngineEvent['kind'] =>
  task.type === 'deposit' ? 'deposit' : task.type === 'sportsbet' ? 'sportsbet' : 'gameround';

/**
 * The games a round must be on to count for any of these tasks, or null when a round on any game may
 * (a task without a game list). Checked once per round and campaign before every task is measured: most
 * rounds are on games a campaign's tasks do not list.
 */
export function roundGames(tasks: readonly TaskRule[]): ReadonlySet<number> | null {
  const games = new Set<number>();
  for (const task of tasks) {
    if (countedKind(task) !== 'gameround') continue;
    if (task.games.length === 0) return null;
    for (const game of task.games) games.add(game);
  }
  return games;
}

/** The units one completion takes. */
export function taskTarget(task: TaskRule): number {
  switch (task.type) {
    case 'deposit':
      return task.ranges?.length ? 1 : Math.max(1, cents(task.amount));
    case 'netloss':
    case 'turnover':
      return Math.max(1, cents(task.amount));
    case 'sportsbet':
      return Math.max(1, task.times ?? 1);
    case 'gameplay':
      if (task.mode === 'multiplier' || !task.mode) return Math.max(1, task.rounds ?? 1);
      return Math.max(1, task.times ?? task.rounds ?? 1);
  }
}

/** Each round's amounts, worked out once: every campaign module asks for them, for every campaign. */
const roundAmountsOf = new WeakMap<EngineEvent, { bet: number; win: number } | null>();

/** The last event asked (a batch's entries come event by event): answered without the map. */
let lastEvent: EngineEvent | null = null;
let lastAmounts: { bet: number; win: number } | null = null;

/** A game round's bet and win in base cents (null: unknown currency, or a bonus-money round). */
export function roundAmounts(batch: Batch, event: EngineEvent): { bet: number; win: number } | null {
  if (event === lastEvent) return lastAmounts;
  if (event.kind !== 'gameround' || event.payload.is_bonus === true) return null;
  let known = roundAmountsOf.get(event);
  if (known === undefined) {
    const bet = baseCents(batch, event.payload.bet, event.payload.currency);
    const win = baseCents(batch, event.payload.win ?? 0, event.payload.currency);
    known = bet === null || win === null ? null : { bet, win };
    roundAmountsOf.set(event, known);
  }
  lastEvent = event;
  lastAmounts = known;
  return known;
}

const sameText = (wanted: string | null, actual: unknown) =>
  !wanted || String(actual ?? '').toLowerCase() === wanted.toLowerCase();

/** Whether a sportsbook bet is of the kind the task asks for (sport, league, market, type, odds, stake). */
function sportsbetMatches(task: TaskRule, event: EngineEvent, stake: number): boolean {
  const { payload } = event;
  if (
    !sameText(task.sport, payload.sport) ||
    !sameText(task.league, payload.league) ||
    !sameText(task.market, payload.market)
  )
    return false;
  if (task.betType === 'single' && payload.bet_type !== 'single') return false;
  if (task.betType === 'combo' && payload.bet_type === 'single') return false;
  if (task.minOdds !== null && Number(payload.odds) < task.minOdds) return false;
  return stake >= cents(task.amount);
}

/** Sportsbook statuses a bet counts at, by the task's "a bet counts when". */
const COUNTING_STATUSES = {
  placed: ['placed'],
  settled: ['won', 'lost', 'cashed_out'],
  won: ['won'],
} as const;

/**
 * What one event adds to a task, in its units (before the rollback sign), or null when the task does not
 * count it at all. Game rounds are on the task's games (none listed: all). A streak task answers 1 for
 * a winning round and 0 for a losing one.
 */
export function measure(batch: Batch, task: TaskRule, event: EngineEvent): number | null {
  const { payload } = event;
  if (task.type === 'deposit') {
    if (event.kind !== 'deposit') return null;
    const amount = baseCents(batch, payload.amount, payload.currency);
    if (amount === null) return null;
    // A deposit the platform reports as rolled back takes its amount off again.
    const sign = payload.status === 'rollback' ? -1 : 1;
    if (!task.ranges?.length) return sign * amount;
    const inRange = task.ranges.some((range) => amount >= cents(range.min) && amount <= cents(range.max));
    return inRange ? sign : null;
  }
  if (task.type === 'sportsbet') {
    if (event.kind !== 'sportsbet') return null;
    const stake = baseCents(batch, payload.stake, payload.currency);
    if (stake === null || !sportsbetMatches(task, event, stake)) return null;
    const settlement = task.settledStatus ?? 'placed';
    // A void bet no longer counts where it counted once placed (in whichever order the two arrive).
    if (payload.status === 'void') return settlement === 'placed' ? -1 : null;
    return (COUNTING_STATUSES[settlement] as readonly string[]).includes(String(payload.status)) ? 1 : null;
  }
  const round = roundAmounts(batch, event);
  if (!round) return null;
  if (task.games.length > 0 && !task.games.includes(Number(payload.game))) return null;
  switch (task.type) {
    case 'turnover':
      return round.bet;
    case 'netloss':
      return round.bet - round.win;
    case 'gameplay':
      if (task.mode === 'multiplier')
        return round.bet > 0 && round.win >= round.bet * (task.multiplier ?? 1) ? 1 : 0;
      if (task.mode === 'times' || task.mode === 'win_in_a_row') return round.win > 0 ? 1 : 0;
      return 1;
  }
}

/** A task's progress as the engine keeps it per player. */
export interface TaskState {
  /** Units counted so far (a streak task: the streak under way). */
  progress: number;
  completions: number;
  streak: number;
  completedAt: Date | null;
  changed: boolean;
}

export const emptyTaskState = (): TaskState => ({
  progress: 0,
  completions: 0,
  streak: 0,
  completedAt: null,
  changed: false,
});

/**
 * Adds one event's units to a task (sign -1: a rollback takes them off) and answers its completions
 * after, at most `limit`. A sum completes once per target reached; a streak completes when it reaches
 * the target and starts again. A streak cannot be rolled back (which round broke it is gone).
 */
export function advance(
  task: TaskRule,
  state: TaskState,
  units: number,
  sign: 1 | -1,
  limit: number,
  at: Date,
): number {
  const target = taskTarget(task);
  const { progress, completions: had, streak } = state;
  if (countsStreak(task)) {
    if (sign < 0) return state.completions;
    state.streak = units > 0 ? state.streak + 1 : 0;
    if (state.streak >= target && state.completions < limit) {
      state.completions += 1;
      state.streak = 0;
      state.completedAt = at;
    }
    state.progress = state.streak;
  } else {
    state.progress += sign * units;
    const reached = Math.max(0, Math.min(limit, Math.floor(state.progress / target)));
    // A net loss once reached stays reached when the player later wins (only a rollback takes it back);
    // other sums only fall by a rollback or a rolled-back deposit, which do take their completions back.
    const completions = sign > 0 && task.type === 'netloss' ? Math.max(reached, state.completions) : reached;
    if (completions > state.completions) state.completedAt = at;
    state.completions = completions;
  }
  // Only what changed is written back (a lost round leaves most tasks as they were).
  if (state.progress !== progress || state.completions !== had || state.streak !== streak)
    state.changed = true;
  return state.completions;
}

/** What the progress API shows: the units toward the next completion (a finished task shows its target). */
export function progressTowardNext(
  task: TaskRule,
  state: Pick<TaskState, 'progress' | 'completions'>,
  limit: number,
) {
  const target = taskTarget(task);
  if (countsStreak(task)) return { progress: state.progress, target };
  if (state.completions >= limit) return { progress: target, target };
  return { progress: Math.max(0, state.progress - state.completions * target), target };
}
