import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migration-status';
import { LoginImageSchema } from '../../schemas/gallery';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const Status = Type.Object({ status: Type.String() });
  // Probes are answered often and say nothing new when well: logged only when they fail.
  const probe = { logLevel: 'warn' as const, schema: { response: { 200: Status, 503: Status } } };

  // Liveness: the process answers. Restart it when this fails; never because the database is down
  // (a restart would not bring the database back).
  app.get('/health/', probe, async () => ({ status: 'ok' }));

  // Readiness: send this instance requests. Not while it drains (SIGTERM), nor when the database does
  // not answer or lacks migrations this build needs (a rolling deploy ahead of `npm run db:migrate`),
  // nor when the S3 bucket holding the photos cannot be reached (MEDIA_STORE=s3).
  app.get('/ready/', probe, async (request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      const pending = await pendingMigrations(app.db);
      if (pending > 0) return reply.code(503).send({ status: `${pending} migrations pending` });
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unavailable');
      return reply.code(503).send({ status: 'database unavailable' });
    }
    try {
      await app.mediaStore.check?.();
    } catch (error) {
      request.log.error({ err: error }, 'readiness: media store unavailable');
      return reply.code(503).send({ status: 'media store unavailable' });
    }
    return { status: 'ok' };
  });

  app.get('/v1/operators/login-image/', { schema: { response: { 200: LoginImageSchema } } }, async () => {
    const casino = await app.repos.casino.get();
    return { image: casino?.loginImage ?? null };
  });
}
