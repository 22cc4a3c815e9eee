import '@/styles/globals.scss';

import type { NextPage } from 'next';
import App, { type AppContext, type AppProps } from 'next/app';
import Head from 'next/head';
import { useState } from 'react';
import { Provider } from 'react-redux';

import { AppShell } from '@/components/layout/AppShell';
import { PRODUCT_NAME } from '@/components/layout/PageTitle';
import { runtimeConfigFromEnv } from '@/services/runtimeConfig';
import { getOrCreateStore, makeStore, toHydrationState, type HydrationState } from '@/store';
import { initialized, runtimeConfigLoaded } from '@/store/appSlice';
import type { PageDataLoader } from '@/store/pageData';
import { sessionStarted } from '@/store/authSlice';
import { pageStatus, resolveRouteAccess } from '@/utils/routeAccess';
import { isGuestRoute } from '@/utils/routes';

/**
 * A page of the back-office; its gate and title live in the route registry (utils/routeRegistry.ts).
 * `serverData` names what the page needs from the API before its first HTML: the record it is about
 * (a missing one answers 404) and the data it shows (a list's first page), see `components/kit/pageData`.
 */
export type BackofficePage<P = object> = NextPage<P> & { serverData?: PageDataLoader };

interface InitialProps {
  initialState?: HydrationState;
  accessError?: 401 | 503;
}

type Props = AppProps & InitialProps & { Component: BackofficePage };

export default function BackofficeApp({ Component, pageProps, initialState, accessError }: Props) {
  const [store] = useState(() => getOrCreateStore(initialState));
  return (
    <Provider store={store}>
      <Head>
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"
        />
        <title>{PRODUCT_NAME}</title>
      </Head>
      <AppShell accessError={accessError}>
        <Component {...pageProps} />
      </AppShell>
    </Provider>
  );
}

/** Spec §4 "Session at start" and §2 routing rules, on the server for every first page load. */
BackofficeApp.getInitialProps = async (appContext: AppContext) => {
  const appProps = await App.getInitialProps(appContext);
  const { req, res, pathname, query, asPath = pathname } = appContext.ctx;
  if (!req || !res) return appProps; // In the browser the store already knows the session.

  // Server-only code (cookies, the session's calls, the settings cache): kept out of the browser's bundle.
  const { rememberRedirectionOnServer, startServerSession } = await import('@/services/serverSession');
  const { serverCall, ...session } = await startServerSession(req, res);
  const access = resolveRouteAccess(pathname, session.status);
  if (access.kind === 'redirect') {
    if (access.rememberDestination) rememberRedirectionOnServer(req, res, asPath);
    res.writeHead(302, { Location: access.to });
    res.end();
    return appProps;
  }
  if (access.kind === 'error') {
    res.statusCode = access.statusCode;
    if (access.statusCode === 401) rememberRedirectionOnServer(req, res, asPath);
  } else if (session.user && !isGuestRoute(pathname)) {
    // The 403 and 404 pages the shell shows go out with their status, not as a 200.
    const status = pageStatus(pathname, session.user);
    if (status !== 200) res.statusCode = status;
  }

  const store = makeStore(undefined, { serverCall });
  store.dispatch(runtimeConfigLoaded(runtimeConfigFromEnv()));
  store.dispatch(sessionStarted(session));
  store.dispatch(initialized());
  const { serverData } = appContext.Component as BackofficePage;
  let handOver: string[] = [];
  if (serverData && access.kind === 'allow' && session.user && res.statusCode === 200) {
    // Loaded only here, on the server: the browser never runs it.
    const { loadPageData } = await import('@/store/pageData');
    const loaded = await loadPageData(store, serverData(query));
    res.statusCode = loaded.status;
    handOver = loaded.handOver;
  }
  return {
    ...appProps,
    initialState: toHydrationState(store.getState(), handOver),
    accessError: access.kind === 'error' ? access.statusCode : undefined,
  } satisfies Partial<Props>;
};
