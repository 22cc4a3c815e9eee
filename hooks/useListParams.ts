import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';

import { queryInteger, queryString, type QueryValue } from '@/utils/query';

/** Spec §9: lists show 10 rows from offset 0 unless told otherwise. */
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows a shared URL may ask for. */
export const MAX_PAGE_SIZE = 100;

/** A list's filters by name; every value is the text the URL carries ('' for "not set"). */
export type FilterValues = Record<string, string>;

export interface ListDescriptor<F extends FilterValues> {
  /** The filter names and their defaults, which apply when the URL does not name the filter. */
  filters: F;
  /** Page size when the URL gives none (spec §9: 10). */
  limit?: number;
  /** Page sizes staff may choose between (kept in the URL as `limit`); none offers no choice. */
  pageSizes?: readonly number[];
  /** Sortable fields and the default order (`-id`: newest first); the order goes to the API as `orderBy`. */
  sort?: { fields: readonly string[]; default: string };
}

/** What a list query is called with: the page, and the filters that are set (empty ones are left out). */
export type ListQuery<F extends FilterValues = Record<never, string>> = Partial<F> & {
  limit: number;
  offset: number;
  /** With a sortable list: DRF's ordering (`name`, `-created`). */
  orderBy?: string;
};

export interface ListParams<F extends FilterValues> {
  /** Every filter's current value (the default when the URL has none). */
  filters: F;
  limit: number;
  offset: number;
  /** The arguments for the list's query hook. */
  query: ListQuery<F>;
  /** Some filter differs from its default: an empty page then means "nothing matches". */
  filtered: boolean;
  /** The URL has been read (pass `skip: !ready` to the query hook). */
  ready: boolean;
  /** Changes filters; the list goes back to its first page. */
  setFilters: (changes: Partial<F>) => void;
  /** Resets every filter to its default, back on the first page. */
  clearFilters: () => void;
  /** Moves to the page starting at `offset`. */
  setOffset: (offset: number) => void;
  /** The page sizes offered (the descriptor's `pageSizes`). */
  pageSizes?: readonly number[];
  /** Shows `limit` rows a page, from the first page. */
  setLimit: (limit: number) => void;
  /** The current order (`name` ascending, `-name` descending); '' when the list is not sortable. */
  sort: string;
  /** Sorts by `field`: ascending first, descending when it is already ascending. Back to the first page. */
  toggleSort: (field: string) => void;
}

/** Declares a list once (at module level, so that its identity is stable): `defineList({filters: {search: ''}})`. */
export function defineList<F extends FilterValues>(descriptor: ListDescriptor<F>): ListDescriptor<F> {
  return descriptor;
}

const RESERVED_KEYS = ['limit', 'offset', 'sort'];

/** What a list shows for a URL's query: its filters, page and order, and the arguments of its query. */
export interface ListState<F extends FilterValues> {
  filters: F;
  limit: number;
  offset: number;
  sort: string;
  query: ListQuery<F>;
}

/**
 * Reads a list's state from the URL's query. The screen (`useListParams`) and the Next.js server (which
 * fetches a list's first page with the HTML) both read it here, so both ask for the same cache entry.
 */
export function readListState<F extends FilterValues>(
  descriptor: ListDescriptor<F>,
  routerQuery: Readonly<Record<string, QueryValue>>,
): ListState<F> {
  const defaults = descriptor.filters;
  const filters = { ...defaults };
  (Object.keys(defaults) as (keyof F & string)[]).forEach((name) => {
    if (routerQuery[name] !== undefined) filters[name] = queryString(routerQuery[name]) as F[typeof name];
  });
  const limit = Math.min(
    queryInteger(routerQuery.limit, 1) ?? descriptor.limit ?? DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
  );
  const offset = queryInteger(routerQuery.offset) ?? 0;
  const sortable = descriptor.sort;
  const requestedSort = queryString(routerQuery.sort);
  // Only a listed field may reach the API (it refuses others); an unknown one falls back to the default.
  const sort =
    sortable === undefined
      ? ''
      : sortable.fields.includes(requestedSort.replace(/^-/, ''))
        ? requestedSort
        : sortable.default;
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  const query = { ...set, limit, offset, ...(sort ? { orderBy: sort } : {}) } as ListQuery<F>;
  return { filters, limit, offset, sort, query };
}

/**
 * A list's filters and page, kept in the URL's query string so that a filtered list can be shared and
 * survives a reload. Writes with a shallow `router.replace`; a value equal to its default (so, usually,
 * an empty one) is left out of the URL, as are offset 0 and the default page size. Query keys that are
 * not this list's are kept.
 */
export function useListParams<F extends FilterValues>(descriptor: ListDescriptor<F>): ListParams<F> {
  const router = useRouter();
  const { query: routerQuery, isReady } = router;
  const defaults = descriptor.filters;
  const defaultLimit = descriptor.limit ?? DEFAULT_PAGE_SIZE;

  const { filters, limit, offset, sort, query } = useMemo(
    () => readListState(descriptor, routerQuery),
    [descriptor, routerQuery],
  );
  const sortable = descriptor.sort;

  const write = useCallback(
    (nextFilters: F, nextOffset: number, nextSort: string = sort, nextLimit: number = limit) => {
      const query: Record<string, string | string[]> = {};
      Object.entries(routerQuery).forEach(([key, value]) => {
        if (value !== undefined && !(key in defaults) && !RESERVED_KEYS.includes(key)) query[key] = value;
      });
      Object.keys(defaults).forEach((name) => {
        const value = nextFilters[name].trim() === '' ? '' : nextFilters[name];
        if (value !== defaults[name]) query[name] = value;
      });
      if (nextLimit !== defaultLimit) query.limit = String(nextLimit);
      if (nextOffset > 0) query.offset = String(nextOffset);
      if (nextSort !== (sortable?.default ?? '')) query.sort = nextSort;
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router, routerQuery, defaults, limit, defaultLimit, sort, sortable],
  );

  const setFilters = useCallback(
    (changes: Partial<F>) => write({ ...filters, ...changes } as F, 0),
    [write, filters],
  );
  const clearFilters = useCallback(() => write({ ...defaults }, 0), [write, defaults]);
  const setOffset = useCallback(
    (nextOffset: number) => write(filters, Math.max(0, Math.floor(nextOffset))),
    [write, filters],
  );

  const setLimit = useCallback(
    (nextLimit: number) =>
      write(filters, 0, sort, Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(nextLimit)))),
    [write, filters, sort],
  );

  const toggleSort = useCallback(
    (field: string) => write(filters, 0, sort === field ? `-${field}` : field),
    [write, filters, sort],
  );

  const filtered = Object.keys(defaults).some((name) => filters[name] !== defaults[name]);

  return {
    filters,
    limit,
    offset,
    query,
    filtered,
    ready: isReady,
    setFilters,
    clearFilters,
    setOffset,
    pageSizes: descriptor.pageSizes,
    setLimit,
    sort,
    toggleSort,
  };
}
