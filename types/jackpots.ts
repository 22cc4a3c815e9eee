import type { Page } from './api';

import type { BoostIntervalKind, JackpotType } from '@/contract/jackpots';

export type { BoostIntervalKind, JackpotType } from '@/contract/jackpots';

/**
 * When the boosted chance applies: days of the month (1–31) or of the week (1 Monday – 7 Sunday), between
 * two times of day (UTC, HH:mm; none for the whole day), or one timespan between two date-times.
 */
export interface BoostInterval {
  kind: BoostIntervalKind;
  days: number[];
  fromTime: string | null;
  toTime: string | null;
  start: string | null;
  end: string | null;
}

/** Spec §3 Jackpot (the campaign detail's `jackpot`, GET v1/jackpots/jackpots/). */
export interface Jackpot {
  id: number;
  campaign: number;
  /** Percent of each bet that goes into the pot. */
  contributionLevel: number | null;
  type: JackpotType | null;
  /** One title in `languageForTitle`, without `enableLocalizedJackpotTitle`. */
  title: string;
  languageForTitle: string;
  /** Language code → title, with `enableLocalizedJackpotTitle`. */
  titles: Record<string, string>;
  startOnValue: number | null;
  boosted: boolean;
  boostedChance: number | null;
  boostIntervals: BoostInterval[];
  notifyWhenWon: boolean;
  averagePayout: number | null;
  maxPayout: number | null;
  /** Start-on value plus every contribution, in the casino's base currency. Read-only. */
  pot: number;
  contributionsCount: number;
  /** What cancelling did with the pot; null while not cancelled. Read-only. */
  cancellation: 'paid_out' | 'forfeited' | null;
  potAtCancellation: number | null;
  cancelledAt: string | null;
}

export type JackpotChanges = Partial<
  Omit<
    Jackpot,
    'id' | 'campaign' | 'pot' | 'contributionsCount' | 'cancellation' | 'potAtCancellation' | 'cancelledAt'
  >
>;

/** A share of one bet that went into a jackpot (GET v1/jackpots/contributions/). */
export interface JackpotContribution {
  id: number;
  jackpot: number;
  /** The player's hash; null when the player is gone. */
  player: string | null;
  betAmount: number;
  amount: number;
  created: string;
}

export interface ContributionDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  amount: number;
  contributions: number;
}

/** A page of contributions; filtered by one jackpot it carries the totals per day. */
export interface ContributionsPage extends Page<JackpotContribution> {
  perDay?: ContributionDay[];
}
