import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  BoostIntervalSchema,
  ContributionPageSchema,
  ContributionSchema,
  JackpotPatchBody,
  JackpotSchema,
} from '@/contract/schemas/jackpots';

export type { BoostIntervalKind, JackpotType } from '@/contract/jackpots';

/**
 * When the boosted chance applies: days of the month (1–31) or of the week (1 Monday – 7 Sunday), between
 * two times of day (UTC, HH:mm; none for the whole day), or one timespan between two date-times.
 */
export type BoostInterval = Camelized<Static<typeof BoostIntervalSchema>>;

/**
 * Spec §3 Jackpot (the campaign detail's `jackpot`, GET v1/jackpots/jackpots/): one `title` in
 * `languageForTitle`, or `titles` per language with `enableLocalizedJackpotTitle`; the pot (start-on
 * value plus every contribution, in the base currency) and what cancelling did with it are read-only.
 */
export type Jackpot = Camelized<Static<typeof JackpotSchema>>;

export type JackpotChanges = Camelized<Static<typeof JackpotPatchBody>>;

/** A share of one bet that went into a jackpot (GET v1/jackpots/contributions/); `player` null once gone. */
export type JackpotContribution = Camelized<Static<typeof ContributionSchema>>;

/** A page of contributions; filtered by one jackpot it carries the totals per day (YYYY-MM-DD, UTC). */
export type ContributionsPage = Camelized<Static<typeof ContributionPageSchema>>;

export type ContributionDay = NonNullable<ContributionsPage['perDay']>[number];
