import type { ReactNode } from 'react';

import styles from './ListHeading.module.scss';

/** A list screen's title, the actions beside it ("Invite user") and an optional line below. */
export function ListHeading({
  id,
  title,
  actions,
  children,
}: {
  /** The heading's id, for the screen's aria-labelledby. */
  id: string;
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.heading}>
      <div className={styles.row}>
        <h1 id={id}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children && <p className={styles.description}>{children}</p>}
    </header>
  );
}
