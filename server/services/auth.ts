import type { Permission } from '../../contract/permissions';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor, AuditService } from './audit';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import type { User } from '../db/schema';
import { authenticationFailed, HttpError, MESSAGES, nonFieldError, validationError } from '../lib/errors';
import { createRepositories, type Repositories } from '../repositories';
import { normalizeIp } from '../repositories/mfa-whitelist';
import { normalizeEmail } from '../repositories/users';
import {
  hashPassword,
  isUsablePassword,
  needsRehash,
  prepareDummyHash,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { decodeToken, issueToken, type SessionClaims } from './tokens';
import { generateTotpSecret, matchTotp, totpUri } from './totp';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface MfaSetup {
  secret: string;
  otpauth_url: string;
}

/** The token pair; or the ephemeral token of the code step, with the secret to enrol when one is required. */
export type LoginResult = TokenPair | { ephemeral_token: string; mfa_setup?: MfaSetup };

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
}

export const AUTH_MESSAGES = {
  invalidCode: 'Invalid or expired code.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  userInactive: 'User is inactive',
  noActiveAccountForToken: 'No active account found for the given token.',
  mfaRequiredByAdmin: 'Your administrator requires two-factor sign-in for your account.',
  mfaNotEnabled: 'Two-factor sign-in is not enabled for your account.',
  fieldRequired: 'This field is required.',
  wrongPassword: 'The password is not correct.',
} as const;

const invalidCode = () => validationError({ code: [AUTH_MESSAGES.invalidCode] });

/** A new secret to enrol, as the authenticator app takes it (issuer "Casino Back-office", account = email). */
export function newMfaSetup(email: string): MfaSetup {
  const secret = generateTotpSecret();
  return { secret, otpauth_url: totpUri(secret, email) };
}

/**
 * The "address" code-step failures are counted under: per account and client address, as the password
 * step's are (one key for every client let wrong codes for other accounts delay everyone's right code).
 */
const codeStepKey = (ip: string) => `code-step|${ip}`;

