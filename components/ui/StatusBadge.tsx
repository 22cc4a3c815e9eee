import type { ReactNode } from 'react';

import styles from './StatusBadge.module.scss';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'done';

/** The colours of a tone, for other status-coloured elements (a filter chip, say). */
export const toneClassName = (tone: BadgeTone): string => styles[tone];

/** A status as a coloured, rounded label. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
