import { useState } from 'react';

import type { Column } from '@/components/lists/DataTable';
import { ListFilters } from '@/components/lists/ListFilters';
import { PagedTable, type PageQueryResult } from '@/components/lists/PagedTable';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useListParams';
import { humanize } from '@/utils/labels';

/** A filter of a player's history: its name (the API's parameter) and the page's list offering its values. */
export interface HistoryFilter<Name extends string> {
  name: Name;
  label: string;
}

interface Props<
  Row,
  Name extends string,
  P extends { results: Row[]; count: number; filters: Record<Name, string[]> },
> {
  caption: string;
  columns: readonly Column<Row>[];
  filters: readonly HistoryFilter<Name>[];
  playerId: number;
  /** The page's query hook, called with the page and the filters that are set (comma-separated values). */
  usePage: (
    args: { id: number; limit: number; offset: number } & Partial<Record<Name, string>>,
  ) => PageQueryResult<Row, P & { next: string | null; previous: string | null }>;
  emptyMessage: string;
}

/**
 * One of a player's paged histories (transactions, sportsbook bets) with its filters. Several sit on
 * one screen, so their page and filters are the component's own, not the address's.
 */
export function PlayerHistoryTable<
  Row extends { id: number },
  Name extends string,
  P extends { results: Row[]; count: number; filters: Record<Name, string[]> },
>({ caption, columns, filters, playerId, usePage, emptyMessage }: Props<Row, Name, P>) {
  const none = Object.fromEntries(filters.map((filter) => [filter.name, ''])) as Record<Name, string>;
  const [values, setValues] = useState<Record<Name, string>>(none);
  const [offset, setOffset] = useState(0);
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<
    Record<Name, string>
  >;
  const result = usePage({ id: playerId, limit: DEFAULT_PAGE_SIZE, offset, ...set });
  const filtered = Object.keys(set).length > 0;
  const choices = result.data?.filters;
  return (
    <>
      <ListFilters
        label={`Filter ${caption.toLowerCase()}`}
        fields={filters.map((filter) => ({
          name: filter.name,
          label: filter.label,
          type: 'choices' as const,
          // Values chosen stay offered even when the page's lists no longer hold them.
          options: [
            ...new Set([...(choices?.[filter.name] ?? []), ...(set[filter.name]?.split(',') ?? [])]),
          ].map((value) => ({ value, label: humanize(value) })),
        }))}
        values={values}
        onChange={(changes) => {
          setValues((current) => ({ ...current, ...changes }));
          setOffset(0);
        }}
        onClear={() => {
          setValues(none);
          setOffset(0);
        }}
        filtered={filtered}
      />
      <PagedTable
        caption={caption}
        columns={columns}
        rowKey={(row) => row.id}
        emptyMessage={emptyMessage}
        result={result}
        list={{ limit: DEFAULT_PAGE_SIZE, offset, filtered, setOffset }}
      />
    </>
  );
}
