/** Game shapes of spec §3 after camelisation. */

export interface Game {
  id: number;
  name: string;
  provider: string;
  category: string;
  themes: string[];
  features: string[];
  deviceTypes: string[];
  image: string | null;
  existsInExternalApi: boolean;
}

/**
 * `GET v1/games/games/?all=true`: every game, with the values each filter of the game selection
 * modal offers (sorted, distinct).
 */
export interface AllGames {
  categories: string[];
  deviceType: string[];
  features: string[];
  provider: string[];
  themes: string[];
  results: Game[];
}

/** The fields a game's PATCH may carry (only the casino's `availableGameEditableFields` are accepted). */
export type GameChanges = Partial<
  Pick<Game, 'name' | 'image' | 'category' | 'provider' | 'themes' | 'features' | 'deviceTypes'>
>;
