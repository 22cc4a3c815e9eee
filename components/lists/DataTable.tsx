import { useId, type ReactNode } from 'react';

import { LoadFailed, StateMessage } from '@/components/kit/QueryState';
import { Spinner } from '@/components/ui/Spinner';
import styles from './DataTable.module.scss';

export interface Column<Row> {
  /** Unique among the table's columns. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** This column names the row (a `th scope="row"`): usually the first. */
  rowHeader?: boolean;
  /** Keep the header for screen readers only (an actions column). */
  headerHidden?: boolean;
  align?: 'start' | 'end';
  /** Stays in view at the end of the row while the table scrolls sideways (row actions on a phone). */
  sticky?: 'end';
  /** The API's ordering field this column sorts by; the header then becomes a sort button. */
  sortField?: string;
  /** Long text (a name, a date and its time) wraps at its spaces instead of widening a dense table. */
  wrap?: boolean;
}

export const NOTHING_MATCHES = 'Nothing matches these filters';

export interface DataTableProps<Row> {
  /** Names the table (and its scrolling region). */
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  /** Undefined while nothing has arrived yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The first page is on its way. */
  loading?: boolean;
  /** Rows are shown while newer ones are on their way (another page, another filter). */
  fetching?: boolean;
  /** The last attempt failed: the table says so and offers to try again. */
  error?: boolean;
  onRetry?: () => void;
  /** What an empty list says ("No users yet"). */
  emptyMessage: string;
  /** The list is filtered: empty then says "Nothing matches these filters". */
  filtered?: boolean;
  /** The current order (`name`, `-name`) and how to change it, for columns with a `sortField`. */
  sort?: string;
  onSort?: (field: string) => void;
  /**
   * Narrower cells, headers wrapping at their spaces: a monitoring table of many columns (the campaign
   * list) then fits a 1366 px screen beside the docked menu without scrolling sideways.
   */
  compact?: boolean;
}

const cellClass = (column: Pick<Column<unknown>, 'align' | 'sticky' | 'wrap'>) =>
  [
    column.align === 'end' ? styles.end : '',
    column.sticky === 'end' ? styles.stickyEnd : '',
    column.wrap ? styles.wrap : '',
  ]
    .join(' ')
    .trim() || undefined;

/** `aria-sort` of a column under the current order. */
function ariaSort(field: string | undefined, sort: string | undefined) {
  if (!field || !sort) return undefined;
  if (sort === field) return 'ascending' as const;
  if (sort === `-${field}`) return 'descending' as const;
  return 'none' as const;
}

/**
 * A generic list table: caption, column headers and rows, or one of its states (loading, empty, error
 * with Try again) in place of the rows. It scrolls sideways on a small screen, inside its own box (the
 * page never does); the scrolling region can be focused so that keyboards scroll it too, and a `sticky`
 * column (the row actions) stays in reach while it scrolls.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  fetching = false,
  error = false,
  onRetry,
  emptyMessage,
  filtered = false,
  sort,
  onSort,
  compact = false,
}: DataTableProps<Row>) {
  const captionId = useId();

  let state: ReactNode = null;
  if (error && !loading) {
    state = <LoadFailed what="the list" onRetry={onRetry} />;
  } else if (loading || rows === undefined) {
    state = <Spinner label={`Loading ${caption.toLowerCase()}`} />;
  } else if (rows.length === 0) {
    state = <StateMessage>{filtered ? NOTHING_MATCHES : emptyMessage}</StateMessage>;
  }

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table
        className={compact ? `${styles.table} ${styles.compact}` : styles.table}
        aria-busy={loading || fetching || undefined}
      >
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const order = ariaSort(column.sortField, sort);
              return (
                <th key={column.key} scope="col" aria-sort={order} className={cellClass(column)}>
                  {column.headerHidden ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : column.sortField && onSort ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => onSort(column.sortField!)}
                    >
                      {column.header}
                      <span aria-hidden="true" className={styles.sortMark}>
                        {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={fetching && !state ? styles.stale : undefined}>
          {state ? (
            <tr>
              <td colSpan={columns.length} className={styles.stateCell}>
                {state}
              </td>
            </tr>
          ) : (
            rows!.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = cellClass(column);
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
