import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet headers on every response; CORS open to WEB_ORIGIN only. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      // A JSON API: nothing may be framed or run as a document.
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
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
