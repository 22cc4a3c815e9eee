/**
 * How a payout moves (see ARCHITECTURE.md "Payouts"): `held` (its campaign holds payouts, waits for an
 * approver) → `pending` (due at `next_try`) → `sent` (an attempt recorded before the platform is called)
 * → `paid`, back to `pending` (timeout or 5xx, same key) or `failed` (4xx, or retries ran out).
 * `cancelled` from held, pending or failed.
 */
export const PAYOUT_STATES = ['held', 'pending', 'sent', 'paid', 'failed', 'cancelled'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
