import { Type } from '@fastify/type-provider-typebox';
import { MAX_AMOUNT, MAX_INT, Nullable, OrNull } from './common';
import { PrizeInput, PrizeSchema } from './prizes';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const Quantity = Type.Integer({ minimum: 1, maximum: 1000000 });

/** A drop's prize in a settings body: the prize itself (stored as a prize of its own) and its quantity. */
export const DropPrizeInput = Type.Object({ prize: PrizeInput, quantity: Quantity });

export const prizeDropFields = {
  min_bet: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
  all_games: Type.Optional(Type.Boolean()),
  games: Type.Optional(Type.Array(Id, { maxItems: 5000 })),
  drops: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000000 }))),
  /** Replaces every prize of the drop, in this order. */
  prizes: Type.Optional(Type.Array(DropPrizeInput, { maxItems: 50 })),
};

export const PrizeDropInput = Type.Object(prizeDropFields);

export const PrizeDropCreateBody = Type.Object({ campaign: Id, ...prizeDropFields });
export const PrizeDropPatchBody = Type.Object(prizeDropFields);

/** `POST/PATCH/DELETE …/prize-drops/{id}/prizes/`: a prize of its own (`POST v1/prizes/prize/`) by id. */
export const DropPrizeBody = Type.Object({ prize: Id, quantity: Quantity });
export const DropPrizeRemoveBody = Type.Object({ prize: Id });

export const DropPrizeSchema = Type.Object({
  id: Type.Integer(),
  prize: PrizeSchema,
  quantity: Type.Integer(),
});

export const PrizeDropSchema = Type.Object({
  id: Type.Integer(),
  campaign: Type.Integer(),
  min_bet: OrNull(Type.Number()),
  all_games: Type.Boolean(),
  games: Type.Array(Type.Integer()),
  drops: OrNull(Type.Integer()),
  prizes: Type.Array(DropPrizeSchema),
});
