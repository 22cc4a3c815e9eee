import { and, asc, count, desc, eq, ilike, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  casinos,
  galleryCategories,
  galleryPhotos,
  type GalleryLibrary,
  type GalleryCategory,
  type GalleryContentType,
  type GalleryPhoto,
} from '../db/schema';
import { likePattern } from '../lib/ordering';

export interface PhotoFilters {
  library: GalleryLibrary;
  /** A category id, or null for the photos in none. */
  categoryId?: number | null;
  /** Case-insensitive part of the name. */
  search?: string;
}

/** A photo without its bytes, with its category: what lists and answers show. */
export interface PhotoRow extends Omit<GalleryPhoto, 'bytes'> {
  category: Pick<GalleryCategory, 'id' | 'name'> | null;
}

export interface NewPhoto {
  name: string;
  library: GalleryLibrary;
  categoryId: number | null;
  contentType: GalleryContentType;
  /** The bytes in the database (the demo seed; moved to the media store on start), or only their size. */
  content: { bytes: Buffer } | { size: number };
}

export type PhotoUpdate = Partial<Pick<GalleryPhoto, 'name' | 'categoryId'>>;

const PHOTO_COLUMNS = {
  id: galleryPhotos.id,
  categoryId: galleryPhotos.categoryId,
  name: galleryPhotos.name,
  library: galleryPhotos.library,
  contentType: galleryPhotos.contentType,
  size: galleryPhotos.size,
  created: galleryPhotos.created,
  categoryName: galleryCategories.name,
};

const toPhotoRow = ({
  categoryName,
  ...row
}: Omit<PhotoRow, 'category'> & { categoryName: string | null }): PhotoRow => ({
  ...row,
  category:
    row.categoryId !== null && categoryName !== null ? { id: row.categoryId, name: categoryName } : null,
});

/** Who uses a photo (its address is stored as text where it is used). */
export interface PhotoUsers {
  campaigns: Array<{ id: number; name: string }>;
  loginImage: boolean;
}

