import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { CatalogItemSchema } from '@/contract/schemas/catalog-items';

/** A prize in the catalogue (spec §3 "Catalog item: name, value"), with its currency and image URL. */
export type CatalogItem = Camelized<Static<typeof CatalogItemSchema>>;

/**
 * POST/PATCH v1/prizes/catalog-items/ as multipart (spec §7): the item's fields as text, and `image` a
 * new file, '' to remove the image, or left out to keep it.
 */
export type CatalogItemInput = Pick<CatalogItem, 'name' | 'value' | 'currency'> & { image?: File | '' };
