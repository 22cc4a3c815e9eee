/** Game shapes of spec §3 after camelisation. */
import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { AllGamesSchema, GamePatchBody, GameSchema } from '@/contract/schemas/games';

export type Game = Camelized<Static<typeof GameSchema>>;

/**
 * `GET v1/games/games/?all=true`: every game, with the values each filter of the game selection
 * modal offers (sorted, distinct).
 */
export type AllGames = Camelized<Static<typeof AllGamesSchema>>;

/** The fields a game's PATCH may carry (only the casino's `availableGameEditableFields` are accepted). */
export type GameChanges = Camelized<Static<typeof GamePatchBody>>;
