import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyCampaignEffects } from '../services/engine/campaigns';
import { createCampaignPush, tailorCampaignsUpdated } from '../services/engine/campaign-push';
import { createEventIngest, type EventIngest } from '../services/engine/ingest-service';
import { createEngineThread } from '../services/engine/thread';
import {
  createEngineWorker,
  ENGINE_BATCH_SIZE,
  type BatchResult,
  type EngineWorker,
} from '../services/engine/worker';

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
    const onApplied = ({ campaignIds, notifiedUsers }: BatchResult) => {
      if (campaignIds.length > 0) push.changed(campaignIds);
      for (const userId of notifiedUsers) void app.notifications.changed(userId);
    };
    const worker = createEngineWorker({
      db: app.db,
      batchSize: ENGINE_BATCH_SIZE[app.database.kind],
      events: app.repos.playerEvents,
      applyCampaigns: applyCampaignEffects,
      log: app.log,
      onApplied,
    });
    // On PostgreSQL the loop runs in a thread of its own (thread.ts says why); single batches asked for
    // here (tests, the demo's history) still run in this one, claiming from the same queue.
    const { databaseUrl } = app.config;
    const loop =
      app.database.kind === 'postgres' && databaseUrl !== undefined
        ? createEngineThread({ databaseUrl, log: app.log, onApplied })
        : worker;
    const engineWorker: EngineWorker = {
      runBatch: worker.runBatch,
      drain: worker.drain,
      wake: loop.wake,
      start: loop.start,
      stop: async () => {
        await Promise.all([loop.stop(), worker.stop()]);
      },
      get started() {
        return loop.started;
      },
    };
    const ingest = createEventIngest({ db: app.db, repos: app.repos, onStored: () => engineWorker.wake() });
    app.decorate('engine', { ingest, worker: engineWorker });
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
      await engineWorker.stop();
      push.flush();
    });
  },
  { name: 'engine', dependencies: ['config', 'db', 'metrics', 'services'] },
);
