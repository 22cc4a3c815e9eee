import { baseApi } from '@/store/baseApi';
import { createResourceApi } from '@/store/resourceApi';
import type {
  CreatedIntegrationKey,
  EngineStatus,
  IntegrationKey,
  IntegrationKeyInput,
} from '@/types/integrations';

/**
 * `v1/integrations/keys/` (list, create, and DELETE `…/{id}/`, which revokes at once). Create answers
 * `CreatedIntegrationKey`: the only time the key itself is sent.
 */
export const integrationKeysApi = createResourceApi<IntegrationKey, IntegrationKeyInput>({
  path: 'v1/integrations/keys/',
});

export const isCreatedKey = (item: IntegrationKey): item is CreatedIntegrationKey =>
  typeof item.key === 'string';

/** How often the health panel asks again: figures a few seconds old are fresh enough to act on. */
export const ENGINE_STATUS_INTERVAL_MS = 5_000;

/** `GET v1/events/status/`, silent: the health panel says in place that it failed. */
export const engineStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEngineStatus: build.query<EngineStatus, void>({
      query: () => ({ url: 'v1/events/status/', silent: true }),
    }),
  }),
});

export const { useGetEngineStatusQuery } = engineStatusApi;
