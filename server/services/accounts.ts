import type { AuditService } from './audit';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PERMISSIONS } from '../../contract/permissions';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import type { PasswordTokenPurpose, User, UserStatus } from '../db/schema';
import type { BackgroundTasks } from '../lib/background';
import { isUniqueViolation, permissionDenied, validationError } from '../lib/errors';
import { createRepositories, type Repositories } from '../repositories';
import type { UserUpdate } from '../repositories/users';
import { normalizeEmail } from '../repositories/users';
import type { MailService } from './mail';
import type { NotificationsService } from './notifications';
import { hashPassword, unusablePassword } from './passwords';
import { toUserDto } from '../schemas/users';
import { tooSimilar, weakPasswordProblem } from '../lib/password-strength';

/** Lifetimes of the single-use links, in seconds. */
export const PASSWORD_TOKEN_TTL: Record<PasswordTokenPurpose, number> = {
  reset: 3600,
  invite: 7 * 86400,
};
/** Reset mails per account per hour beyond which requests are silently dropped (mail bombing). */
export const MAX_RESET_MAILS_PER_HOUR = 5;
export const MIN_PASSWORD_LENGTH = 12;

export const ACCOUNT_MESSAGES = {
  superuserOnly: 'Only a superuser may change a superuser.',
  invalidUid: "Invalid user id or user doesn't exist.",
  invalidToken: 'Invalid token for given user.',
  passwordTooShort: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLikeEmail: 'The password is too similar to the email.',
  passwordLikeName: 'The password is too similar to the name.',
  emailTaken: 'A user with that email already exists.',
  ownStatus: 'You cannot change the status of your own account.',
  grantBeyondOwn: 'You cannot grant permissions you do not hold:',
} as const;

/** Who makes a change: non-superusers may only hand out groups within their own permissions. */
export interface Actor {
  id: number;
  email: string;
  isSuperuser: boolean;
  permissions: readonly string[];
  /** The client address the change came from, for the activity log. */
  ip?: string;
}

/** A user as the activity log records it: their wire view (no password hash or second-factor secret). */
const userAuditView = (user: User, groups: readonly number[] = []) =>
  toUserDto(
    user,
    [...groups].sort((a, b) => a - b),
  );

const auditActor = (actor: Actor) => ({ actor: { id: actor.id, email: actor.email }, ip: actor.ip ?? '' });

