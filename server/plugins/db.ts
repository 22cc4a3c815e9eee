import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';
import { globalPlugin } from '../lib/plugin';
import { createRepositories } from '../repositories';

/** Decorates the app with the database (`database` handle, `db` drizzle instance) and the repositories. */
export default globalPlugin<{ database: DbHandle; ownsDatabase: boolean }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('repos', createRepositories(opts.database.db));
    if (opts.ownsDatabase) {
      app.addHook('onClose', async () => {
        await opts.database.close();
      });
    }
  },
  'db',
);
