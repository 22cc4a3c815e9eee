import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/services/runtimeConfig';

/** The header's panels: opening one closes the others (spec §4 "Header"). */
export type HeaderPanel = 'menu' | 'alerts' | 'notifications';

export interface AppState {
  hydrated: boolean;
  initialized: boolean;
  expirationBarVisible: boolean;
  openPanel: HeaderPanel | null;
  /** Calls under way on the API client, for the global loader. */
  pendingRequests: number;
  routeChanging: boolean;
  config: RuntimeConfig;
}

const initialState: AppState = {
  hydrated: false,
  initialized: false,
  expirationBarVisible: false,
  openPanel: null,
  pendingRequests: 0,
  routeChanging: false,
  config: DEFAULT_RUNTIME_CONFIG,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    runtimeConfigLoaded(state, action: PayloadAction<RuntimeConfig>) {
      state.config = action.payload;
    },
    hydrated(state) {
      state.hydrated = true;
    },
    initialized(state) {
      state.initialized = true;
    },
    expirationBarShown(state) {
      state.expirationBarVisible = true;
    },
    expirationBarHidden(state) {
      state.expirationBarVisible = false;
    },
    panelToggled(state, action: PayloadAction<HeaderPanel>) {
      state.openPanel = state.openPanel === action.payload ? null : action.payload;
    },
    panelsClosed(state) {
      state.openPanel = null;
    },
    pendingRequestsChanged(state, action: PayloadAction<number>) {
      state.pendingRequests = action.payload;
    },
    /** Spec §2: a page change closes the dropdowns and the side menu. */
    routeChangeStarted(state) {
      state.routeChanging = true;
      state.openPanel = null;
    },
    routeChangeEnded(state) {
      state.routeChanging = false;
    },
  },
  selectors: {
    selectOpenPanel: (state) => state.openPanel,
    selectRuntimeConfig: (state) => state.config,
    selectExpirationBarVisible: (state) => state.expirationBarVisible,
    selectHydrated: (state) => state.hydrated,
    selectHasPendingRequests: (state) => state.pendingRequests > 0,
    selectRouteChanging: (state) => state.routeChanging,
  },
});

export const {
  runtimeConfigLoaded,
  hydrated,
  initialized,
  expirationBarShown,
  expirationBarHidden,
  panelToggled,
  panelsClosed,
  pendingRequestsChanged,
  routeChangeStarted,
  routeChangeEnded,
} = appSlice.actions;
export const {
  selectOpenPanel,
  selectRuntimeConfig,
  selectExpirationBarVisible,
  selectHydrated,
  selectHasPendingRequests,
  selectRouteChanging,
} = appSlice.selectors;
