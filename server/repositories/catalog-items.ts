import { count, eq, ilike } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { catalogItems, type GalleryContentType } from '../db/schema';
import { likePattern } from '../lib/ordering';
import type { ListRequest } from '../lib/resource';

/** The columns a list may be sorted by (`order_by`), and the one that breaks ties. */
export const CATALOG_ITEM_SORTING = {
  fields: {
    id: catalogItems.id,
    name: catalogItems.name,
    value: catalogItems.value,
    created: catalogItems.created,
  },
  tieBreaker: catalogItems.id,
};

/** A catalog item without its image bytes (lists and answers never need them). */
export interface CatalogItemRow {
  id: number;
  name: string;
  value: string;
  currency: string;
  imageType: GalleryContentType | null;
  imageSize: number | null;
  created: Date;
  updated: Date;
}

export interface CatalogItemInput {
  name: string;
  value: string;
  currency: string;
  image: { bytes: Buffer; type: GalleryContentType } | null;
}

export interface CatalogItemFilters {
  search?: string;
}

const columns = {
  id: catalogItems.id,
  name: catalogItems.name,
  value: catalogItems.value,
  currency: catalogItems.currency,
  imageType: catalogItems.imageType,
  imageSize: catalogItems.imageSize,
  created: catalogItems.created,
  updated: catalogItems.updated,
};

const whereOf = (filters: CatalogItemFilters) =>
  filters.search?.trim() ? ilike(catalogItems.name, likePattern(filters.search.trim())) : undefined;

/** `image: null` clears it; an absent image leaves it as it is. */
const imageColumns = (image: CatalogItemInput['image'] | undefined) =>
  image === undefined
    ? {}
    : image === null
      ? { image: null, imageType: null, imageSize: null }
      : { image: image.bytes, imageType: image.type, imageSize: image.bytes.length };

/** The prize catalogue. */
export function createCatalogItemsRepository(db: Executor) {
  const repository = {
    async count(filters: CatalogItemFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(catalogItems).where(whereOf(filters));
      return row.n;
    },

    list(
      { filters, page, orderBy }: ListRequest<CatalogItemFilters>,
      tx: Executor = db,
    ): Promise<CatalogItemRow[]> {
      return tx
        .select(columns)
        .from(catalogItems)
        .where(whereOf(filters))
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset);
    },

    async find(id: number, tx: Executor = db): Promise<CatalogItemRow | undefined> {
      const [row] = await tx.select(columns).from(catalogItems).where(eq(catalogItems.id, id));
      return row;
    },

    async insert(input: CatalogItemInput, tx: Executor): Promise<CatalogItemRow> {
      const { image, ...fields } = input;
      const [row] = await tx
        .insert(catalogItems)
        .values({ ...fields, ...imageColumns(image) })
        .returning(columns);
      return row;
    },

    async update(id: number, input: Partial<CatalogItemInput>, tx: Executor): Promise<CatalogItemRow> {
      const { image, ...fields } = input;
      const [row] = await tx
        .update(catalogItems)
        .set({ ...fields, ...imageColumns(image), updated: new Date() })
        .where(eq(catalogItems.id, id))
        .returning(columns);
      return row;
    },

    async remove(id: number, tx: Executor): Promise<void> {
      await tx.delete(catalogItems).where(eq(catalogItems.id, id));
    },

    /** The image's type and version, without its bytes (a conditional GET or a HEAD needs no more). */
    async imageInfo(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ type: catalogItems.imageType, size: catalogItems.imageSize, updated: catalogItems.updated })
        .from(catalogItems)
        .where(eq(catalogItems.id, id));
      return row;
    },

    async imageBytes(id: number, tx: Executor = db): Promise<Buffer | null> {
      const [row] = await tx
        .select({ image: catalogItems.image })
        .from(catalogItems)
        .where(eq(catalogItems.id, id));
      return row?.image ?? null;
    },
  };
  return repository;
}

export type CatalogItemsRepository = ReturnType<typeof createCatalogItemsRepository>;
