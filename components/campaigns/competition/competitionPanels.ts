import type { SettingsPanelModule } from '../types/registry';
import {
  raceChanges,
  raceValues,
  tournamentChanges,
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
  toChanges: tournamentChanges,
  Panel: TournamentSettings,
};

/** The settings step of a race: max spins, speed race, positions with prizes, tasks with points. */
export const racePanel: SettingsPanelModule<RaceValues> = {
  initialValues: (campaign) => raceValues(campaign.race),
  loadSchema: () => import('./competitionSchema').then((m) => m.raceSchema),
  toChanges: raceChanges,
  Panel: RaceSettings,
};
