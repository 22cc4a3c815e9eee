import type { MissionTaskBody } from '@/types/campaigns';
import { numberOrNull } from '../formNumbers';
import { prizeBody } from '../prizes/prizeBody';
import type { MissionFieldsValues, TaskValues } from './missionForm';

// What the mission's calls send, kept apart from the form's values (missionForm.ts) that its panels
// edit: calls and panel are separate chunks of the settings step, and each carried both.

/** A task as sent: only its type's fields (the server ignores the others anyway). */
export function taskBody(task: TaskValues): MissionTaskBody {
  const prizes = task.prizes.map(prizeBody);
  switch (task.type) {
    case 'deposit':
      return task.useRanges
        ? {
            type: task.type,
            amount: null,
            ranges: task.ranges.map(({ min, max }) => ({ min: Number(min), max: Number(max) })),
            prizes,
          }
        : { type: task.type, amount: numberOrNull(task.amount), ranges: null, prizes };
    case 'gameplay':
      return {
        type: task.type,
        rounds: numberOrNull(task.rounds),
        mode: task.mode,
        times: task.mode === 'multiplier' ? null : numberOrNull(task.times),
        multiplier: task.mode === 'multiplier' ? numberOrNull(task.multiplier) : null,
        games: task.games,
        prizes,
      };
    case 'netloss':
      return {
        type: task.type,
        amount: numberOrNull(task.amount),
        maxAmount: numberOrNull(task.maxAmount),
        prizes,
      };
    case 'turnover':
      return { type: task.type, amount: numberOrNull(task.amount), games: task.games, prizes };
    case 'sportsbet':
      return {
        type: task.type,
        amount: numberOrNull(task.amount),
        times: numberOrNull(task.times),
        sport: task.sport.trim() || null,
        league: task.league.trim() || null,
        market: task.market.trim() || null,
        betType: task.betType,
        minOdds: numberOrNull(task.minOdds),
        settledStatus: task.settledStatus,
        prizes,
      };
  }
}

/** One mission's own fields as sent (its tasks go through their own calls). */
export const missionBody = (mission: MissionFieldsValues) => ({
  tasksInOrder: mission.tasksInOrder,
  minBet: numberOrNull(mission.minBet),
  repeatable: mission.repeatable,
  repeatCount: mission.repeatable ? numberOrNull(mission.repeatCount) : null,
});
