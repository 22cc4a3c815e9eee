import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolveJwtSecret, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { MESSAGE_KEYWORD } from './lib/validation';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import multipartPlugin from './plugins/multipart';
import securityPlugin from './plugins/security';
import accessGroupRoutes from './routes/access-groups';
import activityLogRoutes from './routes/activity-logs';
import authRoutes from './routes/auth';
import limitGroupRoutes from './routes/limit-groups';
import campaignRoutes from './routes/campaigns';
import { createBackgroundTasks } from './lib/background';
import casinoRoutes from './routes/casinos';
import catalogItemRoutes from './routes/catalog-items';
import devRoutes from './routes/dev';
import galleryRoutes from './routes/gallery';
import gameRoutes from './routes/games';
import mfaRoutes from './routes/mfa';
import miscRoutes from './routes/misc';
import missionRoutes from './routes/missions';
import playerRoutes from './routes/players';
import reportRoutes from './routes/reports';
import userRoutes from './routes/users';
import wsRoutes from './routes/ws';
import { createAccountsService } from './services/accounts';
import { createAuditService } from './services/audit';
import { createAuthService } from './services/auth';
import { createCampaignsService } from './services/campaigns';
import { createMailService } from './services/mail';
import { createNotificationsService } from './services/notifications';
import { createScheduler } from './services/scheduler';
import './types';

/** Never written to the logs, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  'refresh',
  'access',
  'code',
  'token',
  'ephemeral_token',
  '*.password',
  '*.refresh',
  '*.access',
  '*.token',
  '*.ephemeral_token',
  'body.code',
  '*.body.code',
  'body.*',
  'req.body',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

export interface BuildOptions {
  /** An open database (tests). When given, the app does not close it. */
  db?: DbHandle;
  /** Overrides the pino logger options (or `false`). */
  logger?: FastifyServerOptions['logger'];
}

/** A ready Fastify instance (not listening). Migrations and seeding are the caller's job (see index.ts). */
export async function build(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const jwtSecret = resolveJwtSecret(config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: config.bodyLimit,
    // A hop count is supported at run time though the type omits it.
    trustProxy: config.trustProxy as boolean | string | string[],
    ajv: {
      customOptions: { allErrors: true, verbose: true, keywords: [MESSAGE_KEYWORD] },
    },
    return503OnClosing: true,
  });

  // DRF reads an empty JSON body as `{}`: answer field errors rather than a parse error.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return defaultJsonParser(request, text, done);
  });
  // A POST/PUT/PATCH without any body validates as an empty object too.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });

  const database = options.db ?? (await openDatabase(config));
  try {
    app.decorate('config', config);
    app.decorate('jwtSecret', jwtSecret);
    await app.register(dbPlugin, { database, ownsDatabase: options.db === undefined });
    app.decorate('audit', createAuditService(app.db));
    app.decorate(
      'authService',
      createAuthService({ config, jwtSecret, db: app.db, repos: app.repos, log: app.log, audit: app.audit }),
    );
    app.decorate('notifications', createNotificationsService({ repos: app.repos, db: app.db, log: app.log }));
    app.decorate('background', createBackgroundTasks(app.log));
    app.decorate('mail', createMailService({ config, repos: app.repos, log: app.log }));
    app.decorate(
      'accounts',
      createAccountsService({
        config,
        db: app.db,
        repos: app.repos,
        mail: app.mail,
        notifications: app.notifications,
        background: app.background,
        log: app.log,
        audit: app.audit,
      }),
    );
    app.decorate(
      'campaigns',
      createCampaignsService({
        db: app.db,
        repos: app.repos,
        notifications: app.notifications,
        log: app.log,
        audit: app.audit,
      }),
    );
    app.decorate(
      'scheduler',
      createScheduler({
        db: app.db,
        repos: app.repos,
        campaigns: app.campaigns,
        notifications: app.notifications,
        log: app.log,
        intervalSeconds: config.schedulerInterval,
      }),
    );
    // Registered after the database plugin, so these run before it closes the database (reverse order).
    app.addHook('onClose', async () => {
      await app.scheduler.stop();
      await app.background.drain();
      app.mail.close();
    });
    if (database.kind === 'postgres' && config.databaseUrl !== undefined) {
      // Cross-instance notifications and socket closing (LISTEN/NOTIFY).
      const stopListening = await app.notifications.listen(config.databaseUrl);
      app.addHook('onClose', stopListening);
    }

    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(authPlugin);
    await app.register(multipartPlugin);
    // Open sockets are closed on shutdown by the plugin's default preClose.
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

    await app.register(miscRoutes);
    await app.register(authRoutes);
    await app.register(casinoRoutes);
    await app.register(userRoutes);
    await app.register(accessGroupRoutes);
    await app.register(limitGroupRoutes);
    await app.register(catalogItemRoutes);
    await app.register(activityLogRoutes);
    await app.register(mfaRoutes);
    await app.register(campaignRoutes);
    await app.register(missionRoutes);
    await app.register(gameRoutes);
    await app.register(playerRoutes);
    await app.register(reportRoutes);
    await app.register(galleryRoutes);
    if (config.devOutboxApi) {
      app.log.warn('DEV_OUTBOX_API is on: GET v1/dev/outbox/ shows every mail without authentication');
      await app.register(devRoutes);
    }
    await app.register(wsRoutes);

    await app.ready();
  } catch (error) {
    if (options.db === undefined) await database.close().catch(() => undefined);
    throw error;
  }
  return app;
}
