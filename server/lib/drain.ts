import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Shuts the instance down without dropping a request (SIGTERM, see index.ts), and answers the exit code:
 * 1. readiness goes false at once (`/ready/` 503), so the proxy stops sending requests here;
 * 2. for SHUTDOWN_DELAY_SECONDS it keeps serving what still arrives (the proxy's probe needs a moment);
 * 3. it stops accepting connections; requests in flight (an export, an upload, a scheduler tick) finish,
 *    websockets are closed with 1001 (app.ts), then the database: exit code 0;
 * 4. unless SHUTDOWN_GRACE_SECONDS run out first: the connections still open are cut, exit code 1.
 */
export async function drain(app: FastifyInstance, signal: string): Promise<number> {
  const { shutdownDelaySeconds: delay, shutdownGraceSeconds: grace } = app.config;
  app.lifecycle.startDraining();
  app.log.info({ signal, delaySeconds: delay, graceSeconds: grace }, 'draining');
  await sleep(delay * 1000);

  // A kept-alive connection whose request finishes during the close would hold it open until its
  // keep-alive timeout: close such connections as soon as they fall idle.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 200);
  const closed = app.close().then(
    () => 'closed' as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'error while shutting down');
      return 'failed' as const;
    },
  );
  const graceOver = sleep(grace * 1000, 'grace over' as const, { ref: false });
  const outcome = await Promise.race([closed, graceOver]);
  clearInterval(idleSweep);
  if (outcome === 'closed') {
    app.log.info('drained');
    return 0;
  }
  if (outcome === 'grace over') {
    app.log.error('shutdown grace period over: cutting the connections still open');
    app.server.closeAllConnections();
  }
  return 1;
}
