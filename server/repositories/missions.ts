import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  missions,
  missionTasks,
  taskPrizes,
  type Mission,
  type MissionTask,
  type NewMissionTask,
  type NewTaskPrize,
  type TaskPrize,
} from '../db/schema';

export type MissionFields = Partial<
  Pick<Mission, 'position' | 'tasksInOrder' | 'minBet' | 'repeatable' | 'repeatCount'>
>;
export type TaskFields = Omit<NewMissionTask, 'id' | 'missionId' | 'created'>;
export type PrizeFields = Omit<NewTaskPrize, 'id' | 'taskId'>;

export interface TaskWithPrizes extends MissionTask {
  prizes: TaskPrize[];
}

export interface MissionWithTasks extends Mission {
  tasks: TaskWithPrizes[];
}

export interface MissionFilters {
  campaignId?: number;
  /** Visibility: only missions of campaigns created by this user. */
  ownerId?: number;
}

function whereOf(filters: MissionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.campaignId !== undefined) conditions.push(eq(missions.campaignId, filters.campaignId));
  if (filters.ownerId !== undefined) conditions.push(eq(campaigns.creatorId, filters.ownerId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createMissionsRepository(db: Executor) {
  async function prizesOf(taskIds: number[], tx: Executor = db): Promise<Map<number, TaskPrize[]>> {
    const result = new Map<number, TaskPrize[]>(taskIds.map((id) => [id, []]));
    if (taskIds.length === 0) return result;
    const rows = await tx
      .select()
      .from(taskPrizes)
      .where(inArray(taskPrizes.taskId, taskIds))
      .orderBy(asc(taskPrizes.taskId), asc(taskPrizes.position), asc(taskPrizes.id));
    for (const row of rows) result.get(row.taskId)?.push(row);
    return result;
  }

  /** Tasks of each mission, by position, with their prizes. */
  async function tasksOf(missionIds: number[], tx: Executor = db): Promise<Map<number, TaskWithPrizes[]>> {
    const result = new Map<number, TaskWithPrizes[]>(missionIds.map((id) => [id, []]));
    if (missionIds.length === 0) return result;
    const rows = await tx
      .select()
      .from(missionTasks)
      .where(inArray(missionTasks.missionId, missionIds))
      .orderBy(asc(missionTasks.missionId), asc(missionTasks.position), asc(missionTasks.id));
    const prizes = await prizesOf(
      rows.map((row) => row.id),
      tx,
    );
    for (const row of rows) result.get(row.missionId)?.push({ ...row, prizes: prizes.get(row.id) ?? [] });
    return result;
  }

  async function withTasks(list: Mission[], tx: Executor = db): Promise<MissionWithTasks[]> {
    const tasks = await tasksOf(
      list.map((mission) => mission.id),
      tx,
    );
    return list.map((mission) => ({ ...mission, tasks: tasks.get(mission.id) ?? [] }));
  }

  async function insertPrizes(taskId: number, prizes: PrizeFields[], tx: Executor = db): Promise<void> {
    if (prizes.length === 0) return;
    await tx.insert(taskPrizes).values(prizes.map((prize, index) => ({ ...prize, taskId, position: index })));
  }

  return {
    tasksOf,
    withTasks,
    insertPrizes,

    async findById(id: number, tx: Executor = db): Promise<Mission | undefined> {
      const [row] = await tx.select().from(missions).where(eq(missions.id, id));
      return row;
    },

    /** The campaign's mission at `position` (the only one, but for a mission chain). */
    async findByCampaign(campaignId: number, tx: Executor = db, position = 0): Promise<Mission | undefined> {
      const [row] = await tx
        .select()
        .from(missions)
        .where(and(eq(missions.campaignId, campaignId), eq(missions.position, position)));
      return row;
    },

    /** The campaign's missions in their order (a mission chain). */
    async listByCampaign(campaignId: number, tx: Executor = db): Promise<Mission[]> {
      return tx
        .select()
        .from(missions)
        .where(eq(missions.campaignId, campaignId))
        .orderBy(asc(missions.position));
    },

    async removeAllOf(campaignId: number, tx: Executor = db): Promise<void> {
      await tx.delete(missions).where(eq(missions.campaignId, campaignId));
    },

    /** The position after the campaign's last mission. */
    async nextMissionPosition(campaignId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ last: max(missions.position) })
        .from(missions)
        .where(eq(missions.campaignId, campaignId));
      return row.last === null ? 0 : row.last + 1;
    },

    async create(campaignId: number, fields: MissionFields, tx: Executor = db): Promise<Mission> {
      const [row] = await tx
        .insert(missions)
        .values({ ...fields, campaignId })
        .returning();
      return row;
    },

    async update(id: number, fields: MissionFields, tx: Executor = db): Promise<Mission | undefined> {
      const [row] = await tx
        .update(missions)
        .set({ ...fields, modified: new Date() })
        .where(eq(missions.id, id))
        .returning();
      return row;
    },

    async remove(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(missions).where(eq(missions.id, id));
    },

    /**
     * Puts the mission at `position` of its campaign's chain; a mission already there takes the
     * mission's old place. Three steps, as the (campaign, position) index is checked row by row.
     */
    async place(mission: Mission, position: number, tx: Executor = db): Promise<void> {
      if (mission.position === position) return;
      const holder = await this.findByCampaign(mission.campaignId, tx, position);
      if (holder) {
        // A place no mission has (positions are never negative) frees the old one for the holder.
        await tx.update(missions).set({ position: -1 }).where(eq(missions.id, mission.id));
        await tx.update(missions).set({ position: mission.position }).where(eq(missions.id, holder.id));
      }
      await tx.update(missions).set({ position }).where(eq(missions.id, mission.id));
    },

    async count(filters: MissionFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(missions)
        .innerJoin(campaigns, eq(campaigns.id, missions.campaignId))
        .where(whereOf(filters));
      return row.n;
    },

    async list(
      filters: MissionFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<Mission[]> {
      const rows = await tx
        .select({ mission: missions })
        .from(missions)
        .innerJoin(campaigns, eq(campaigns.id, missions.campaignId))
        .where(whereOf(filters))
        .orderBy(sql`${missions.id} desc`)
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => row.mission);
    },

    async findTask(id: number, tx: Executor = db): Promise<TaskWithPrizes | undefined> {
      const [row] = await tx.select().from(missionTasks).where(eq(missionTasks.id, id));
      if (!row) return undefined;
      return { ...row, prizes: (await prizesOf([row.id], tx)).get(row.id) ?? [] };
    },

    async taskIdsOf(missionId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ id: missionTasks.id })
        .from(missionTasks)
        .where(eq(missionTasks.missionId, missionId))
        .orderBy(asc(missionTasks.position), asc(missionTasks.id));
      return rows.map((row) => row.id);
    },

    /** Adds a task (and its prizes) at `position`. */
    async insertTask(
      missionId: number,
      fields: TaskFields,
      prizes: PrizeFields[],
      tx: Executor = db,
    ): Promise<MissionTask> {
      const [row] = await tx
        .insert(missionTasks)
        .values({ ...fields, missionId })
        .returning();
      await insertPrizes(row.id, prizes, tx);
      return row;
    },

    /** Sets the task's fields; replaces its prizes when `prizes` is given. */
    async updateTask(
      id: number,
      fields: Partial<TaskFields>,
      prizes: PrizeFields[] | undefined,
      tx: Executor = db,
    ): Promise<void> {
      if (Object.keys(fields).length > 0)
        await tx.update(missionTasks).set(fields).where(eq(missionTasks.id, id));
      if (prizes !== undefined) {
        await tx.delete(taskPrizes).where(eq(taskPrizes.taskId, id));
        await insertPrizes(id, prizes, tx);
      }
    },

    async removeTask(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(missionTasks).where(eq(missionTasks.id, id));
    },

    async removeTasksOf(missionId: number, tx: Executor = db): Promise<void> {
      await tx.delete(missionTasks).where(eq(missionTasks.missionId, missionId));
    },

    /** Positions 0, 1, 2 … in the order of `taskIds`. */
    async setPositions(taskIds: number[], tx: Executor = db): Promise<void> {
      if (taskIds.length === 0) return;
      const cases = sql.join(
        taskIds.map((id, index) => sql`when ${id}::integer then ${index}::integer`),
        sql` `,
      );
      await tx
        .update(missionTasks)
        .set({ position: sql`case ${missionTasks.id} ${cases} end` })
        .where(inArray(missionTasks.id, taskIds));
    },

    async nextPosition(missionId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${missionTasks.position}) + 1, 0)::int` })
        .from(missionTasks)
        .where(eq(missionTasks.missionId, missionId));
      return row.n;
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
