import Link from 'next/link';

import { routes } from '@/utils/routes';
import styles from './auth.module.scss';
import { AuthCard } from './AuthCard';

/** /reset-password and /setup-password opened without the link's uid and token. */
export function MissingLinkScreen({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p className={styles.hint}>
        Open the link from your email to continue. Links work once and expire; if yours no longer works, ask
        for a new one.
      </p>
      <p className={styles.links}>
        <Link href={routes.forgotPassword()}>Send me a new link</Link> ·{' '}
        <Link href={routes.login()}>Sign in</Link>
      </p>
    </AuthCard>
  );
}
