import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Game } from '../db/schema';
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

export function toGameDto(game: Game): Static<typeof GameSchema> {
  return {
    id: game.id,
    name: game.name,
    provider: game.provider,
    category: game.category,
    themes: game.themes,
    features: game.features,
    device_types: game.deviceTypes,
    image: game.image,
    exists_in_external_api: game.existsInExternalApi,
  };
}

const Options = Type.Array(Type.String());

/**
 * A page `{count, next, previous, results}`, or with `all=true` every matching game with the option
 * lists of the game selection modal `{categories, device_type, features, provider, themes, results}`.
 */
export const GameListResponse = Type.Object({
  count: Type.Optional(Type.Integer()),
  next: Type.Optional(OrNull(Type.String())),
  previous: Type.Optional(OrNull(Type.String())),
  categories: Type.Optional(Options),
  device_type: Type.Optional(Options),
  features: Type.Optional(Options),
  provider: Type.Optional(Options),
  themes: Type.Optional(Options),
  results: Type.Array(GameSchema),
});

export const GameListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  provider: Type.Optional(Type.String({ maxLength: 2000 })),
  category: Type.Optional(Type.String({ maxLength: 2000 })),
  themes: Type.Optional(Type.String({ maxLength: 2000 })),
  features: Type.Optional(Type.String({ maxLength: 2000 })),
  device_type: Type.Optional(Type.String({ maxLength: 200 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  order_by: Type.Optional(Type.String({ maxLength: 100 })),
  all: Type.Optional(Type.String({ maxLength: 10 })),
  exists_in_external_api: Type.Optional(Type.String({ maxLength: 10 })),
});

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
export type GamePatchInput = Static<typeof GamePatchBody>;
