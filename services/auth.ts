import type { FeatureSettings, LoginImage, LoginResponse, Me } from '@/types/api';
import { api, authHeader } from './api';

/** Calls made during sign-in and session start. Sign-in errors go back to the form (spec §8). */
export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export async function logIn(credentials: Credentials): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>('v1/auth/login/', credentials, {
    skipAuth: true,
    silent: true,
  });
  return data;
}

export async function logInWithCode(code: string, ephemeralToken: string): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>(
    'v1/auth/login/code/',
    { code, ephemeralToken },
    { skipAuth: true, silent: true },
  );
  return data;
}

/** Options for calls the Next.js server makes on a visitor's behalf. */
export interface ServerCallOptions {
  token?: string;
  baseURL?: string;
}

const callConfig = ({ token, baseURL }: ServerCallOptions) => ({
  ...(baseURL ? { baseURL } : {}),
  ...(token ? { headers: authHeader(token) } : {}),
});

export async function fetchMe(options: ServerCallOptions = {}): Promise<Me> {
  const { data } = await api.get<Me>('v1/auth/me/', callConfig(options));
  return data;
}

export async function fetchFeatureSettings(options: ServerCallOptions = {}): Promise<FeatureSettings> {
  const { data } = await api.get<FeatureSettings>('v1/casinos/settings/', callConfig(options));
  return data;
}

export async function refreshTokens(refresh: string, options: ServerCallOptions = {}) {
  const { data } = await api.post<{ access: string; refresh?: string }>(
    'v1/auth/jwt/refresh/',
    { refresh },
    { ...callConfig(options), skipAuth: true, silent: true },
  );
  return data;
}

/** Ends the refresh-token family on the server. Backends without this call are fine: logout goes on. */
export async function revokeSession(token: string | undefined, refresh: string | undefined): Promise<void> {
  if (!token) return;
  await api
    .post('v1/auth/logout/', { refresh }, { headers: authHeader(token), skipAuth: true, silent: true })
    .catch(() => undefined);
}

/** Spec §8: no notification for the login-image call. */
export async function fetchLoginImage(): Promise<string | null> {
  try {
    const { data } = await api.get<LoginImage>('v1/operators/login-image/', { skipAuth: true, silent: true });
    return data.image;
  } catch {
    return null;
  }
}

/** Djoser answers 204 whether or not the email exists, so accounts cannot be discovered. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('v1/auth/users/reset_password/', { email }, { skipAuth: true, silent: true });
}

export interface PasswordResetConfirmation {
  uid: string;
  token: string;
  newPassword: string;
}

export async function confirmPasswordReset(confirmation: PasswordResetConfirmation): Promise<void> {
  await api.post('v1/auth/users/reset_password_confirm/', confirmation, { skipAuth: true, silent: true });
}
