import { combineSlices, configureStore } from '@reduxjs/toolkit';

import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { baseApi } from './baseApi';
import { connectApiToStore } from './connectApi';
import { notificationsSlice } from './notificationsSlice';
import { snackbarSlice } from './snackbarSlice';

const rootReducer = combineSlices(appSlice, authSlice, snackbarSlice, notificationsSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;
/** What the server hands the browser: server data is fetched again there, so the API cache is left out. */
export type HydrationState = Omit<RootState, typeof baseApi.reducerPath>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks skip the server data cache: it holds large answers (every game) that are
    // plain JSON anyway, and walking them on every action slows development builds and tests.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredPaths: [baseApi.reducerPath] },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
      }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export function toHydrationState(state: RootState): HydrationState {
  const { [baseApi.reducerPath]: _serverCache, ...rest } = state;
  return rest;
}

let browserStore: AppStore | undefined;

/** A new store per request on the server; one store for the life of the tab in the browser. */
export function getOrCreateStore(preloadedState?: Partial<RootState>): AppStore {
  if (typeof window === 'undefined') return makeStore(preloadedState);
  if (!browserStore) {
    browserStore = makeStore(preloadedState);
    connectApiToStore(browserStore);
  }
  return browserStore;
}
