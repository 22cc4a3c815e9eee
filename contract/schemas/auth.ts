import { Type } from '@fastify/type-provider-typebox';
import { MfaSetupSchema } from './users';

// Signing in (spec §7 `v1/auth/*`): called before anyone is signed in, so every field is bounded.

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  remember_me: Type.Optional(Type.Boolean()),
});

/**
 * Either the token pair, or the ephemeral token of the code step; with `mfa_setup` (the secret to enrol)
 * when a second factor is required and none is set up yet.
 */
export const LoginResponseSchema = Type.Object({
  access: Type.Optional(Type.String()),
  refresh: Type.Optional(Type.String()),
  ephemeral_token: Type.Optional(Type.String()),
  mfa_setup: Type.Optional(MfaSetupSchema),
});

/** POST v1/auth/login/code/: the second factor's code, with the ephemeral token of the login. */
export const LoginCodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  ephemeral_token: Type.String({ minLength: 1, maxLength: 4096 }),
});

export const TokenPairSchema = Type.Object({ access: Type.String(), refresh: Type.String() });

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });

/** POST v1/auth/jwt/refresh/: ours rotates the refresh token; a backend without rotation sends only `access`. */
export const RefreshedTokensSchema = Type.Object({
  access: Type.String(),
  refresh: Type.Optional(Type.String()),
});

/** POST v1/auth/users/reset_password/: djoser answers 204 whether or not the email has an account. */
export const PasswordResetBody = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) });

/** POST v1/auth/users/reset_password_confirm/: reset and invitation links alike. */
export const PasswordResetConfirmBody = Type.Object({
  uid: Type.String({ minLength: 1, maxLength: 64 }),
  token: Type.String({ minLength: 1, maxLength: 256 }),
  new_password: Type.String({ minLength: 1, maxLength: 1024 }),
});
