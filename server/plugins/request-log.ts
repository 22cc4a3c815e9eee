import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One JSON line per request, when it is answered: its id (the caller's `x-request-id` when acceptable,
 * see lib/logging.ts; sent back in the same header), method, route pattern, URL, status and duration.
 * Fastify's own two lines per request are off (app.ts). Routes with `logLevel: 'warn'` (the probes)
 * are not logged.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          url: request.url,
          statusCode: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
          ip: request.ip,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
