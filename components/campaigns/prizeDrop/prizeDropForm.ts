import type { PrizeDrop } from '@/types/prizeDrops';
import { numberOrNull, text } from '../formNumbers';
import { prizeValues, type PrizeValues } from '../prizes/prizeForm';

/** A drop's prize in the form: the prize (PrizesEditor edits it) and how many of it drop. */
export interface DropPrizeValues extends PrizeValues {
  /** The prize's own id (`v1/prizes/prize/`) once the backend holds it. */
  id?: number;
  /** Undefined for a prize just added in the prizes editor, until the panel sets it to 1. */
  quantity?: string;
}

export interface PrizeDropValues {
  prizeDrop: {
    /** The prize drop's id once the backend holds it. */
    id?: number;
    minBet: string;
    allGames: boolean;
    games: number[];
    drops: string;
    prizes: DropPrizeValues[];
  };
}

/** The quantity message (spec §8), in the server's words. */
export const quantityExceedsDrops = (total: number, drops: number) =>
  `The prizes' total quantity (${total}) exceeds the number of drops (${drops}).`;

/** What the prizes' quantities add up to (blank or invalid ones count as 0). */
export const totalQuantity = (prizes: readonly DropPrizeValues[]) =>
  prizes.reduce((sum, prize) => {
    const quantity = Number(prize.quantity);
    return sum + (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);
  }, 0);

export const prizeDropValues = (drop: PrizeDrop | null | undefined): PrizeDropValues => ({
  prizeDrop: {
    id: drop?.id,
    minBet: text(drop?.minBet),
    allGames: drop?.allGames ?? true,
    games: drop?.games ?? [],
    drops: text(drop?.drops),
    prizes: (drop?.prizes ?? []).map((item) => ({
      ...prizeValues(item.prize),
      id: item.prize.id,
      quantity: text(item.quantity),
    })),
  },
});

/** A prize drop's own fields as sent (its prizes go through their own calls). */
export const prizeDropBody = (prizeDrop: PrizeDropValues['prizeDrop']) => ({
  minBet: numberOrNull(prizeDrop.minBet),
  allGames: prizeDrop.allGames,
  games: prizeDrop.games,
  drops: numberOrNull(prizeDrop.drops),
});
