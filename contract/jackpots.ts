/** Spec §3 Jackpot value sets, once, for both programs. */

export const JACKPOT_TYPES = ['timed', 'progressive', 'payout_before'] as const;
export type JackpotType = (typeof JACKPOT_TYPES)[number];

/** When a boosted chance applies: days of the month, days of the week, or one timespan. */
export const BOOST_INTERVAL_KINDS = ['month', 'week', 'timespan'] as const;
export type BoostIntervalKind = (typeof BOOST_INTERVAL_KINDS)[number];

/** What a cancelled jackpot did with its pot (ARCHITECTURE.md, "Cancelling a jackpot"). */
export const JACKPOT_CANCELLATIONS = ['paid_out', 'forfeited'] as const;
export type JackpotCancellation = (typeof JACKPOT_CANCELLATIONS)[number];
