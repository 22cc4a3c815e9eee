import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbHandle, Executor } from '../db/client';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    database: DbHandle;
    db: Executor;
    repos: Repositories;
  }
}

/** Decorates the app with the database (`database` handle, `db` drizzle instance) and the repositories. */
export default fp<{ database: DbHandle; ownsDatabase: boolean }>(
  async (app: FastifyInstance, opts) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('repos', createRepositories(opts.database.db, opts.database.changes));
    if (opts.ownsDatabase) {
      app.addHook('onClose', async () => {
        await opts.database.close();
      });
    }
  },
  { name: 'db' },
);
