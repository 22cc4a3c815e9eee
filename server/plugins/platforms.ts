import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformCodename } from '../../contract/platforms';
import { createPlatformAdapter } from '../platforms/adapters';
import { httpSource, standInSource } from '../platforms/sources';
import type { PlatformAdapter } from '../platforms/types';

export interface Platforms {
  /** The adapter of the casino's platform (its `platform_codename`, read per call: it can change). */
  current(): Promise<PlatformAdapter>;
  /** The adapter of a given platform. */
  of(codename: PlatformCodename): PlatformAdapter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform integrations of spec §7 `v1/platforms/*`, one adapter per platform codename. */
    platforms: Platforms;
  }
}

/**
 * One adapter per platform, over the platform's HTTP API when PLATFORM_API_URL is set, else over the
 * seeded stand-in in the database.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, repos } = app;
    const sourceFor = (codename: PlatformCodename) =>
      config.platformApiUrl === undefined
        ? standInSource(repos.platformStandIn, codename)
        : httpSource({
            baseUrl: config.platformApiUrl,
            token: config.platformApiToken,
            timeoutMs: config.platformApiTimeout,
          });
    const adapters = new Map<PlatformCodename, PlatformAdapter>();
    const of = (codename: PlatformCodename) => {
      let adapter = adapters.get(codename);
      if (!adapter) {
        adapter = createPlatformAdapter(codename, sourceFor(codename));
        adapters.set(codename, adapter);
      }
      return adapter;
    };
    app.decorate('platforms', {
      of,
      async current() {
        const casino = await repos.casino.get();
        return of((casino?.platformCodename ?? config.demoPlatform) as PlatformCodename);
      },
    });
  },
  { name: 'platforms', dependencies: ['config', 'db'] },
);
