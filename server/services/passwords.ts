import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node's scrypt and a per-user salt, stored as `scrypt$N$r$p$salt$hash`
 * (salt and hash base64). Verification reads the parameters from the stored value, so they can be
 * raised later without invalidating existing hashes; a sign-in rehashes a password stored with less.
 */
/** OWASP's current advice for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1 (128 MiB). */
export const DEFAULT_PASSWORD_HASH_COST = 17;
let currentParams = { N: 2 ** DEFAULT_PASSWORD_HASH_COST, r: 8, p: 1 };

/** Sets N = 2^`log2N` for new hashes (PASSWORD_HASH_COST; only tests go below the default). */
export function setPasswordHashCost(log2N: number): void {
  currentParams = { ...currentParams, N: 2 ** log2N };
}

/** The stored hash uses weaker parameters than new hashes get: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  return N < currentParams.N || r < currentParams.r || p < currentParams.p;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function maxmem(N: number, r: number, p: number): number {
  // scrypt needs about 128 * N * r * p bytes; leave headroom over node's 32 MiB default.
  return 128 * N * r * p + 32 * 1024 * 1024;
}

export async function hashPassword(password: string, params = currentParams): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16)
    return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r, p) });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in with an unknown email (so that one is not slower). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}

/**
 * Spends the same scrypt time as a real check, for sign-ins with an unknown email, so response
 * timing does not reveal which accounts exist. Always resolves false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}

/**
 * A stored value no password matches (accounts invited but not yet set up), as Django's
 * `set_unusable_password`: `!` and random characters.
 */
export function unusablePassword(): string {
  return `!${randomBytes(30).toString('base64url')}`;
}

export function isUsablePassword(stored: string): boolean {
  return stored.startsWith('scrypt$');
}
