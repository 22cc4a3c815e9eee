import Cookies from 'js-cookie';

import { cookieDaysLeft } from '@/utils/jwt';

export const SESSION_COOKIES = {
  token: 'token',
  refreshToken: 'refreshToken',
  rememberMe: 'rememberMe',
  redirectionUrlPath: 'redirectionUrlPath',
  redirectionUrl: 'redirectionUrl',
} as const;

/** Spec §9: the refresh token of a sign-in finished with a code is kept one day. */
export const CODE_LOGIN_REFRESH_DAYS = 1;
/** Spec §2: redirection cookies "expire far in the future". */
export const FAR_FUTURE_DAYS = 3650;

export interface SessionTokens {
  access: string;
  refresh?: string;
}

export interface StoredSession {
  token?: string;
  refreshToken?: string;
  rememberMe: boolean;
}

function cookieAttributes(days?: number): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(days === undefined ? {} : { expires: days }) };
}

export function readSession(): StoredSession {
  return {
    token: Cookies.get(SESSION_COOKIES.token),
    refreshToken: Cookies.get(SESSION_COOKIES.refreshToken),
    rememberMe: Cookies.get(SESSION_COOKIES.rememberMe) === 'true',
  };
}

export interface StoreTokensOptions {
  rememberMe?: boolean;
  /** How long the refresh-token cookie lives; by default as long as the refresh token itself. */
  refreshDays?: number;
}

export function storeTokens({ access, refresh }: SessionTokens, options: StoreTokensOptions = {}): void {
  Cookies.set(SESSION_COOKIES.token, access, cookieAttributes(cookieDaysLeft(access)));
  if (refresh) {
    const days = options.refreshDays ?? cookieDaysLeft(refresh);
    Cookies.set(SESSION_COOKIES.refreshToken, refresh, cookieAttributes(days));
    if (options.rememberMe !== undefined) {
      Cookies.set(SESSION_COOKIES.rememberMe, String(options.rememberMe), cookieAttributes(days));
    }
  }
}

export function clearSession(): void {
  [SESSION_COOKIES.token, SESSION_COOKIES.refreshToken, SESSION_COOKIES.rememberMe].forEach((name) =>
    Cookies.remove(name, { path: '/' }),
  );
}

/** Spec §2: remember where a signed-out visitor was going, so sign-in can take them there. */
export function rememberRedirection(path: string, url: string): void {
  Cookies.set(SESSION_COOKIES.redirectionUrlPath, path, cookieAttributes(FAR_FUTURE_DAYS));
  Cookies.set(SESSION_COOKIES.redirectionUrl, url, cookieAttributes(FAR_FUTURE_DAYS));
}

export function takeRedirectionPath(): string | undefined {
  const path = Cookies.get(SESSION_COOKIES.redirectionUrlPath);
  clearRedirection();
  // Only same-site paths: a cookie must never send a signed-in user to another origin.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

export function clearRedirection(): void {
  Cookies.remove(SESSION_COOKIES.redirectionUrlPath, { path: '/' });
  Cookies.remove(SESSION_COOKIES.redirectionUrl, { path: '/' });
}
