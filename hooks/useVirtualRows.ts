import { useCallback, useRef, useState } from 'react';

export interface VirtualRowsOptions {
  /** How many rows the list has. */
  count: number;
  /** Every row's height in pixels; the rows must keep to it. */
  rowHeight: number;
  /** The scroll container's height when it has none to measure (no layout yet, or jsdom). */
  fallbackHeight: number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll shows no gap. */
  overscan?: number;
}

export interface VirtualRows {
  /** Put on the scroll container. */
  scrollerRef: (element: HTMLElement | null) => (() => void) | undefined;
  /** The rows to render: from `start` up to, not including, `end`. */
  start: number;
  end: number;
  /** Heights of the space standing in for the rows before `start` and after `end`. */
  spaceBefore: number;
  spaceAfter: number;
  scrollToTop: () => void;
}

/**
 * Windowing for a long list of rows of one height: only the rows in and near the scroll container's
 * viewport are rendered, and spacers keep the scrollbar true to the whole list.
 */
export function useVirtualRows({
  count,
  rowHeight,
  fallbackHeight,
  overscan = 6,
}: VirtualRowsOptions): VirtualRows {
  const scrollerElement = useRef<HTMLElement | null>(null);
  // Tracking the first row in view, not the scroll offset, re-renders only when a row boundary is crossed.
  const [firstInView, setFirstInView] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(fallbackHeight);

  // A ref callback with a cleanup (React 19): the listeners follow the element itself.
  const scrollerRef = useCallback(
    (scroller: HTMLElement | null) => {
      if (!scroller) return undefined;
      scrollerElement.current = scroller;
      const measure = () => setViewportHeight(scroller.clientHeight || fallbackHeight);
      const onScroll = () => setFirstInView(Math.floor(scroller.scrollTop / rowHeight));
      // Every browser has one; without it (jsdom) the fallback height stands.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
      observer?.observe(scroller);
      scroller.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        observer?.disconnect();
        scroller.removeEventListener('scroll', onScroll);
        scrollerElement.current = null;
      };
    },
    [rowHeight, fallbackHeight],
  );

  const scrollToTop = useCallback(() => {
    if (scrollerElement.current) scrollerElement.current.scrollTop = 0;
    setFirstInView(0);
  }, []);

  // A list that shrank while scrolled far down: the browser pulls the scroll back, this covers the moment.
  const first = Math.max(0, Math.min(firstInView, count - 1));
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + Math.ceil(viewportHeight / rowHeight) + overscan);
  return {
    scrollerRef,
    start,
    end,
    spaceBefore: start * rowHeight,
    spaceAfter: (count - end) * rowHeight,
    scrollToTop,
  };
}
