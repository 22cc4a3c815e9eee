import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client';
import { createPlayerEventsRepository } from '../../repositories/player-events';
import { applyCampaignEffects } from './campaigns';
import type { EngineThreadData, FromEngineThread, ToEngineThread } from './thread';
import { createEngineWorker, ENGINE_BATCH_SIZE } from './worker';

/**
 * An instance's engine loop on PostgreSQL, in the thread `createEngineThread` starts: its own pool, the
 * same worker as the embedded database runs in the instance's own thread. It tells its instance what
 * each batch changed and what went wrong; the instance wakes it when its ingest stores events and
 * stops it on shutdown, after the batch in hand.
 */
async function run(port: NonNullable<typeof parentPort>, { databaseUrl }: EngineThreadData) {
  const send = (message: FromEngineThread) => port.postMessage(message);
  const forward = (level: 'error' | 'warn') => (details: object, message: string) =>
    send({ type: 'log', level, details, message });
  const log = { error: forward('error'), warn: forward('warn') };
  const handle = openPostgres(
    databaseUrl,
    (error) => log.warn({ err: error }, 'engine thread: database connection lost while idle'),
    'engine',
  );
  // A thread that cannot reach the database ends here, and its instance starts another after a pause.
  await handle.db.execute(sql`select 1`);
  const worker = createEngineWorker({
    db: handle.db,
    events: createPlayerEventsRepository(handle.db),
    applyCampaigns: applyCampaignEffects,
    log,
    onApplied: (result) => send({ type: 'applied', result }),
    batchSize: ENGINE_BATCH_SIZE.postgres,
  });
  port.on('message', (message: ToEngineThread) => {
    if (message.type === 'wake') worker.wake();
    else
      void worker
        .stop()
        .then(() => handle.close())
        .finally(() => port.close());
  });
  worker.start();
}

if (parentPort) void run(parentPort, workerData as EngineThreadData);
