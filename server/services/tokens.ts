import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens made with node's crypto (header `{"alg":"HS256","typ":"JWT"}`). */

export type TokenType = 'access' | 'refresh' | 'ephemeral';

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
  /** Refresh-token family id (access and refresh tokens only). */
  sid?: string;
  /** Ephemeral tokens only: the remember_me choice of the password step. */
  remember_me?: boolean;
  /** Ephemeral tokens only: the code step enrols the user's pending secret (second factor required, none yet). */
  mfa_setup?: boolean;
}

export interface SessionClaims extends TokenClaims {
  sid: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export function encodeToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const data = `${HEADER}.${payload}`;
  return `${data}.${sign(data, secret).toString('base64url')}`;
}

/**
 * Verifies signature, algorithm, expiry and token type; returns the claims or null. Never throws on
 * malformed input.
 */
export function decodeToken(
  token: string,
  secret: string,
  expectedType: TokenType,
  now = nowSeconds(),
): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  let claims: TokenClaims;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (parsedHeader?.alg !== 'HS256') return null;
    const expected = sign(`${header}.${payload}`, secret);
    const actual = Buffer.from(signature, 'base64url');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (claims.token_type !== expectedType) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  if (!Number.isSafeInteger(claims.user_id) || typeof claims.jti !== 'string') return null;
  if (expectedType !== 'ephemeral' && typeof claims.sid !== 'string') return null;
  return claims;
}

export interface IssuedToken {
  token: string;
  claims: TokenClaims;
}

export function issueToken(
  type: TokenType,
  fields: { user_id: number; sid?: string; remember_me?: boolean; mfa_setup?: boolean; jti?: string },
  ttlSeconds: number,
  secret: string,
  now = nowSeconds(),
): IssuedToken {
  const claims: TokenClaims = {
    token_type: type,
    exp: now + ttlSeconds,
    iat: now,
    jti: fields.jti ?? randomUUID(),
    user_id: fields.user_id,
    ...(fields.sid !== undefined ? { sid: fields.sid } : {}),
    ...(fields.remember_me !== undefined ? { remember_me: fields.remember_me } : {}),
    ...(fields.mfa_setup !== undefined ? { mfa_setup: fields.mfa_setup } : {}),
  };
  return { token: encodeToken(claims, secret), claims };
}
