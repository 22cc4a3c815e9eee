import { combineSlices, configureStore } from '@reduxjs/toolkit';

import type { ServerCallOptions } from '@/services/api';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { baseApi, serverAnswersReceived, type ApiExtra } from './baseApi';
import { connectApiToStore } from './connectApi';
import { notificationsSlice } from './notificationsSlice';
import { snackbarSlice } from './snackbarSlice';

const rootReducer = combineSlices(appSlice, authSlice, snackbarSlice, notificationsSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;
type ApiState = RootState[typeof baseApi.reducerPath];
/** The API answers the server hands over: their cache entries and the tags they provide. */
export type ServerAnswers = Pick<ApiState, 'queries' | 'mutations' | 'provided'>;
/** What the server hands the browser: the state, with only the API answers the server's page data fetched. */
export type HydrationState = Omit<RootState, typeof baseApi.reducerPath> & { api?: ServerAnswers };

export interface StoreOptions {
  /** A store of the Next.js server that calls the API for a visitor (their token, the API's address). */
  serverCall?: ServerCallOptions;
  /**
   * A store that renders one page on the server: it reads the handed-over answers as they are.
   * (Rehydrating them would start RTK Query's cache timers, keeping every rendered page's store alive
   * for a minute after its response.)
   */
  renderOnly?: boolean;
}

export function makeStore(
  preloadedState: Partial<HydrationState | RootState> = {},
  { serverCall, renderOnly = false }: StoreOptions = {},
) {
  const { [baseApi.reducerPath]: answers, ...state } = preloadedState;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: (renderOnly && answers
      ? { ...state, [baseApi.reducerPath]: answers }
      : state) as Partial<RootState>,
    // The development checks skip the server data cache: it holds large answers (every game) that are
    // plain JSON anyway, and walking them on every action slows development builds and tests.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { serverCall } satisfies ApiExtra },
        serializableCheck: { ignoredPaths: [baseApi.reducerPath] },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
      }).concat(baseApi.middleware),
  });
  if (answers && !renderOnly) store.dispatch(serverAnswersReceived({ ...answers, mutations: {} } as never));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The state to hand to the browser. Of the API cache only the entries named in `handOver` go (what the
 * server fetched for the page, so its HTML carries it and the browser does not ask again), with the
 * tags they provide, so a later change still refreshes them.
 */
export function toHydrationState(state: RootState, handOver: readonly string[] = []): HydrationState {
  const { [baseApi.reducerPath]: cache, ...rest } = state;
  if (handOver.length === 0) return rest;
  const kept = new Set(handOver);
  const queries: ApiState['queries'] = {};
  for (const key of kept) {
    const entry = cache.queries[key];
    // A refusal (the record's 404) is as final as an answer: stamped with the time it came, the
    // browser shows it rather than asking again on mount, as RTK Query does after an unstamped error.
    if (entry)
      queries[key] = { ...entry, fulfilledTimeStamp: entry.fulfilledTimeStamp ?? Date.now() } as typeof entry;
  }
  const keys = Object.fromEntries(Object.entries(cache.provided.keys).filter(([key]) => kept.has(key)));
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [type, ids] of Object.entries(cache.provided.tags as Record<string, Record<string, string[]>>)) {
    for (const [id, cacheKeys] of Object.entries(ids)) {
      const providing = cacheKeys.filter((key) => kept.has(key));
      if (providing.length > 0) (tags[type] ??= {})[id] = providing;
    }
  }
  return { ...rest, api: { queries, mutations: {}, provided: { tags, keys } as ApiState['provided'] } };
}

let browserStore: AppStore | undefined;

/** A new store per request on the server; one store for the life of the tab in the browser. */
export function getOrCreateStore(preloadedState?: Partial<HydrationState>): AppStore {
  if (typeof window === 'undefined') return makeStore(preloadedState, { renderOnly: true });
  if (!browserStore) {
    browserStore = makeStore(preloadedState);
    connectApiToStore(browserStore);
  }
  return browserStore;
}
