import type { PayoutState } from '@/contract/payouts';
import type { PrizeKind } from './campaigns';

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
export interface Payout {
  id: number;
  award: number;
  campaign: { id: number; name: string };
  /** The player's hash. */
  player: string;
  kind: PrizeKind;
  value: number;
  currency: string;
  state: PayoutState;
  attempts: number;
  nextTry: string | null;
  /** The platform's message of a failure, or why staff cancelled it. */
  message: string;
  sent: string | null;
  paid: string | null;
  releasedBy: number | null;
  created: string;
}

/** The list's totals: of every payout the filters match, per state and currency. */
export interface PayoutTotal {
  state: PayoutState;
  currency: string;
  count: number;
  value: number;
}
