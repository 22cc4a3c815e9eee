import type { Mission } from '@/types/campaigns';
import { createdId, type SettingsLevel, type SettingsSync } from '../builder/settingsCalls';
import { missionBody, taskBody } from './missionBody';
import type { MissionFieldsValues, TaskValues } from './missionForm';
import { MISSIONS_URL, missionUrl } from './missionUrls';

/*
 * How the mission types' settings are saved (spec §7 Missions), apart from `missionCalls.ts` that reads
 * them: loaded with the first save.
 */

const tasksUrl = (type: string) => `v1/missions/tasks/${type}/`;

/** A task's fields as sent: its type is in the address. */
function taskFields(task: TaskValues): object {
  const { type: _type, ...fields } = taskBody(task);
  return fields;
}

/** A mission's tasks: `v1/missions/tasks/{type}/`, in order through `v1/missions/mission/{id}/tasks/`. */
const taskLevel: SettingsLevel<TaskValues> = {
  kind: (task) => task.type,
  body: taskFields,
  create: (call, task, mission) =>
    createdId(call({ url: tasksUrl(task.type), method: 'post', data: { mission, ...taskFields(task) } })),
  update: (call, task, id) =>
    call({ url: `${tasksUrl(task.type)}${id}/`, method: 'patch', data: taskFields(task) }),
  remove: (call, task) => call({ url: `${tasksUrl(task.type)}${task.id}/`, method: 'delete' }),
  reorder: (call, tasks, mission) =>
    call({ url: `v1/missions/mission/${mission}/tasks/`, method: 'patch', data: { tasks } }),
};

/** A mission of a campaign and its tasks. */
const missionLevel: SettingsLevel<MissionFieldsValues> = {
  body: missionBody,
  create: (call, mission, campaign) =>
    createdId(call({ url: MISSIONS_URL, method: 'post', data: { campaign, ...missionBody(mission) } })),
  update: (call, mission, id) => call({ url: missionUrl(id), method: 'patch', data: missionBody(mission) }),
  remove: (call, mission) => call({ url: missionUrl(mission.id as number), method: 'delete' }),
  children: { tasks: taskLevel as SettingsLevel },
};

/** The mission types with one mission (mission, sportsbook mission): made once, never removed. */
export const missionSync: SettingsSync = { field: 'mission', level: missionLevel as SettingsLevel };

/** A chain's mission as sent: its fields and its place in the chain. */
const placedBody = (mission: MissionFieldsValues) => ({
  ...missionBody(mission),
  position: mission.position,
});

/**
 * A mission of a chain (mission v2). §7 names no call to reorder missions: each carries its place in
 * `position`, PATCHed on the missions that moved, first place first (the API server swaps a place
 * with the mission holding it; a backend that only stores it ends in the same order).
 */
const chainMissionLevel: SettingsLevel<MissionFieldsValues> = {
  ...missionLevel,
  place: 'position',
  body: placedBody,
  async create(call, mission, campaign, remember) {
    // A mission made by an earlier attempt whose place was refused is not made again.
    const made =
      mission.id === undefined
        ? ((await call({
            url: MISSIONS_URL,
            method: 'post',
            data: { campaign, ...placedBody(mission) },
          })) as Pick<Mission, 'id' | 'position'>)
        : { id: mission.id, position: undefined };
    remember(made.id);
    // A backend that puts new missions last is told the place.
    if (made.position !== mission.position)
      await call({ url: missionUrl(made.id), method: 'patch', data: { position: mission.position } });
    return made.id;
  },
  update: (call, mission, id) => call({ url: missionUrl(id), method: 'patch', data: placedBody(mission) }),
};

/** Mission v2's chain: missions added, changed, moved and removed one by one. */
export const chainSync: SettingsSync = {
  field: 'missions',
  many: true,
  level: chainMissionLevel as SettingsLevel,
};
