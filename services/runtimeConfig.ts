/**
 * Where the API and the notifications websocket live. Read by the Next.js server at request time and
 * handed to the browser with the first page, so one build serves every environment.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  wsBaseUrl: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8000/',
  wsBaseUrl: 'ws://localhost:8000/ws/notifications/',
};

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The browser-facing configuration, from the server's environment. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    apiBaseUrl: withTrailingSlash(env.API_BASE_URL || DEFAULT_RUNTIME_CONFIG.apiBaseUrl),
    wsBaseUrl: withTrailingSlash(env.WS_BASE_URL || DEFAULT_RUNTIME_CONFIG.wsBaseUrl),
  };
}

/** Where the Next.js server itself reaches the API (inside a private network it may differ). */
export function serverApiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return withTrailingSlash(env.API_INTERNAL_BASE_URL || runtimeConfigFromEnv(env).apiBaseUrl);
}
