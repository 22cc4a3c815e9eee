import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { PayoutState } from '@/contract/payouts';
import type { PayoutCancelBody, PayoutSchema, PayoutTotalSchema } from '@/contract/schemas/payouts';

export { PAYOUT_STATES, type PayoutState } from '@/contract/payouts';

/** Each state as staff read it. */
export const PAYOUT_STATE_LABELS: Record<PayoutState, string> = {
  held: 'Held',
  pending: 'Pending',
  sent: 'Sent',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** One award on its way to the player's account (GET v1/payouts/). */
export type Payout = Camelized<Static<typeof PayoutSchema>>;

/** The list's totals: of every payout the filters match, per state and currency. */
export type PayoutTotal = Camelized<Static<typeof PayoutTotalSchema>>;

/** POST v1/payouts/{id}/cancel/. */
export type PayoutCancel = Camelized<Static<typeof PayoutCancelBody>>;
