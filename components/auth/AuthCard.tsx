import type { ReactNode } from 'react';

import styles from './AuthCard.module.scss';

/** The frame of every guest page: a centred card on the brand background. */
export function AuthCard({
  title,
  image,
  children,
}: {
  title: string;
  image?: string | null;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- the operator's image lives on the API's host
          <img src={image} alt="" className={styles.image} />
        )}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
