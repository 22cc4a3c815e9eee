import type { ReactNode } from 'react';

import styles from './FigureTiles.module.scss';

export interface Figure {
  label: string;
  value: ReactNode;
  /** A quieter line under the value (what it is made of, what it compares with). */
  detail?: ReactNode;
}

/**
 * Headline figures as a row of cards, each a term and its value (a `dl`, so each figure reads with its
 * name); the row wraps on a narrow screen.
 */
export function FigureTiles({
  figures,
  size = 'large',
}: {
  figures: readonly Figure[];
  size?: 'large' | 'medium';
}) {
  return (
    <dl className={`${styles.tiles} ${styles[size]}`}>
      {figures.map(({ label, value, detail }) => (
        <div key={label} className={styles.tile}>
          <dt>{label}</dt>
          <dd>{value}</dd>
          {detail !== undefined && <dd className={styles.detail}>{detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
