import axios, {
  isAxiosError,
  isCancel,
  type AxiosError,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';

import { errorMessage } from '@/utils/errors';
import { shouldRefresh } from '@/utils/jwt';
import { fromWire, isPlainJson, toWire } from '@/utils/wire';
import { DEFAULT_RUNTIME_CONFIG } from './runtimeConfig';
import { clearSession, readSession, storeTokens, type SessionTokens } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no token and never refresh: sign-in, code and refresh calls answer 401 for themselves. */
    skipAuth?: boolean;
    /** Show no error notification: the caller shows the error where it belongs (a form, say). */
    silent?: boolean;
    /** Set on the single retry after a 401. */
    retried?: boolean;
  }
}

export { isAxiosError, isCancel };

/** A call through the one API client (axios's config with the flags above). */
export type ApiRequestConfig = AxiosRequestConfig;
export type TransferProgress = Pick<AxiosProgressEvent, 'loaded' | 'total'>;

export const AUTH_SCHEME = 'JWT';
export const REFRESH_PATH = 'v1/auth/jwt/refresh/';

/** What the app plugs in: the API layer knows nothing of the store or the router. */
export interface ApiHooks {
  /** A failed call's message (spec §8), for the error notification. */
  onError: (message: string) => void;
  /** The refresh token was refused: cookies are already cleared, the user must go to /login. */
  onSessionEnded: () => void;
  /** New tokens were stored (the websocket logs in again, the expiry bar hides). */
  onTokensRefreshed: (tokens: SessionTokens) => void;
  /** How many calls are under way, for the global loader. */
  onActivity: (pending: number) => void;
}

const noop = () => undefined;
const defaultHooks: ApiHooks = {
  onError: noop,
  onSessionEnded: noop,
  onTokensRefreshed: noop,
  onActivity: noop,
};
let hooks: ApiHooks = defaultHooks;

/** Thrown to callers whose request could not go out because the session ended meanwhile. */
export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Please sign in again.');
    this.name = 'SessionEndedError';
  }
}

// axios 0.x's query encoding, kept so that URLs stay what every backend already parses: brackets,
// colons, commas and dollars unescaped, spaces as `+` (axios 1 escapes the brackets of `key[]`).
const encodeQueryPart = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

/**
 * The one API client (the design card's axios instance): every call of the web app goes through it,
 * screens through the store. Its interceptors add the session's token (refreshed first when due),
 * convert snake_case and camelCase, refresh and retry once after a 401, and raise spec §8's notices.
 */
export const api = axios.create({
  baseURL: DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
  headers: { Accept: 'application/json' },
  paramsSerializer: { encode: encodeQueryPart },
});

export function configureApi(options: { baseUrl?: string; hooks?: Partial<ApiHooks> }): void {
  if (options.baseUrl) api.defaults.baseURL = options.baseUrl;
  if (options.hooks) hooks = { ...defaultHooks, ...options.hooks };
}

export function authHeader(token: string): { Authorization: string } {
  return { Authorization: `${AUTH_SCHEME} ${token}` };
}

/**
 * A call the Next.js server makes on a visitor's behalf: their token, where the server reaches the API,
 * and the page request's id, which the API logs its calls under (one id from the proxy to the database).
 */
export interface ServerCallOptions {
  token?: string;
  baseURL?: string;
  requestId?: string;
}

export const serverCallConfig = ({ token, baseURL, requestId }: ServerCallOptions) => ({
  ...(baseURL ? { baseURL } : {}),
  headers: {
    ...(token ? authHeader(token) : {}),
    ...(requestId ? { 'x-request-id': requestId } : {}),
  },
});

const isBrowser = () => typeof window !== 'undefined';

// ---- Token refresh: one at a time, across this tab's requests and across tabs ----

let refreshInFlight: Promise<string> | null = null;

function exclusively(task: () => Promise<string>): Promise<string> {
  // Web Locks serialise tabs, so two tabs never spend the same (rotating) refresh token.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // (The DOM typings wrap the callback's promise once more; `then` unwraps it as the browser does.)
  return locks ? locks.request('backoffice-token-refresh', task).then((token) => token) : task();
}

function isRefusal(error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Gets a fresh access token. `failedToken` is the token a 401 answered: if another tab has stored a
 * different, still-fresh token meanwhile, that one is used instead of spending the refresh token again.
 */
export function refreshAccessToken(failedToken?: string): Promise<string> {
  refreshInFlight ??= exclusively(async () => {
    const { token, refreshToken, rememberMe } = readSession();
    if (token && token !== failedToken && !shouldRefresh(token)) return token;
    if (!refreshToken) throw endSession();
    try {
      const { data } = await api.post<SessionTokens>(
        REFRESH_PATH,
        { refresh: refreshToken },
        { skipAuth: true, silent: true },
      );
      // A backend without rotation answers only `access`: keep the refresh token we have.
      const tokens = { access: data.access, refresh: data.refresh ?? refreshToken };
      storeTokens(tokens, { rememberMe });
      hooks.onTokensRefreshed(tokens);
      return tokens.access;
    } catch (error) {
      // A refused refresh ends the session; a network failure does not (the next call tries again).
      throw isRefusal(error) ? endSession() : error;
    }
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function endSession(): SessionEndedError {
  clearSession();
  hooks.onSessionEnded();
  return new SessionEndedError();
}

/** The token to send now, refreshing first when it is due (spec §4 "Token upkeep"). */
async function currentAccessToken(): Promise<string | undefined> {
  const { token, refreshToken } = readSession();
  if (token && !shouldRefresh(token)) return token;
  if (!refreshToken) return token;
  return refreshAccessToken(token);
}

// ---- Interceptors ----

let pending = 0;
function trackActivity(delta: 1 | -1) {
  pending = Math.max(0, pending + delta);
  hooks.onActivity(pending);
}

/**
 * Calls sent and not yet answered. A request interceptor's failure (the session ended, the refresh
 * found no network) skips the sending and reaches the response interceptor as it is: it was never
 * sent, so it is neither counted nor notified. Each call's answer is handled once, by its own chain.
 */
const underway = new WeakSet<InternalAxiosRequestConfig>();

function tokenOf(config: InternalAxiosRequestConfig): string | undefined {
  const header = config.headers.Authorization;
  return typeof header === 'string' ? header.replace(`${AUTH_SCHEME} `, '') : undefined;
}

api.interceptors.request.use(async (config) => {
  if (!config.skipAuth && isBrowser() && !config.headers.has('Authorization')) {
    const token = await currentAccessToken();
    if (token) config.headers.set(authHeader(token));
  }
  if (isPlainJson(config.data)) config.data = toWire(config.data);
  if (isPlainJson(config.params)) config.params = toWire(config.params);
  underway.add(config);
  trackActivity(1);
  return config;
});

api.interceptors.response.use(
  (response) => {
    underway.delete(response.config);
    trackActivity(-1);
    if (isPlainJson(response.data)) response.data = fromWire(response.data);
    return response;
  },
  async (error: unknown) => {
    const config = isAxiosError(error) ? error.config : undefined;
    if (!config || !underway.delete(config)) throw error;
    trackActivity(-1);
    const { response } = error as AxiosError;
    if (response?.status === 401 && !config.skipAuth && !config.retried && isBrowser()) {
      const token = await refreshAccessToken(tokenOf(config));
      config.headers.set(authHeader(token));
      return api.request({ ...config, retried: true });
    }
    if (response && isPlainJson(response.data)) response.data = fromWire(response.data);
    if (!config.silent && !isCancel(error)) hooks.onError(await errorMessage(error));
    throw error;
  },
);
