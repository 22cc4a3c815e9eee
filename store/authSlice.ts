import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { FeatureSettings, Me } from '@/types/api';
import type { SessionStatus } from '@/types/session';

export interface AuthState {
  status: SessionStatus;
  user: Me | null;
  featureSettings: FeatureSettings | null;
  rememberMe: boolean;
}

const initialState: AuthState = { status: 'anonymous', user: null, featureSettings: null, rememberMe: false };

export const DEFAULT_FEATURE_SETTINGS: FeatureSettings = {
  allowUsersToEditCampaignInfoPerCampaign: false,
  backofficeToRunInUtc: false,
  enableLocalizedJackpotTitle: false,
  enablePageChangeCampaignInfoTemplate: false,
  enableReportsTab: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<AuthState>) {
      return action.payload;
    },
    userLoaded(state, action: PayloadAction<{ user: Me; featureSettings: FeatureSettings | null }>) {
      state.status = 'active';
      state.user = action.payload.user;
      state.featureSettings = action.payload.featureSettings;
    },
    /** The session is over; the user stays a moment so the frame does not blank out while leaving. */
    loggedOut(state) {
      state.status = 'anonymous';
      state.rememberMe = false;
    },
    userCleared(state) {
      state.user = null;
      state.featureSettings = null;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectRememberMe: (state) => state.rememberMe,
    selectFeatureSettings: (state) => state.featureSettings ?? DEFAULT_FEATURE_SETTINGS,
  },
});

export const { sessionStarted, userLoaded, loggedOut, userCleared } = authSlice.actions;
export const { selectSessionStatus, selectUser, selectRememberMe, selectFeatureSettings } =
  authSlice.selectors;

const NO_PERMISSIONS: string[] = [];
export const selectPermissions = createSelector([selectUser], (user) => user?.permissions ?? NO_PERMISSIONS);
export const selectCasino = createSelector([selectUser], (user) => user?.casino ?? null);

/** Spec §3: the casino's languages, English first. */
export const selectLanguages = createSelector([selectCasino], (casino) =>
  [...(casino?.languages ?? [])].sort((a, b) => Number(b.code === 'en') - Number(a.code === 'en')),
);
