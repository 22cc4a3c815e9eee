import { BACKEND_EXTENSIONS, isNotOffered, type BackendExtension } from '@/utils/backendExtensions';
import { baseApi, type ApiError } from './baseApi';

/**
 * A valid, empty period: our API answers it 200 with next to nothing, so the probe costs little and leaves
 * no failed request in the browser's console.
 */
const PROBE_PERIOD = { start: '2000-01-01', end: '2000-01-01' };

/** Kept for the session: a backend does not gain or lose calls while a tab is open. */
const SESSION = 24 * 60 * 60;

/** Whether the connected backend offers one of this API's extensions beyond spec §7 (one quiet probe). */
export const backendExtensionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    isExtensionOffered: build.query<boolean, BackendExtension>({
      async queryFn(extension, _api, _extraOptions, baseQuery) {
        const answer = await baseQuery({
          url: BACKEND_EXTENSIONS[extension],
          params: PROBE_PERIOD,
          silent: true,
        });
        // Anything but "no such call" (a refused parameter, a refused permission, an outage) counts as offered.
        return { data: !(answer.error && isNotOffered(answer.error as ApiError)) };
      },
      keepUnusedDataFor: SESSION,
    }),
  }),
});

export const { useIsExtensionOfferedQuery } = backendExtensionsApi;
