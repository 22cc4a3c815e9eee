import type { GameplayMode, Prize } from './campaigns';

/** Spec §3 Tournament and Race: both rank players by the points of their tasks; places win prizes. */

import type { CompetitionTaskType, TournamentType } from '@/contract/competitions';

export type { CompetitionTaskType, TournamentType } from '@/contract/competitions';

/** A task with points: gameplay answers rounds, mode, times, multiplier; turnover answers amount. */
export interface CompetitionTask {
  id?: number;
  type: CompetitionTaskType;
  position?: number;
  points: number | null;
  amount?: number | null;
  rounds?: number | null;
  mode?: GameplayMode | null;
  times?: number | null;
  multiplier?: number | null;
  games: number[];
}

/** The positions from lower to upper (1 is first) share the place's prizes. */
export interface Place {
  id?: number;
  lowerPosition: number;
  upperPosition: number;
  prizes: Prize[];
}

interface Competition {
  id: number;
  campaign: number;
  minBet: number | null;
  places: Place[];
  tasks: CompetitionTask[];
}

export interface Tournament extends Competition {
  type: TournamentType;
  spinsBeforeRestart: number | null;
  attempts: number | null;
}

export interface Race extends Competition {
  maxSpins: number | null;
  /** With `enable-speed-race`: the first `winners` players to reach `target` points win. */
  speedRace: boolean;
  target: number | null;
  winners: number | null;
}
