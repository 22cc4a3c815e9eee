import { createResourceApi } from '@/store/resourceApi';
import type { Payout, PayoutTotal } from '@/types/payouts';

/**
 * `v1/payouts/`: the list (with its totals) and the row actions `retry`, `cancel` (`{reason}`),
 * `release` and `mark-sent` through the kit's `useActionMutation`.
 */
export const payoutsApi = createResourceApi<
  Payout,
  never,
  never,
  Record<string, unknown>,
  { totals: PayoutTotal[] }
>({
  path: 'v1/payouts/',
});