function whereOf(filters: PhotoFilters): SQL | undefined {
  const conditions: SQL[] = [eq(galleryPhotos.library, filters.library)];
  if (filters.categoryId === null) conditions.push(isNull(galleryPhotos.categoryId));
  else if (filters.categoryId !== undefined)
    conditions.push(eq(galleryPhotos.categoryId, filters.categoryId));
  const term = filters.search?.trim();
  if (term) conditions.push(ilike(galleryPhotos.name, likePattern(term)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The gallery: categories, and photos whose bytes are read only to serve them. */
export function createGalleryRepository(db: Executor) {
  const photoQuery = (tx: Executor) =>
    tx
      .select(PHOTO_COLUMNS)
      .from(galleryPhotos)
      .leftJoin(galleryCategories, eq(galleryCategories.id, galleryPhotos.categoryId));

  return {
    async countPhotos(filters: PhotoFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(galleryPhotos).where(whereOf(filters));
      return row.n;
    },

    /** A page of photos, newest first. */
    async listPhotos(
      filters: PhotoFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<PhotoRow[]> {
      const rows = await photoQuery(tx)
        .where(whereOf(filters))
        .orderBy(desc(galleryPhotos.created), desc(galleryPhotos.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(toPhotoRow);
    },

    async findPhoto(id: number, tx: Executor = db): Promise<PhotoRow | undefined> {
      const [row] = await photoQuery(tx).where(eq(galleryPhotos.id, id));
      return row && toPhotoRow(row);
    },

    async createPhoto(photo: NewPhoto, tx: Executor = db): Promise<PhotoRow> {
      const [{ id }] = await tx
        .insert(galleryPhotos)
        .values({
          name: photo.name,
          library: photo.library,
          categoryId: photo.categoryId,
          contentType: photo.contentType,
          ...('bytes' in photo.content
            ? { bytes: photo.content.bytes, size: photo.content.bytes.length }
            : { size: photo.content.size }),
        })
        .returning({ id: galleryPhotos.id });
      const created = await this.findPhoto(id, tx);
      if (!created) throw new Error(`photo ${id} vanished after its insert`);
      return created;
    },

    async updatePhoto(id: number, changes: PhotoUpdate, tx: Executor = db): Promise<PhotoRow | undefined> {
      if (Object.keys(changes).length > 0)
        await tx.update(galleryPhotos).set(changes).where(eq(galleryPhotos.id, id));
      return this.findPhoto(id, tx);
    },

    /** Photos whose bytes are still in the database (see `NewPhoto.content`), a few at a time. */
    async photosWithBytes(limit: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: galleryPhotos.id })
        .from(galleryPhotos)
        .where(isNotNull(galleryPhotos.bytes))
        .orderBy(galleryPhotos.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The photo's bytes have been written to the media store: the database lets go of them. */
    async forgetBytes(id: number, tx: Executor = db): Promise<void> {
      await tx.update(galleryPhotos).set({ bytes: null }).where(eq(galleryPhotos.id, id));
    },

    async deletePhoto(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(galleryPhotos)
        .where(eq(galleryPhotos.id, id))
        .returning({ id: galleryPhotos.id });
      return rows.length > 0;
    },

    async countCategories(library: GalleryLibrary, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(galleryCategories)
        .where(eq(galleryCategories.library, library));
      return row.n;
    },

    /** A page of a library's categories by name. */
    async listCategories(
      library: GalleryLibrary,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<GalleryCategory[]> {
      return tx
        .select()
        .from(galleryCategories)
        .where(eq(galleryCategories.library, library))
        .orderBy(asc(sql`lower(${galleryCategories.name})`), asc(galleryCategories.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findCategory(id: number, tx: Executor = db): Promise<GalleryCategory | undefined> {
      const [row] = await tx.select().from(galleryCategories).where(eq(galleryCategories.id, id));
      return row;
    },

    /** The library's category of this name, whatever its case (names are unique that way per library). */
    async findCategoryByName(
      name: string,
      library: GalleryLibrary,
      tx: Executor = db,
    ): Promise<GalleryCategory | undefined> {
      const [row] = await tx
        .select()
        .from(galleryCategories)
        .where(
          and(eq(galleryCategories.library, library), sql`lower(${galleryCategories.name}) = lower(${name})`),
        );
      return row;
    },

    async createCategory(name: string, library: GalleryLibrary, tx: Executor = db): Promise<GalleryCategory> {
      const [row] = await tx.insert(galleryCategories).values({ name, library }).returning();
      return row;
    },

    /** The casino's login image (spec §7 `GET v1/operators/login-image/`): an address, or none. */
    async setLoginImage(address: string | null, tx: Executor = db): Promise<void> {
      await tx.update(casinos).set({ loginImage: address, updated: new Date() });
    },

    /**
     * The campaigns whose images are this photo, and whether it is the login image: a photo's address
     * (`…/media/gallery/{id}/…`) is what those fields store.
     */
    async photoUsers(id: number, tx: Executor = db): Promise<PhotoUsers> {
      const address = `%/media/gallery/${id}/%`;
      const used = await tx
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(
          or(
            like(campaigns.desktopBackgroundImage, address),
            like(campaigns.mobileBackgroundImage, address),
            like(campaigns.campaignImage, address),
          ),
        )
        .orderBy(asc(campaigns.name), asc(campaigns.id));
      const [login] = await tx
        .select({ id: casinos.id })
        .from(casinos)
        .where(like(casinos.loginImage, address))
        .limit(1);
      return { campaigns: used, loginImage: login !== undefined };
    },

    async renameCategory(id: number, name: string, tx: Executor = db): Promise<GalleryCategory | undefined> {
      const [row] = await tx
        .update(galleryCategories)
        .set({ name })
        .where(eq(galleryCategories.id, id))
        .returning();
      return row;
    },

    /** Deletes the category; its photos stay, in no category. */
    async deleteCategory(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(galleryCategories)
        .where(eq(galleryCategories.id, id))
        .returning({ id: galleryCategories.id });
      return rows.length > 0;
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
