import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { MediaParams } from '../../schemas/gallery';

/** A year: an image's URL changes whenever its bytes do, so it may be cached for good. */
const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Images, public like any image on the web: the casino's own site shows campaign and prize images to
 * players. Sent with their stored type and `nosniff`, and readable from other origins.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Campaign images.
  app.get(
    '/media/gallery/:id/:filename',
    { schema: { hide: true, params: MediaParams } },
    async (request, reply) => {
      const content = await app.repos.gallery.photoContent(request.params.id);
      if (!content) throw notFound();
      return (
        reply
          .header('Content-Type', content.contentType)
          .header('Content-Length', content.bytes.length)
          .header('Cache-Control', MEDIA_CACHE_CONTROL)
          .header('X-Content-Type-Options', 'nosniff')
          // Pages of other sites (the casino's, the back-office on its own host) may show the image.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(content.bytes)
      );
    },
  );

  // Prize images: a conditional request or a HEAD is answered from the item's row without reading the bytes.
  app.get(
    '/media/catalog-items/:id/:filename',
    {
      schema: {
        hide: true,
        params: Type.Object({
          id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
          filename: Type.String({ maxLength: 40 }),
        }),
      },
    },
    async (request, reply) => {
      const info = await app.repos.catalogItems.imageInfo(request.params.id);
      if (!info?.type || info.size === null) throw notFound();
      const etag = `"${info.updated.getTime()}"`;
      reply
        .header('Content-Type', info.type)
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (request.method === 'HEAD') return reply.header('Content-Length', info.size).send();
      const bytes = await app.repos.catalogItems.imageBytes(request.params.id);
      if (bytes === null) throw notFound();
      return reply.header('Content-Length', bytes.length).send(bytes);
    },
  );
}
