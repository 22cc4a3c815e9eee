import { readListState, type FilterValues, type ListDescriptor, type ListQuery } from '@/hooks/useListParams';
import type { PageDataLoader, QueryStart } from '@/store/pageData';

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
