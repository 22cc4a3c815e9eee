import type { FastifyInstance } from 'fastify';

/** Every route in this folder (and below) answers only a signed-in, active user: 401 otherwise. */
export default async function signedInOnly(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
}
