import type { JackpotType } from '@/types/jackpots';

// Labels only (no form code), so the overview and the list can name things without loading the forms.
export const JACKPOT_TYPE_LABELS: Record<JackpotType, string> = {
  timed: 'Timed',
  progressive: 'Progressive',
  payout_before: 'Payout before',
};

/** What each type does, said beside the choice (a timed jackpot's deadline is the campaign's end). */
export const JACKPOT_TYPE_EXPLANATIONS: Record<JackpotType, string> = {
  timed: "Must be won by its deadline, the campaign's end (Title and dates): it drops at the latest then.",
  progressive: 'Grows with every contribution until someone wins it; it has no deadline.',
  payout_before: 'Is won at the latest when the pot would pass the max payout.',
};

/** Before a type is chosen: the three, in a sentence. */
export const JACKPOT_TYPE_CHOICE =
  "Timed: won by the campaign's end. Progressive: grows until won. Payout before: won before the max payout.";
