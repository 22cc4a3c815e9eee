import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';

import { makeStore, type AppStore, type RootState } from '@/store';
import { DEFAULT_FEATURE_SETTINGS } from '@/store/authSlice';
import type { FeatureSettings, Me } from '@/types/api';
import { ALL_PERMISSIONS } from '@/utils/permissions';

export function demoUser(overrides: Partial<Me> = {}, casino: Partial<Me['casino']> = {}): Me {
  return {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    permissions: [...ALL_PERMISSIONS],
    ...overrides,
    casino: {
      availableCampaigns: ['mission', 'tournament'],
      availableGameEditableFields: [],
      availablePlayerSelectionFilters: [],
      languages: [
        { code: 'de', name: 'German' },
        { code: 'en', name: 'English' },
      ],
      dateTimeFormat: 'DD.MM.YYYY HH:mm',
      exchangeRates: { EUR: 1, USD: 1.1 },
      name: 'Demo Casino',
      overlayId: null,
      overlayPosition: null,
      platformCodename: 'softswiss',
      platformConfiguration: {
        bonusPrizesBonusIds: [],
        cashPrizesBonusIds: [],
        freeSpinsBonusIds: [],
        bonusPrizeSettings: {},
        cashPrizeSettings: {},
        freeSpinsPrizeSettings: {},
      },
      ...casino,
    },
  };
}

/** A signed-in session; feature settings given are set on top of the defaults (none: not loaded). */
export function signedInState(
  user: Me = demoUser(),
  featureSettings?: Partial<FeatureSettings>,
): Partial<RootState> {
  return {
    auth: {
      status: 'active',
      user,
      featureSettings: featureSettings ? { ...DEFAULT_FEATURE_SETTINGS, ...featureSettings } : null,
      rememberMe: false,
    },
  };
}

/** Renders inside a fresh store, as the app does per request. */
export function renderWithStore(
  ui: ReactElement,
  {
    preloadedState,
    store = makeStore(preloadedState),
    ...options
  }: RenderOptions & {
    preloadedState?: Partial<RootState>;
    store?: AppStore;
  } = {},
) {
  return { store, ...render(<Provider store={store}>{ui}</Provider>, options) };
}
