/** What the engine recorded, as its read APIs answer it (server/schemas/engine.ts), after camelisation. */
import type { CampaignStatus } from './campaigns';
import type { Page } from './api';

/** A prize as awarded: its kind and its value in the casino's base currency. */
export interface AwardPrize {
  kind: string;
  value: number;
  currency: string;
}

/** One row of a tournament's or race's leaderboard; on equal points the earlier score ranks higher. */
export interface LeaderboardRow {
  position: number;
  /** The player's hash. */
  player: string;
  points: number;
  /** The prize of the place this position falls in. */
  prize: AwardPrize | null;
}

/** GET …/leaderboard/: a page of rows; `final` once the campaign has ended and its standings are frozen. */
export interface LeaderboardPage extends Page<LeaderboardRow> {
  final: boolean;
}

export interface TaskProgress {
  taskId: number;
  type: string;
  /** Toward the next completion, in the task's unit (an amount, rounds, wins, bets). */
  progress: number;
  target: number;
  completed: boolean;
  timesCompleted: number;
}

export interface MissionProgress {
  missionId: number;
  position: number;
  /** A mission v2's later missions unlock once the one before is completed. */
  unlocked: boolean;
  timesCompleted: number;
  timesAllowed: number;
  tasks: TaskProgress[];
}

/** GET …/progress/?player=: one player's missions and tasks in a campaign. */
export interface PlayerProgress {
  player: string;
  /** Blocked or self-excluded: nothing counts for them. */
  excluded: boolean;
  /** Held out of the rewards (tracked for the uplift). */
  controlGroup: boolean;
  joined: string | null;
  missions: MissionProgress[];
}

export interface GroupFigures {
  participants: number;
  completions: number;
  /** Completions per participant, 0–1. */
  completionRate: number;
}

export interface PotPoint {
  at: string;
  pot: number;
  /** The pot was won at this point (it starts again from its start-on value). */
  won: boolean;
}

/** GET …/live/: a campaign's figures as the engine keeps them. */
export interface LiveFigures {
  campaign: number;
  type: string;
  status: CampaignStatus;
  participants: number;
  completions: number;
  awards: { count: number; value: number; currency: string };
  controlGroup: GroupFigures;
  rest: GroupFigures;
  /** Prize drops only. */
  drops: { won: number; left: number; total: number } | null;
  /** Jackpots only: the pot now and its history, oldest first. */
  pot: { value: number; currency: string; wins: number; history: PotPoint[] } | null;
  /** Tournaments and races: the top 10. */
  leaderboard: LeaderboardRow[];
  final: boolean;
}

/** One campaign a player takes part in, from the player's side. */
export interface PlayerCampaignEngagement {
  campaign: { id: number; name: string; type: string; status: CampaignStatus };
  joined: string;
  controlGroup: boolean;
  tasksDone: number;
  tasksLeft: number;
  timesCompleted: number;
  /** Tournaments and races, once the player has a score. */
  position: number | null;
  points: number | null;
}

export interface PlayerAward {
  id: number;
  campaign: { id: number; name: string };
  /** task, mission, place, prize_drop or jackpot. */
  source: string;
  prize: AwardPrize;
  awarded: string;
  cancelled: string | null;
}

/** GET v1/player/players/{id}/engagement/. */
export interface PlayerEngagement {
  player: string;
  blocked: boolean;
  selfExcluded: boolean;
  /** When the platform first said so; null for a player excluded from the start. */
  excludedSince: string | null;
  campaigns: PlayerCampaignEngagement[];
  /** The latest 100. */
  awards: PlayerAward[];
}
