import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { galleryPhotos, type GalleryContentType } from '../db/schema';

/** What the media route needs to answer a request without the bytes: type, size, name, version. */
export interface StoredImageInfo {
  contentType: GalleryContentType;
  size: number;
  name: string;
  created: Date;
  /** Its bytes are still in the database (not yet moved to the media store). */
  inDatabase: boolean;
}

/** Reads stored images for the public media route: their facts apart, their bytes in slices. */
export function createMediaRepository(db: Executor) {
  return {
    async galleryPhotoInfo(id: number, tx: Executor = db): Promise<StoredImageInfo | undefined> {
      const [row] = await tx
        .select({
          contentType: galleryPhotos.contentType,
          size: galleryPhotos.size,
          name: galleryPhotos.name,
          created: galleryPhotos.created,
          inDatabase: sql<boolean>`${galleryPhotos.bytes} is not null`,
        })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.id, id));
      return row;
    },

    /** A photo's bytes while they are in the database (null once moved to the media store). */
    async galleryPhotoBytes(id: number, tx: Executor = db): Promise<Buffer | null> {
      const [row] = await tx
        .select({ bytes: galleryPhotos.bytes })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.id, id));
      return row?.bytes ?? null;
    },

    /**
     * `length` bytes of a photo from `offset` (0-based): a 10 MB photo is read in slices, so no single
     * query holds the database (one connection with PGlite) for long. `null` when the photo is gone.
     */
    async galleryPhotoSlice(id: number, offset: number, length: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          slice: sql`substring(${galleryPhotos.bytes} from ${offset + 1} for ${length})`.mapWith(
            galleryPhotos.bytes,
          ),
        })
        .from(galleryPhotos)
        .where(eq(galleryPhotos.id, id));
      return row ? (row.slice as Buffer) : null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
