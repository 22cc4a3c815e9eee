/** Shapes of the backend's answers after the API client has camelised them (spec §3). */
import type { Static, TUnknown } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { PageSchema } from '@/contract/schemas/common';
import type { MfaSetupSchema, MfaStatusSchema } from '@/contract/schemas/users';

import { PLATFORM_CODENAMES, type PlatformCodename } from '@/utils/platforms';

export { PLATFORM_CODENAMES, type PlatformCodename };

import type { CampaignType } from '@/utils/campaignTypes';
import type { NotificationKind } from '@/contract/notifications';

export type { CampaignType };

export interface Language {
  code: string;
  name: string;
}

export interface PlatformConfiguration {
  bonusPrizesBonusIds: number[];
  cashPrizesBonusIds: number[];
  freeSpinsBonusIds: number[];
  bonusPrizeSettings: Record<string, unknown>;
  cashPrizeSettings: Record<string, unknown>;
  freeSpinsPrizeSettings: Record<string, unknown>;
}

export interface Casino {
  availableCampaigns: CampaignType[];
  availableGameEditableFields: string[];
  availablePlayerSelectionFilters: string[];
  languages: Language[];
  dateTimeFormat: string;
  exchangeRates: Record<string, number>;
  name: string;
  overlayId: number | null;
  overlayPosition: string | null;
  platformCodename: PlatformCodename;
  platformConfiguration: PlatformConfiguration;
}

export interface Me {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  permissions: string[];
  casino: Casino;
}

export interface FeatureSettings {
  allowUsersToEditCampaignInfoPerCampaign: boolean;
  backofficeToRunInUtc: boolean;
  enableLocalizedJackpotTitle: boolean;
  enablePageChangeCampaignInfoTemplate: boolean;
  enableReportsTab: boolean;
}

export interface CasinoSettings extends FeatureSettings {
  currencies: string[];
}

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
