import type { PrizeKind } from '@/types/campaigns';
import type { AwardPrize } from '@/types/engine';
import { formatAmount } from '@/utils/format';
import { PRIZE_KIND_LABELS } from '../prizes/prizeForm';

/** A prize as awarded: "Free spins, 25.00 EUR" (its value in the base currency); unknown kinds by code. */
export function prizeText({ kind, value, currency }: AwardPrize): string {
  const label = PRIZE_KIND_LABELS[kind as PrizeKind] ?? kind;
  return `${label}, ${formatAmount(value, currency)}`;
}
