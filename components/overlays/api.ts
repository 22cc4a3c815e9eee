import { baseApi } from '@/store/baseApi';
import { listItems } from '@/utils/openShapes';
import type { Overlay, OverlayInput, OverlaySettings, OverlaySettingsInput } from '@/types/overlays';

/** Spec §7 overlay calls. Writes are silent: their forms show the field errors. */
export const overlaysApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Overlay', 'OverlaySettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOverlaySettings: build.query<OverlaySettings, void>({
        query: () => ({ url: 'v1/overlays/overlays2/' }),
        providesTags: ['OverlaySettings'],
      }),
      putOverlaySettings: build.mutation<OverlaySettings, OverlaySettingsInput>({
        query: (data) => ({ url: 'v1/overlays/overlays2/', method: 'put', data, silent: true }),
        invalidatesTags: ['OverlaySettings'],
      }),
      getOverlay: build.query<Overlay, number>({
        query: (id) => ({ url: `v1/overlays/overlays/${id}/` }),
        providesTags: (_overlay, _error, id) => [{ type: 'Overlay', id }],
      }),
      /**
       * A campaign's own overlay, or null when it has none. The list is our API's (§7 names only the
       * POST): `silent`, the panel says in place when the backend lacks it.
       */
      getCampaignOverlay: build.query<Overlay | null, number>({
        query: (campaign) => ({ url: 'v1/overlays/overlays/', params: { campaign }, silent: true }),
        transformResponse: (answer: unknown, _meta, campaign) =>
          listItems<Overlay>(answer).find((overlay) => overlay.campaign === campaign) ?? null,
        providesTags: (_overlay, _error, campaign) => [{ type: 'Overlay', id: `campaign-${campaign}` }],
      }),
      createOverlay: build.mutation<Overlay, OverlayInput>({
        query: (data) => ({ url: 'v1/overlays/overlays/', method: 'post', data, silent: true }),
        invalidatesTags: (overlay) =>
          overlay?.campaign ? [{ type: 'Overlay', id: `campaign-${overlay.campaign}` }] : [],
      }),
      updateOverlay: build.mutation<Overlay, { id: number; changes: OverlayInput }>({
        query: ({ id, changes }) => ({
          url: `v1/overlays/overlays/${id}/`,
          method: 'patch',
          data: changes,
          silent: true,
        }),
        invalidatesTags: (overlay, _error, { id }) => [
          { type: 'Overlay', id },
          ...(overlay?.campaign ? [{ type: 'Overlay' as const, id: `campaign-${overlay.campaign}` }] : []),
        ],
      }),
    }),
  });

export const {
  useGetOverlaySettingsQuery,
  usePutOverlaySettingsMutation,
  useGetOverlayQuery,
  useGetCampaignOverlayQuery,
  useCreateOverlayMutation,
  useUpdateOverlayMutation,
} = overlaysApi;
