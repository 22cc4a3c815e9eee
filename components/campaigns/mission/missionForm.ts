import { nanoid } from '@reduxjs/toolkit';

import type { BetSettlement, BetType, GameplayMode, Mission, MissionTask, TaskType } from '@/types/campaigns';
import { text } from '../formNumbers';
import { emptyPrize, prizeValues, type PrizeValues } from '../prizes/prizeForm';

export interface TaskValues {
  /** Stable while the form lives (drag and drop needs one before the task has an id). */
  key: string;
  id?: number;
  type: TaskType;
  amount: string;
  /** Deposit: ranges instead of one amount. */
  useRanges: boolean;
  ranges: { min: string; max: string }[];
  rounds: string;
  mode: GameplayMode;
  times: string;
  multiplier: string;
  games: number[];
  maxAmount: string;
  /** Sportsbook: what a bet is on, of what kind, and when it counts. */
  sport: string;
  league: string;
  market: string;
  betType: BetType;
  minOdds: string;
  settledStatus: BetSettlement;
  prizes: PrizeValues[];
}

/** One mission's fields (the mission types' one mission, or one of a mission v2 chain). */
export interface MissionFieldsValues {
  /** Stable while the form lives (a chain's missions are dragged too). */
  key: string;
  /** The mission's id once the backend holds it. */
  id?: number;
  /** Its place in a chain as the backend holds it (saving writes its place in the form here). */
  position?: number;
  tasksInOrder: boolean;
  minBet: string;
  repeatable: boolean;
  repeatCount: string;
  tasks: TaskValues[];
}

export interface MissionValues {
  mission: MissionFieldsValues;
}

/** Mission v2: the chain, in order. */
export interface ChainValues {
  missions: MissionFieldsValues[];
}

export const GAMEPLAY_MODE_LABELS: Record<GameplayMode, string> = {
  times: 'Win a number of times',
  multiplier: 'Win with a multiplier',
  win_in_a_row: 'Win in a row',
};

/** Task types that play on chosen games. */
export const usesGames = (type: TaskType) => type === 'gameplay' || type === 'turnover';

export const emptyTask = (type: TaskType = 'deposit'): TaskValues => ({
  key: nanoid(),
  type,
  amount: '',
  useRanges: false,
  ranges: [{ min: '', max: '' }],
  rounds: '',
  mode: 'times',
  times: '',
  multiplier: '',
  games: [],
  maxAmount: '',
  sport: '',
  league: '',
  market: '',
  betType: 'any',
  minOdds: '',
  settledStatus: 'settled',
  prizes: [emptyPrize()],
});

export const taskValues = (task: MissionTask): TaskValues => ({
  ...emptyTask(task.type),
  id: task.id,
  amount: text(task.amount),
  useRanges: (task.ranges ?? []).length > 0,
  ranges: task.ranges?.length
    ? task.ranges.map(({ min, max }) => ({ min: text(min), max: text(max) }))
    : [{ min: '', max: '' }],
  rounds: text(task.rounds),
  mode: task.mode ?? 'times',
  times: text(task.times),
  multiplier: text(task.multiplier),
  games: task.games ?? [],
  maxAmount: text(task.maxAmount),
  sport: task.sport ?? '',
  league: task.league ?? '',
  market: task.market ?? '',
  betType: task.betType ?? 'any',
  minOdds: text(task.minOdds),
  settledStatus: task.settledStatus ?? 'settled',
  prizes: task.prizes.map(prizeValues),
});

export const missionFieldsValues = (mission: Mission | null): MissionFieldsValues => ({
  key: mission ? String(mission.id) : nanoid(),
  id: mission?.id,
  position: mission?.position,
  tasksInOrder: mission?.tasksInOrder ?? false,
  minBet: text(mission?.minBet),
  repeatable: mission?.repeatable ?? false,
  repeatCount: text(mission?.repeatCount),
  tasks: (mission?.tasks ?? []).map(taskValues),
});

export const missionValues = (mission: Mission | null): MissionValues => ({
  mission: missionFieldsValues(mission),
});

export const chainValues = (missions: Mission[] | undefined): ChainValues => ({
  missions: (missions ?? []).map(missionFieldsValues),
});

// ---- Client-side rules: the draft rules of the server, said before the round trip. ----
