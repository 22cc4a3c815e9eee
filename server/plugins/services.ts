import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background';
import { createAccountsService, type AccountsService } from '../services/accounts';
import { createAuditService, type AuditService } from '../services/audit';
import { createAuthService, type AuthService } from '../services/auth';
import { createCampaignsService, type CampaignsService } from '../services/campaigns';
import { createMailService, type MailService } from '../services/mail';
import { createNotificationsService, type NotificationsService } from '../services/notifications';
import { createScheduler, type Scheduler } from '../services/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The activity log: `record(tx, entry)` in the transaction of the change it describes. */
    audit: AuditService;
    authService: AuthService;
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
  }
}

/** The services the routes use, each built once over the database and the others it needs. */
export default fp(
  async (app: FastifyInstance) => {
    const { config, jwtSecret, db, repos, log } = app;
    const audit = createAuditService(db);
    const notifications = createNotificationsService({ repos, db, log });
    const background = createBackgroundTasks(log);
    const mail = createMailService({ config, repos, log });
    const campaigns = createCampaignsService({ db, repos, notifications, log, audit });
    app.decorate('audit', audit);
    app.decorate('authService', createAuthService({ config, jwtSecret, db, repos, log, audit }));
    app.decorate('notifications', notifications);
    app.decorate('background', background);
    app.decorate('mail', mail);
    app.decorate(
      'accounts',
      createAccountsService({ config, db, repos, mail, notifications, background, log, audit }),
    );
    app.decorate('campaigns', campaigns);
    app.decorate(
      'scheduler',
      createScheduler({
        db,
        repos,
        campaigns,
        notifications,
        log,
        intervalSeconds: config.schedulerInterval,
      }),
    );
    // Registered after the database plugin, so these run before it closes the database (reverse order).
    app.addHook('onClose', async () => {
      await app.scheduler.stop();
      await background.drain();
      mail.close();
    });
    if (app.database.kind === 'postgres' && config.databaseUrl !== undefined) {
      // Cross-instance notifications and socket closing (LISTEN/NOTIFY).
      const stopListening = await notifications.listen(config.databaseUrl);
      app.addHook('onClose', stopListening);
    }
  },
  { name: 'services', dependencies: ['config', 'db'] },
);
