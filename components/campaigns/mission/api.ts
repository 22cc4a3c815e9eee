import type { Mission } from '@/types/campaigns';
import { campaignsApi } from '../api';

/** Spec §7 Missions: the task order (spec §4: reordering replaces the mission's tasks). */
export const missionsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    reorderMissionTasks: build.mutation<Mission, { missionId: number; campaignId: number; tasks: number[] }>({
      query: ({ missionId, tasks }) => ({
        url: `v1/missions/mission/${missionId}/tasks/`,
        method: 'patch',
        data: { tasks },
      }),
      async onQueryStarted({ campaignId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          campaignsApi.util.updateQueryData('getCampaign', campaignId, (campaign) => {
            if (campaign.mission) campaign.mission.tasks = data.tasks;
          }),
        );
      },
    }),
  }),
});

export const { useReorderMissionTasksMutation } = missionsApi;
