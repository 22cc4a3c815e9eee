import { useEffect, useState } from 'react';

import { selectHasPendingRequests, selectRouteChanging } from '@/store/appSlice';
import { useAppSelector } from '@/store/hooks';
import styles from './GlobalLoader.module.scss';

/** Spec §9: the loader shows for a call still pending after 1500 ms. */
export const LOADER_DELAY_MS = 1500;

/** The default loader: at once on a route change, and for calls that take longer than the delay. */
export function GlobalLoader() {
  const pending = useAppSelector(selectHasPendingRequests);
  const routeChanging = useAppSelector(selectRouteChanging);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlow(true), LOADER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending]);

  if (!routeChanging && !(pending && slow)) return null;
  return (
    <div className={styles.loader} role="progressbar" aria-label="Loading">
      <span className={styles.bar} />
    </div>
  );
}
