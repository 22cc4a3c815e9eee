import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    jwtSecret: string;
  }
}

/** The settings read from the environment at start, and the token-signing secret. */
export default fp<{ config: Config; jwtSecret: string }>(
  async (app: FastifyInstance, { config, jwtSecret }) => {
    app.decorate('config', config);
    app.decorate('jwtSecret', jwtSecret);
  },
  { name: 'config' },
);
