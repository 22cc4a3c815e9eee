import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CLOSED_ACCOUNTS } from '../../platforms/sources';

const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  attachments: Type.Array(
    Type.Object({ filename: Type.String(), content_type: Type.String(), content: Type.String() }),
  ),
  created: Type.String(),
});

/** At most this many messages are answered. */
export const OUTBOX_LIMIT = 50;

/**
 * Development helpers, registered only when DEV_OUTBOX_API=true (see config.ts): no authentication, so
 * never in production. `GET v1/dev/outbox/?to=<email>` answers the stored mails, newest first;
 * `PUT v1/dev/platform/closed-accounts/<player hash>/` `{closed}` closes or reopens a player's account
 * on the stand-in platform (a closed account's credits are refused), so browser tests see a payout fail.
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
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          content: file.content,
        })),
        created: row.created.toISOString(),
      }));
    },
  );

  app.put(
    '/v1/dev/platform/closed-accounts/:player/',
    {
      schema: {
        params: Type.Object({
          player: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z_-]+$' }),
        }),
        body: Type.Object({ closed: Type.Boolean() }),
        response: { 200: Type.Object({ player: Type.String(), closed: Type.Boolean() }) },
      },
    },
    async (request) => {
      const { player } = request.params;
      const { closed } = request.body;
      const platform = (await app.platforms.current()).codename;
      const record = { platform, collection: CLOSED_ACCOUNTS, id: player, data: { closed } };
      await app.repos.platformStandIn.ensure([record]);
      await app.repos.platformStandIn.update(platform, CLOSED_ACCOUNTS, player, { closed });
      return { player, closed };
    },
  );
}
