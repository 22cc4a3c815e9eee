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
