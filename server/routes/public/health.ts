import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Start-up scripts and deploy probes: answers only when the database does.
  app.get(
    '/health/',
    {
      logLevel: 'warn',
      schema: {
        response: {
          200: Type.Object({ status: Type.String() }),
          503: Type.Object({ status: Type.String() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );

  app.get(
    '/v1/operators/login-image/',
    { schema: { response: { 200: Type.Object({ image: Type.Union([Type.String(), Type.Null()]) }) } } },
    async () => {
      const casino = await app.repos.casino.get();
      return { image: casino?.loginImage ?? null };
    },
  );
}
