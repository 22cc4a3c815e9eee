import type { SettingsPanelModule } from '../types/registry';
import {
  raceChanges,
  raceSchema,
  raceValues,
  tournamentChanges,
  tournamentSchema,
  tournamentValues,
  type RaceValues,
  type TournamentValues,
} from './competitionForm';
import { RaceSettings } from './RaceSettings';
import { TournamentSettings } from './TournamentSettings';

/** The settings step of a tournament: type, spins, attempts, places with prizes, tasks with points. */
export const tournamentPanel: SettingsPanelModule<TournamentValues> = {
  initialValues: (campaign) => tournamentValues(campaign.tournament),
  schema: tournamentSchema,
  toChanges: tournamentChanges,
  Panel: TournamentSettings,
};

/** The settings step of a race: max spins, speed race, positions with prizes, tasks with points. */
export const racePanel: SettingsPanelModule<RaceValues> = {
  initialValues: (campaign) => raceValues(campaign.race),
  schema: raceSchema,
  toChanges: raceChanges,
  Panel: RaceSettings,
};
