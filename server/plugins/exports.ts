import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, notAuthenticated } from '../lib/errors';

/** Seconds a refused export is told to wait: long enough for a typical export to finish. */
export const EXPORT_RETRY_AFTER_SECONDS = 15;

export const EXPORT_MESSAGES = {
  busy: `Too many exports are running. Try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds.`,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Takes one of the export slots for the signed-in user until the reply is over (sent, or the client
     * went away), or answers 429 with Retry-After when they or everyone together hold as many as allowed
     * (EXPORTS_PER_USER, EXPORTS_AT_ONCE).
     */
    takeExportSlot(request: FastifyRequest, reply: FastifyReply): void;
  }
}

/**
 * Bounds the CSV exports running at once in this instance: each reads the whole players table, and ten
 * at once held every other request for seconds.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { exportsPerUser, exportsAtOnce } = app.config;
    const perUser = new Map<number, number>();
    let running = 0;

    app.decorate('takeExportSlot', (request: FastifyRequest, reply: FastifyReply) => {
      const userId = request.user?.id;
      if (userId === undefined) throw notAuthenticated();
      const mine = perUser.get(userId) ?? 0;
      if (mine >= exportsPerUser || running >= exportsAtOnce) {
        throw new HttpError(
          429,
          { detail: EXPORT_MESSAGES.busy },
          { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) },
        );
      }
      perUser.set(userId, mine + 1);
      running += 1;
      reply.raw.once('close', () => {
        running -= 1;
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
      });
    });
  },
  { name: 'exports', dependencies: ['config'] },
);
