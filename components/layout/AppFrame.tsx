import type { ReactNode } from 'react';

import { useNotificationsSocket } from '@/hooks/useNotificationsSocket';
import { useSessionUpkeep } from '@/hooks/useSessionUpkeep';
import styles from './AppFrame.module.scss';
import { ExpiryBar } from './ExpiryBar';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

/** The logged-in page frame of spec §2: header, side menu, content. */
export function AppFrame({ children }: { children: ReactNode }) {
  useNotificationsSocket();
  useSessionUpkeep();
  return (
    <div className={styles.frame}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <ExpiryBar />
      <div className={styles.body}>
        <SideMenu />
        <main id="main-content" className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
