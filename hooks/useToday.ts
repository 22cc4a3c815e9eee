import { useSyncExternalStore } from 'react';

import { dayjs } from '@/utils/dayjs';

const noSubscription = () => () => {};

/**
 * Today (YYYY-MM-DD) in the time the back-office shows: UTC, or the browser's. Null on the server and
 * while the page hydrates, so a server in another time zone never renders a different day than the
 * browser then would.
 */
export function useToday(inUtc: boolean): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => (inUtc ? dayjs.utc() : dayjs()).format('YYYY-MM-DD'),
    () => null,
  );
}
