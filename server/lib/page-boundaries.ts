import { createUnchangedCache } from './unchanged-cache';

/** Rows between two kept boundaries: a deep page then skips fewer than this many rows. */
export const BOUNDARY_STEP = 1000;

/** Lists (filter and order combinations) whose boundaries are kept. */
const MAX_LISTS = 16;

/** Where a deep page starts: from the row whose key is `key` (included), `skip` more rows on. */
export interface PageStart {
  key: number;
  skip: number;
}

/**
 * Deep pages by offset without walking every row before them (PostgreSQL has no row positions: an
 * offset of 40,000 reads 40,000 index entries). For each list, the key of every BOUNDARY_STEP-th row
 * is read once (`load`, one pass) and kept while the embedded database is unchanged
 * (lib/unchanged-cache.ts); a page at `offset` then starts at the nearest boundary before it.
 */
export function createPageBoundaries(changes: () => number) {
  const lists = createUnchangedCache<number[]>(changes, MAX_LISTS);

  return {
    /**
     * The start of the page at `offset` of the list that `list()` names (its filters and order), or
     * undefined when the page is before the first boundary. `load(step)` answers the keys of the rows
     * at positions step, 2·step, … (0-based), in list order. The name is asked for only past the first
     * boundary: a first page does not pay for it.
     */
    async start(
      list: () => string,
      offset: number,
      load: (step: number) => Promise<number[]>,
    ): Promise<PageStart | undefined> {
      if (offset < BOUNDARY_STEP) return undefined;
      const keys = await lists.through(list(), () => load(BOUNDARY_STEP));
      const index = Math.min(Math.floor(offset / BOUNDARY_STEP), keys.length) - 1;
      if (index < 0) return undefined;
      return { key: keys[index], skip: offset - (index + 1) * BOUNDARY_STEP };
    },
  };
}
