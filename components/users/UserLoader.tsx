import type { ReactNode } from 'react';

import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import type { AdminUser } from '@/types/users';
import { useGetUserQuery } from './api';
import styles from './users.module.scss';

export const USER_NOT_FOUND = 'This user does not exist.';

/** Fetches the user of `?id=` and shows `children` with it, or why it cannot (no such user, a failure). */
export function UserLoader({
  id,
  titleId,
  children,
}: {
  id: number | undefined;
  /** The id the screen's heading carries, for the heading shown when there is no user to show. */
  titleId: string;
  children: (user: AdminUser) => ReactNode;
}) {
  const { data, isLoading, isError, error, refetch } = useGetUserQuery(id ?? 0, { skip: id === undefined });

  if (id === undefined || (isError && 'status' in error && error.status === 404))
    return (
      <>
        <h1 id={titleId}>User not found</h1>
        <p className={styles.notice}>{USER_NOT_FOUND}</p>
      </>
    );
  if (isError)
    return (
      <>
        <h1 id={titleId}>User</h1>
        <div role="alert" className={styles.notice}>
          <p>The user could not be loaded.</p>
          <Button variant="secondary" onClick={refetch}>
            Try again
          </Button>
        </div>
      </>
    );
  if (isLoading || !data) return <Spinner label="Loading the user" />;
  return children(data);
}
