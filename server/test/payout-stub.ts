import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createPayoutDelivery, type DeliveryOptions } from '../services/payouts/delivery';

/**
 * The payout delivery of `app` as the payout tests run it, round by round: over the platform the app
 * is set up with, retried for a day, leases of 5 s, nobody told unless `onNotified` is given.
 */
export function testPayoutDelivery(app: FastifyInstance, options: Partial<DeliveryOptions> = {}) {
  return createPayoutDelivery({
    db: app.db,
    platform: () => app.platforms.current(),
    log: app.log,
    retryHours: 24,
    leaseMs: 5_000,
    onNotified: () => undefined,
    ...options,
  });
}

/** What the stub answers a credit: a status (with a body), `hang` (never answers) or `hold` (answers when released). */
export type StubAnswer = { status: number; body?: unknown } | 'hang' | 'hold';

/**
 * A platform on loopback for the payout tests: answers `POST bonus/credit/` from a script, and credits
 * each idempotency key once (as a platform honouring the key does), counting every request per key.
 */
export async function startStubPlatform(script: (key: string, attempt: number) => StubAnswer) {
  const requests = new Map<string, number>();
  const credited = new Map<string, number>();
  const bodies: Array<Record<string, unknown>> = [];
  const held: Array<() => void> = [];
  let holdWaiters: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const key = String(request.headers['idempotency-key'] ?? '');
      const attempt = (requests.get(key) ?? 0) + 1;
      requests.set(key, attempt);
      const body = JSON.parse(raw) as Record<string, unknown>;
      bodies.push(body);
      const answer = script(key, attempt);
      const credit = () => {
        credited.set(key, 1);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ credited: key }));
      };
      if (answer === 'hang') return;
      if (answer === 'hold') {
        // The credit is made at once (the money moves), the answer waits: a crash now loses only the answer.
        credited.set(key, 1);
        held.push(credit);
        for (const waiter of holdWaiters) waiter();
        holdWaiters = [];
        return;
      }
      if (answer.status < 300) return credit();
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body ?? {}));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    /** Requests per idempotency key. */
    requests,
    /** Keys credited (each once, however often sent). */
    credited,
    bodies,
    /** Resolves once a `hold` answer is waiting. */
    holding: () => new Promise<void>((resolve) => (held.length > 0 ? resolve() : holdWaiters.push(resolve))),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
