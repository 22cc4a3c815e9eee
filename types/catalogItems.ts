/** A prize in the catalogue (spec §3 "Catalog item: name, value"), with its currency and image URL. */
export interface CatalogItem {
  id: number;
  name: string;
  /** Money as text with two decimals: "79.90". */
  value: string;
  currency: string;
  image: string | null;
  created: string;
  updated: string;
}

/**
 * POST/PATCH v1/prizes/catalog-items/ as multipart (spec §7). `image`: a new file, '' to remove the
 * image, or left out to keep it.
 */
export interface CatalogItemInput {
  name: string;
  value: string;
  currency: string;
  image?: File | '';
}
