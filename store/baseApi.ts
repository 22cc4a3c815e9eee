import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type CombinedState } from '@reduxjs/toolkit/query/react';

import {
  api,
  isAxiosError,
  serverCallConfig,
  type ApiRequestConfig,
  type ServerCallOptions,
} from '@/services/api';
import { uploadPercent } from '@/utils/upload';
import type { CasinoSettings, FeatureFlag, FeatureFlagKey } from '@/types/api';

export interface ApiRequest {
  url: string;
  method?: ApiRequestConfig['method'];
  data?: unknown;
  params?: Record<string, unknown>;
  silent?: boolean;
  /** Percent of an upload sent so far (form data). */
  onUploadProgress?: (percent: number) => void;
  /** `blob` for downloads. */
  responseType?: ApiRequestConfig['responseType'];
  /** Sign-in and password-link calls: no token is sent or refreshed. */
  skipAuth?: boolean;
  /** Extra request headers (`If-Match` of an edit of a known version). */
  headers?: Record<string, string>;
}

/** What an answer says beside its body: the version of the record it carries (`ETag`). */
export interface ApiMeta {
  etag?: string;
}

export interface ApiError {
  status?: number;
  data?: unknown;
}

/** What a store's thunks are given: on the Next.js server, the visitor's token and the API's address. */
export interface ApiExtra {
  serverCall?: ServerCallOptions;
}

/**
 * RTK Query over the one API client, as the RTK docs' axios base query: tokens, case conversion and
 * error notices all happen in the instance's interceptors. In the browser they add the session's
 * token; a store on the Next.js server carries the visitor's own (`ApiExtra`), since one server
 * process answers many visitors.
 */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta> = async (
  { url, method = 'get', data, params, silent, onUploadProgress, responseType, skipAuth, headers },
  { signal, extra },
) => {
  try {
    const server = serverCallConfig((extra as ApiExtra | undefined)?.serverCall ?? {});
    const result = await api.request({
      ...server,
      headers: { ...server.headers, ...headers },
      url,
      method,
      data,
      params,
      silent,
      skipAuth,
      // A superseded query (another search typed) is aborted rather than left to finish.
      signal,
      responseType,
      onUploadProgress: onUploadProgress && ((event) => onUploadProgress(uploadPercent(event))),
    });
    return { data: result.data, meta: { etag: result.headers.etag as string | undefined } };
  } catch (error) {
    const response = isAxiosError(error) ? error.response : undefined;
    return { error: { status: response?.status, data: response?.data } };
  }
};

/** The answers the Next.js server fetched for the first page, handed to the page's store (store/index.ts). */
export const serverAnswersReceived =
  createAction<CombinedState<never, string, 'api'>>('api/serverAnswersReceived');

/** Feature endpoints are injected into this one API from their own folders. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  extractRehydrationInfo: (action) => (serverAnswersReceived.match(action) ? action.payload : undefined),
  tagTypes: ['CasinoSettings', 'FeatureFlag'],
  endpoints: (build) => ({
    getFeatureFlag: build.query<FeatureFlag, FeatureFlagKey>({
      // An unknown flag (404) counts as off; there is nothing for staff to act on.
      query: (key) => ({ url: `v1/feature-flags/${key}`, silent: true }),
      providesTags: (_result, _error, key) => [{ type: 'FeatureFlag', id: key }],
    }),
    getCasinoSettings: build.query<CasinoSettings, void>({
      query: () => ({ url: 'v1/casinos/settings/' }),
      providesTags: ['CasinoSettings'],
    }),
  }),
});

export const { useGetFeatureFlagQuery, useGetCasinoSettingsQuery } = baseApi;
