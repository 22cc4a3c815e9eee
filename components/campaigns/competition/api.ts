import type { Tournament } from '@/types/competitions';
import { campaignsApi } from '../api';

/** Spec §7 Tournaments: the task order (it replaces the tournament's tasks in that order). */
export const tournamentsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    reorderTournamentTasks: build.mutation<
      Tournament,
      { tournamentId: number; campaignId: number; tasks: number[] }
    >({
      query: ({ tournamentId, tasks }) => ({
        url: `v1/tournaments/tournament/${tournamentId}/tasks/`,
        method: 'patch',
        data: { tasks },
      }),
      async onQueryStarted({ campaignId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          campaignsApi.util.updateQueryData('getCampaign', campaignId, (campaign) => {
            if (campaign.tournament) campaign.tournament.tasks = data.tasks;
          }),
        );
      },
    }),
  }),
});

export const { useReorderTournamentTasksMutation } = tournamentsApi;
