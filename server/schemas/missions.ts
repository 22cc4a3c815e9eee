import { Type, type Static } from '@fastify/type-provider-typebox';
import { TASK_TYPES } from '../db/schema';
import type { MissionWithTasks, TaskWithPrizes } from '../repositories/missions';
import type {
  MissionInput,
  MissionSchema,
  NestedTaskInput,
  TaskSchema,
} from '../../contract/schemas/missions';
import { MAX_INT, StringEnum } from './common';
import { toPrizeDto } from './prizes';

export * from '../../contract/schemas/missions';

export type TaskInputBody = Static<typeof NestedTaskInput>;
export type MissionInputBody = Static<typeof MissionInput>;
export type MissionPlacedBody = MissionInputBody & { position?: number };

export const TaskTypeParams = Type.Object({ type: StringEnum(TASK_TYPES) });
export const TaskParams = Type.Object({
  type: StringEnum(TASK_TYPES),
  id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
});

export const MissionListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  campaign: Type.Optional(Type.String()),
});

export function toTaskDto(task: TaskWithPrizes): Static<typeof TaskSchema> {
  const common = { id: task.id, mission: task.missionId, type: task.type, position: task.position };
  const prizes = task.prizes.map(toPrizeDto);
  switch (task.type) {
    case 'deposit':
      return { ...common, amount: task.amount, ranges: task.ranges ?? null, prizes };
    case 'gameplay':
      return {
        ...common,
        rounds: task.rounds,
        mode: task.mode,
        times: task.times,
        multiplier: task.multiplier,
        games: task.games,
        prizes,
      };
    case 'netloss':
      return { ...common, amount: task.amount, max_amount: task.maxAmount, prizes };
    case 'turnover':
      return { ...common, amount: task.amount, games: task.games, prizes };
    case 'sportsbet':
      return {
        ...common,
        amount: task.amount,
        times: task.times,
        sport: task.sport,
        league: task.league,
        market: task.market,
        bet_type: task.betType,
        min_odds: task.minOdds,
        settled_status: task.settledStatus,
        prizes,
      };
  }
}

export function toMissionDto(mission: MissionWithTasks): Static<typeof MissionSchema> {
  return {
    id: mission.id,
    campaign: mission.campaignId,
    position: mission.position,
    tasks_in_order: mission.tasksInOrder,
    min_bet: mission.minBet,
    repeatable: mission.repeatable,
    repeat_count: mission.repeatCount,
    tasks: mission.tasks.map(toTaskDto),
  };
}
