/** Shapes of the backend's answers after the API client has camelised them (spec §3). */
import type { Static, TUnknown } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { CasinoSchema, CasinoSettingsSchema, LanguageSchema, MeSchema } from '@/contract/schemas/casino';
import type { PageSchema } from '@/contract/schemas/common';
import type { MfaSetupSchema, MfaStatusSchema } from '@/contract/schemas/users';

import { PLATFORM_CODENAMES, type PlatformCodename } from '@/utils/platforms';

export { PLATFORM_CODENAMES, type PlatformCodename };

import type { CampaignType } from '@/utils/campaignTypes';
import type { NotificationKind } from '@/contract/notifications';

export type { CampaignType };

export type Language = Camelized<Static<typeof LanguageSchema>>;

export type Casino = Camelized<Static<typeof CasinoSchema>>;

export type PlatformConfiguration = Casino['platformConfiguration'];

export type Me = Camelized<Static<typeof MeSchema>>;

/** `GET/PATCH v1/casinos/settings/`: the flags, currencies, exchange rates (base at 1), languages (en first). */
export type CasinoSettingsDetail = Camelized<Static<typeof CasinoSettingsSchema>>;

/** What the session keeps of the casino's settings: its feature flags and currencies. */
export type CasinoSettings = Omit<CasinoSettingsDetail, 'exchangeRates' | 'languages'>;

export type FeatureSettings = Omit<CasinoSettings, 'currencies'>;

export type FeatureFlagKey =
  'enable-sport-book-campaign' | 'enable-mission-v2' | 'edit-active-campaigns' | 'enable-speed-race';

export interface FeatureFlag {
  key: FeatureFlagKey;
  enabled: boolean;
}

export interface LoginImage {
  image: string | null;
}

/** A new authenticator secret, to be confirmed with a code from it. */
export type MfaSetup = Camelized<Static<typeof MfaSetupSchema>>;

/**
 * Either a pair of tokens, or an ephemeral token when a second-factor code must follow; with
 * `mfaSetup` when an administrator requires the second factor and the user has none yet.
 */
export interface LoginResponse {
  access?: string;
  refresh?: string;
  ephemeralToken?: string;
  mfaSetup?: MfaSetup;
}

export type MfaStatus = Camelized<Static<typeof MfaStatusSchema>>;

export interface Notification {
  id: number;
  title: string;
  text: string;
  created: string;
  url: string | null;
  kind: NotificationKind;
  hasBeenRead: boolean;
}

/** A page of `T`s; lists that estimate very long counts say so (the players list past 10,000 rows). */
export type Page<T> = Omit<Camelized<Static<ReturnType<typeof PageSchema<TUnknown>>>>, 'results'> & {
  results: T[];
};
