import Link from 'next/link';

import { DEFAULT_LOGGED_IN_ROUTE, routes } from '@/utils/routes';
import styles from './ErrorPage.module.scss';

export type ErrorStatus = 401 | 403 | 404 | 500 | 503;

const CONTENT: Record<ErrorStatus, { title: string; text: string; action: 'signIn' | 'home' | 'retry' }> = {
  401: {
    title: 'Your session has expired',
    text: 'Sign in again to carry on where you left off.',
    action: 'signIn',
  },
  403: {
    title: 'You do not have access to this page',
    text: 'Ask an administrator for the permission this page needs.',
    action: 'home',
  },
  404: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
    action: 'home',
  },
  500: {
    title: 'Something went wrong',
    text: 'The page could not be shown. Try again in a moment.',
    action: 'retry',
  },
  503: {
    title: 'The back-office cannot reach its server',
    text: 'Nothing is lost: try again in a moment.',
    action: 'retry',
  },
};

export function ErrorPage({ statusCode }: { statusCode: ErrorStatus }) {
  const { title, text, action } = CONTENT[statusCode];
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <p className={styles.code}>{statusCode}</p>
      <h1 id="error-title">{title}</h1>
      <p className={styles.text}>{text}</p>
      {action === 'signIn' && (
        <Link href={routes.login()} prefetch={false} className={styles.action}>
          Sign in
        </Link>
      )}
      {action === 'home' && (
        <Link href={DEFAULT_LOGGED_IN_ROUTE} prefetch={false} className={styles.action}>
          Go to the dashboard
        </Link>
      )}
      {action === 'retry' && (
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          Try again
        </button>
      )}
    </section>
  );
}
