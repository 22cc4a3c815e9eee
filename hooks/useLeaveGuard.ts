import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Next's router treats an error marked `cancelled` thrown during a route change as a cancellation. */
function routeChangeCancelled(): Error {
  return Object.assign(new Error('Route change cancelled: unsaved changes'), { cancelled: true });
}

export interface LeaveGuard {
  /** The URL a blocked navigation wanted; the dialog asking about it is open while this is set. */
  pendingUrl: string | null;
  /** Leaves anyway, to the blocked URL. */
  confirmLeave: () => void;
  /** Stays on the page. */
  cancelLeave: () => void;
  /** Navigates without asking (after a save, or when the user already confirmed). */
  leave: (url: string) => Promise<boolean>;
}

/**
 * Asks before leaving a page that holds unsaved changes: app navigation (links, menus) is stopped and
 * handed to a dialog; closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const router = useRouter();
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  const bypass = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const onRouteChangeStart = (url: string) => {
      if (bypass.current || url === router.asPath) return;
      setPendingUrl(url);
      router.events.emit('routeChangeError', routeChangeCancelled(), url, { shallow: false });
      throw routeChangeCancelled();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    router.events.on('routeChangeStart', onRouteChangeStart);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      router.events.off('routeChangeStart', onRouteChangeStart);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [router, unsaved]);

  const leave = useCallback(
    async (url: string) => {
      bypass.current = true;
      try {
        return await router.push(url, undefined, { scroll: true });
      } finally {
        bypass.current = false;
      }
    },
    [router],
  );

  const confirmLeave = useCallback(() => {
    const url = pendingUrl;
    setPendingUrl(null);
    if (url) void leave(url);
  }, [leave, pendingUrl]);

  const cancelLeave = useCallback(() => setPendingUrl(null), []);

  return { pendingUrl, confirmLeave, cancelLeave, leave };
}
