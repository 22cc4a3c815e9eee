import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(gzipCallback);

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with `q=0`). */
const acceptsGzip = (request: FastifyRequest): boolean =>
  negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';

/** Adds Accept-Encoding to the Vary header, keeping what is there (CORS varies by Origin). */
function varyByEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('Vary') ?? '');
  if (/accept-encoding/i.test(vary)) return;
  reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

interface CachedBody {
  version: string;
  etag: string;
  json: string;
  gzipped: Buffer;
}

/** Bodies kept per cache (one per distinct query string): the least recently built go first. */
const MAX_ENTRIES = 32;

/**
 * Whole JSON answers that change only when their data does: kept serialised and gzipped, keyed by the
 * request's query string, and valid while `version()` (a cheap fingerprint of the data, read from the
 * database so that every API process sees every change) is unchanged. Answers carry a weak ETag; a
 * request that sends it back gets 304 without a body.
 */
export function createBodyCache(version: () => Promise<string>) {
  const entries = new Map<string, CachedBody>();

  async function entryFor(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const cached = entries.get(key);
    const current = await version();
    if (cached && cached.version === current) return cached;
    // Read before building: a write during the build leaves the entry stale, rebuilt on the next request.
    const json = JSON.stringify(await build());
    const entry: CachedBody = {
      version: current,
      etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
      json,
      gzipped: await gzip(json),
    };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>) {
      const key = request.url.slice(request.url.indexOf('?') + 1);
      const entry = await entryFor(key, build);
      // Signed-in data: a browser may keep it but must ask again each time (answered by a 304).
      reply.header('ETag', entry.etag).header('Cache-Control', 'private, no-cache');
      varyByEncoding(reply);
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim() === entry.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(entry.gzipped);
      return reply.send(entry.json);
    },
  };
}
