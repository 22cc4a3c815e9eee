import type { Prize } from './campaigns';

/** A prize of a drop: a prize of its own and how many of it drop. */
export interface DropPrize {
  id?: number;
  prize: Prize;
  quantity: number;
}

/** Spec §3 Prize drop (the campaign detail's `prizeDrop`, GET v1/prize-drops/prize-drops/). */
export interface PrizeDrop {
  id: number;
  campaign: number;
  minBet: number | null;
  allGames: boolean;
  games: number[];
  /** How many drops happen; the prizes' quantities add up to at most this. */
  drops: number | null;
  prizes: DropPrize[];
}

/** The builder's changes: `prizes` replaces every prize, in this order. */
export type PrizeDropChanges = Partial<Omit<PrizeDrop, 'id' | 'campaign'>>;
