import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { activityLogs, type ChangeSet } from '../db/schema';

/** What a log entry says was done. `actionChoices` lists them for the activity log's filter. */
export const AUDIT_ACTIONS = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status_change: 'Status changed',
  upload: 'Uploaded',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  password_change: 'Password changed',
  opt_in: 'Opted a player in',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Who did it and from where. Null actor: an anonymous call (a failed sign-in, a password reset). */
export interface AuditActor {
  actor: { id: number; email: string } | null;
  ip: string;
}

export interface AuditEntry extends AuditActor {
  action: AuditAction;
  /** The kind of thing changed, in snake case: `access_group`, `campaign`, `user`. */
  resource: string;
  resourceId?: string | number;
  /** A readable name of the thing (its name or email), kept as it was at the time. */
  label?: string;
  /** The thing's fields before and after; only those that differ are recorded. */
  before?: object | null;
  after?: object | null;
}

/**
 * Never recorded, wherever they appear: credentials and second-factor secrets. Compared without case,
 * `_` or `-`, so `newPassword`, `new_password` and `mfa-secret` all match.
 */
const SECRET_KEYS = new Set(
  [
    'password',
    'new_password',
    'current_password',
    're_new_password',
    'token',
    'access',
    'refresh',
    'ephemeral_token',
    'secret',
    'mfa_secret',
    'mfa_pending_secret',
    'otpauth_url',
    'code',
  ].map((key) => key.replace(/_/g, '')),
);

const isSecretKey = (key: string) => SECRET_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''));

/** A value as the log stores it: bytes by their size, dates as ISO text, secrets nested in objects dropped. */
function loggable(value: unknown): unknown {
  if (value === undefined) return null;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `${value.byteLength} bytes`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(loggable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isSecretKey(key))
        .map(([key, nested]) => [key, loggable(nested)]),
    );
  }
  return value;
}

/** The fields whose values differ between `before` and `after` (either may be absent: a create, a delete). */
export function changeSet(
  beforeRow: object | null | undefined,
  afterRow: object | null | undefined,
): ChangeSet {
  const before = beforeRow as Record<string, unknown> | null | undefined;
  const after = afterRow as Record<string, unknown> | null | undefined;
  const changes: ChangeSet = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (isSecretKey(key)) continue;
    const old = loggable(before?.[key]);
    const next = loggable(after?.[key]);
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[key] = { before: old, after: next };
  }
  return changes;
}

/** The signed-in user and client address of a request, as log entries name them. */
export function auditActorOf(request: Pick<FastifyRequest, 'user' | 'ip'>): AuditActor {
  const user = request.user;
  return { actor: user ? { id: user.id, email: user.email } : null, ip: request.ip ?? '' };
}

/** An entry without its actor: what `logged` work returns about itself. */
export type LoggedChange = Omit<AuditEntry, keyof AuditActor>;

/**
 * The activity log's writer. Every entry is written in the transaction of the change it describes,
 * so an entry exists exactly when its change does.
 */
export function createAuditService(db: Executor) {
  async function record(tx: Executor, entry: AuditEntry): Promise<void> {
    const changes = changeSet(entry.before, entry.after);
    // An update that changed nothing is not news.
    if (entry.action === 'update' && Object.keys(changes).length === 0) return;
    await tx.insert(activityLogs).values({
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? '',
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId === undefined ? '' : String(entry.resourceId),
      resourceLabel: entry.label ?? '',
      changes,
      ip: entry.ip,
    });
  }

  return {
    record,
    /** Runs a change in a transaction and logs what it says of itself (nothing when it says null). */
    async logged<T>(
      actor: AuditActor,
      work: (tx: Executor) => Promise<{ result: T; change: LoggedChange | null }>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const { result, change } = await work(tx);
        if (change) await record(tx, { ...actor, ...change });
        return result;
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
