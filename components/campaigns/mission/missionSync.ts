import type { Mission } from '@/types/campaigns';
import type { SettingsLevel, SettingsSync } from '../builder/settingsCalls';
import { campaignRecordLevel, typedTaskLevel } from '../builder/settingsLevels';
import { missionBody, taskBody } from './missionBody';
import type { MissionFieldsValues, TaskValues } from './missionForm';
import { MISSIONS_URL, missionUrl } from './missionUrls';

/*
 * How the mission types' settings are saved (spec §7 Missions), apart from `missionCalls.ts` that reads
 * them: loaded with the first save.
 */

/** A mission's tasks: `v1/missions/tasks/{type}/`, in order through `v1/missions/mission/{id}/tasks/`. */
const taskLevel = typedTaskLevel<TaskValues>({
  tasksUrl: 'v1/missions/tasks/',
  parent: 'mission',
  reorderUrl: (mission) => `v1/missions/mission/${mission}/tasks/`,
  body: taskBody,
});

/** A mission of a campaign and its tasks. */
const missionLevel: SettingsLevel<MissionFieldsValues> = {
  ...campaignRecordLevel(MISSIONS_URL, missionBody),
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
