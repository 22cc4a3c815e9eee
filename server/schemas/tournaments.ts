import { Type, type Static } from '@fastify/type-provider-typebox';
import { COMPETITION_TASK_TYPES, type CompetitionTask } from '../db/schema';
import type { CompetitionWithDetails, PlaceWithPrizes } from '../repositories/competitions';
import type {
  CompetitionTaskSchema,
  NestedCompetitionTaskInput,
  PlaceInput,
  PlaceSchema,
  RaceInput,
  RaceSchema,
  TournamentInput,
  TournamentSchema,
  TournamentTaskPatchBody,
  TournamentTaskSchema,
} from '../../contract/schemas/competitions';
import { MAX_INT, StringEnum } from './common';
import { toPrizeDto } from './prizes';

export * from '../../contract/schemas/competitions';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });

export type CompetitionTaskInputBody = Static<typeof NestedCompetitionTaskInput>;
export type PlaceInputBody = Static<typeof PlaceInput>;
export type TournamentInputBody = Static<typeof TournamentInput>;
export type RaceInputBody = Static<typeof RaceInput>;
/** Either kind's body, as the shared rules read it. */
export type CompetitionInputBody = Partial<TournamentInputBody & RaceInputBody>;
export type TournamentTaskBody = Static<typeof TournamentTaskPatchBody>;

export const TournamentTaskTypeParams = Type.Object({ type: StringEnum(COMPETITION_TASK_TYPES) });
export const TournamentTaskParams = Type.Object({ type: StringEnum(COMPETITION_TASK_TYPES), id: Id });
export const TournamentListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  campaign: Type.Optional(Type.String()),
});

export function toCompetitionTaskDto(task: CompetitionTask): Static<typeof CompetitionTaskSchema> {
  const common = { id: task.id, type: task.type, position: task.position, points: task.points };
  return task.type === 'gameplay'
    ? {
        ...common,
        rounds: task.rounds,
        mode: task.mode,
        times: task.times,
        multiplier: task.multiplier,
        games: task.games,
      }
    : { ...common, amount: task.amount, games: task.games };
}

export const toTournamentTaskDto = (task: CompetitionTask): Static<typeof TournamentTaskSchema> => ({
  tournament: task.competitionId,
  ...toCompetitionTaskDto(task),
});

const toPlaceDto = (place: PlaceWithPrizes): Static<typeof PlaceSchema> => ({
  id: place.id,
  lower_position: place.lowerPosition,
  upper_position: place.upperPosition,
  prizes: place.prizes.map(toPrizeDto),
});

const sharedDto = (competition: CompetitionWithDetails) => ({
  id: competition.id,
  campaign: competition.campaignId,
  min_bet: competition.minBet,
  places: competition.places.map(toPlaceDto),
  tasks: competition.tasks.map(toCompetitionTaskDto),
});

export const toTournamentDto = (tournament: CompetitionWithDetails): Static<typeof TournamentSchema> => ({
  ...sharedDto(tournament),
  type: tournament.tournamentType ?? 'most_points',
  spins_before_restart: tournament.spinsBeforeRestart,
  attempts: tournament.attempts,
});

export const toRaceDto = (race: CompetitionWithDetails): Static<typeof RaceSchema> => ({
  ...sharedDto(race),
  max_spins: race.maxSpins,
  speed_race: race.speedRace,
  target: race.speedRaceTarget,
  winners: race.speedRaceWinners,
});
