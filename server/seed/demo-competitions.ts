import type { Executor } from '../db/client';
import {
  competitionPlacePrizes,
  competitionPlaces,
  competitions,
  competitionTasks,
  TOURNAMENT_TYPES,
  type CampaignType,
  type NewCompetitionTask,
} from '../db/schema';

type PlacePrize = Omit<typeof competitionPlacePrizes.$inferInsert, 'placeId'>;

/** Places 1, 2–3 and 4–10: cash for the winner, free spins and a bonus after. */
const PLACES: Array<{ lower: number; upper: number; prizes: PlacePrize[] }> = [
  { lower: 1, upper: 1, prizes: [{ kind: 'cash', amount: 500 }] },
  { lower: 2, upper: 3, prizes: [{ kind: 'free_spins', freeSpinsNumber: 100, betLevel: 0.2, wagering: 20 }] },
  { lower: 4, upper: 10, prizes: [{ kind: 'bonus', amount: 25, wagering: 30 }] },
];

/**
 * Settings for the demo's tournament and race campaigns (every status, templates too): complete
 * enough to publish, so the scheduled and active ones are what a real operator would have.
 */
export async function seedDemoCompetitions(
  tx: Executor,
  rows: ReadonlyArray<{ id: number; type: CampaignType }>,
  gameIds: number[],
): Promise<void> {
  const chosen = rows.filter((row) => row.type === 'tournament' || row.type === 'race');
  if (chosen.length === 0) return;
  const pick = (offset: number, n: number) =>
    Array.from({ length: n }, (_, index) => gameIds[(offset + index * 11) % gameIds.length]);
  const inserted = await tx
    .insert(competitions)
    .values(
      chosen.map((row, k) =>
        row.type === 'tournament'
          ? {
              campaignId: row.id,
              kind: 'tournament' as const,
              tournamentType: TOURNAMENT_TYPES[k % TOURNAMENT_TYPES.length],
              spinsBeforeRestart: k % 2 === 0 ? 100 : null,
              attempts: k % 3 === 0 ? 3 : null,
              minBet: 0.2,
            }
          : { campaignId: row.id, kind: 'race' as const, maxSpins: 200 + k * 10, minBet: 0.1 },
      ),
    )
    .returning({ id: competitions.id });

  const tasks: NewCompetitionTask[] = inserted.flatMap(({ id }, k) => [
    {
      competitionId: id,
      type: 'gameplay' as const,
      position: 0,
      points: 50,
      rounds: 20,
      mode: 'multiplier' as const,
      multiplier: 10,
      games: pick(k, 5),
    },
    {
      competitionId: id,
      type: 'turnover' as const,
      position: 1,
      points: 10,
      amount: 100,
      games: pick(k + 2, 8),
    },
  ]);
  await tx.insert(competitionTasks).values(tasks);

  const places = await tx
    .insert(competitionPlaces)
    .values(
      inserted.flatMap(({ id }) =>
        PLACES.map((place, position) => ({
          competitionId: id,
          position,
          lowerPosition: place.lower,
          upperPosition: place.upper,
        })),
      ),
    )
    .returning({ id: competitionPlaces.id });
  await tx
    .insert(competitionPlacePrizes)
    .values(
      places.flatMap(({ id }, index) =>
        PLACES[index % PLACES.length].prizes.map((prize, position) => ({ ...prize, placeId: id, position })),
      ),
    );
}
