// The card floor's client: what the design card puts on every logged-in page, wired as the app wires
// it (services/api.ts, store/baseApi.ts), with none of the app's own screens. `npm run bench:web`
// copies this folder into the project's tree and builds it with the project's next and react.
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import axios from 'axios';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { camelizeKeys, decamelizeKeys } from 'humps';
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';

dayjs.extend(utc);

const client = axios.create({ baseURL: '/api/', headers: { Accept: 'application/json' } });

client.interceptors.request.use((config) => {
  const token = Cookies.get('token');
  if (token && jwtDecode(token).exp * 1000 > Date.now()) config.headers.set('Authorization', `JWT ${token}`);
  if (config.params) config.params = decamelizeKeys(config.params);
  if (config.data && !(config.data instanceof FormData)) config.data = decamelizeKeys(config.data);
  return config;
});

client.interceptors.response.use(
  (response) => ({ ...response, data: camelizeKeys(response.data) }),
  async (error) => {
    if (error.response?.status === 401 && !error.config.retried) {
      const { data } = await client.post('auth/jwt/refresh/', { refresh: Cookies.get('refreshToken') });
      Cookies.set('token', data.access);
      return client.request({ ...error.config, retried: true });
    }
    throw error;
  },
);

/** The RTK docs' axios base query. */
const axiosBaseQuery =
  () =>
  async ({ url, method = 'get', data, params }) => {
    try {
      const result = await client({ url, method, data, params });
      return { data: result.data };
    } catch (error) {
      return { error: { status: error.response?.status, data: error.response?.data } };
    }
  };

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(),
  endpoints: (build) => ({ me: build.query({ query: () => ({ url: 'auth/me/' }) }) }),
});

export const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });

export const formatNow = () => dayjs.utc().format('DD.MM.YYYY HH:mm');
