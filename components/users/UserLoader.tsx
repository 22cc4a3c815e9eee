import type { ReactNode } from 'react';

import { QueryState, StateMessage } from '@/components/kit/QueryState';
import type { AdminUser } from '@/types/users';
import { useGetUserQuery } from './api';

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
  const query = useGetUserQuery(id ?? 0, { skip: id === undefined });
  return (
    <QueryState
      query={query}
      what="the user"
      missing={id === undefined}
      notFound={
        <>
          <h1 id={titleId}>User not found</h1>
          <StateMessage>{USER_NOT_FOUND}</StateMessage>
        </>
      }
    >
      {children}
    </QueryState>
  );
}
