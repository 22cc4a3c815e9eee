import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this instance. Other modules add their own figures through `gauge`: the event
 * engine, for one, registers its backlog and processing lag (plugins/engine.ts) with
 *
 *   app.metrics.gauge({ name: 'engine_event_backlog', help: 'Events stored, not yet applied',
 *                       collect: async (g) => g.set((await repos.playerEvents.waiting(now)).backlog) });
 *
 * (`collect` runs at each scrape; without it, call `set` whenever the figure changes).
 */
export interface Metrics {
  /** The gauge of that name, made on first use (asking again gives the same one). */
  gauge<Label extends string = string>(options: {
    name: string;
    help: string;
    labelNames?: readonly Label[];
    collect?: (gauge: Gauge<Label>) => void | Promise<void>;
  }): Gauge<Label>;
  /** The exposition text and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
  /** Where the separate metrics port listens (METRICS_PORT), once the app is ready. */
  address(): AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]), sha256(token));
}

export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      durations.observe(
        {
          method: request.method,
          // The pattern (`/v1/campaigns/campaigns/:id/`), never the URL: one series per route, not per id.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    const gauge: Metrics['gauge'] = ({ name, help, labelNames = [], collect }) => {
      const existing = registry.getSingleMetric(name);
      if (existing) return existing as Gauge<(typeof labelNames)[number]>;
      return new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        ...(collect
          ? {
              collect: async function (this: Gauge) {
                await collect(this);
              },
            }
          : {}),
      });
    };

    const poolStats = app.database.poolStats;
    if (poolStats) {
      gauge({
        name: 'db_pool_connections',
        help: 'Connections of the request pool to PostgreSQL, by state (max: the pool size)',
        labelNames: ['state'] as const,
        collect: (pool) => {
          const stats = poolStats();
          pool.set({ state: 'total' }, stats.total);
          pool.set({ state: 'idle' }, stats.idle);
          pool.set({ state: 'waiting' }, stats.waiting);
          pool.set({ state: 'max' }, stats.max);
        },
      });
    }

    let server: Server | null = null;
    const render = async () => ({ contentType: registry.contentType, body: await registry.metrics() });
    app.decorate('metrics', {
      gauge,
      render,
      address: () => (server?.address() as AddressInfo | null) ?? null,
    });

    const { metricsToken, metricsPort, host } = app.config;
    if (metricsToken !== undefined) {
      app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, metricsToken)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ detail: 'Metrics need the metrics token.' });
        }
        const { contentType, body } = await render();
        return reply.type(contentType).send(body);
      });
    }

    if (metricsPort !== undefined) {
      app.addHook('onReady', async () => {
        server = createServer((request, response) => {
          if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
            response.writeHead(404).end();
            return;
          }
          render().then(
            ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics could not be collected');
              response.writeHead(500).end();
            },
          );
        });
        await new Promise<void>((resolve, reject) => {
          server!.once('error', reject).listen(metricsPort, host, resolve);
        });
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      });
    }
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
