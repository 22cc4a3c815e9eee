import Link from 'next/link';

import { ButtonLink } from '@/components/ui/ButtonLink';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { AdminUser } from '@/types/users';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { fullName, twoFactorLabel } from './userLabels';
import { UserLoader } from './UserLoader';
import { UserStatusBadge } from './UserStatusBadge';
import styles from './users.module.scss';

function UserDetails({ user }: { user: AdminUser }) {
  const formatDate = useDateTimeFormat();
  const canEdit = useIsAllowed({ permissions: PERMISSIONS.changeUser });
  return (
    <>
      <h1 id="user-title">{fullName(user)}</h1>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Phone</dt>
          <dd>{user.phoneNumber || '—'}</dd>
          <dt>Markets</dt>
          <dd>{user.markets.length > 0 ? user.markets.join(', ') : '—'}</dd>
          <dt>Status</dt>
          <dd>
            <UserStatusBadge status={user.status} />
          </dd>
          <dt>Two-factor sign-in</dt>
          <dd>{twoFactorLabel(user)}</dd>
          <dt>Created</dt>
          <dd>
            <time dateTime={user.created}>{formatDate(user.created)}</time>
          </dd>
        </dl>
        {canEdit && (
          <div className={styles.actions}>
            <ButtonLink href={routes.user.edit(user.id)}>Edit user</ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

/** Spec §2 /user/view: one admin user's details. */
export function UserViewScreen({ id }: { id: number | undefined }) {
  return (
    <section aria-labelledby="user-title">
      <Link href={routes.users()} className={styles.back}>
        ← Users
      </Link>
      <UserLoader id={id} titleId="user-title">
        {(user) => <UserDetails user={user} />}
      </UserLoader>
    </section>
  );
}
