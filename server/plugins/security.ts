import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet headers on every response; CORS open to WEB_ORIGIN only.
 *
 * Helmet's own middleware, made once: its headers are the same for every answer (a JSON API sends no
 * nonces). `@fastify/helmet` rebuilt that middleware from its options on every request, parsing the
 * content-security policy each time.
 */
export default fp(
  async (app: FastifyInstance) => {
    const securityHeaders = helmet({
      // A JSON API: nothing may be framed or run as a document.
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
    );
    await app.register(cors, {
      origin: app.config.webOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Content-Disposition'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['config'] },
);
