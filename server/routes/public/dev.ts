import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  created: Type.String(),
});

/** At most this many messages are answered. */
export const OUTBOX_LIMIT = 50;

/**
 * Development helpers, registered only when DEV_OUTBOX_API=true (see config.ts): no authentication, so
 * never in production. `GET v1/dev/outbox/?to=<email>` answers the stored mails, newest first.
 */
export default async function devRoutes(fastify: FastifyInstance) {
  if (!fastify.config.devOutboxApi) return;
  fastify.log.warn('DEV_OUTBOX_API is on: GET v1/dev/outbox/ shows every mail without authentication');
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/dev/outbox/',
    {
      schema: {
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: Type.Array(OutboxMessageSchema) },
      },
    },
    async (request) => {
      const to = request.query.to?.trim();
      const rows = await app.repos.outbox.list({ to: to ? to : undefined, limit: OUTBOX_LIMIT });
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        created: row.created.toISOString(),
      }));
    },
  );
}
