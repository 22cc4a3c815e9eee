import { Type } from '@fastify/type-provider-typebox';
import { GAMEPLAY_MODES } from '../campaigns';
import { COMPETITION_TASK_TYPES, TOURNAMENT_TYPES } from '../competitions';
import { MAX_AMOUNT, MAX_INT, Nullable, NullableEnum, OrNull, StringEnum } from './common';
import { PrizeInput, PrizeSchema } from './prizes';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT });
const Count = (maximum: number) => Type.Integer({ minimum: 1, maximum });
/** Leaderboard positions (1 is first). */
const Position = Type.Integer({ minimum: 1, maximum: 100000 });

/** A task with points: gameplay uses rounds, mode, times or multiplier and games; turnover amount and games. */
export const competitionTaskFields = {
  points: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000000 }))),
  amount: Type.Optional(Nullable(Amount)),
  rounds: Type.Optional(Nullable(Count(1000000))),
  mode: Type.Optional(NullableEnum(GAMEPLAY_MODES)),
  times: Type.Optional(Nullable(Count(1000000))),
  multiplier: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000000 }))),
  games: Type.Optional(Type.Array(Id, { maxItems: 5000 })),
};

export const NestedCompetitionTaskInput = Type.Object({
  type: StringEnum(COMPETITION_TASK_TYPES),
  ...competitionTaskFields,
});

export const PlaceInput = Type.Object({
  lower_position: Position,
  upper_position: Position,
  prizes: Type.Optional(Type.Array(PrizeInput, { maxItems: 20 })),
});

/** Fields both kinds share: `places` and `tasks` each replace all of theirs, in the order sent. */
const sharedFields = {
  min_bet: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
  places: Type.Optional(Type.Array(PlaceInput, { maxItems: 100 })),
  tasks: Type.Optional(Type.Array(NestedCompetitionTaskInput, { maxItems: 50 })),
};

export const tournamentFields = {
  type: Type.Optional(StringEnum(TOURNAMENT_TYPES)),
  spins_before_restart: Type.Optional(Nullable(Count(1000000))),
  attempts: Type.Optional(Nullable(Count(1000))),
  ...sharedFields,
};
export const TournamentInput = Type.Object(tournamentFields);

export const RaceInput = Type.Object({
  max_spins: Type.Optional(Nullable(Count(1000000))),
  /** With the `enable-speed-race` flag: the first `winners` players to reach `target` points win. */
  speed_race: Type.Optional(Type.Boolean()),
  target: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000000000 }))),
  winners: Type.Optional(Nullable(Count(100000))),
  ...sharedFields,
});

export const TournamentCreateBody = Type.Object({ campaign: Id, ...tournamentFields });
export const TournamentPatchBody = Type.Object(tournamentFields);

/** `POST v1/tournaments/tasks/{type}/`: the type is the path's. */
export const TournamentTaskCreateBody = Type.Object({ tournament: Id, ...competitionTaskFields });
export const TournamentTaskPatchBody = Type.Object({
  tournament: Type.Optional(Id),
  ...competitionTaskFields,
});

export const TournamentReorderBody = Type.Object({ tasks: Type.Array(Id, { maxItems: 50 }) });

const NullableNumber = OrNull(Type.Number());

/** A task answers only its own type's fields. */
const competitionTaskOutput = {
  id: Type.Integer(),
  type: StringEnum(COMPETITION_TASK_TYPES),
  position: Type.Integer(),
  points: NullableNumber,
  amount: Type.Optional(NullableNumber),
  rounds: Type.Optional(OrNull(Type.Integer())),
  mode: Type.Optional(NullableEnum(GAMEPLAY_MODES)),
  times: Type.Optional(OrNull(Type.Integer())),
  multiplier: Type.Optional(NullableNumber),
  games: Type.Array(Type.Integer()),
};
export const CompetitionTaskSchema = Type.Object(competitionTaskOutput);
export const TournamentTaskSchema = Type.Object({ tournament: Type.Integer(), ...competitionTaskOutput });

export const PlaceSchema = Type.Object({
  id: Type.Integer(),
  lower_position: Type.Integer(),
  upper_position: Type.Integer(),
  prizes: Type.Array(PrizeSchema),
});

const sharedOutput = {
  id: Type.Integer(),
  campaign: Type.Integer(),
  min_bet: NullableNumber,
  places: Type.Array(PlaceSchema),
  tasks: Type.Array(CompetitionTaskSchema),
};

export const TournamentSchema = Type.Object({
  ...sharedOutput,
  type: StringEnum(TOURNAMENT_TYPES),
  spins_before_restart: OrNull(Type.Integer()),
  attempts: OrNull(Type.Integer()),
});

export const RaceSchema = Type.Object({
  ...sharedOutput,
  max_spins: OrNull(Type.Integer()),
  speed_race: Type.Boolean(),
  target: NullableNumber,
  winners: OrNull(Type.Integer()),
});
