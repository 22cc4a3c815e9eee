import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../../lib/errors';
import { MeSchema as MeResponse, toCasinoDto } from '../../schemas/casino';
import { DetailError } from '../../schemas/common';
import { auditActorOf } from '../../services/audit';

const LogoutBody = Type.Object({ refresh: Type.Optional(Type.String({ maxLength: 4096 })) });

export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The signed-in user must never be kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/v1/auth/logout/',
    {
      schema: { body: LogoutBody, response: { 204: Type.Null(), 401: DetailError } },
    },
    async (request, reply) => {
      if (!request.session) throw notAuthenticated();
      const families = await app.authService.logout(
        request.session,
        auditActorOf(request),
        request.body.refresh,
      );
      for (const sid of families) app.notifications.closeSession(sid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/auth/me/',
    { schema: { response: { 200: MeResponse, 401: DetailError } } },
    async (request) => {
      const user = request.user;
      if (!user) throw notAuthenticated();
      const casino = await app.repos.casino.get();
      if (!casino) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
      return {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        permissions: user.permissions,
        casino: toCasinoDto(casino),
      };
    },
  );
}
