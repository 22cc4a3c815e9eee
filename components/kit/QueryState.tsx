import type { ReactNode } from 'react';

import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { isNotOffered } from '@/utils/backendExtensions';
import styles from './QueryState.module.scss';

/** What QueryState needs of an RTK Query result. */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** "The list could not be loaded." with a way to try again. */
export function LoadFailed({
  what,
  onRetry,
  retrying = false,
}: {
  what: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div className={styles.state} role="alert">
      <p>{`${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded.`}</p>
      {onRetry && (
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A quiet line in place of content: nothing here yet, nothing matches, no such thing. */
export function StateMessage({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}

/** In place of a screen or part resting on a call beyond spec §7 that the connected backend lacks. */
export function NotOffered() {
  return <StateMessage>The connected backend does not offer this.</StateMessage>;
}

/**
 * The states of one loaded thing, the same on every screen: a spinner while it loads, "could not be
 * loaded" with Try again, `notFound` for a 404 (or when `missing`), `NotOffered` for a call the
 * backend lacks (`beyondSpec`), else `children` with the data.
 * `what` names the thing in those texts ("the access group").
 */
export function QueryState<T>({
  query,
  what,
  notFound,
  missing = false,
  beyondSpec = false,
  children,
}: {
  query: QueryLike<T>;
  what: string;
  notFound?: ReactNode;
  /** There is nothing to load (no id in the address): show `notFound` at once. */
  missing?: boolean;
  /** A call beyond spec §7: a 404 or 405 means the backend lacks it (`NotOffered`), not a missing record. */
  beyondSpec?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (beyondSpec && query.isError && isNotOffered(query.error)) return <NotOffered />;
  if (missing || (query.isError && isNotFound(query.error)))
    return (
      <>
        {notFound ?? (
          <StateMessage>{`${what.charAt(0).toUpperCase()}${what.slice(1)} does not exist.`}</StateMessage>
        )}
      </>
    );
  if (query.isError) return <LoadFailed what={what} onRetry={() => void query.refetch()} />;
  if (query.isLoading || query.data === undefined) return <Spinner label={`Loading ${what}`} />;
  return <>{children(query.data)}</>;
}
