import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolveJwtSecret, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { MESSAGE_KEYWORD } from './lib/validation';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import multipartPlugin from './plugins/multipart';
import securityPlugin from './plugins/security';
import servicesPlugin from './plugins/services';
import accessGroupRoutes from './routes/access-groups';
import activityLogRoutes from './routes/activity-logs';
import authRoutes from './routes/auth';
import limitGroupRoutes from './routes/limit-groups';
import campaignRoutes from './routes/campaigns';
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
    await app.register(configPlugin, { config, jwtSecret });
    await app.register(dbPlugin, { database, ownsDatabase: options.db === undefined });
    await app.register(servicesPlugin);
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