function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const [amount, unit] =
    retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return new HttpError(
    429,
    { detail: `Too many failed sign-in attempts. Try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.` },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** An ephemeral token's id carries its issue time in milliseconds (`iat` has whole seconds only). */
const ephemeralJti = () => `${Date.now()}.${randomUUID()}`;
function ephemeralIssuedAt(claims: { iat: number; jti: string }): number {
  const ms = Number(claims.jti.split('.')[0]);
  return Number.isSafeInteger(ms) && Math.floor(ms / 1000) === claims.iat ? ms : claims.iat * 1000;
}

const badCredentials = () => authenticationFailed(MESSAGES.noActiveAccount);
const tokenNotValid = () => authenticationFailed(MESSAGES.tokenNotValid, 'token_not_valid');
const refreshNotValid = () => authenticationFailed(MESSAGES.refreshInvalid, 'token_not_valid');

/** The signed-in user, loaded once per request by `authenticate` (no password hash or second-factor secrets). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  permissions: Permission[];
  hasPermission(permission: Permission): boolean;
}

export function toAuthUser(
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'isSuperuser'>,
  permissions: AuthUser['permissions'],
): AuthUser {
  const held = new Set(permissions);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isSuperuser: user.isSuperuser,
    permissions,
    hasPermission: (permission) => held.has(permission),
  };
}

export function createAuthService(deps: {
  config: Config;
  jwtSecret: string;
  db: Executor;
  repos: Repositories;
  log: FastifyBaseLogger;
  audit: AuditService;
}) {
  const { config, jwtSecret, db, repos, log, audit } = deps;
  const limits = {
    freePerClient: config.loginMaxFailuresPerAccount,
    freePerIp: config.loginMaxFailuresPerIp,
    window: config.loginFailureWindow,
  };
  prepareDummyHash().catch(() => undefined);

  /** Creates a refresh token row and returns a fresh pair of the family `sid`. */
  async function issuePair(
    userId: number,
    rememberMe: boolean,
    sid: string,
    tx: Executor,
  ): Promise<TokenPair> {
    const refreshTtl = rememberMe ? config.rememberMeRefreshTokenTtl : config.refreshTokenTtl;
    const refresh = issueToken('refresh', { user_id: userId, sid }, refreshTtl, jwtSecret);
    await createRepositories(tx).refreshTokens.create(
      {
        jti: refresh.claims.jti,
        familyId: sid,
        userId,
        rememberMe,
        expiresAt: new Date(refresh.claims.exp * 1000),
      },
      tx,
    );
    const access = issueToken('access', { user_id: userId, sid }, config.accessTokenTtl, jwtSecret);
    return { access: access.token, refresh: refresh.token };
  }

  /** A completed sign-in: clears the failures of this account from this address, opens a new token family. */
  async function startSession(user: User, rememberMe: boolean, ip: string): Promise<TokenPair> {
    return db.transaction(async (tx) => {
      const r = createRepositories(tx);
      await r.loginFailures.release(user.email, ip, tx);
      await r.loginFailures.release(user.email, codeStepKey(ip), tx);
      await r.users.setLastLogin(user.id, new Date(), tx);
      await audit.record(tx, {
        actor: { id: user.id, email: user.email },
        ip,
        action: 'sign_in',
        resource: 'session',
        label: user.email,
      });
      return issuePair(user.id, rememberMe, randomUUID(), tx);
    });
  }

  /**
   * Lets an attempt for `email` from `key` (the client address, or its `codeStepKey`) go on, or refuses it
   * with 429: it is counted as failed until the sign-in succeeds (atomic, see `reserve`).
   */
  async function reserveAttempt(email: string, key: string): Promise<void> {
    const reservation = await repos.loginFailures.reserve(email, key, limits);
    if (reservation.retryAfter > 0) {
      log.warn({ email, key }, 'sign-in refused: too many failed attempts');
      throw tooManyAttempts(reservation.retryAfter);
    }
  }

  /** Logs a failed attempt (already counted by `reserveAttempt`). */
  async function recordFailure(email: string, ip: string): Promise<void> {
    const now = new Date();
    await db.transaction(async (tx) => {
      // No actor: whoever typed the address may not own it.
      await audit.record(tx, {
        actor: null,
        ip,
        action: 'sign_in_failed',
        resource: 'session',
        label: email,
      });
    });
    // Housekeeping: nothing older than the window (or a day) matters any more.
    await repos.loginFailures.prune(new Date(now.getTime() - Math.max(limits.window, 86400) * 1000));
  }

  /** An ephemeral token answers one sign-in: refused once the user has signed in since it was issued. */
  async function claimEphemeral(userId: number, claims: { iat: number; jti: string }): Promise<void> {
    const issuedMs = ephemeralIssuedAt(claims);
    if (!(await repos.users.claimSignIn(userId, new Date(issuedMs))))
      throw nonFieldError(AUTH_MESSAGES.signInExpired);
  }

  /** The signed-in user's password, before a change of their second factor; throttled like sign-ins. */
  async function checkCurrentPassword(user: User, password: string, ip: string): Promise<void> {
    await reserveAttempt(user.email, ip);
    if (!isUsablePassword(user.password) || !(await verifyPassword(password, user.password))) {
      await recordFailure(user.email, ip);
      throw validationError({ current_password: [AUTH_MESSAGES.wrongPassword] });
    }
    await repos.loginFailures.release(user.email, ip);
  }

  /** A current, not yet used code of the user's active secret; failures count as failed sign-ins. */
  async function checkActiveCode(user: User, code: string, ip: string): Promise<void> {
    await reserveAttempt(user.email, codeStepKey(ip));
    const step = user.mfaSecret === null ? null : matchTotp(user.mfaSecret, code);
    if (step === null || !(await repos.users.acceptTotpStep(user.id, step))) {
      await recordFailure(user.email, ip);
      throw invalidCode();
    }
    await repos.loginFailures.release(user.email, codeStepKey(ip));
  }

  return {
    async login(input: {
      email: string;
      password: string;
      rememberMe: boolean;
      ip: string | undefined;
    }): Promise<LoginResult> {
      const email = normalizeEmail(input.email);
      const ip = normalizeIp(input.ip);
      await reserveAttempt(email, ip);
      const user = await repos.users.findByEmail(email);
      // An invited account has no usable password yet: spend the same time as for an unknown email.
      const passwordOk =
        user && isUsablePassword(user.password)
          ? await verifyPassword(input.password, user.password)
          : await verifyAgainstDummy(input.password);
      if (!user || !passwordOk || user.status !== 'AC') {
        await recordFailure(email, ip);
        throw badCredentials();
      }
      await repos.loginFailures.release(email, ip);
      // A hash made with weaker parameters than today's is replaced while the password is at hand.
      if (needsRehash(user.password))
        await repos.users.setPassword(user.id, await hashPassword(input.password));
      const hasFactor = user.mfaEnabled && user.mfaSecret !== null;
      if ((hasFactor || user.mfaRequired) && !(await repos.mfaWhitelist.isWhitelisted(ip))) {
        if (hasFactor) {
          const ephemeral = issueToken(
            'ephemeral',
            { user_id: user.id, remember_me: input.rememberMe, jti: ephemeralJti() },
            config.ephemeralTokenTtl,
            jwtSecret,
          );
          return { ephemeral_token: ephemeral.token };
        }
        // Required but not enrolled: a new pending secret; the code step checks it and enables it.
        const setup = newMfaSetup(user.email);
        await repos.users.setPendingMfaSecret(user.id, setup.secret);
        const ephemeral = issueToken(
          'ephemeral',
          { user_id: user.id, remember_me: input.rememberMe, mfa_setup: true, jti: ephemeralJti() },
          config.ephemeralTokenTtl,
          jwtSecret,
        );
        return { ephemeral_token: ephemeral.token, mfa_setup: setup };
      }
      return startSession(user, input.rememberMe, ip);
    },

    async loginWithCode(input: {
      code: string;
      ephemeralToken: string;
      ip: string | undefined;
    }): Promise<TokenPair> {
      const ip = normalizeIp(input.ip);
      const claims = decodeToken(input.ephemeralToken, jwtSecret, 'ephemeral');
      if (!claims) throw nonFieldError(AUTH_MESSAGES.signInExpired);
      const user = await repos.users.findById(claims.user_id);
      if (!user || user.status !== 'AC') throw nonFieldError(AUTH_MESSAGES.signInExpired);
      // Spent already: refused before a code is checked (and its time step used up).
      if (user.lastLogin && user.lastLogin.getTime() >= ephemeralIssuedAt(claims))
        throw nonFieldError(AUTH_MESSAGES.signInExpired);
      if (claims.mfa_setup === true) {
        // Enrolment at sign-in: the code must match the pending secret handed out by the password step.
        const pending = user.mfaPendingSecret;
        if (user.mfaEnabled || pending === null) throw nonFieldError(AUTH_MESSAGES.signInExpired);
        await reserveAttempt(user.email, codeStepKey(ip));
        const step = matchTotp(pending, input.code);
        const enrolled =
          step === null ? undefined : await repos.users.activatePendingMfaSecret(user.id, pending, step);
        if (!enrolled) {
          await recordFailure(user.email, ip);
          throw invalidCode();
        }
        log.info({ userId: user.id }, 'second factor enrolled at sign-in');
        await claimEphemeral(user.id, claims);
        return startSession(enrolled, claims.remember_me === true, ip);
      }
      if (!user.mfaEnabled || !user.mfaSecret) throw nonFieldError(AUTH_MESSAGES.signInExpired);
      await reserveAttempt(user.email, codeStepKey(ip));
      const step = matchTotp(user.mfaSecret, input.code);
      if (step === null || !(await repos.users.acceptTotpStep(user.id, step))) {
        await recordFailure(user.email, ip);
        throw invalidCode();
      }
      await claimEphemeral(user.id, claims);
      return startSession(user, claims.remember_me === true, ip);
    },

    /**
     * Rotation with reuse detection: the presented token is marked used and a new pair of the same
     * family is issued (the family's remember-me lifetime, counted from now). A token already used
     * revokes its whole family; expired, revoked, unknown or forged tokens are refused alike.
     */
    async refresh(token: string): Promise<TokenPair> {
      const claims = decodeToken(token, jwtSecret, 'refresh');
      if (!claims || claims.sid === undefined) throw refreshNotValid();
      const outcome = await db.transaction(async (tx) => {
        const r = createRepositories(tx);
        const now = new Date();
        const row = await r.refreshTokens.markUsed(claims.jti, now, tx);
        if (!row) {
          const existing = await r.refreshTokens.findByJti(claims.jti, tx);
          if (existing && existing.usedAt !== null && existing.revokedAt === null) {
            await r.refreshTokens.revokeFamily(existing.familyId, now, tx);
            return { kind: 'reuse' as const, familyId: existing.familyId, userId: existing.userId };
          }
          return { kind: 'invalid' as const };
        }
        if (row.userId !== claims.user_id || row.familyId !== claims.sid) return { kind: 'invalid' as const };
        const user = await r.users.findById(row.userId, tx);
        if (!user || user.status !== 'AC') {
          await r.refreshTokens.revokeFamily(row.familyId, now, tx);
          return { kind: 'inactive' as const };
        }
        return { kind: 'ok' as const, pair: await issuePair(user.id, row.rememberMe, row.familyId, tx) };
      });
      switch (outcome.kind) {
        case 'ok':
          return outcome.pair;
        case 'reuse':
          log.warn(
            { userId: outcome.userId, sid: outcome.familyId },
            'refresh token reused: session revoked',
          );
          throw refreshNotValid();
        case 'inactive':
          throw authenticationFailed(AUTH_MESSAGES.noActiveAccountForToken, 'no_active_account');
        default:
          throw refreshNotValid();
      }
    },

    /** Ends the caller's session (its token family), and the family of `refresh` when it is the caller's too. */
    async logout(session: SessionClaims, actor: AuditActor, refresh?: string): Promise<string[]> {
      const families = [session.sid];
      if (refresh) {
        const claims = decodeToken(refresh, jwtSecret, 'refresh');
        if (claims?.sid && claims.user_id === session.user_id && claims.sid !== session.sid)
          families.push(claims.sid);
      }
      await db.transaction(async (tx) => {
        for (const sid of families) await repos.refreshTokens.revokeFamily(sid, new Date(), tx);
        await audit.record(tx, {
          ...actor,
          action: 'sign_out',
          resource: 'session',
          label: actor.actor?.email,
        });
      });
      return families;
    },

    mfaStatus(user: User): MfaStatus {
      return { enabled: user.mfaEnabled && user.mfaSecret !== null, required: user.mfaRequired };
    },

    /**
     * A new pending secret for the signed-in user, kept apart from the active one until confirmed.
     * Replacing an active factor needs a current code of it (a stolen session alone cannot).
     */
    async mfaSetup(
      user: User,
      currentPassword: string,
      code: string | undefined,
      ip: string | undefined,
    ): Promise<MfaSetup> {
      await checkCurrentPassword(user, currentPassword, normalizeIp(ip));
      if (user.mfaEnabled && user.mfaSecret) {
        if (code === undefined) throw validationError({ code: [AUTH_MESSAGES.fieldRequired] });
        await checkActiveCode(user, code, normalizeIp(ip));
      }
      const setup = newMfaSetup(user.email);
      await repos.users.setPendingMfaSecret(user.id, setup.secret);
      return setup;
    },

    /** Enables the pending secret when `code` matches it. */
    async mfaConfirm(user: User, code: string): Promise<MfaStatus> {
      const pending = user.mfaPendingSecret;
      const step = pending === null ? null : matchTotp(pending, code);
      const updated =
        pending === null || step === null
          ? undefined
          : await repos.users.activatePendingMfaSecret(user.id, pending, step);
      if (!updated) throw invalidCode();
      log.info({ userId: user.id }, 'second factor enabled');
      return { enabled: true, required: updated.mfaRequired };
    },

    /** Turns the second factor off, given a current code; refused while an administrator requires it. */
    async mfaDisable(
      user: User,
      currentPassword: string,
      code: string,
      ip: string | undefined,
    ): Promise<MfaStatus> {
      if (user.mfaRequired) throw nonFieldError(AUTH_MESSAGES.mfaRequiredByAdmin);
      if (!user.mfaEnabled || !user.mfaSecret) throw nonFieldError(AUTH_MESSAGES.mfaNotEnabled);
      await checkCurrentPassword(user, currentPassword, normalizeIp(ip));
      await checkActiveCode(user, code, normalizeIp(ip));
      const updated = await repos.users.disableMfa(user.id);
      log.info({ userId: user.id }, 'second factor disabled');
      return { enabled: false, required: updated?.mfaRequired ?? false };
    },

    /**
     * Checks an access token: signature and expiry, a live family, an existing active user.
     * Throws the DRF/simplejwt 401 otherwise.
     */
    async authenticateAccessToken(token: string): Promise<{ user: AuthUser; session: SessionClaims }> {
      const claims = decodeToken(token, jwtSecret, 'access');
      if (!claims || claims.sid === undefined) throw tokenNotValid();
      const session = claims as SessionClaims;
      // One statement: a deleted user has no live family (its tokens go with it), so both are refused alike.
      const found = await repos.users.sessionUser(session.user_id, session.sid);
      if (!found?.sessionActive) throw tokenNotValid();
      if (found.status !== 'AC') throw authenticationFailed(AUTH_MESSAGES.userInactive, 'user_inactive');
      return { user: toAuthUser(found, found.permissions), session };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
