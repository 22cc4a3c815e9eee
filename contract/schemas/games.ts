import { Type } from '@fastify/type-provider-typebox';
import { NullableImageUrl, OrNull } from './common';

export const GameSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provider: Type.String(),
  category: Type.String(),
  themes: Type.Array(Type.String()),
  features: Type.Array(Type.String()),
  device_types: Type.Array(Type.String()),
  image: OrNull(Type.String()),
  exists_in_external_api: Type.Boolean(),
});

const Options = Type.Array(Type.String());
/** The option lists of the game selection modal. */
const gameOptions = {
  categories: Options,
  device_type: Options,
  features: Options,
  provider: Options,
  themes: Options,
};

/**
 * A page `{count, next, previous, results}`, or with `all=true` every matching game with the option
 * lists of the game selection modal `{categories, device_type, features, provider, themes, results}`.
 */
export const GameListResponse = Type.Object({
  count: Type.Optional(Type.Integer()),
  next: Type.Optional(OrNull(Type.String())),
  previous: Type.Optional(OrNull(Type.String())),
  ...Type.Partial(Type.Object(gameOptions)).properties,
  results: Type.Array(GameSchema),
});

/** `GET v1/games/games/?all=true`: every matching game, with the values each filter offers (sorted, distinct). */
export const AllGamesSchema = Type.Object({ ...gameOptions, results: Type.Array(GameSchema) });

const Label = Type.String({ minLength: 1, maxLength: 100 });
const Labels = Type.Array(Label, { maxItems: 50 });

export const GamePatchBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  image: Type.Optional(NullableImageUrl),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  provider: Type.Optional(Type.String({ maxLength: 100 })),
  themes: Type.Optional(Labels),
  features: Type.Optional(Labels),
  device_types: Type.Optional(Labels),
});
