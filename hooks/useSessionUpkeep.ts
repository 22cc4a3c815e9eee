import { useEffect } from 'react';

import { getActiveSocket } from '@/services/notificationsSocket';
import { readSession } from '@/services/session';
import { onSessionEvent } from '@/services/sessionChannel';
import { expirationBarHidden, expirationBarShown } from '@/store/appSlice';
import { selectRememberMe } from '@/store/authSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { keepSession, logOut } from '@/store/session';
import { isExpired, lifetimeSeconds, secondsLeft, shouldRefresh } from '@/utils/jwt';

/** Spec §9: the expiry bar shows when 120 s or less are left. */
export const EXPIRY_WARNING_SECONDS = 120;
/** Spec §9: with remember-me the token is checked every 95% of its lifetime; without, every second. */
export const REMEMBER_ME_CHECK_SHARE = 0.95;
export const TOKEN_CHECK_INTERVAL_MS = 1000;
const FALLBACK_LIFETIME_SECONDS = 300;

/** Seconds the stored access token has left at `now` (0 when there is none), for the expiry countdown. */
export function useTokenSecondsLeft(now: Date): number {
  const token = readSession().token;
  return token ? (secondsLeft(token, now.getTime()) ?? 0) : 0;
}

/** Spec §4 "Token upkeep" for the signed-in frame, and what other tabs say about the session. */
export function useSessionUpkeep(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const rememberMe = useAppSelector(selectRememberMe);

  useEffect(() => {
    if (rememberMe) {
      const token = readSession().token;
      const lifetime = (token && lifetimeSeconds(token)) || FALLBACK_LIFETIME_SECONDS;
      const timer = setInterval(
        () => {
          const current = readSession().token;
          if (!current || shouldRefresh(current)) void dispatch(keepSession());
        },
        lifetime * REMEMBER_ME_CHECK_SHARE * 1000,
      );
      return () => clearInterval(timer);
    }
    const timer = setInterval(() => {
      const token = readSession().token;
      if (!token || isExpired(token)) {
        void dispatch(logOut());
        return;
      }
      const closeToExpiry = (secondsLeft(token) ?? 0) <= EXPIRY_WARNING_SECONDS;
      if (closeToExpiry !== store.getState().app.expirationBarVisible) {
        dispatch(closeToExpiry ? expirationBarShown() : expirationBarHidden());
      }
    }, TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rememberMe, dispatch, store]);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'loggedOut') void dispatch(logOut({ fromOtherTab: true }));
        else {
          dispatch(expirationBarHidden());
          getActiveSocket()?.login();
        }
      }),
    [dispatch],
  );
}
