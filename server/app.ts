import autoload from '@fastify/autoload';
import websocket from '@fastify/websocket';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolveJwtSecret, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { loggerOptions, requestIdOf } from './lib/logging';
import { MESSAGE_KEYWORD } from './lib/validation';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import enginePlugin from './plugins/engine';
import errorsPlugin from './plugins/errors';
import exportsPlugin from './plugins/exports';
import mediaPlugin from './plugins/media';
import lifecyclePlugin from './plugins/lifecycle';
import metricsPlugin from './plugins/metrics';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import platformsPlugin from './plugins/platforms';
import payoutsPlugin from './plugins/payouts';
import requestLogPlugin from './plugins/request-log';
import securityPlugin from './plugins/security';
import servicesPlugin from './plugins/services';

export { loggerOptions };

/**
 * On shutdown every open socket is closed with 1001 "going away" (the plugin's default sends no code),
 * which tells the browser to reconnect, to another instance, rather than report an error.
 */
function closeSocketsGoingAway(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) client.close(1001, 'Server shutting down');
  this.websocketServer.close(() => done());
}

export interface BuildOptions {
  /** An open database (tests). When given, the app does not close it. */
  db?: DbHandle;
  /** Overrides the pino logger options (or `false`). */
  logger?: FastifyServerOptions['logger'];
}

// The server runs its TypeScript sources through tsx, which autoload cannot always detect when it is
// loaded with `--import`: tell it that .ts route files are expected.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** A ready Fastify instance (not listening). Migrations and seeding are the caller's job (see index.ts). */
export async function build(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const jwtSecret = resolveJwtSecret(config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // One line per request, written by plugins/request-log.ts, under the caller's id when acceptable.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: config.bodyLimit,
    // Slow senders are answered 408 and cut off (Fastify's default never times a request out); Node looks
    // for them every second rather than every 30.
    requestTimeout: config.requestTimeout * 1000,
    http: { headersTimeout: config.requestTimeout * 1000, connectionsCheckingInterval: 1000 },
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

  const database =
    options.db ??
    (await openDatabase(config, (error) =>
      app.log.warn({ err: error }, 'database connection lost while idle: the pool opens another'),
    ));
  try {
    await app.register(configPlugin, { config, jwtSecret });
    await app.register(lifecyclePlugin);
    await app.register(requestLogPlugin);
    await app.register(dbPlugin, { database, ownsDatabase: options.db === undefined });
    await app.register(metricsPlugin);
    await app.register(servicesPlugin);
    await app.register(enginePlugin);
    await app.register(platformsPlugin);
    await app.register(payoutsPlugin);
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    await app.register(authPlugin);
    await app.register(multipartPlugin);
    await app.register(exportsPlugin);
    await app.register(mediaPlugin);
    await app.register(openapiPlugin);
    await app.register(websocket, { options: { maxPayload: 64 * 1024 }, preClose: closeSocketsGoingAway });

    // Routes by folder: `routes/public` answers anyone; `routes/api` signs every request in first
    // (its autohooks.ts), so a route there cannot forget authentication.
    await app.register(autoload, {
      dir: path.join(__dirname, 'routes'),
      dirNameRoutePrefix: false,
      autoHooks: true,
      cascadeHooks: true,
    });

    await app.ready();
  } catch (error) {
    if (options.db === undefined) await database.close().catch(() => undefined);
    throw error;
  }
  return app;
}
