import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const gzip = promisify(gzipCallback);

/** Smaller answers gain less than gzip costs (a page of ten rows is about 3 kB). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Up to this size gzip runs on the event loop: a 4 kB page takes about 20 µs there, where handing it to
 * the thread pool costs the event loop 80 µs of bookkeeping; larger answers go to the pool.
 */
const GZIP_IN_LOOP_MAX_BYTES = 64 * 1024;

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with `q=0`). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Adds Accept-Encoding to the Vary header, keeping what is there (CORS varies by Origin). */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('Vary') ?? '');
  if (/accept-encoding/i.test(vary)) return;
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * gzip for JSON answers above COMPRESS_MIN_BYTES when the client takes it (large ones in the thread
 * pool, so the event loop keeps serving). Streams (CSV downloads) and bodies already encoded pass
 * unchanged.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('Content-Encoding')) return payload;
      const type = String(reply.getHeader('Content-Type') ?? '');
      if (!type.startsWith('application/json')) return payload;
      varyByEncoding(reply);
      const size = Buffer.byteLength(payload);
      if (size < COMPRESS_MIN_BYTES || !acceptsGzip(request)) return payload;
      reply.header('Content-Encoding', 'gzip');
      reply.removeHeader('Content-Length');
      return size <= GZIP_IN_LOOP_MAX_BYTES ? gzipSync(payload) : gzip(payload);
    });
  },
  { name: 'compression' },
);
