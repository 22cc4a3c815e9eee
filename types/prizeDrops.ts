import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { PrizeDropPatchBody, PrizeDropSchema } from '@/contract/schemas/prize-drops';

/**
 * Spec §3 Prize drop (the campaign detail's `prizeDrop`, GET v1/prize-drops/prize-drops/): `drops` is
 * how many drops happen; the prizes' quantities add up to at most this.
 */
export type PrizeDrop = Camelized<Static<typeof PrizeDropSchema>>;

/** A prize of a drop: a prize of its own and how many of it drop. */
export type DropPrize = PrizeDrop['prizes'][number];

/** The builder's changes: `prizes` replaces every prize, in this order. */
export type PrizeDropChanges = Camelized<Static<typeof PrizeDropPatchBody>>;
