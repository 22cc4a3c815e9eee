import { Type } from '@fastify/type-provider-typebox';
import { BET_SETTLEMENTS, BET_TYPES, GAMEPLAY_MODES, TASK_TYPES } from '../campaigns';
import { MAX_AMOUNT, MAX_INT, Nullable, NullableEnum, OrNull, PlainText, StringEnum } from './common';
import { PrizeInput, PrizeSchema } from './prizes';

const Amount = Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT });
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });

/**
 * The fields of every task type; each type uses its own (deposit: amount or ranges; gameplay: rounds,
 * mode, times, multiplier, games; netloss: amount, max_amount; turnover: amount, games). Fields of other
 * types are ignored.
 */
export const taskFields = {
  amount: Type.Optional(Nullable(Amount)),
  ranges: Type.Optional(
    Nullable(
      Type.Array(
        Type.Object({
          min: Type.Number({ minimum: 0, maximum: MAX_AMOUNT }),
          max: Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT }),
        }),
        { maxItems: 50 },
      ),
    ),
  ),
  rounds: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000000 }))),
  mode: Type.Optional(NullableEnum(GAMEPLAY_MODES)),
  times: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000000 }))),
  multiplier: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000000 }))),
  games: Type.Optional(Type.Array(Id, { maxItems: 5000 })),
  max_amount: Type.Optional(Nullable(Amount)),
  sport: Type.Optional(Nullable(PlainText({ maxLength: 100 }))),
  league: Type.Optional(Nullable(PlainText({ maxLength: 200 }))),
  market: Type.Optional(Nullable(PlainText({ maxLength: 200 }))),
  bet_type: Type.Optional(NullableEnum(BET_TYPES)),
  min_odds: Type.Optional(Nullable(Type.Number({ minimum: 1, maximum: 10000 }))),
  settled_status: Type.Optional(NullableEnum(BET_SETTLEMENTS)),
  prizes: Type.Optional(Type.Array(PrizeInput, { maxItems: 20 })),
};

/** A task inside a mission body (campaign create/update, mission create/update). */
export const NestedTaskInput = Type.Object({ type: StringEnum(TASK_TYPES), ...taskFields });

export const missionFields = {
  tasks_in_order: Type.Optional(Type.Boolean()),
  min_bet: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
  repeatable: Type.Optional(Type.Boolean()),
  repeat_count: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 10000 }))),
  /** Replaces every task of the mission, in this order. */
  tasks: Type.Optional(Type.Array(NestedTaskInput, { maxItems: 50 })),
};

export const MissionInput = Type.Object(missionFields);

/**
 * A mission's place in its campaign's chain (mission v2), on the missions endpoints only: the place of a
 * mission already there is swapped with it. The one mission of other types stays at 0.
 */
const missionPlace = { position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })) };

export const MissionCreateBody = Type.Object({ campaign: Id, ...missionFields, ...missionPlace });
export const MissionPatchBody = Type.Object({ ...missionFields, ...missionPlace });

/** `POST v1/missions/tasks/{type}/`: the type is the path's. */
export const TaskCreateBody = Type.Object({ mission: Id, ...taskFields });
export const TaskPatchBody = Type.Object({ mission: Type.Optional(Id), ...taskFields });

export const ReorderBody = Type.Object({ tasks: Type.Array(Id, { maxItems: 50 }) });

const NullableNumber = OrNull(Type.Number());

/** A task answers only its own type's fields. */
export const TaskSchema = Type.Object({
  id: Type.Integer(),
  mission: Type.Integer(),
  type: StringEnum(TASK_TYPES),
  position: Type.Integer(),
  amount: Type.Optional(NullableNumber),
  ranges: Type.Optional(OrNull(Type.Array(Type.Object({ min: Type.Number(), max: Type.Number() })))),
  rounds: Type.Optional(OrNull(Type.Integer())),
  mode: Type.Optional(NullableEnum(GAMEPLAY_MODES)),
  times: Type.Optional(OrNull(Type.Integer())),
  multiplier: Type.Optional(NullableNumber),
  games: Type.Optional(Type.Array(Type.Integer())),
  max_amount: Type.Optional(NullableNumber),
  sport: Type.Optional(OrNull(Type.String())),
  league: Type.Optional(OrNull(Type.String())),
  market: Type.Optional(OrNull(Type.String())),
  bet_type: Type.Optional(NullableEnum(BET_TYPES)),
  min_odds: Type.Optional(NullableNumber),
  settled_status: Type.Optional(NullableEnum(BET_SETTLEMENTS)),
  prizes: Type.Array(PrizeSchema),
});

export const MissionSchema = Type.Object({
  id: Type.Integer(),
  campaign: Type.Integer(),
  position: Type.Integer(),
  tasks_in_order: Type.Boolean(),
  min_bet: NullableNumber,
  repeatable: Type.Boolean(),
  repeat_count: OrNull(Type.Integer()),
  tasks: Type.Array(TaskSchema),
});
