import type { FeatureSettings, Me, RefreshedTokens } from '@/types/api';
import { api, authHeader, serverCallConfig as callConfig, type ServerCallOptions } from './api';

export async function fetchMe(options: ServerCallOptions = {}): Promise<Me> {
  const { data } = await api.get<Me>('v1/auth/me/', callConfig(options));
  return data;
}

export async function fetchFeatureSettings(options: ServerCallOptions = {}): Promise<FeatureSettings> {
  const { data } = await api.get<FeatureSettings>('v1/casinos/settings/', callConfig(options));
  return data;
}

export async function refreshTokens(refresh: string, options: ServerCallOptions = {}) {
  const { data } = await api.post<RefreshedTokens>(
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
