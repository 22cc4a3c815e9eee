import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  NestedCompetitionTaskInput,
  PlaceInput,
  RaceSchema,
  TournamentSchema,
} from '@/contract/schemas/competitions';

/** Spec §3 Tournament and Race: both rank players by the points of their tasks; places win prizes. */

export type { CompetitionTaskType, TournamentType } from '@/contract/competitions';

export type Tournament = Camelized<Static<typeof TournamentSchema>>;

/** With `enable-speed-race`: the first `winners` players to reach `target` points win. */
export type Race = Camelized<Static<typeof RaceSchema>>;

/** A task with points: gameplay answers rounds, mode, times, multiplier; turnover answers amount. */
export type CompetitionTask = Tournament['tasks'][number];

/** The positions from lower to upper (1 is first) share the place's prizes. */
export type Place = Tournament['places'][number];

/** A place and a task as sent inside their tournament or race. */
export type PlaceBody = Camelized<Static<typeof PlaceInput>>;
export type CompetitionTaskBody = Camelized<Static<typeof NestedCompetitionTaskInput>>;