/** djoser's uid: base64url (no padding) of the decimal user id. */
export const encodeUid = (id: number): string => Buffer.from(String(id)).toString('base64url');

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Django's validators as far as the spec needs them: length, not too close to the email or the name
 * (UserAttributeSimilarityValidator's rule: `ann@example.com` plus a character is refused), not common.
 */
export function passwordProblems(
  password: string,
  user: { email: string; firstName?: string; lastName?: string },
): string[] {
  const problems: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push(ACCOUNT_MESSAGES.passwordTooShort);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (tooSimilar(password, user.email)) problems.push(ACCOUNT_MESSAGES.passwordLikeEmail);
  else if (tooSimilar(password, name)) problems.push(ACCOUNT_MESSAGES.passwordLikeName);
  else {
    const weak = weakPasswordProblem(password);
    if (weak) problems.push(weak);
  }
  return problems;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  markets?: string[];
  groups?: number[];
  mfaRequired?: boolean;
}

export interface AccountChanges extends UserUpdate {
  groups?: number[];
}

const fullName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * Account flows: password reset, invitations, creating and changing admin users, with their mails,
 * notifications and session revocation.
 */
export function createAccountsService(deps: {
  config: Config;
  db: Executor;
  repos: Repositories;
  mail: MailService;
  notifications: NotificationsService;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  audit: AuditService;
}) {
  const { config, db, repos, mail, notifications, background, log, audit } = deps;

  /** Stores a new token's hash and returns the link of the mail. */
  async function createLink(
    user: User,
    purpose: PasswordTokenPurpose,
    tx: Executor = db,
  ): Promise<{ link: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    await createRepositories(tx).passwordTokens.create(
      {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_TOKEN_TTL[purpose] * 1000),
      },
      tx,
    );
    const route = purpose === 'invite' ? 'setup-password' : 'reset-password';
    return { link: `${config.webOrigin}/${route}/${encodeUid(user.id)}/${token}`, token };
  }

  async function sendResetMail(user: User): Promise<void> {
    const since = new Date(Date.now() - 3600 * 1000);
    if ((await repos.passwordTokens.countSince(user.id, 'reset', since)) >= MAX_RESET_MAILS_PER_HOUR) {
      log.warn({ userId: user.id }, 'password reset not sent: too many requests this hour');
      return;
    }
    const { link, token } = await createLink(user, 'reset');
    await mail.send(
      {
        to: user.email,
        subject: 'Reset your back-office password',
        text: [
          `Hello ${fullName(user)},`,
          '',
          `Someone asked to reset the password of your back-office account (${user.email}).`,
          'To choose a new password, open this link within the next hour:',
          '',
          link,
          '',
          'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      },
      { link, secrets: [token] },
    );
  }

  async function sendInvitation(user: User, link: string, token: string, invitedBy: string): Promise<void> {
    await mail.send(
      {
        to: user.email,
        subject: 'Your back-office account',
        text: [
          `Hello ${fullName(user)},`,
          '',
          `${invitedBy} created a back-office account for you (${user.email}).`,
          'To choose your password and activate the account, open this link within 7 days:',
          '',
          link,
          '',
          'The link works once.',
        ].join('\n'),
      },
      { link, secrets: [token] },
    );
  }

  /**
   * Errors of a `groups` list: unknown ids (DRF's message), or groups newly given (not in `held`) that
   * grant a permission the actor lacks: without this rule change_user would be a way to any permission.
   */
  async function groupErrors(
    groups: number[] | undefined,
    actor: Actor,
    held: number[] = [],
  ): Promise<string[]> {
    if (!groups || groups.length === 0) return [];
    const existing = new Set(await repos.groups.existingIds(groups));
    const missing = groups.filter((id) => !existing.has(id));
    if (missing.length > 0)
      return [...new Set(missing)].map((id) => `Invalid pk "${id}" - object does not exist.`);
    if (actor.isSuperuser) return [];
    const added = groups.filter((id) => !held.includes(id));
    const own = new Set(actor.permissions);
    const beyond = (await repos.groups.permissionsOf(added)).filter((code) => !own.has(code));
    return beyond.length > 0 ? [`${ACCOUNT_MESSAGES.grantBeyondOwn} ${beyond.join(', ')}.`] : [];
  }

  /** Ends every session and socket of the user (and, when asked, their unused mail links). */
  async function cutOff(userId: number, options: { links: boolean }, tx: Executor = db): Promise<void> {
    const r = createRepositories(tx);
    const now = new Date();
    await r.refreshTokens.revokeAllForUser(userId, now, tx);
    if (options.links) await r.passwordTokens.invalidateForUser(userId, now, tx);
  }

  return {
    /**
     * djoser's reset_password: answers the same, in about the same time, whether the email belongs to an
     * active account or not. Only the lookup happens before the answer; the token and the mail are made
     * afterwards (see `background`).
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await repos.users.findByEmail(email);
      if (!user || user.status !== 'AC') return;
      background.run('password reset mail', () => sendResetMail(user));
    },

    /**
     * djoser's reset_password_confirm, for reset and invitation links alike. A reset link needs an active
     * account; an invitation link an account not yet active (or activated by an administrator meanwhile),
     * and activates it. Success ends the user's sessions and unused links.
     */
    async confirmPasswordReset(input: {
      uid: string;
      token: string;
      newPassword: string;
      ip?: string;
    }): Promise<void> {
      const userId = decodeUid(input.uid);
      const user = userId === null ? undefined : await repos.users.findById(userId);
      if (!user) throw validationError({ uid: [ACCOUNT_MESSAGES.invalidUid] });

      const row = await repos.passwordTokens.findByHash(hashToken(input.token));
      const now = new Date();
      const statusOk = (status: UserStatus) =>
        row?.purpose === 'invite' ? status === 'IN' || status === 'AC' : status === 'AC';
      if (
        !row ||
        row.userId !== user.id ||
        row.usedAt !== null ||
        row.expiresAt <= now ||
        !statusOk(user.status)
      )
        throw validationError({ token: [ACCOUNT_MESSAGES.invalidToken] });

      const problems = passwordProblems(input.newPassword, user);
      if (problems.length > 0) throw validationError({ new_password: problems });

      const hash = await hashPassword(input.newPassword);
      const invitation = row.purpose === 'invite';
      const done = await db.transaction(async (tx) => {
        const r = createRepositories(tx);
        if (!(await r.passwordTokens.consume(row.id, new Date(), tx))) return false;
        await r.users.setPassword(user.id, hash, invitation ? 'AC' : undefined, tx);
        await cutOff(user.id, { links: true }, tx);
        await r.loginFailures.clearForEmail(user.email, tx);
        await audit.record(tx, {
          actor: { id: user.id, email: user.email },
          ip: input.ip ?? '',
          action: 'password_change',
          resource: 'user',
          resourceId: user.id,
          label: user.email,
          ...(invitation ? { before: { status: user.status }, after: { status: 'AC' } } : {}),
        });
        return true;
      });
      if (!done) throw validationError({ token: [ACCOUNT_MESSAGES.invalidToken] });

      notifications.closeUser(user.id);
      log.info({ userId: user.id }, invitation ? 'invitation accepted: account active' : 'password reset');
      await notifications.notify(
        user.id,
        invitation
          ? {
              title: 'Welcome to the back-office',
              text: 'Your password is set and your account is active.',
              url: null,
            }
          : {
              title: 'Your password was changed',
              text: 'Your password was reset through the link sent by mail. If this was not you, tell an administrator at once.',
              url: null,
            },
      );
    },

    /**
     * Creates an inactive user without a usable password and mails them an invitation link; notifies
     * everyone holding view_user. Throws DRF field errors (duplicate email, unknown groups).
     */
    async createUser(input: NewAccount, actor: Actor): Promise<User> {
      const email = normalizeEmail(input.email);
      const errors: Record<string, string[]> = {};
      if (await repos.users.findByEmail(email)) errors.email = [ACCOUNT_MESSAGES.emailTaken];
      const badGroups = await groupErrors(input.groups, actor);
      if (badGroups.length > 0) errors.groups = badGroups;
      if (Object.keys(errors).length > 0) throw validationError(errors);

      let created: { user: User; link: string; token: string };
      try {
        created = await db.transaction(async (tx) => {
          const r = createRepositories(tx);
          const user = await r.users.create(
            {
              email,
              password: unusablePassword(),
              firstName: input.firstName,
              lastName: input.lastName,
              phoneNumber: input.phoneNumber ?? '',
              markets: input.markets ?? [],
              status: 'IN',
              mfaRequired: input.mfaRequired ?? false,
            },
            tx,
          );
          await r.users.setGroups(user.id, input.groups ?? [], tx);
          await audit.record(tx, {
            ...auditActor(actor),
            action: 'create',
            resource: 'user',
            resourceId: user.id,
            label: user.email,
            after: userAuditView(user, input.groups ?? []),
          });
          return { user, ...(await createLink(user, 'invite', tx)) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw validationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
        throw error;
      }
      const { user, link, token } = created;
      log.info({ userId: user.id, by: actor.id }, 'admin user created');
      background.run('invitation mail', () => sendInvitation(user, link, token, actor.email));
      const watchers = await repos.users.idsWithPermission(PERMISSIONS.viewUser);
      await notifications.notify(
        watchers.filter((id) => id !== user.id),
        {
          title: `New admin user: ${fullName(user)}`,
          text: `${user.email} was invited by ${actor.email}.`,
          url: `/user/view?id=${user.id}`,
        },
      );
      return user;
    },

    /**
     * Changes a user. A status other than AC takes effect at once: refresh-token families revoked
     * (access tokens are refused per request anyway) and sockets closed, on every instance.
     * Returns undefined when there is no such user.
     */
    async updateUser(id: number, changes: AccountChanges, actor: Actor): Promise<User | undefined> {
      const current = await repos.users.findById(id);
      if (!current) return undefined;
      // Otherwise anyone who may edit users could block every administrator.
      if (current.isSuperuser && !actor.isSuperuser) throw permissionDenied(ACCOUNT_MESSAGES.superuserOnly);
      if (changes.status !== undefined && changes.status !== current.status && id === actor.id)
        throw validationError({ status: [ACCOUNT_MESSAGES.ownStatus] });
      const held = changes.groups ? ((await repos.users.groupIdsOf([id])).get(id) ?? []) : [];
      const badGroups = await groupErrors(changes.groups, actor, held);
      if (badGroups.length > 0) throw validationError({ groups: badGroups });

      const { groups, ...fields } = changes;
      const deactivated = changes.status !== undefined && changes.status !== 'AC';
      const statusChanged = changes.status !== undefined && changes.status !== current.status;
      const updated = await db.transaction(async (tx) => {
        const r = createRepositories(tx);
        const row = await r.users.update(id, fields, tx);
        if (groups !== undefined) await r.users.setGroups(id, groups, tx);
        if (deactivated) await cutOff(id, { links: statusChanged }, tx);
        if (row)
          await audit.record(tx, {
            ...auditActor(actor),
            action: statusChanged ? 'status_change' : 'update',
            resource: 'user',
            resourceId: id,
            label: row.email,
            before: userAuditView(current, groups === undefined ? [] : held),
            after: userAuditView(row, groups),
          });
        return row;
      });
      if (deactivated) notifications.closeUser(id);
      if (statusChanged)
        log.info(
          { userId: id, by: actor.id, from: current.status, to: changes.status },
          'user status changed',
        );
      return updated;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
