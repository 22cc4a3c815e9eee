import autoload from '@fastify/autoload';
import websocket from '@fastify/websocket';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolveJwtSecret, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { MESSAGE_KEYWORD } from './lib/validation';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import multipartPlugin from './plugins/multipart';
import openapiPlugin from './plugins/openapi';
import platformsPlugin from './plugins/platforms';
import securityPlugin from './plugins/security';
import servicesPlugin from './plugins/services';

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

// The server runs its TypeScript sources through tsx, which autoload cannot always detect when it is
// loaded with `--import`: tell it that .ts route files are expected.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

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
    await app.register(platformsPlugin);
    await app.register(errorsPlugin);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    await app.register(authPlugin);
    await app.register(multipartPlugin);
    await app.register(openapiPlugin);
    // Open sockets are closed on shutdown by the plugin's default preClose.
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

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
