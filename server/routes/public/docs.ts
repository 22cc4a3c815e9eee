import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** `GET /v1/openapi.json` (the OpenAPI document) and `/docs`, a reader for it; both public. */
export default async function docsRoutes(app: FastifyInstance) {
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, url: '/v1/openapi.json' },
    // The reader's own page, scripts and styles only; the API's "nothing at all" CSP stays everywhere else.
    staticCSP: true,
  });
}
