import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPayoutDelivery, type PayoutDelivery } from '../services/payouts/delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers awards to the players' accounts through the platform (started by index.ts). */
    payouts: PayoutDelivery;
  }
}

/** The payout delivery worker of this instance; stopped (its attempts recorded) on close. */
export default fp(
  async (app: FastifyInstance) => {
    const delivery = createPayoutDelivery({
      db: app.db,
      platform: () => app.platforms.current(),
      log: app.log,
      retryHours: app.config.payoutRetryHours,
      // A lost answer is only assumed once the platform's own timeout has certainly passed.
      leaseMs: app.config.platformApiTimeout * 2 + 5_000,
      onNotified: (userIds) => {
        for (const userId of userIds) void app.notifications.changed(userId);
      },
    });
    app.decorate('payouts', delivery);
    app.addHook('onClose', () => delivery.stop());
  },
  { name: 'payouts', dependencies: ['db', 'services', 'platforms'] },
);
