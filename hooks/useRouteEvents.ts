import { useRouter } from 'next/router';
import { useEffect } from 'react';

import { clearRedirection } from '@/services/session';
import { routeChangeEnded, routeChangeStarted } from '@/store/appSlice';
import { useAppDispatch } from '@/store/hooks';
import { routes } from '@/utils/routes';

/** Spec §2: the loader follows route changes; a page change closes menus and scrolls to the top. */
export function useRouteEvents(): void {
  const router = useRouter();
  const dispatch = useAppDispatch();

  useEffect(() => {
    const onStart = () => {
      // Spec §2: leaving the login route clears the redirection cookies.
      if (router.pathname === routes.login()) clearRedirection();
      dispatch(routeChangeStarted());
    };
    const onComplete = () => {
      dispatch(routeChangeEnded());
      window.scrollTo(0, 0);
    };
    const onError = () => dispatch(routeChangeEnded());
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    router.events.on('routeChangeError', onError);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
      router.events.off('routeChangeError', onError);
    };
  }, [dispatch, router]);
}
