import { Type } from '@fastify/type-provider-typebox';
import { OrNull } from './common';
import { JackpotInput, JackpotSchema } from './jackpots';
import { MissionInput, MissionSchema } from './missions';
import { PrizeDropInput, PrizeDropSchema } from './prize-drops';
import { RaceInput, RaceSchema, TournamentInput, TournamentSchema } from './competitions';

/**
 * Each campaign type's settings key in the campaign body (`input`) and detail (`output`). A type with
 * settings adds its entry here and its module in services/campaigns/types/; the campaign schemas take
 * every entry, and the detail carries the key of the campaign's own type.
 */
const SETTINGS = {
  /** Mission and sportsbook mission: the mission with its tasks (`tasks` replaces them all). */
  mission: { input: MissionInput, output: MissionSchema },
  /** Mission v2: the chain of missions in order (replaced as a whole). */
  missions: {
    input: Type.Array(MissionInput, { maxItems: 20 }),
    output: Type.Array(MissionSchema),
  },
  /** Tournament: type, spins, attempts, places with prizes, tasks with points. */
  tournament: { input: TournamentInput, output: TournamentSchema },
  /** Race: max spins, speed race, places (positions) with prizes, tasks with points. */
  race: { input: RaceInput, output: RaceSchema },
  /** Prize drop: minimum bet, games, number of drops, prizes with quantities (`prizes` replaces them all). */
  prize_drop: { input: PrizeDropInput, output: PrizeDropSchema },
  /** Jackpot: contribution, type, title(s), start-on value, boost, payouts; answers the pot too. */
  jackpot: { input: JackpotInput, output: JackpotSchema },
};

export const settingsInputFields = Object.fromEntries(
  Object.entries(SETTINGS).map(([field, { input }]) => [field, Type.Optional(input)]),
) as { [K in keyof typeof SETTINGS]: ReturnType<typeof Type.Optional<(typeof SETTINGS)[K]['input']>> };

export const settingsOutputFields = Object.fromEntries(
  Object.entries(SETTINGS).map(([field, { output }]) => [field, Type.Optional(OrNull(output))]),
) as {
  [K in keyof typeof SETTINGS]: ReturnType<
    typeof Type.Optional<ReturnType<typeof OrNull<(typeof SETTINGS)[K]['output']>>>
  >;
};
