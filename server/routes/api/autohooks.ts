import type { FastifyInstance } from 'fastify';

/**
 * Every route in this folder (and below) answers only a signed-in, active user: 401 otherwise. Its answers
 * (players', users' and the signed-in user's data among them) are never kept by a browser or proxy cache,
 * unless a route chose its own caching (the games catalogue's ETag answers).
 */
export default async function signedInOnly(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
