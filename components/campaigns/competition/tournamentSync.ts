import type { SettingsLevel, SettingsSync } from '../builder/settingsCalls';
import { campaignRecordLevel, typedTaskLevel } from '../builder/settingsLevels';
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

const taskLevel = typedTaskLevel<CompetitionTaskValues>({
  tasksUrl: 'v1/tournaments/tasks/',
  parent: 'tournament',
  reorderUrl: (tournament) => `v1/tournaments/tournament/${tournament}/tasks/`,
  body: competitionTaskBody,
});

const tournamentLevel: SettingsLevel<TournamentValues['tournament']> = {
  ...campaignRecordLevel(TOURNAMENTS_URL, tournamentBody),
  children: { tasks: taskLevel as SettingsLevel },
};

/** A tournament's settings: the tournament with its places, and its tasks one by one. */
export const tournamentSync: SettingsSync = { field: 'tournament', level: tournamentLevel as SettingsLevel };
