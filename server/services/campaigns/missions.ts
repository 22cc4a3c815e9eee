import type { Executor } from '../../db/client';
import type { Campaign, TaskType } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { FieldErrorTree } from '../../lib/field-errors';
import type { MissionWithTasks, TaskWithPrizes } from '../../repositories/missions';
import type { MissionPlacedBody, TaskInputBody } from '../../schemas/missions';
import { assertSameTasks, CAMPAIGN_MESSAGES, type Access, type Actor } from './access';
import type { CampaignCore } from './core';
import { createTypeSettingsAccess } from './type-settings';
import { isMissionTypeModule, taskTypeRefusal, type MissionTypeModule } from './types/mission';
import { normalizeTask } from './types/mission-rules';

/** The missions and tasks endpoints (v1/missions/…): a mission-type campaign's settings piece by piece. */
export function createMissionsSection(core: CampaignCore) {
  const { db, repos, inTransaction, editActiveOn, touchAndCheck } = core;
  const { writeMission, checkGames } = core.types.missions;
  const settings = createTypeSettingsAccess(core);
  const missionOf = (missionId: number) => (tx: Executor) => repos.missions.findById(missionId, tx);

  /** A task of the path's type with its mission (none when the type is not the task's). */
  const taskOf = (type: TaskType, taskId: number) => async (tx: Executor) => {
    const task = await repos.missions.findTask(taskId, tx);
    const mission = task?.type === type ? await repos.missions.findById(task.missionId, tx) : undefined;
    return task && mission && { task, mission, campaignId: mission.campaignId };
  };

  /**
   * A change of one task (404 when the path's type is not the task's), under its campaign's row lock
   * and status rules; the campaign must stay publishable if it is live.
   */
  function changeTask<T>(
    type: TaskType,
    taskId: number,
    actor: Actor,
    work: (task: TaskWithPrizes, tx: Executor) => Promise<T>,
  ): Promise<T> {
    return settings.change(taskOf(type, taskId), actor, async ({ task }, campaign, tx) => {
      const result = await work(task, tx);
      await touchAndCheck(campaign.id, tx);
      return result;
    });
  }

  /** A place other than 0 is refused for the one mission of the types that are not chains. */
  function assertPlaceOffered(chain: boolean, position: number | undefined) {
    if (!chain && position !== undefined && position !== 0)
      throw validationError({ position: [CAMPAIGN_MESSAGES.onlyChainsPlaced] });
  }

  /** The mission type module of a campaign that settings.create has checked is of a mission type. */
  const missionModuleOf = (campaign: Campaign) => core.moduleOf(campaign.type) as MissionTypeModule;

  /** A task type the campaign's mission type does not offer is refused at `type`. */
  function assertTaskTypeOffered(campaignType: Campaign['type'], type: TaskType) {
    const typeModule = core.moduleOf(campaignType);
    if (isMissionTypeModule(typeModule) && !typeModule.taskTypes.includes(type))
      throw validationError({ type: [taskTypeRefusal(type, typeModule.label)] });
  }

  return {
    async missionDetail(missionId: number, actor: Actor, access: Access = 'view', tx: Executor = db) {
      const { record, campaign } = await settings.read(await missionOf(missionId)(tx), actor, access, tx);
      const [full] = await repos.missions.withTasks([record], tx);
      return { campaign, mission: full };
    },

    async createMission(
      campaignId: number,
      { position: place, ...body }: MissionPlacedBody,
      actor: Actor,
    ): Promise<MissionWithTasks> {
      const rules = {
        ofType: isMissionTypeModule,
        notOfType: CAMPAIGN_MESSAGES.notMissionType,
        // A chain holds any number of missions; the other mission types one.
        existing: async (campaign: Campaign, tx: Executor) =>
          !missionModuleOf(campaign).chain && repos.missions.findByCampaign(campaign.id, tx),
        alreadyExists: CAMPAIGN_MESSAGES.missionExists,
      };
      return settings.create(campaignId, actor, rules, async (campaign, tx) => {
        const typeModule = missionModuleOf(campaign);
        const errors = new FieldErrorTree();
        body.tasks?.forEach((task, index) => {
          if (!typeModule.taskTypes.includes(task.type))
            errors.add(['tasks', index, 'type'], taskTypeRefusal(task.type, typeModule.label));
        });
        errors.throwIfAny();
        assertPlaceOffered(typeModule.chain, place);
        // A chain's new mission comes last, or takes the place asked for (its holder then comes last).
        const position = typeModule.chain ? await repos.missions.nextMissionPosition(campaign.id, tx) : 0;
        const mission = await writeMission(campaign.id, body, tx, [], position);
        if (place !== undefined) await repos.missions.place(mission, place, tx);
        const [full] = await repos.missions.withTasks(
          [(await repos.missions.findById(mission.id, tx)) ?? mission],
          tx,
        );
        return full;
      });
    },

    /** Changes the mission's fields (its tasks when the body has them) and its place in a chain. */
    async updateMission(
      missionId: number,
      { position: place, ...body }: MissionPlacedBody,
      actor: Actor,
    ): Promise<MissionWithTasks> {
      return settings.change(missionOf(missionId), actor, async (mission, campaign, tx) => {
        const typeModule = core.moduleOf(campaign.type);
        assertPlaceOffered(isMissionTypeModule(typeModule) && typeModule.chain, place);
        // The mission is found by its own place, so a chain's other missions stay as they are.
        await writeMission(campaign.id, body, tx, [], mission.position);
        if (place !== undefined) await repos.missions.place(mission, place, tx);
        await touchAndCheck(campaign.id, tx);
        const [full] = await repos.missions.withTasks(
          [(await repos.missions.findById(missionId, tx)) ?? mission],
          tx,
        );
        return full;
      });
    },

    async removeMission(missionId: number, actor: Actor): Promise<void> {
      await settings.change(missionOf(missionId), actor, async (mission, campaign, tx) => {
        await repos.missions.remove(mission.id, tx);
        await touchAndCheck(campaign.id, tx);
      });
    },

    /** The task and its campaign, checked for `access` (404 when the path's type is not the task's). */
    async taskDetail(
      type: TaskType,
      taskId: number,
      actor: Actor,
      access: Access = 'view',
      tx: Executor = db,
    ) {
      const { record, campaign } = await settings.read(await taskOf(type, taskId)(tx), actor, access, tx);
      return { task: record.task, mission: record.mission, campaign };
    },

    async createTask(
      type: TaskType,
      missionId: number,
      body: Omit<Partial<TaskInputBody>, 'type'>,
      actor: Actor,
    ): Promise<TaskWithPrizes> {
      const editActive = await editActiveOn();
      return inTransaction(async (tx) => {
        const mission = await repos.missions.findById(missionId, tx);
        const campaign = await settings.campaignForNew(
          mission?.campaignId,
          { field: 'mission', id: missionId },
          actor,
          tx,
          editActive,
        );
        assertTaskTypeOffered(campaign.type, type);
        const errors = new FieldErrorTree();
        const task = normalizeTask(type, body, errors, []);
        errors.throwIfAny();
        const position = await repos.missions.nextPosition(missionId, tx);
        await checkGames([task], tx);
        const { type: _type, ...fields } = task.fields;
        const row = await repos.missions.insertTask(
          missionId,
          { ...fields, type, position },
          task.prizes ?? [],
          tx,
        );
        await touchAndCheck(campaign.id, tx);
        return (await repos.missions.findTask(row.id, tx))!;
      });
    },

    async updateTask(
      type: TaskType,
      taskId: number,
      body: Omit<Partial<TaskInputBody>, 'type'>,
      actor: Actor,
    ): Promise<TaskWithPrizes> {
      return changeTask(type, taskId, actor, async (existing, tx) => {
        const errors = new FieldErrorTree();
        const task = normalizeTask(type, body, errors, [], existing);
        errors.throwIfAny();
        await checkGames([task], tx);
        const { type: _type, ...fields } = task.fields;
        await repos.missions.updateTask(existing.id, fields, task.prizes, tx);
        return (await repos.missions.findTask(existing.id, tx))!;
      });
    },

    async removeTask(type: TaskType, taskId: number, actor: Actor): Promise<void> {
      await changeTask(type, taskId, actor, async (existing, tx) => {
        await repos.missions.removeTask(existing.id, tx);
        await repos.missions.setPositions(await repos.missions.taskIdsOf(existing.missionId, tx), tx);
      });
    },

    /** Puts the mission's tasks in the given order (exactly its task ids). */
    async reorderTasks(missionId: number, taskIds: number[], actor: Actor): Promise<MissionWithTasks> {
      return settings.change(missionOf(missionId), actor, async (mission, campaign, tx) => {
        const current = await repos.missions.taskIdsOf(mission.id, tx);
        assertSameTasks(taskIds, current);
        await repos.missions.setPositions(taskIds, tx);
        await repos.campaigns.update(campaign.id, {}, tx);
        const [full] = await repos.missions.withTasks([mission], tx);
        return full;
      });
    },
  };
}
