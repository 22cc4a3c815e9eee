import { readListState, type FilterValues, type ListDescriptor, type ListQuery } from '@/hooks/useListParams';
import type { PageData, PageDataLoader, QueryStart } from '@/store/pageData';
import { queryId } from '@/utils/query';

/**
 * The data of a page about one record (`/campaigns/edit?id=12`): the record of the query parameter
 * `param`, through the query the screen itself uses, so a record that does not exist answers 404 (or
 * the API's 403). Without an id the page is a 404 too, unless the id is `optional` (without it the page
 * makes a new record, or is a list with no record's dialog open).
 */
export function recordPageData(
  param: string,
  start: (id: number) => QueryStart,
  { optional = false }: { optional?: boolean } = {},
): PageDataLoader {
  return (query) => {
    const id = queryId(query[param]);
    if (id !== undefined) return { record: start(id) };
    return optional ? {} : { missing: true };
  };
}

/**
 * The data of a list page: the page of rows its address asks for, with the arguments the screen's
 * `useListParams` computes from the same address (`readListState`), so the browser finds the server's
 * answer in its cache and renders the rows the HTML already has.
 */
export function listPageData<F extends FilterValues>(
  descriptor: ListDescriptor<F>,
  start: (query: ListQuery<F>) => QueryStart,
): PageDataLoader {
  return (query) => ({ shown: [start(readListState(descriptor, query).query)] });
}

/** One page's data from several loaders (a list whose address may also open a record's dialog). */
export function combinePageData(...loaders: PageDataLoader[]): PageDataLoader {
  return (query) =>
    loaders
      .map((load) => load(query))
      .reduce<PageData>(
        (all, data) => ({
          record: all.record ?? data.record,
          missing: all.missing || data.missing,
          shown: [...(all.shown ?? []), ...(data.shown ?? [])],
        }),
        {},
      );
}
