import type { JackpotType } from '@/types/jackpots';

// Labels only (no form code), so the overview and the list can name things without loading the forms.
export const JACKPOT_TYPE_LABELS: Record<JackpotType, string> = {
  timed: 'Timed',
  progressive: 'Progressive',
  payout_before: 'Payout before',
};
