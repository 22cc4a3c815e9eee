import { jwtDecode } from 'jwt-decode';

interface TokenClaims {
  exp?: number;
  iat?: number;
  user_id?: number;
}

export const REFRESH_THRESHOLD_SECONDS = 300;

function claimsOf(token: string): TokenClaims | null {
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

/** Seconds until the token expires (negative once expired); null when it cannot be read. */
export function secondsLeft(token: string, now = Date.now()): number | null {
  const exp = claimsOf(token)?.exp;
  return exp === undefined ? null : exp - now / 1000;
}

export function isExpired(token: string | undefined, now = Date.now()): boolean {
  if (!token) return true;
  const left = secondsLeft(token, now);
  return left === null || left <= 0;
}

/** The token's whole lifetime in seconds (exp - iat), when it says. */
export function lifetimeSeconds(token: string): number | null {
  const claims = claimsOf(token);
  return claims?.exp !== undefined && claims.iat !== undefined ? claims.exp - claims.iat : null;
}

/**
 * Spec §4 refreshes when 300 s or less are left. A backend issuing 5-minute tokens would then refresh
 * before every call, so a token younger than half its own lifetime is never refreshed.
 */
export function shouldRefresh(token: string, now = Date.now()): boolean {
  const left = secondsLeft(token, now);
  if (left === null) return false;
  if (left <= 0) return true;
  if (left > REFRESH_THRESHOLD_SECONDS) return false;
  const iat = claimsOf(token)?.iat;
  const lifetime = lifetimeSeconds(token);
  if (iat === undefined || lifetime === null) return true;
  return now / 1000 - iat >= lifetime / 2;
}

/** Spec §9: the token cookie lives for the token's remaining seconds, expressed in days. */
export function cookieDaysLeft(token: string, now = Date.now()): number | undefined {
  const left = secondsLeft(token, now);
  return left === null ? undefined : Math.max(left, 0) / 86400;
}
