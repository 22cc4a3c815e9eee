import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Next's router treats an error marked `cancelled` thrown during a route change as a cancellation. */
function routeChangeCancelled(): Error {
  return Object.assign(new Error('Route change cancelled: unsaved changes'), { cancelled: true });
}

export interface LeaveGuard {
  /** Whether the page holds unsaved changes; read at the moment of leaving, so a save can go straight on. */
  setUnsaved: (unsaved: boolean) => void;
  /** The URL a blocked navigation wanted; the dialog asking about it is open while this is set. */
  pendingUrl: string | null;
  /** Leaves anyway, to the blocked URL. */
  confirmLeave: () => void;
  /** Stays on the page. */
  cancelLeave: () => void;
}

/**
 * Asks before leaving a page that holds unsaved changes: app navigation (links, menus, pushes) is
 * stopped and handed to a dialog; closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveGuard(): LeaveGuard {
  const router = useRouter();
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const unsaved = useRef(false);
  const confirmed = useRef(false);

  useEffect(() => {
    const onRouteChangeStart = (url: string) => {
      if (!unsaved.current || confirmed.current || url === router.asPath) return;
      setPendingUrl(url);
      router.events.emit('routeChangeError', routeChangeCancelled(), url, { shallow: false });
      throw routeChangeCancelled();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current) event.preventDefault();
    };
    router.events.on('routeChangeStart', onRouteChangeStart);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      router.events.off('routeChangeStart', onRouteChangeStart);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [router]);

  const setUnsaved = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);

  const confirmLeave = useCallback(() => {
    const url = pendingUrl;
    setPendingUrl(null);
    if (!url) return;
    confirmed.current = true;
    void router.push(url).finally(() => {
      confirmed.current = false;
    });
  }, [pendingUrl, router]);

  const cancelLeave = useCallback(() => setPendingUrl(null), []);

  return { setUnsaved, pendingUrl, confirmLeave, cancelLeave };
}
