import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { ConfigError, loadConfig } from './config';
import { ensureSearchIndexes } from './db/search-indexes';
import { drain } from './lib/drain';
import { ensureBaseData } from './seed/base';
import { seedDemo } from './seed/demo';
import { ensureDemoIntegrationKey } from './seed/demo-integration-key';

const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

async function housekeeping(app: FastifyInstance): Promise<void> {
  try {
    // Expired or revoked a day ago: no longer needed for reuse detection.
    await app.repos.refreshTokens.prune(new Date(Date.now() - 86400 * 1000));
    // Reset and invitation links expired or used a day ago.
    await app.repos.passwordTokens.prune(new Date(Date.now() - 86400 * 1000));
    // PGlite runs no autovacuum: refresh the planner statistics and the visibility map (which lets deep
    // list pages walk an index alone) ourselves; PostgreSQL does it alone.
    if (app.database.kind === 'pglite') await app.db.execute(sql`vacuum analyze`);
  } catch (error) {
    app.log.error({ err: error }, 'housekeeping failed');
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await build(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    void drain(app, signal).then((code) => process.exit(code));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    if (config.migrateOnStart) {
      app.log.info(
        { database: app.database.kind === 'postgres' ? 'postgres' : `pglite (${config.dataDir})` },
        'migrating',
      );
      await app.database.migrate();
    }
    if (config.seedDemo) await seedDemo(app.db, config, app.log);
    await ensureBaseData(app.db, config);
    if (config.seedDemo) await ensureDemoIntegrationKey(app.repos, config);
    await ensureSearchIndexes(app.db, app.log);
    await housekeeping(app);
    setInterval(() => void housekeeping(app), HOUSEKEEPING_INTERVAL_MS).unref();
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.info(`API server listening on ${address} (web origin ${config.webOrigin})`);
    app.scheduler.start();
    // Every instance processes events: they share the stream through the database (SKIP LOCKED).
    app.engine.worker.start();
    // Every instance delivers payouts: claims are SKIP LOCKED, credits carry the award's key.
    app.payouts.start();
  } catch (error) {
    app.log.fatal({ err: error }, 'start-up failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
