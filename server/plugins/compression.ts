import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain less than gzip costs (a page of ten rows is about 3 kB). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * gzip for JSON answers above COMPRESS_MIN_BYTES when the client takes it, by `@fastify/compress`.
 * Only gzip: brotli and zstd cost more CPU per answer on the API's few cores for a few per cent less,
 * and the cached whole lists (lib/cached-body.ts) are kept gzipped. Streams (CSV downloads) are not
 * JSON and pass unchanged, as do bodies already encoded.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['gzip'],
      threshold: COMPRESS_MIN_BYTES,
      customTypes: /^application\/json/,
    });
  },
  { name: 'compression' },
);
