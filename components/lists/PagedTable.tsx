import type { Page } from '@/types/api';
import { DataTable, type DataTableProps } from './DataTable';
import { Pagination } from './Pagination';

/** What a list screen's RTK Query hook answers, as far as the table needs it. */
export interface PageQueryResult<Row, P extends Page<Row> = Page<Row>> {
  data?: P;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The part of `useListParams` the table and its pagination follow. */
export interface PagePosition {
  limit: number;
  offset: number;
  filtered: boolean;
  setOffset: (offset: number) => void;
  pageSizes?: readonly number[];
  setLimit?: (limit: number) => void;
  sort?: string;
  toggleSort?: (field: string) => void;
}

type Props<Row> = Omit<
  DataTableProps<Row>,
  'rows' | 'loading' | 'fetching' | 'error' | 'onRetry' | 'filtered' | 'sort' | 'onSort'
> & {
  result: PageQueryResult<Row>;
  list: PagePosition;
};

/** A page of a server list: the table with its states, and Previous / Next under it. */
export function PagedTable<Row>({ result, list, caption, ...table }: Props<Row>) {
  const { data, isLoading, isFetching, isError, refetch } = result;
  return (
    <>
      <DataTable
        caption={caption}
        {...table}
        rows={data?.results}
        loading={isLoading}
        fetching={isFetching}
        error={isError}
        onRetry={() => void refetch()}
        filtered={list.filtered}
        sort={list.sort}
        onSort={list.toggleSort}
      />
      {data && (
        <Pagination
          label={`${caption} pages`}
          count={data.count}
          countIsEstimate={data.countIsEstimate}
          limit={list.limit}
          offset={list.offset}
          onChange={list.setOffset}
          pageSizes={list.pageSizes}
          onLimitChange={list.setLimit}
        />
      )}
    </>
  );
}
