import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { DetailError } from '../../schemas/common';
import { FeatureFlagSchema } from '../../../contract/schemas/casino';

export default async function featureFlagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/feature-flags/:key',
    {
      schema: {
        params: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: {
          200: FeatureFlagSchema,
          401: DetailError,
          404: DetailError,
        },
      },
    },
    async (request) => {
      const flag = await app.repos.featureFlags.get(request.params.key);
      if (!flag) throw notFound();
      return { key: flag.key, enabled: flag.enabled };
    },
  );
}
