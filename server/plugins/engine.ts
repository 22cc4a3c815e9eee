import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyCampaignEffects } from '../services/engine/campaigns';
import { createCampaignPush, tailorCampaignsUpdated } from '../services/engine/campaign-push';
import { createEventIngest, type EventIngest } from '../services/engine/ingest-service';
import { createEngineWorker, ENGINE_BATCH_SIZE, type EngineWorker } from '../services/engine/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The event engine: `ingest` stores a platform's batches, `worker` applies them (started by index.ts). */
    engine: { ingest: EventIngest; worker: EngineWorker };
  }
}

/** The event engine's parts on this instance; the worker is stopped (its batch finished) on close. */
export default fp(
  async (app: FastifyInstance) => {
    app.notifications.tailorBroadcast(
      'campaigns_updated',
      tailorCampaignsUpdated((userIds, campaignIds) =>
        app.repos.users.campaignsVisibleTo(userIds, campaignIds),
      ),
    );
    const push = createCampaignPush((message) => app.notifications.broadcast(message));
    const worker = createEngineWorker({
      db: app.db,
      batchSize: ENGINE_BATCH_SIZE[app.database.kind],
      events: app.repos.playerEvents,
      applyCampaigns: applyCampaignEffects,
      log: app.log,
      onApplied: ({ campaignIds, notifiedUsers }) => {
        if (campaignIds.length > 0) push.changed(campaignIds);
        for (const userId of notifiedUsers) void app.notifications.changed(userId);
      },
    });
    const ingest = createEventIngest({ db: app.db, repos: app.repos, onStored: () => worker.wake() });
    app.decorate('engine', { ingest, worker });
    app.metrics.gauge({
      name: 'engine_event_backlog',
      help: 'Player events stored and not yet applied (all instances together)',
      collect: async (gauge) => gauge.set((await app.repos.playerEvents.waiting(new Date())).backlog),
    });
    app.metrics.gauge({
      name: 'engine_event_lag_seconds',
      help: 'How long the oldest event not yet applied has waited (0 when none waits)',
      collect: async (gauge) =>
        gauge.set((await app.repos.playerEvents.waiting(new Date())).oldestWaitingSeconds),
    });
    app.addHook('onClose', async () => {
      await worker.stop();
      push.flush();
    });
  },
  { name: 'engine', dependencies: ['db', 'metrics', 'services'] },
);
