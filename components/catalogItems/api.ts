import { createResourceApi } from '@/store/resourceApi';
import type { CatalogItem, CatalogItemInput } from '@/types/catalogItems';

/** Spec §7: `v1/prizes/catalog-items/` (multipart) and `…/{id}/`; 10 a page (spec §9). */
export const catalogItemsApi = createResourceApi<CatalogItem, CatalogItemInput>({
  path: 'v1/prizes/catalog-items/',
  multipart: true,
});
