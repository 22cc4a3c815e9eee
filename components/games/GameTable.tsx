import { useEffect, useId, useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/Button';
import { useVirtualRows } from '@/hooks/useVirtualRows';
import type { Game } from '@/types/games';
import { columnText, selectAllState, type Attribute, type Sort, type SortKey } from './gameSelection';
import styles from './games.module.scss';

/** Rows keep to this height (one line, ellipsis), which the windowing counts on. */
export const ROW_HEIGHT = 44;
/** The scroller's height in the stylesheet, for when it cannot be measured. */
const SCROLLER_HEIGHT = 440;

/** The columns after the name, all sortable. */
const ATTRIBUTE_COLUMNS: readonly { key: Attribute; header: string }[] = [
  { key: 'category', header: 'Category' },
  { key: 'provider', header: 'Provider' },
  { key: 'themes', header: 'Themes' },
  { key: 'features', header: 'Features' },
  { key: 'deviceTypes', header: 'Devices' },
];
const COLUMNS: readonly { key: SortKey; header: string }[] = [
  { key: 'name', header: 'Name' },
  ...ATTRIBUTE_COLUMNS,
];

interface Props {
  caption: string;
  /** Filtered and sorted already. */
  games: readonly Game[];
  sort: Sort;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<number>;
  /**
   * `select`: a checkbox per row (named by the game) and one in the header for all the rows;
   * `remove`: a Remove button per row.
   */
  mode: 'select' | 'remove';
  onSelect: (games: readonly Game[], selected: boolean) => void;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** The scroll goes back to the top when this changes (other filters, say). */
  resetKey?: string;
}

/**
 * A sortable table of games that renders only the rows near its viewport, so thousands stay quick.
 * Screen readers still hear the whole count (aria-rowcount) and each row's place (aria-rowindex).
 */
export function GameTable({
  caption,
  games,
  sort,
  onSort,
  selected,
  mode,
  onSelect,
  empty,
  resetKey,
}: Props) {
  const captionId = useId();
  const { scrollerRef, start, end, spaceBefore, spaceAfter, scrollToTop } = useVirtualRows({
    count: games.length,
    rowHeight: ROW_HEIGHT,
    fallbackHeight: SCROLLER_HEIGHT,
  });
  useEffect(scrollToTop, [scrollToTop, resetKey, sort.key, sort.direction]);

  // A removed row takes its Remove button with it: the focus goes to the row that takes its place.
  const tableRef = useRef<HTMLTableElement>(null);
  const removedIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const next = Math.min(index, games.length - 1);
    const target =
      next < 0
        ? tableRef.current?.parentElement
        : tableRef.current?.querySelector<HTMLElement>(`tr[aria-rowindex="${next + 2}"] button`);
    target?.focus();
  }, [games]);

  const allState = selectAllState(games, selected);
  const columnCount = COLUMNS.length + (mode === 'remove' ? 1 : 0);

  return (
    <div
      ref={scrollerRef}
      className={styles.scroller}
      role="region"
      aria-labelledby={captionId}
      // Keyboards scroll it too when no row control has the focus.
      tabIndex={0}
    >
      <table ref={tableRef} className={styles.table} aria-rowcount={games.length + 1}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <colgroup>
          <col className={styles.nameColumn} />
          {ATTRIBUTE_COLUMNS.map((column) => (
            <col key={column.key} />
          ))}
          {mode === 'remove' && <col className={styles.actionColumn} />}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort.key === column.key ? sort.direction : undefined}
              >
                <span className={styles.headerCell}>
                  {column.key === 'name' && mode === 'select' && (
                    <input
                      type="checkbox"
                      aria-label="Select all shown games"
                      className={styles.checkbox}
                      checked={allState === 'all'}
                      ref={(element) => {
                        if (element) element.indeterminate = allState === 'some';
                      }}
                      disabled={games.length === 0}
                      onChange={() => onSelect(games, allState !== 'all')}
                    />
                  )}
                  <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                    {column.header}
                    <span
                      aria-hidden="true"
                      className={[styles.sortIcon, sort.key === column.key && styles[sort.direction]]
                        .filter(Boolean)
                        .join(' ')}
                    />
                  </button>
                </span>
              </th>
            ))}
            {mode === 'remove' && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {games.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            <>
              {spaceBefore > 0 && (
                <tr aria-hidden="true" className={styles.spacer} style={{ height: spaceBefore }}>
                  <td colSpan={columnCount} />
                </tr>
              )}
              {games.slice(start, end).map((game, offset) => (
                <tr key={game.id} aria-rowindex={start + offset + 2} className={styles.row}>
                  <th scope="row">
                    {mode === 'select' ? (
                      <label className={styles.nameLabel}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          checked={selected.has(game.id)}
                          onChange={(event) => onSelect([game], event.target.checked)}
                        />
                        <span className={styles.clip}>{game.name}</span>
                      </label>
                    ) : (
                      <span className={styles.clip}>{game.name}</span>
                    )}
                  </th>
                  {ATTRIBUTE_COLUMNS.map(({ key }) => (
                    <td key={key}>
                      <span className={styles.clip}>{columnText(game, key)}</span>
                    </td>
                  ))}
                  {mode === 'remove' && (
                    <td>
                      <Button
                        variant="ghost"
                        className={styles.remove}
                        aria-label={`Remove ${game.name}`}
                        onClick={() => {
                          removedIndex.current = start + offset;
                          onSelect([game], false);
                        }}
                      >
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
              {spaceAfter > 0 && (
                <tr aria-hidden="true" className={styles.spacer} style={{ height: spaceAfter }}>
                  <td colSpan={columnCount} />
                </tr>
              )}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
