import type { SettingsPanelModule } from '../types/registry';
import {
  raceChanges,
  raceValues,
  tournamentValues,
  type RaceValues,
  type TournamentValues,
} from './competitionForm';
import { RaceSettings } from './RaceSettings';
import { TournamentSettings } from './TournamentSettings';

/** The settings step of a tournament: type, spins, attempts, places with prizes, tasks with points. */
export const tournamentPanel: SettingsPanelModule<TournamentValues> = {
  initialValues: (campaign) => tournamentValues(campaign.tournament),
  loadSchema: () => import('./competitionSchema').then((m) => m.tournamentSchema),
  Panel: TournamentSettings,
};

/**
 * The settings step of a race: max spins, speed race, positions with prizes, tasks with points. §7 names
 * no race calls, so a race's settings go with the campaign's PATCH.
 */
export const racePanel: SettingsPanelModule<RaceValues> = {
  initialValues: (campaign) => raceValues(campaign.race),
  loadSchema: () => import('./competitionSchema').then((m) => m.raceSchema),
  toChanges: raceChanges,
  Panel: RaceSettings,
};
