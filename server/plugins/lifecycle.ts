import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether this instance is being shut down (index.ts drains it on SIGTERM; see lib/drain.ts). */
export interface Lifecycle {
  readonly draining: boolean;
  /** From now on `/ready/` answers 503, so proxies send new requests elsewhere. */
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
    });
    // A request reaching a draining instance on a kept-alive connection is answered, but the
    // connection is not kept: the proxy's next request opens one to another instance.
    app.addHook('onRequest', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);
