import type { Executor } from '../../../db/client';
import type { Campaign, Mission, TaskType } from '../../../db/schema';
import { FieldErrorTree, type ErrorPath } from '../../../lib/field-errors';
import type { MissionWithTasks } from '../../../repositories/missions';
import type { MissionInputBody } from '../../../schemas/missions';
import { toMissionDto } from '../../../schemas/missions';
import { RULE_MESSAGES } from '../../campaign-rules';
import { checkTaskComplete, normalizeMission, type NormalizedTask } from './mission-rules';
import type { CampaignTypeModule, TypeModuleDeps } from './module';

type MissionDto = ReturnType<typeof toMissionDto>;

/** A mission type's module: which task types it offers, and whether it chains missions. */
export interface MissionTypeModule<Input = unknown, Dto = unknown> extends CampaignTypeModule<Input, Dto> {
  taskTypes: readonly TaskType[];
  /** The type's name in refusals ("a sportsbook mission"). */
  label: string;
  chain: boolean;
}

export const isMissionTypeModule = (
  typeModule: CampaignTypeModule | undefined,
): typeModule is MissionTypeModule => typeModule !== undefined && 'taskTypes' in typeModule;

export const CHAIN_MESSAGES = {
  noMissions: 'A mission chain needs at least one mission.',
} as const;

/** The refusal of a task type a mission type does not offer. */
export const taskTypeRefusal = (type: string, label: string) =>
  `"${type}" tasks are not offered in ${label}.`;

/**
 * Missions (spec §3 Mission): one mission with its tasks and their prizes (mission, sportsbook mission),
 * or a chain of them (mission v2); each type offers its own task types. Also the pieces the missions
 * and tasks endpoints share.
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

  /**
   * Creates or updates the campaign's mission at `position` from a body; `tasks` in it replaces every
   * task. A chain's missions are written after the chain was emptied, so each is new.
   */
  async function writeMission(
    campaignId: number,
    input: MissionInputBody | undefined,
    tx: Executor,
    path: ErrorPath = ['mission'],
    position = 0,
  ): Promise<Mission> {
    const current = await repos.missions.findByCampaign(campaignId, tx, position);
    const errors = new FieldErrorTree();
    const normalized = normalizeMission(input ?? {}, errors, path, current);
    errors.throwIfAny();
    const mission = current
      ? ((await repos.missions.update(current.id, normalized.fields, tx)) ?? current)
      : await repos.missions.create(campaignId, { ...normalized.fields, position }, tx);
    if (normalized.tasks) {
      await repos.missions.removeTasksOf(mission.id, tx);
      await insertTasks(mission.id, normalized.tasks, tx);
    }
    return mission;
  }

  /** Task types a body names that the variant does not offer, reported at each task's `type`. */
  function checkTaskTypes(
    input: MissionInputBody,
    taskTypes: readonly TaskType[],
    label: string,
    errors: FieldErrorTree,
    path: ErrorPath,
  ) {
    input.tasks?.forEach((task, index) => {
      if (!taskTypes.includes(task.type))
        errors.add([...path, 'tasks', index, 'type'], taskTypeRefusal(task.type, label));
    });
  }

  async function copyMission(source: MissionWithTasks, to: Campaign, tx: Executor) {
    const mission = await repos.missions.create(
      to.id,
      {
        position: source.position,
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
  }

  function checkMissionComplete(mission: MissionWithTasks, errors: FieldErrorTree, path: ErrorPath) {
    if (mission.tasks.length === 0) errors.add([...path, 'tasks'], RULE_MESSAGES.noTasks);
    else {
      mission.tasks.forEach((task, index) => checkTaskComplete(task, errors, [...path, 'tasks', index]));
      errors.padList([...path, 'tasks'], mission.tasks.length);
    }
  }

  /** One mission per campaign (mission, sportsbook mission), of these task types. */
  function single(
    taskTypes: readonly TaskType[],
    label: string,
  ): MissionTypeModule<MissionInputBody, MissionDto> {
    return {
      field: 'mission',
      taskTypes,
      label,
      chain: false,

      async check(input, errors, campaign, tx) {
        const current = campaign ? await repos.missions.findByCampaign(campaign.id, tx) : undefined;
        normalizeMission(input, errors, ['mission'], current);
        checkTaskTypes(input, taskTypes, label, errors, ['mission']);
      },

      async load(campaign, tx) {
        const mission = await missionWithTasks(campaign.id, tx);
        return mission ? toMissionDto(mission) : null;
      },

      async write(campaign, input, tx) {
        if (input || !(await repos.missions.findByCampaign(campaign.id, tx)))
          await writeMission(campaign.id, input, tx);
      },

      async copy(from, to, tx) {
        const source = await missionWithTasks(from.id, tx);
        if (source) await copyMission(source, to, tx);
      },

      async checkPublish(campaign, errors, tx) {
        const mission = await missionWithTasks(campaign.id, tx);
        if (mission === null) errors.add(['mission'], RULE_MESSAGES.required);
        else checkMissionComplete(mission, errors, ['mission']);
      },
    };
  }

  /**
   * Mission v2: a chain of missions, each with its tasks, unlocked one after another in their order.
   * The body's `missions` replaces the chain (in that order).
   */
  function chain(
    taskTypes: readonly TaskType[],
    label: string,
  ): MissionTypeModule<MissionInputBody[], MissionDto[]> {
    const missionsOf = async (campaignId: number, tx: Executor) =>
      repos.missions.withTasks(await repos.missions.listByCampaign(campaignId, tx), tx);
    return {
      field: 'missions',
      taskTypes,
      label,
      chain: true,

      async check(input, errors, _campaign, _tx) {
        input.forEach((mission, index) => {
          normalizeMission(mission, errors, ['missions', index]);
          checkTaskTypes(mission, taskTypes, label, errors, ['missions', index]);
        });
        errors.padList(['missions'], input.length);
      },

      async load(campaign, tx) {
        return (await missionsOf(campaign.id, tx)).map(toMissionDto);
      },

      async write(campaign, input, tx) {
        if (input === undefined) return;
        await repos.missions.removeAllOf(campaign.id, tx);
        for (const [index, mission] of input.entries())
          await writeMission(campaign.id, mission, tx, ['missions', index], index);
      },

      async copy(from, to, tx) {
        for (const source of await missionsOf(from.id, tx)) await copyMission(source, to, tx);
      },

      async checkPublish(campaign, errors, tx) {
        const chainMissions = await missionsOf(campaign.id, tx);
        if (chainMissions.length === 0) errors.add(['missions'], CHAIN_MESSAGES.noMissions);
        chainMissions.forEach((mission, index) => checkMissionComplete(mission, errors, ['missions', index]));
        if (chainMissions.length > 0) errors.padList(['missions'], chainMissions.length);
      },
    };
  }

  return { single, chain, missionWithTasks, checkGames, insertTasks, writeMission };
}

export type MissionModule = ReturnType<typeof createMissionModule>;
