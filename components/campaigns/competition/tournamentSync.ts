import { createdId, type SettingsLevel, type SettingsSync } from '../builder/settingsCalls';
import {
  competitionTaskBody,
  tournamentBody,
  type CompetitionTaskValues,
  type TournamentValues,
} from './competitionForm';
import { TOURNAMENTS_URL } from './tournamentUrls';

/*
 * How a tournament's settings are saved (spec §7 Tournaments), apart from `tournamentCalls.ts` that
 * reads them: loaded with the first save.
 */

const tasksUrl = (type: string) => `v1/tournaments/tasks/${type}/`;

/** A task's fields as sent: its type is in the address. */
function taskFields(task: CompetitionTaskValues): object {
  const { type: _type, ...fields } = competitionTaskBody(task);
  return fields;
}

const taskLevel: SettingsLevel<CompetitionTaskValues> = {
  kind: (task) => task.type,
  body: taskFields,
  create: (call, task, tournament) =>
    createdId(call({ url: tasksUrl(task.type), method: 'post', data: { tournament, ...taskFields(task) } })),
  update: (call, task, id) =>
    call({ url: `${tasksUrl(task.type)}${id}/`, method: 'patch', data: taskFields(task) }),
  remove: (call, task) => call({ url: `${tasksUrl(task.type)}${task.id}/`, method: 'delete' }),
  reorder: (call, tasks, tournament) =>
    call({ url: `v1/tournaments/tournament/${tournament}/tasks/`, method: 'patch', data: { tasks } }),
};

const tournamentLevel: SettingsLevel<TournamentValues['tournament']> = {
  body: tournamentBody,
  create: (call, tournament, campaign) =>
    createdId(
      call({ url: TOURNAMENTS_URL, method: 'post', data: { campaign, ...tournamentBody(tournament) } }),
    ),
  update: (call, tournament, id) =>
    call({ url: `${TOURNAMENTS_URL}${id}/`, method: 'patch', data: tournamentBody(tournament) }),
  children: { tasks: taskLevel as SettingsLevel },
};

/** A tournament's settings: the tournament with its places, and its tasks one by one. */
export const tournamentSync: SettingsSync = { field: 'tournament', level: tournamentLevel as SettingsLevel };
