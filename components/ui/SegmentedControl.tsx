import { useId } from 'react';

import styles from './SegmentedControl.module.scss';

export interface Segment<V extends string | number> {
  value: V;
  label: string;
}

interface Props<V extends string | number> {
  /** Names the group ("Quick periods"). */
  label: string;
  segments: readonly Segment<V>[];
  /** The chosen segment; null when none is (a period typed by hand matches no preset). */
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A choice of one among a few, drawn as joined buttons: native radio buttons underneath, so it is a
 * radio group to assistive technology and the arrow keys move between the segments.
 */
export function SegmentedControl<V extends string | number>({
  label,
  segments,
  value,
  onChange,
  className,
}: Props<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={[styles.group, className].filter(Boolean).join(' ')}>
      {segments.map((segment) => (
        <label key={segment.value} className={styles.segment}>
          <input
            type="radio"
            name={name}
            className={styles.input}
            checked={segment.value === value}
            onChange={() => onChange(segment.value)}
          />
          <span className={styles.text}>{segment.label}</span>
        </label>
      ))}
    </div>
  );
}
