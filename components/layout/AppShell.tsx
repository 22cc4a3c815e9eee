import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';

import { PermissionGate } from '@/components/kit/PermissionGate';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { Spinner } from '@/components/ui/Spinner';
import { useRouteEvents } from '@/hooks/useRouteEvents';
import { hydrated } from '@/store/appSlice';
import { selectSessionStatus, selectUser } from '@/store/authSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { destinationRemembered } from '@/store/session';
import { pageStatus, resolveRouteAccess } from '@/utils/routeAccess';
import { routeEntry } from '@/utils/routeRegistry';
import { isGuestRoute } from '@/utils/routes';
import { AppFrame } from './AppFrame';
import { GlobalLoader } from './GlobalLoader';
import { PageTitle } from './PageTitle';
import { Snackbar } from './Snackbar';

interface Props {
  children: ReactNode;
  /** Set by the server's session start: the page cannot be shown (spec §2: 401 for an expired token). */
  accessError?: 401 | 503;
}

/** Chooses what a route shows: a guest page, the logged-in frame, an error page, or a redirect. */
export function AppShell({ children, accessError }: Props) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectUser);
  // The route's gate and title come from the registry (utils/routeRegistry.ts), not from each page.
  const route = routeEntry(router.pathname);
  useRouteEvents();

  useEffect(() => {
    dispatch(hydrated());
  }, [dispatch]);

  // The browser's half of the routing rules: the server decided the first page, this decides the rest.
  // It follows the route, not the session, so that logging out leaves through its own redirect.
  useEffect(() => {
    const access = resolveRouteAccess(router.pathname, store.getState().auth.status);
    if (access.kind !== 'redirect') return;
    if (access.rememberDestination) dispatch(destinationRemembered(router.asPath, window.location.href));
    void router.replace(access.to);
  }, [router, router.pathname, store, dispatch]);

  const access = accessError ? null : resolveRouteAccess(router.pathname, status);
  let page: ReactNode;
  if (accessError) page = <ErrorPage statusCode={accessError} />;
  else if (access?.kind === 'redirect') page = <Spinner label="Redirecting" />;
  else if (isGuestRoute(router.pathname) || !user) page = children;
  else if (pageStatus(router.pathname, user) === 404) page = <ErrorPage statusCode={404} />;
  else
    page = (
      <AppFrame>
        {route && <PageTitle title={route.title} />}
        <PermissionGate {...route?.gate} showForbidden>
          {children}
        </PermissionGate>
      </AppFrame>
    );

  return (
    <>
      <GlobalLoader />
      {page}
      <Snackbar />
    </>
  );
}
