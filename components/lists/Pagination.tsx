import { useEffect, useId } from 'react';

import { Button } from '@/components/ui/Button';
import styles from './Pagination.module.scss';

export interface PaginationProps {
  /** All rows of the (filtered) list. */
  count: number;
  /** The server estimated `count` (a very long list): shown as "about N". */
  countIsEstimate?: boolean;
  limit: number;
  offset: number;
  onChange: (offset: number) => void;
  /** Names the navigation landmark ("Users pages"). */
  label?: string;
  /** Page sizes to choose between; with `onLimitChange`, a "Rows per page" choice. */
  pageSizes?: readonly number[];
  onLimitChange?: (limit: number) => void;
}

/** "11–20 of 52", or of an estimated count "11–20 of about 1,000,000". */
export function rangeText(count: number, limit: number, offset: number, estimated = false): string {
  if (estimated) return `${offset + 1}–${offset + limit} of about ${count.toLocaleString('en')}`;
  const first = Math.min(offset + 1, count);
  const last = Math.min(offset + limit, count);
  return `${first}–${last} of ${count}`;
}

/** The offset of the last page of `count` rows. */
export const lastPageOffset = (count: number, limit: number) =>
  Math.max(0, Math.floor((count - 1) / limit) * limit);

/**
 * Previous / Next through a limit-offset list, with where the visitor stands ("11–20 of 52"). The
 * buttons stay focusable at either end (aria-disabled), so keyboard focus is not lost on the last
 * page. A page past the end (rows removed meanwhile, an old link) moves to the last page.
 */
export function Pagination({
  count,
  countIsEstimate = false,
  limit,
  offset,
  onChange,
  label = 'Pages',
  pageSizes,
  onLimitChange,
}: PaginationProps) {
  const sizeId = useId();
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < count;

  useEffect(() => {
    // An estimate may fall short of the real end: only an exact count proves a page is past it.
    if (count > 0 && offset >= count && !countIsEstimate) onChange(lastPageOffset(count, limit));
  }, [count, countIsEstimate, limit, offset, onChange]);

  if (count === 0) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.range} aria-live="polite">
        {rangeText(count, limit, offset, countIsEstimate)}
      </p>
      <div className={styles.buttons}>
        {pageSizes && onLimitChange && (
          <span className={styles.pageSize}>
            <label htmlFor={sizeId}>Rows per page</label>
            <select id={sizeId} value={limit} onChange={(event) => onLimitChange(Number(event.target.value))}>
              {/* A size from a shared URL stays on offer, so the choice shows what the page shows. */}
              {[...new Set([...pageSizes, limit])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
            </select>
          </span>
        )}
        <Button
          variant="secondary"
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && onChange(Math.max(0, offset - limit))}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          aria-disabled={!hasNext}
          onClick={() => hasNext && onChange(offset + limit)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
