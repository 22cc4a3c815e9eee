import { selectCasino } from '@/store/authSlice';
import { baseApi } from '@/store/baseApi';
import { useAppSelector } from '@/store/hooks';
import type { PlatformCodename } from '@/types/api';
import type {
  ActionGroup,
  BetAmounts,
  LootBox,
  LootBoxChanges,
  PredefinedWagering,
  Segment,
  ThemillBonus,
} from '@/types/platforms';

const BOXES = { type: 'LootBox', id: 'LIST' } as const;

/**
 * Spec §7 `v1/platforms/*`. Each answers only on its own platform (404 elsewhere): skip the query unless
 * `useIsPlatform('themill')` (…) holds. The box edit is silent: its form shows the field errors.
 */
export const platformsApi = baseApi.enhanceEndpoints({ addTagTypes: ['LootBox'] }).injectEndpoints({
  endpoints: (build) => ({
    fasttrackActionGroups: build.query<ActionGroup[], void>({
      query: () => ({ url: 'v1/platforms/fasttrack/action-groups/' }),
    }),
    fasttrackSegments: build.query<Segment[], void>({
      query: () => ({ url: 'v1/platforms/fasttrack/segments/' }),
    }),
    themillBonuses: build.query<ThemillBonus[], void>({
      query: () => ({ url: 'v1/platforms/themill/bonuses/' }),
    }),
    themillBoxes: build.query<LootBox[], void>({
      query: () => ({ url: 'v1/platforms/themill/boxes/' }),
      providesTags: [BOXES],
    }),
    updateThemillBox: build.mutation<LootBox, { id: number; changes: LootBoxChanges }>({
      query: ({ id, changes }) => ({
        url: `v1/platforms/themill/boxes/${id}/`,
        method: 'patch',
        data: changes,
        silent: true,
      }),
      invalidatesTags: [BOXES],
    }),
    mystinoPredefinedWagerings: build.query<PredefinedWagering[], void>({
      query: () => ({ url: 'v1/platforms/mystino/predefined_wagerings/' }),
    }),
    rivalBetAmounts: build.query<BetAmounts, number>({
      query: (gameId) => ({ url: `v1/platforms/rival/bet-amounts/${gameId}/` }),
    }),
  }),
});

export const {
  useFasttrackActionGroupsQuery,
  useFasttrackSegmentsQuery,
  useThemillBonusesQuery,
  useThemillBoxesQuery,
  useUpdateThemillBoxMutation,
  useMystinoPredefinedWageringsQuery,
  useRivalBetAmountsQuery,
} = platformsApi;

/** Whether the signed-in casino runs on `platform` (then its `v1/platforms/<platform>/*` calls answer). */
export function useIsPlatform(platform: PlatformCodename): boolean {
  return useAppSelector(selectCasino)?.platformCodename === platform;
}
