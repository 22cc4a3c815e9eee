import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  competitionPlacePrizes,
  competitionPlaces,
  competitions,
  competitionTasks,
  type Competition,
  type CompetitionKind,
  type CompetitionPlace,
  type CompetitionPlacePrize,
  type CompetitionTask,
  type NewCompetitionTask,
} from '../db/schema';
import type { PrizeFields } from '../services/prize-rules';

/** The settings columns of a tournament or race (what a body can set). */
export type CompetitionFields = Partial<
  Pick<
    Competition,
    | 'tournamentType'
    | 'spinsBeforeRestart'
    | 'attempts'
    | 'maxSpins'
    | 'minBet'
    | 'speedRace'
    | 'speedRaceTarget'
    | 'speedRaceWinners'
  >
>;
export type CompetitionTaskFields = Omit<NewCompetitionTask, 'id' | 'competitionId' | 'created' | 'position'>;

export interface PlaceWithPrizes extends CompetitionPlace {
  prizes: CompetitionPlacePrize[];
}

/** A place as written: its positions and prizes. */
export interface PlaceFields {
  lowerPosition: number;
  upperPosition: number;
  prizes: PrizeFields[];
}

export interface CompetitionWithDetails extends Competition {
  places: PlaceWithPrizes[];
  tasks: CompetitionTask[];
}

export interface CompetitionFilters {
  kind: CompetitionKind;
  campaignId?: number;
  /** Visibility: only those of campaigns created by this user. */
  ownerId?: number;
}

function whereOf(filters: CompetitionFilters): SQL | undefined {
  const conditions: SQL[] = [eq(competitions.kind, filters.kind)];
  if (filters.campaignId !== undefined) conditions.push(eq(competitions.campaignId, filters.campaignId));
  if (filters.ownerId !== undefined) conditions.push(eq(campaigns.creatorId, filters.ownerId));
  return and(...conditions);
}

