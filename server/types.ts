import type { Permission } from '../utils/permissions';
import type { Config } from './config';
import type { DbHandle, Executor } from './db/client';
import type { User } from './db/schema';
import type { Repositories } from './repositories';
import type { BackgroundTasks } from './lib/background';
import type { AccountsService } from './services/accounts';
import type { AuditService } from './services/audit';
import type { AuthService } from './services/auth';
import type { CampaignsService } from './services/campaigns';
import type { MailService } from './services/mail';
import type { NotificationsService } from './services/notifications';
import type { Scheduler } from './services/scheduler';
import type { SessionClaims } from './services/tokens';
import type { preHandlerAsyncHookHandler } from 'fastify';

/** The signed-in user, loaded once per request by `authenticate`. */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  permissions: Permission[];
  record: User;
  hasPermission(permission: Permission): boolean;
}

export interface RequirePermissionsOptions {
  /** true: every listed permission is needed; default: any one of them. */
  all?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    jwtSecret: string;
    database: DbHandle;
    db: Executor;
    repos: Repositories;
    authService: AuthService;
    /** The activity log: `record(tx, entry)` in the transaction of the change it describes. */
    audit: AuditService;
    /** Notifications: `notify(userIds, {title, text, url})` stores them and pushes the lists (every instance). */
    notifications: NotificationsService;
    /** Work after the response (mails); drained on close. */
    background: BackgroundTasks;
    mail: MailService;
    /** Password reset, invitations, creating and changing admin users. */
    accounts: AccountsService;
    /** Campaigns, missions and target groups: the rules, the lifecycle and their notifications. */
    campaigns: CampaignsService;
    /** The campaign scheduler: started by index.ts; tests call `tick(now)`. Stopped on close. */
    scheduler: Scheduler;
    /** preHandler: 401 unless a valid access token of a live session of an active user is sent. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler (after `authenticate`): 403 unless the user holds any (or all) of `permissions`. */
    requirePermissions(
      permissions: Permission | readonly Permission[],
      options?: RequirePermissionsOptions,
    ): preHandlerAsyncHookHandler;
  }

  interface FastifyRequest {
    user: AuthUser | null;
    session: SessionClaims | null;
  }
}
