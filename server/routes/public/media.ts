import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { notFound } from '../../lib/errors';
import { photoFilename } from '../../lib/images';
import { byteRange, galleryPhotoKey } from '../../lib/media-store';
import { MediaParams } from '../../schemas/gallery';

/** A year: an image's URL changes whenever its bytes do, so it may be cached for good. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Photos up to this size are read in one query and kept in memory; larger ones are sent in slices of it. */
const MEDIA_SLICE_BYTES = 1024 * 1024;
/** Memory for photos served often (each instance): small ones stay, the least recently sent go first. */
const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;

/** `If-None-Match` holds `etag` (a list, or `*`; weak validators compare equal for GET). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Least recently used buffers up to a total size. */
class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly capacity: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.capacity || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.capacity) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

/**
 * Images, public like any image on the web: the casino's own site shows campaign and prize images to
 * players. Sent with their stored type and `nosniff`, and readable from other origins.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Campaign images: the name must be the photo's, so ids alone do not walk the gallery. A conditional
  // request or a HEAD is answered from the row without the bytes; the bytes come from the media store
  // (those still in the database: small ones from memory, large ones in slices).
  const cache = new ByteCache(MEDIA_CACHE_BYTES);
  // HEAD is declared, not derived from GET: the derived one would answer `Content-Length: 0`.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/gallery/:id/:filename',
    schema: { hide: true, params: MediaParams },
    handler: async (request, reply) => {
      const { id, filename } = request.params;
      const info = await app.repos.media.galleryPhotoInfo(id);
      if (!info || photoFilename(info.name, info.contentType) !== filename) throw notFound();
      // A photo's bytes never change: its id and upload time name its version.
      const etag = `"g${id}-${info.created.getTime().toString(36)}"`;
      reply
        .header('Content-Type', info.contentType)
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        // Pages of other sites (the casino's, the back-office on its own host) may show the image.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (!info.inDatabase) return sendFromStore(request, reply, galleryPhotoKey(id), info.size, etag);
      // Not yet moved to the media store (see plugins/media.ts): from the database, whole.
      reply.header('Content-Length', info.size);
      if (request.method === 'HEAD') return reply.send();
      const cached = cache.get(etag);
      if (cached) return reply.send(cached);
      if (info.size <= MEDIA_SLICE_BYTES) {
        const bytes = await app.repos.media.galleryPhotoSlice(id, 0, info.size);
        if (bytes === null) throw notFound();
        cache.set(etag, bytes);
        return reply.send(bytes);
      }
      return reply.send(Readable.from(photoSlices(id, info.size)));
    },
  });

  /**
   * Bytes from the media store, streamed (a file read never holds the database or the event loop), whole
   * or one range of them (`Range: bytes=…`, honoured while `If-Range` still names this version).
   */
  async function sendFromStore(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    size: number,
    etag: string,
  ) {
    reply.header('Accept-Ranges', 'bytes');
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? byteRange(request.headers.range, size) : null;
    if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    if (range) {
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1);
    } else reply.header('Content-Length', size);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(app.mediaStore.read(key, range ?? undefined));
  }

  async function* photoSlices(id: number, size: number) {
    for (let offset = 0; offset < size; offset += MEDIA_SLICE_BYTES) {
      const slice = await app.repos.media.galleryPhotoSlice(id, offset, MEDIA_SLICE_BYTES);
      if (slice === null || slice.length === 0) throw new Error(`gallery photo ${id} went away while sent`);
      yield slice;
    }
  }

  // Prize images: a conditional request or a HEAD is answered from the item's row without reading the bytes.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/catalog-items/:id/:filename',
    schema: {
      hide: true,
      params: Type.Object({
        id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
        filename: Type.String({ maxLength: 40 }),
      }),
    },
    handler: async (request, reply) => {
      const info = await app.repos.catalogItems.imageInfo(request.params.id);
      if (!info?.type || info.size === null) throw notFound();
      const etag = `"${info.updated.getTime()}"`;
      reply
        .header('Content-Type', info.type)
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (request.method === 'HEAD') return reply.header('Content-Length', info.size).send();
      const bytes = await app.repos.catalogItems.imageBytes(request.params.id);
      if (bytes === null) throw notFound();
      return reply.header('Content-Length', bytes.length).send(bytes);
    },
  });
}
