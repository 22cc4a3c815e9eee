import { baseApi } from '@/store/baseApi';
import type { AllGames } from '@/types/games';

export const GAMES_URL = 'v1/games/games/';

/** The whole catalogue changes rarely, and the modal opens often: keep it for ten minutes unused. */
const ALL_GAMES_CACHE_SECONDS = 600;

/** Spec §7 games calls. A failed load raises the usual notice; the modal also offers to retry. */
export const gamesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Game'] }).injectEndpoints({
  endpoints: (build) => ({
    getAllGames: build.query<AllGames, void>({
      query: () => ({ url: GAMES_URL, params: { all: true } }),
      keepUnusedDataFor: ALL_GAMES_CACHE_SECONDS,
      providesTags: [{ type: 'Game', id: 'ALL' }],
    }),
  }),
});

export const { useGetAllGamesQuery } = gamesApi;
