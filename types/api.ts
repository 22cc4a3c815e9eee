/** Shapes of the backend's answers after the API client has camelised them (spec §3). */
import type { Static, TUnknown } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  LoginBody,
  LoginCodeBody,
  LoginResponseSchema,
  PasswordResetConfirmBody,
  RefreshedTokensSchema,
} from '@/contract/schemas/auth';
import type {
  CasinoSchema,
  CasinoSettingsSchema,
  FeatureFlagSchema,
  LanguageSchema,
  MeSchema,
} from '@/contract/schemas/casino';
import type { PageSchema } from '@/contract/schemas/common';
import type { LoginImageSchema } from '@/contract/schemas/gallery';
import type { NotificationSchema } from '@/contract/schemas/notifications';
import type { MfaSetupSchema, MfaStatusSchema } from '@/contract/schemas/users';

import { PLATFORM_CODENAMES, type PlatformCodename } from '@/utils/platforms';

export { PLATFORM_CODENAMES, type PlatformCodename };

import type { CampaignType } from '@/utils/campaignTypes';

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

export type { FeatureFlagKey } from '@/contract/featureFlags';

/** `GET v1/feature-flags/{key}`. */
export type FeatureFlag = Camelized<Static<typeof FeatureFlagSchema>>;

/** `v1/operators/login-image/`: the login page's image, or none. */
export type LoginImage = Camelized<Static<typeof LoginImageSchema>>;

/** A new authenticator secret, to be confirmed with a code from it. */
export type MfaSetup = Camelized<Static<typeof MfaSetupSchema>>;

/**
 * Either a pair of tokens, or an ephemeral token when a second-factor code must follow; with
 * `mfaSetup` when an administrator requires the second factor and the user has none yet.
 */
export type LoginResponse = Camelized<Static<typeof LoginResponseSchema>>;

/** POST v1/auth/login/ (the form always says whether to remember the user). */
export type Credentials = Required<Camelized<Static<typeof LoginBody>>>;

/** POST v1/auth/jwt/refresh/: a new access token, and a new refresh token where the backend rotates them. */
export type RefreshedTokens = Camelized<Static<typeof RefreshedTokensSchema>>;

/** POST v1/auth/login/code/. */
export type LoginCode = Camelized<Static<typeof LoginCodeBody>>;

/** POST v1/auth/users/reset_password_confirm/: a reset or invitation link's uid and token, and the new password. */
export type PasswordResetConfirmation = Camelized<Static<typeof PasswordResetConfirmBody>>;

export type MfaStatus = Camelized<Static<typeof MfaStatusSchema>>;

/** A notification as the socket sends it (lists newest first). */
export type Notification = Camelized<Static<typeof NotificationSchema>>;

/** A page of `T`s; lists that estimate very long counts say so (the players list past 10,000 rows). */
export type Page<T> = Omit<Camelized<Static<ReturnType<typeof PageSchema<TUnknown>>>>, 'results'> & {
  results: T[];
};
