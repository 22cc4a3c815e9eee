import { baseApi } from '@/store/baseApi';
import { createResourceApi } from '@/store/resourceApi';
import type { AllGames, Game, GameChanges } from '@/types/games';

export const GAMES_URL = 'v1/games/games/';

/** The whole catalogue changes rarely, and the modal opens often: keep it for ten minutes unused. */
const ALL_GAMES_CACHE_SECONDS = 600;

/** Spec §7 games calls. A failed load raises the usual notice; the modal also offers to retry. */
export const gamesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Game'] }).injectEndpoints({
  endpoints: (build) => ({
    getAllGames: build.query<AllGames, void>({
      query: () => ({ url: GAMES_URL, params: { all: true } }),
      keepUnusedDataFor: ALL_GAMES_CACHE_SECONDS,
      // The cache deep-freezes what it stores unless it is frozen already: walking 2,000 games for
      // that took longer than the rest of storing them (scripts/measure-all-games.ts). The answer is
      // only ever read; frozen at its root, it is stored as it came. A refetch (after a game changed)
      // replaces it whole rather than merging it into the old one, which would walk it again.
      transformResponse: (answer: AllGames) => Object.freeze(answer),
      structuralSharing: false,
      providesTags: [{ type: 'Game', id: 'ALL' }],
    }),
  }),
});

export const { useGetAllGamesQuery } = gamesApi;

/** Spec §7: the games list (paged, filtered, sorted), one game, and its PATCH. */
export const gamesResourceApi = createResourceApi<Game, GameChanges>({ path: GAMES_URL });

/** Spec §7: `GET v1/games/games/export-games/`, saved as game_export.csv. */
export const GAMES_EXPORT_URL = 'v1/games/games/export-games/';
export const GAMES_EXPORT_FILENAME = 'game_export.csv';
