import type { IncomingMessage, ServerResponse } from 'http';

import type { FeatureSettings, Me } from '@/types/api';
import type { SessionStatus } from '@/types/session';
import { parseCookies, serializeCookie } from '@/utils/cookies';
import { cookieDaysLeft, isExpired } from '@/utils/jwt';
import { ttlCache } from '@/utils/ttlCache';
import { isAxiosError, type ServerCallOptions } from './api';
import { fetchFeatureSettings, fetchMe, refreshTokens } from './auth';
import { serverApiBaseUrl } from './runtimeConfig';
import { FAR_FUTURE_DAYS, SESSION_COOKIES } from './session';

export interface StartedSession {
  status: SessionStatus;
  user: Me | null;
  featureSettings: FeatureSettings | null;
  rememberMe: boolean;
}

/** The session, and how the server calls the API for this visitor (kept out of the store it renders). */
export type ServerSession = StartedSession & { serverCall?: ServerCallOptions };

/**
 * The casino's settings are the same for every user of a casino and change rarely, so the web server
 * reuses them for a few seconds rather than asking on every page (keyed by the API's address and the
 * casino). The user (`me`) is asked on every page: blocking and permission changes apply at once.
 */
export const CASINO_SETTINGS_TTL_MS = 10_000;
const casinoSettings = ttlCache<FeatureSettings>(CASINO_SETTINGS_TTL_MS);

const signedOut = (status: SessionStatus): StartedSession => ({
  status,
  user: null,
  featureSettings: null,
  rememberMe: false,
});

function isHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0];
  return proto?.trim() === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

function appendCookies(res: ServerResponse, cookies: string[]) {
  const existing = res.getHeader('Set-Cookie');
  const previous = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...previous, ...cookies]);
}

/**
 * Spec §4 "Session at start", on the Next.js server: the token comes from the request's cookies; an
 * expired token is refreshed when a refresh token exists (new cookies go out with the page); the user and
 * the casino's feature settings are fetched. Any failure signs the visitor out.
 */
export async function startServerSession(req: IncomingMessage, res: ServerResponse): Promise<ServerSession> {
  const cookies = parseCookies(req.headers.cookie);
  const secure = isHttps(req);
  const baseURL = serverApiBaseUrl();
  // Set by the web server (scripts/web-server.mjs) on every request; the API checks it again.
  const requestIdHeader = req.headers['x-request-id'];
  const requestId = typeof requestIdHeader === 'string' ? requestIdHeader : undefined;
  const rememberMe = cookies[SESSION_COOKIES.rememberMe] === 'true';
  let token = cookies[SESSION_COOKIES.token];
  const refresh = cookies[SESSION_COOKIES.refreshToken];

  if (!token && !refresh) return signedOut('anonymous');

  const clear = () =>
    appendCookies(
      res,
      [SESSION_COOKIES.token, SESSION_COOKIES.refreshToken, SESSION_COOKIES.rememberMe].map((name) =>
        serializeCookie(name, '', { days: 0, secure }),
      ),
    );

  try {
    if (isExpired(token)) {
      // Only an expired token is refreshed here: a live tab refreshes ahead of expiry itself, and two
      // parties spending one rotating refresh token would revoke the whole session.
      if (!refresh) {
        clear();
        return signedOut('expired');
      }
      const tokens = await refreshTokens(refresh, { baseURL, requestId });
      token = tokens.access;
      const refreshCookieDays = cookieDaysLeft(tokens.refresh ?? refresh) ?? FAR_FUTURE_DAYS;
      appendCookies(res, [
        serializeCookie(SESSION_COOKIES.token, token, { days: cookieDaysLeft(token) ?? 0, secure }),
        serializeCookie(SESSION_COOKIES.refreshToken, tokens.refresh ?? refresh, {
          days: refreshCookieDays,
          secure,
        }),
        serializeCookie(SESSION_COOKIES.rememberMe, String(rememberMe), { days: refreshCookieDays, secure }),
      ]);
    }
    const user = await fetchMe({ token, baseURL, requestId });
    const featureSettings = await casinoSettings
      .get(`${baseURL} ${user.casino.name}`, () => fetchFeatureSettings({ token, baseURL, requestId }))
      // The casino's feature settings only change how things look: without them the app still works.
      .catch(() => null);
    return { status: 'active', user, featureSettings, rememberMe, serverCall: { token, baseURL, requestId } };
  } catch (error) {
    if (isAxiosError(error) && !error.response) return signedOut('unreachable');
    clear();
    return signedOut('expired');
  }
}

/** Spec §2: a signed-out visitor's destination is kept in two far-future cookies. */
export function rememberRedirectionOnServer(req: IncomingMessage, res: ServerResponse, path: string): void {
  const secure = isHttps(req);
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  const url = `${secure ? 'https' : 'http'}://${host}${path}`;
  appendCookies(res, [
    serializeCookie(SESSION_COOKIES.redirectionUrlPath, path, { days: FAR_FUTURE_DAYS, secure }),
    serializeCookie(SESSION_COOKIES.redirectionUrl, url, { days: FAR_FUTURE_DAYS, secure }),
  ]);
}
