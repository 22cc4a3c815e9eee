import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { setPasswordHashCost } from '../services/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    jwtSecret: string;
  }
}

/** The settings read from the environment at start, and the token-signing secret. */
export default fp<{ config: Config; jwtSecret: string }>(
  async (app: FastifyInstance, { config, jwtSecret }) => {
    setPasswordHashCost(config.passwordHashCost);
    app.decorate('config', config);
    app.decorate('jwtSecret', jwtSecret);
  },
  { name: 'config' },
);
