/**
 * Applies pending migrations to the configured database (embedded PGlite in DATA_DIR, or DATABASE_URL)
 * and exits: `npm run db:migrate`, the deploy step run before new API instances roll out. On PostgreSQL
 * it takes the same advisory lock as instances that migrate on start, so it is safe beside them.
 * Exits 0 when the database is up to date, 1 otherwise.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { pendingMigrations } from '../db/migration-status';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const before = await pendingMigrations(database.db);
    await database.migrate();
    const left = await pendingMigrations(database.db);
    if (left > 0) throw new Error(`${left} migrations are still pending after migrating.`);
    console.log(
      before === 0
        ? 'The database is up to date.'
        : `Applied ${before} migrations; the database is up to date.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
