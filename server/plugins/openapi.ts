import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CreditRequestSchema } from '../platforms/types';

/**
 * The API describes itself: an OpenAPI 3 document built from every route's schema. Registered before the
 * routes, so it sees each one as it is added; served by routes/public/docs.ts.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Casino back-office API',
          description:
            'The HTTP contract of the back-office (spec §7): snake_case bodies, limit/offset pages ' +
            '`{count, next, previous, results}`, DRF field errors `{field: [message]}`. Sign in with ' +
            '`POST /v1/auth/login/`, then send `Authorization: JWT <access token>`. ' +
            'Calls the other way: payouts are credited with `POST <PLATFORM_API_URL>bonus/credit/`, body ' +
            '`PlatformCreditRequest` (components), header `Idempotency-Key`; a 2xx is paid, a 4xx refused with ' +
            'its `detail`, a timeout or 5xx is retried with the same key.',
          version: '1',
        },
        components: {
          schemas: { PlatformCreditRequest: CreditRequestSchema },
          securitySchemes: {
            jwt: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The word JWT, a space, and the access token of `POST /v1/auth/login/`.',
            },
            apiKey: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description:
                'The words Api-Key, a space, and an integration key (`POST /v1/integrations/keys/`).',
            },
          },
        },
        security: [{ jwt: [] }],
      },
    });
  },
  { name: 'openapi' },
);