/** Tournaments and races (db/tables/tournaments.ts): settings, places with prizes, tasks with points. */
export function createCompetitionsRepository(db: Executor) {
  async function placesOf(ids: number[], tx: Executor): Promise<Map<number, PlaceWithPrizes[]>> {
    const result = new Map<number, PlaceWithPrizes[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const places = await tx
      .select()
      .from(competitionPlaces)
      .where(inArray(competitionPlaces.competitionId, ids))
      .orderBy(asc(competitionPlaces.position), asc(competitionPlaces.id));
    const prizes =
      places.length === 0
        ? []
        : await tx
            .select()
            .from(competitionPlacePrizes)
            .where(
              inArray(
                competitionPlacePrizes.placeId,
                places.map((place) => place.id),
              ),
            )
            .orderBy(asc(competitionPlacePrizes.position), asc(competitionPlacePrizes.id));
    for (const place of places)
      result.get(place.competitionId)?.push({
        ...place,
        prizes: prizes.filter((prize) => prize.placeId === place.id),
      });
    return result;
  }

  async function tasksOf(ids: number[], tx: Executor): Promise<Map<number, CompetitionTask[]>> {
    const result = new Map<number, CompetitionTask[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const rows = await tx
      .select()
      .from(competitionTasks)
      .where(inArray(competitionTasks.competitionId, ids))
      .orderBy(asc(competitionTasks.position), asc(competitionTasks.id));
    for (const row of rows) result.get(row.competitionId)?.push(row);
    return result;
  }

  async function withDetails(list: Competition[], tx: Executor = db): Promise<CompetitionWithDetails[]> {
    const ids = list.map((competition) => competition.id);
    const [places, tasks] = [await placesOf(ids, tx), await tasksOf(ids, tx)];
    return list.map((competition) => ({
      ...competition,
      places: places.get(competition.id) ?? [],
      tasks: tasks.get(competition.id) ?? [],
    }));
  }

  async function taskIdsOf(competitionId: number, tx: Executor = db): Promise<number[]> {
    const rows = await tx
      .select({ id: competitionTasks.id })
      .from(competitionTasks)
      .where(eq(competitionTasks.competitionId, competitionId))
      .orderBy(asc(competitionTasks.position), asc(competitionTasks.id));
    return rows.map((row) => row.id);
  }

  /** Positions 0, 1, 2 … in the order of `taskIds`. */
  async function setTaskPositions(taskIds: number[], tx: Executor = db): Promise<void> {
    if (taskIds.length === 0) return;
    const cases = sql.join(
      taskIds.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
      sql` `,
    );
    await tx
      .update(competitionTasks)
      .set({ position: sql`case ${competitionTasks.id} ${cases} end` })
      .where(inArray(competitionTasks.id, taskIds));
  }

  return {
    withDetails,
    taskIdsOf,
    setTaskPositions,

    async findById(id: number, tx: Executor = db): Promise<Competition | undefined> {
      const [row] = await tx.select().from(competitions).where(eq(competitions.id, id));
      return row;
    },

    async findByCampaign(campaignId: number, tx: Executor = db): Promise<Competition | undefined> {
      const [row] = await tx.select().from(competitions).where(eq(competitions.campaignId, campaignId));
      return row;
    },

    async create(
      campaignId: number,
      kind: CompetitionKind,
      fields: CompetitionFields,
      tx: Executor = db,
    ): Promise<Competition> {
      const [row] = await tx
        .insert(competitions)
        .values({ ...fields, campaignId, kind })
        .returning();
      return row;
    },

    async update(id: number, fields: CompetitionFields, tx: Executor = db): Promise<Competition | undefined> {
      const [row] = await tx
        .update(competitions)
        .set({ ...fields, modified: new Date() })
        .where(eq(competitions.id, id))
        .returning();
      return row;
    },

    async count(filters: CompetitionFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(competitions)
        .innerJoin(campaigns, eq(campaigns.id, competitions.campaignId))
        .where(whereOf(filters));
      return row.n;
    },

    async list(
      filters: CompetitionFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<Competition[]> {
      const rows = await tx
        .select({ competition: competitions })
        .from(competitions)
        .innerJoin(campaigns, eq(campaigns.id, competitions.campaignId))
        .where(whereOf(filters))
        .orderBy(sql`${competitions.id} desc`)
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => row.competition);
    },

    /** Replaces every place (and its prizes), in this order. */
    async replacePlaces(competitionId: number, places: PlaceFields[], tx: Executor = db): Promise<void> {
      await tx.delete(competitionPlaces).where(eq(competitionPlaces.competitionId, competitionId));
      for (const [index, place] of places.entries()) {
        const [row] = await tx
          .insert(competitionPlaces)
          .values({
            competitionId,
            position: index,
            lowerPosition: place.lowerPosition,
            upperPosition: place.upperPosition,
          })
          .returning();
        if (place.prizes.length > 0)
          await tx
            .insert(competitionPlacePrizes)
            .values(place.prizes.map((prize, at) => ({ ...prize, placeId: row.id, position: at })));
      }
    },

    async findTask(id: number, tx: Executor = db): Promise<CompetitionTask | undefined> {
      const [row] = await tx.select().from(competitionTasks).where(eq(competitionTasks.id, id));
      return row;
    },

    /** Adds a task at the end. */
    async insertTask(
      competitionId: number,
      fields: CompetitionTaskFields,
      tx: Executor = db,
    ): Promise<CompetitionTask> {
      const [next] = await tx
        .select({ n: sql<number>`coalesce(max(${competitionTasks.position}) + 1, 0)::int` })
        .from(competitionTasks)
        .where(eq(competitionTasks.competitionId, competitionId));
      const [row] = await tx
        .insert(competitionTasks)
        .values({ ...fields, competitionId, position: next.n })
        .returning();
      return row;
    },

    async updateTask(
      id: number,
      fields: Partial<CompetitionTaskFields>,
      tx: Executor = db,
    ): Promise<CompetitionTask | undefined> {
      const [row] = await tx
        .update(competitionTasks)
        .set(fields)
        .where(eq(competitionTasks.id, id))
        .returning();
      return row;
    },

    /** Removes a task and closes the gap in the positions. */
    async removeTask(task: CompetitionTask, tx: Executor = db): Promise<void> {
      await tx.delete(competitionTasks).where(eq(competitionTasks.id, task.id));
      await setTaskPositions(await taskIdsOf(task.competitionId, tx), tx);
    },

    async removeTasksOf(competitionId: number, tx: Executor = db): Promise<void> {
      await tx.delete(competitionTasks).where(eq(competitionTasks.competitionId, competitionId));
    },
  };
}

export type CompetitionsRepository = ReturnType<typeof createCompetitionsRepository>;
