import { Secret, TOTP } from 'otpauth';

/** TOTP second factor: SHA1, 6 digits, 30-second step, accepting one step either side. */
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

function totpFor(secretBase32: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
  });
}

export function currentStep(timestamp = Date.now()): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD);
}

/** The code for a time (tests and the seed log use it). */
export function generateTotp(secretBase32: string, timestamp = Date.now()): string {
  return totpFor(secretBase32).generate({ timestamp });
}

/** Returns the time step the code belongs to, or null when it matches none in the window. */
export function matchTotp(secretBase32: string, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  let delta: number | null;
  try {
    delta = totpFor(secretBase32).validate({ token, timestamp, window: TOTP_WINDOW });
  } catch {
    return null;
  }
  return delta === null ? null : currentStep(timestamp) + delta;
}

export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, label: string, issuer = 'Casino Back-office'): string {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).toString();
}
