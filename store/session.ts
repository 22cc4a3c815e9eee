import Router from 'next/router';

import { fetchFeatureSettings, fetchMe, revokeSession } from '@/services/auth';
import { clearSession, CODE_LOGIN_REFRESH_DAYS, readSession, storeTokens, type SessionTokens } from '@/services/session';
import { routes } from '@/utils/routes';
import { expirationBarHidden, panelsClosed } from './appSlice';
import { loggedOut, sessionStarted, userCleared } from './authSlice';
import type { AppDispatch } from './index';
import { notificationsCleared } from './notificationsSlice';

/** Spec §9: logout clears the user after 1000 ms. */
export const CLEAR_USER_DELAY_MS = 1000;

export interface SignInOptions {
  rememberMe: boolean;
  /** Spec §4: the refresh token of a sign-in finished with a code is kept for 1 day. */
  viaCode: boolean;
}

/** Stores the tokens of a finished sign-in and loads who the user is. */
export const signInCompleted =
  (tokens: SessionTokens, { rememberMe, viaCode }: SignInOptions) =>
  async (dispatch: AppDispatch) => {
    storeTokens(tokens, { rememberMe, refreshDays: viaCode ? CODE_LOGIN_REFRESH_DAYS : undefined });
    const [user, featureSettings] = await Promise.all([fetchMe(), fetchFeatureSettings().catch(() => null)]);
    dispatch(sessionStarted({ status: 'active', user, featureSettings, rememberMe }));
  };

/**
 * Spec §4 "Logout": clears the stored session and token, hides the expiry bar, replaces the route with
 * the login page and clears the user a second later. The server is told to revoke the session too.
 */
export const logOut = () => async (dispatch: AppDispatch) => {
  const { token, refreshToken } = readSession();
  void revokeSession(token, refreshToken);
  clearSession();
  dispatch(loggedOut());
  dispatch(expirationBarHidden());
  dispatch(panelsClosed());
  dispatch(notificationsCleared());
  await Router.replace(routes.login());
  setTimeout(() => dispatch(userCleared()), CLEAR_USER_DELAY_MS);
};
