import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskMediaStore, galleryPhotoKey, type MediaStore } from '../lib/media-store';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStore: MediaStore;
  }
}

/** Photos moved per query while moving bytes out of the database. */
const MOVE_BATCH = 10;

/**
 * The media store that holds photo bytes (MEDIA_DIR on disk, or the S3-compatible bucket of
 * MEDIA_STORE=s3, whose client is loaded only then), and, once the server listens, the move of
 * bytes still in the database (written before the store, or by the demo seed) into it: one photo at a
 * time in the background, each read once and then dropped from its row. Until its turn a photo is
 * served from the database as before. Not at `ready`: the start migrates and seeds after that (a fresh
 * database then has no photo table yet, and the seed's photos would wait for the next start).
 */
export default fp(
  async (app: FastifyInstance) => {
    const store = app.config.s3
      ? (await import('../lib/s3-media-store')).createS3MediaStore(app.config.s3)
      : createDiskMediaStore(app.config.mediaDir);
    app.decorate('mediaStore', store);
    app.addHook('onClose', async () => store.close?.());

    let closing = false;
    let moving: Promise<void> = Promise.resolve();

    async function moveBytesOutOfDatabase(): Promise<void> {
      let moved = 0;
      for (;;) {
        const ids = await app.repos.gallery.photosWithBytes(MOVE_BATCH);
        if (ids.length === 0 || closing) break;
        for (const id of ids) {
          if (closing) return;
          const bytes = await app.repos.media.galleryPhotoBytes(id);
          if (bytes) await store.put(galleryPhotoKey(id), bytes);
          await app.repos.gallery.forgetBytes(id);
          moved += 1;
        }
      }
      if (moved > 0) app.log.info({ moved }, 'photo bytes moved from the database to the media store');
    }

    app.addHook('onListen', async () => {
      moving = moveBytesOutOfDatabase().catch((error: unknown) =>
        app.log.error(
          { err: error },
          'moving photo bytes to the media store failed; retried on the next start',
        ),
      );
    });
    app.addHook('preClose', async () => {
      closing = true;
      await moving;
    });
  },
  { name: 'media', dependencies: ['config', 'db'] },
);
