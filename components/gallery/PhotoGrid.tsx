import { useRef, useState, type KeyboardEvent } from 'react';

import type { GalleryPhoto } from '@/types/gallery';
import { formatFileSize } from '@/utils/format';
import styles from './gallery.module.scss';

interface Props {
  photos: GalleryPhoto[];
  /** The URL the field holds now: its photo shows as selected. */
  selectedUrl: string | null;
  onChoose: (photo: GalleryPhoto) => void;
  /** A newer page is on its way: the grid dims. */
  stale?: boolean;
}

/** Photos in one row of the grid as laid out now (the grid wraps with the dialog's width). */
function columnsOf(options: HTMLElement[]): number {
  const top = options[0]?.offsetTop;
  return Math.max(1, options.filter((option) => option.offsetTop === top).length);
}

/**
 * The photos as a listbox laid out in a grid: one tab stop, arrow keys move through rows and columns
 * (Home and End to the ends), Enter or Space (or a click) chooses the photo.
 */
export function PhotoGrid({ photos, selectedUrl, onChoose, stale = false }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = photos.findIndex((photo) => photo.photo === selectedUrl);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const activeIndex = Math.min(active, photos.length - 1);

  const moveTo = (index: number) => {
    const options = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
    const next = Math.min(Math.max(index, 0), options.length - 1);
    setActive(next);
    options[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
    const columns = columnsOf(options);
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowDown: activeIndex + columns,
      ArrowUp: activeIndex - columns,
      Home: 0,
      End: photos.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(photos[activeIndex]);
    }
  };

  return (
    <ul
      ref={listRef}
      role="listbox"
      aria-label="Photos"
      aria-busy={stale || undefined}
      className={[styles.grid, stale ? styles.stale : ''].join(' ')}
      onKeyDown={onKeyDown}
    >
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          role="option"
          aria-selected={index === selectedIndex}
          aria-label={photo.name}
          tabIndex={index === activeIndex ? 0 : -1}
          className={styles.option}
          onClick={() => onChoose(photo)}
          onFocus={() => setActive(index)}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- gallery images live on the API's host */}
          <img src={photo.photo} alt="" loading="lazy" className={styles.thumbnail} />
          <span className={styles.photoName}>{photo.name}</span>
          <span className={styles.photoMeta}>
            {[photo.category?.name, formatFileSize(photo.size)].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
