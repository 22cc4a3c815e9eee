import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Game } from '../db/schema';
import type { GamePatchBody, GameSchema } from '../../contract/schemas/games';

export * from '../../contract/schemas/games';

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

export type GamePatchInput = Static<typeof GamePatchBody>;
