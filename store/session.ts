import Router from 'next/router';

import { refreshAccessToken } from '@/services/api';
import { fetchFeatureSettings, fetchMe, revokeSession } from '@/services/auth';
import {
  clearSession,
  CODE_LOGIN_REFRESH_DAYS,
  readSession,
  rememberRedirection,
  storeTokens,
  takeRedirectionPath,
  type SessionTokens,
} from '@/services/session';
import { broadcastSessionEvent } from '@/services/sessionChannel';
import { DEFAULT_LOGGED_IN_ROUTE, routes } from '@/utils/routes';
import { expirationBarHidden, panelsClosed } from './appSlice';
import { loggedOut, sessionStarted, userCleared, userLoaded } from './authSlice';
import type { AppDispatch } from './index';
import { notificationsCleared } from './notificationsSlice';

/** Spec §9: logout clears the user after 1000 ms. */
export const CLEAR_USER_DELAY_MS = 1000;

export interface SignInOptions {
  rememberMe: boolean;
  /** Spec §4: the refresh token of a sign-in finished with a code is kept for 1 day. */
  viaCode: boolean;
}

async function loadUser() {
  const [user, featureSettings] = await Promise.all([fetchMe(), fetchFeatureSettings().catch(() => null)]);
  return { user, featureSettings };
}

/** Stores the tokens of a finished sign-in and loads who the user is. */
export const signInCompleted =
  (tokens: SessionTokens, { rememberMe, viaCode }: SignInOptions) =>
  async (dispatch: AppDispatch) => {
    storeTokens(tokens, { rememberMe, refreshDays: viaCode ? CODE_LOGIN_REFRESH_DAYS : undefined });
    const { user, featureSettings } = await loadUser();
    dispatch(sessionStarted({ status: 'active', user, featureSettings, rememberMe }));
  };

/** After a token refresh the current user is fetched again (spec §4). */
export const userReloaded = () => async (dispatch: AppDispatch) => {
  dispatch(userLoaded(await loadUser()));
};

/**
 * Spec §4 "Logout": clears the stored session and token, hides the expiry bar, replaces the route with
 * the login page and clears the user a second later. The tab that logs out also has the server revoke
 * the session and tells the other tabs, which then log out the same way.
 */
export const logOut =
  ({ fromOtherTab = false }: { fromOtherTab?: boolean } = {}) =>
  async (dispatch: AppDispatch) => {
    if (!fromOtherTab) {
      const { token, refreshToken } = readSession();
      void revokeSession(token, refreshToken);
      clearSession();
      broadcastSessionEvent({ type: 'loggedOut' });
    }
    dispatch(loggedOut());
    dispatch(expirationBarHidden());
    dispatch(panelsClosed());
    dispatch(notificationsCleared());
    await Router.replace(routes.login());
    setTimeout(() => dispatch(userCleared()), CLEAR_USER_DELAY_MS);
  };

/**
 * "I'm here", and the remember-me check: a new token now, the user fetched again, the bar hidden.
 * A refused refresh logs out, unless the user is already on the login page (spec §4).
 */
export const keepSession = () => async (dispatch: AppDispatch) => {
  try {
    await refreshAccessToken(readSession().token);
    await dispatch(userReloaded());
    dispatch(expirationBarHidden());
  } catch {
    if (Router.pathname !== routes.login()) await dispatch(logOut());
  }
};

/** Spec §2: remember where a signed-out visitor was going, so that sign-in can take them there. */
export const destinationRemembered = (path: string, url: string) => () => rememberRedirection(path, url);

/** Where a completed sign-in leads: the remembered destination (used once), else the default page. */
export const destinationTaken = () => () => takeRedirectionPath() ?? DEFAULT_LOGGED_IN_ROUTE;
