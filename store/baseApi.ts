import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosError, AxiosRequestConfig } from 'axios';

import { api } from '@/services/api';
import { uploadPercent } from '@/utils/upload';
import type { CasinoSettings, FeatureFlag, FeatureFlagKey } from '@/types/api';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: Record<string, unknown>;
  silent?: boolean;
  /** Percent of an upload sent so far (form data). */
  onUploadProgress?: (percent: number) => void;
  /** `blob` for downloads. */
  responseType?: AxiosRequestConfig['responseType'];
  /** Sign-in and password-link calls: no token is sent or refreshed. */
  skipAuth?: boolean;
}

export interface ApiError {
  status?: number;
  data?: unknown;
}

/** RTK Query over the one axios instance: tokens, case conversion and error notices all happen there. */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'get', data, params, silent, onUploadProgress, responseType, skipAuth },
  { signal },
) => {
  try {
    const response = await api.request({
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
    return { data: response.data };
  } catch (error) {
    const { response } = error as AxiosError;
    return { error: { status: response?.status, data: response?.data } };
  }
};

/** Feature endpoints are injected into this one API from their own folders. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
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
