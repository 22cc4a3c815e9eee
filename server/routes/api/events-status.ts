import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { ERROR_RESPONSES } from '../../schemas/common';
import { EngineStatusSchema } from '../../../contract/schemas/integrations';

/** `GET v1/events/status/`: the engine's health for the integrations screen (`manage_integration`). */
export default async function eventStatusRoutes(app: FastifyInstance) {
  app.get(
    '/v1/events/status/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.manageIntegration),
      schema: { tags: ['events'], response: { 200: EngineStatusSchema, ...ERROR_RESPONSES } },
    },
    async () => {
      const status = await app.repos.playerEvents.status(new Date());
      return {
        received: status.received,
        processed: status.processed,
        backlog: status.backlog,
        oldest_waiting_seconds: status.oldestWaitingSeconds,
        processed_last_minute: status.processedLastMinute,
        set_aside: status.setAside,
      };
    },
  );
}
