import type { Executor } from '../../../db/client';
import type { Campaign, Mission } from '../../../db/schema';
import { FieldErrorTree, type ErrorPath } from '../../../lib/field-errors';
import type { MissionWithTasks } from '../../../repositories/missions';
import type { MissionInputBody } from '../../../schemas/missions';
import { toMissionDto } from '../../../schemas/missions';
import { RULE_MESSAGES } from '../../campaign-rules';
import { checkTaskComplete, normalizeMission, type NormalizedTask } from './mission-rules';
import type { CampaignTypeModule, TypeModuleDeps } from './module';

/**
 * Missions (spec §3 Mission), the settings of the mission and sportsbook-mission types: one mission with
 * its tasks and their prizes. Also the pieces the missions and tasks endpoints share.
 */
export function createMissionModule({ repos }: TypeModuleDeps) {
  async function missionWithTasks(campaignId: number, tx: Executor): Promise<MissionWithTasks | null> {
    const mission = await repos.missions.findByCampaign(campaignId, tx);
    if (!mission) return null;
    const [full] = await repos.missions.withTasks([mission], tx);
    return full;
  }

  /** Game ids that do not exist are reported on each task that names them. */
  async function checkGames(tasks: NormalizedTask[], tx: Executor): Promise<void> {
    const ids = tasks.flatMap((task) => task.fields.games ?? []);
    if (ids.length === 0) return;
    const existing = await repos.games.existingIds(ids, tx);
    const errors = new FieldErrorTree();
    for (const task of tasks) {
      for (const id of task.fields.games ?? [])
        if (!existing.has(id))
          errors.add([...task.path, 'games'], `Invalid pk "${id}" - object does not exist.`);
    }
    const last = tasks[tasks.length - 1]?.path;
    if (last && typeof last[last.length - 1] === 'number')
      errors.padList(last.slice(0, -1), (last[last.length - 1] as number) + 1);
    errors.throwIfAny();
  }

  /** Inserts tasks (with prizes) at positions from `start`, after checking their games. */
  async function insertTasks(missionId: number, tasks: NormalizedTask[], tx: Executor, start = 0) {
    await checkGames(tasks, tx);
    for (const [index, task] of tasks.entries()) {
      const { type, ...fields } = task.fields;
      await repos.missions.insertTask(
        missionId,
        { ...fields, type: type ?? task.type, position: start + index },
        task.prizes ?? [],
        tx,
      );
    }
  }

  /** Creates or updates the campaign's mission from a body; `tasks` in it replaces every task. */
  async function writeMission(
    campaignId: number,
    input: MissionInputBody | undefined,
    tx: Executor,
    path: ErrorPath = ['mission'],
  ): Promise<Mission> {
    const current = await repos.missions.findByCampaign(campaignId, tx);
    const errors = new FieldErrorTree();
    const normalized = normalizeMission(input ?? {}, errors, path, current);
    errors.throwIfAny();
    const mission = current
      ? ((await repos.missions.update(current.id, normalized.fields, tx)) ?? current)
      : await repos.missions.create(campaignId, normalized.fields, tx);
    if (normalized.tasks) {
      await repos.missions.removeTasksOf(mission.id, tx);
      await insertTasks(mission.id, normalized.tasks, tx);
    }
    return mission;
  }

  const missionModule: CampaignTypeModule<MissionInputBody, ReturnType<typeof toMissionDto>> = {
    field: 'mission',

    async check(input, errors, campaign, tx) {
      const current = campaign ? await repos.missions.findByCampaign(campaign.id, tx) : undefined;
      normalizeMission(input, errors, ['mission'], current);
    },

    async load(campaign, tx) {
      const mission = await missionWithTasks(campaign.id, tx);
      return mission ? toMissionDto(mission) : null;
    },

    async write(campaign, input, tx) {
      if (input || !(await repos.missions.findByCampaign(campaign.id, tx)))
        await writeMission(campaign.id, input, tx);
    },

    async copy(from: Campaign, to: Campaign, tx) {
      const source = await missionWithTasks(from.id, tx);
      if (!source) return;
      const mission = await repos.missions.create(
        to.id,
        {
          tasksInOrder: source.tasksInOrder,
          minBet: source.minBet,
          repeatable: source.repeatable,
          repeatCount: source.repeatCount,
        },
        tx,
      );
      for (const task of source.tasks) {
        const { id: _id, missionId: _missionId, created: _created, prizes, ...fields } = task;
        await repos.missions.insertTask(
          mission.id,
          fields,
          prizes.map(({ id: _prizeId, taskId: _taskId, position: _position, ...prize }) => prize),
          tx,
        );
      }
    },

    async checkPublish(campaign, errors, tx) {
      const mission = await missionWithTasks(campaign.id, tx);
      if (mission === null) errors.add(['mission'], RULE_MESSAGES.required);
      else if (mission.tasks.length === 0) errors.add(['mission', 'tasks'], RULE_MESSAGES.noTasks);
      else {
        mission.tasks.forEach((task, index) => checkTaskComplete(task, errors, ['mission', 'tasks', index]));
        errors.padList(['mission', 'tasks'], mission.tasks.length);
      }
    },
  };

  return { module: missionModule, missionWithTasks, checkGames, insertTasks, writeMission };
}

export type MissionModule = ReturnType<typeof createMissionModule>;
