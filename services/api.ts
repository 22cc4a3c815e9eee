import { errorMessage } from '@/utils/errors';
import { filenameFromContentDisposition, saveBlob } from '@/utils/download';
import { shouldRefresh } from '@/utils/jwt';
import { fromWire, toWire } from '@/utils/wire';
import { isCancel, isHttpError, isPlainJson, send, type HttpResponse, type RequestConfig } from './http';
import { DEFAULT_RUNTIME_CONFIG } from './runtimeConfig';
import { clearSession, readSession, storeTokens, type SessionTokens } from './session';

export { HttpError, isHttpError, type HttpResponse, type TransferProgress } from './http';

/** A call through the one API client. */
export interface ApiRequestConfig extends RequestConfig {
  /** Send no token and never refresh: sign-in, code and refresh calls answer 401 for themselves. */
  skipAuth?: boolean;
  /** Show no error notification: the caller shows the error where it belongs (a form, say). */
  silent?: boolean;
  /** Set on the single retry after a 401. */
  retried?: boolean;
}

/** `ApiRequestConfig` without the URL, for the shorthand calls. */
export type CallConfig = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

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

const defaults = {
  baseURL: DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
  headers: { Accept: 'application/json' } as Record<string, string>,
};

export function configureApi(options: { baseUrl?: string; hooks?: Partial<ApiHooks> }): void {
  if (options.baseUrl) defaults.baseURL = options.baseUrl;
  if (options.hooks) hooks = { ...defaultHooks, ...options.hooks };
}

export function authHeader(token: string): { Authorization: string } {
  return { Authorization: `${AUTH_SCHEME} ${token}` };
}

/** A call the Next.js server makes on a visitor's behalf: their token, and where the server reaches the API. */
export interface ServerCallOptions {
  token?: string;
  baseURL?: string;
}

export const serverCallConfig = ({ token, baseURL }: ServerCallOptions) => ({
  ...(baseURL ? { baseURL } : {}),
  ...(token ? { headers: authHeader(token) } : {}),
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
  const status = isHttpError(error) ? error.response?.status : undefined;
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

function tokenOf(config: ApiRequestConfig): string | undefined {
  return config.headers?.Authorization?.replace(`${AUTH_SCHEME} `, '');
}

/**
 * Every call: the session's token (refreshed first when due), snake_case out and camelCase back,
 * one refresh and retry after a 401, the error notice of spec §8 unless `silent`.
 */
async function request<T = unknown>(config: ApiRequestConfig): Promise<HttpResponse<T>> {
  const call: ApiRequestConfig = {
    baseURL: defaults.baseURL,
    ...config,
    headers: { ...defaults.headers, ...config.headers },
  };
  if (!call.skipAuth && isBrowser() && !call.headers?.Authorization) {
    const token = await currentAccessToken();
    if (token) call.headers = { ...call.headers, ...authHeader(token) };
  }
  if (isPlainJson(call.data)) call.data = toWire(call.data);
  if (isPlainJson(call.params)) call.params = toWire(call.params) as Record<string, unknown>;
  trackActivity(1);
  try {
    const response = await send<T>(call);
    trackActivity(-1);
    if (isPlainJson(response.data)) response.data = fromWire(response.data) as T;
    return response;
  } catch (error) {
    trackActivity(-1);
    if (!isHttpError(error)) throw error;
    const status = error.response?.status;
    if (status === 401 && !call.skipAuth && !call.retried && isBrowser()) {
      const token = await refreshAccessToken(tokenOf(call));
      return request<T>({ ...config, retried: true, headers: { ...config.headers, ...authHeader(token) } });
    }
    if (error.response && isPlainJson(error.response.data))
      error.response.data = fromWire(error.response.data);
    if (!call.silent && !isCancel(error)) hooks.onError(await errorMessage(error));
    throw error;
  }
}

/** The one API client: every call of the web app goes through it (screens through the store). */
export const api = {
  request,
  get: <T = unknown>(url: string, config: CallConfig = {}) => request<T>({ ...config, url, method: 'get' }),
  delete: <T = unknown>(url: string, config: CallConfig = {}) =>
    request<T>({ ...config, url, method: 'delete' }),
  post: <T = unknown>(url: string, data?: unknown, config: CallConfig = {}) =>
    request<T>({ ...config, url, data, method: 'post' }),
  put: <T = unknown>(url: string, data?: unknown, config: CallConfig = {}) =>
    request<T>({ ...config, url, data, method: 'put' }),
  patch: <T = unknown>(url: string, data?: unknown, config: CallConfig = {}) =>
    request<T>({ ...config, url, data, method: 'patch' }),
};

/** Downloads a file; its name comes from `Content-Disposition` (spec §7), else `fallbackName`. */
export async function downloadFile(
  url: string,
  fallbackName: string,
  config: Omit<ApiRequestConfig, 'url'> = {},
): Promise<string> {
  const response = await request<Blob>({ url, method: 'get', ...config, responseType: 'blob' });
  const filename = filenameFromContentDisposition(response.headers['content-disposition'], fallbackName);
  saveBlob(response.data, filename);
  return filename;
}
