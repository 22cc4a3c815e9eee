import { Type } from '@fastify/type-provider-typebox';
import { CAMPAIGN_TYPES } from '../campaignTypes';
import { CAMPAIGN_STATUSES, TASK_TYPES } from '../campaigns';
import { OrNull, StringEnum } from './common';

// The engine's read APIs (ARCHITECTURE.md "The engine"): what a campaign's players did, as the engine
// computed it. Money is in the casino's base currency and says so.

/** What a place (or a row's prize) is worth: the first prize's kind and the place's total value. */
export const AwardPrize = Type.Object({
  kind: Type.String(),
  value: Type.Number(),
  currency: Type.String(),
});

/** One leaderboard row; on equal points the earlier score ranks higher (positions are never shared). */
export const LeaderboardRow = Type.Object({
  position: Type.Integer(),
  player: Type.String(),
  points: Type.Number(),
  /** The prize of the place this position falls in, or null. */
  prize: OrNull(AwardPrize),
});

export const LeaderboardPage = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(LeaderboardRow),
  /** True once the campaign has ended and its standings are frozen. */
  final: Type.Boolean(),
});

export const TaskProgress = Type.Object({
  task_id: Type.Integer(),
  type: StringEnum(TASK_TYPES),
  /** Toward the next completion, in the task's unit (an amount, rounds, wins, bets). */
  progress: Type.Number(),
  target: Type.Number(),
  /** Whether the task is done (for a repeatable mission: done in the current round). */
  completed: Type.Boolean(),
  times_completed: Type.Integer(),
});

export const MissionProgress = Type.Object({
  mission_id: Type.Integer(),
  position: Type.Integer(),
  /** A mission v2's later missions unlock once the one before is completed. */
  unlocked: Type.Boolean(),
  times_completed: Type.Integer(),
  /** How often it can be completed (1 unless repeatable). */
  times_allowed: Type.Integer(),
  tasks: Type.Array(TaskProgress),
});

export const Progress = Type.Object({
  player: Type.String(),
  /** Blocked or self-excluded: nothing counts for them. */
  excluded: Type.Boolean(),
  /** Held out of the campaign's rewards (tracked for the uplift). */
  control_group: Type.Boolean(),
  joined: OrNull(Type.String()),
  missions: Type.Array(MissionProgress),
});

/** Participants and completions of one side of the control-group split. */
export const GroupFigures = Type.Object({
  participants: Type.Integer(),
  completions: Type.Integer(),
  /** Completions per participant, 0–1 (0 without participants). */
  completion_rate: Type.Number(),
});

export const PotPoint = Type.Object({ at: Type.String(), pot: Type.Number(), won: Type.Boolean() });

/** The campaign's live figures (reports step, /campaigns/statistics), pushed over the websocket. */
export const LiveFigures = Type.Object({
  campaign: Type.Integer(),
  type: StringEnum(CAMPAIGN_TYPES),
  status: StringEnum(CAMPAIGN_STATUSES),
  participants: Type.Integer(),
  completions: Type.Integer(),
  awards: Type.Object({ count: Type.Integer(), value: Type.Number(), currency: Type.String() }),
  control_group: GroupFigures,
  rest: GroupFigures,
  /** Prize drops only: drops won, left, and how many the campaign drops in all. */
  drops: OrNull(Type.Object({ won: Type.Integer(), left: Type.Integer(), total: Type.Integer() })),
  /** Jackpots only: the pot now and its history (oldest first, at most 200 points). */
  pot: OrNull(
    Type.Object({
      value: Type.Number(),
      currency: Type.String(),
      wins: Type.Integer(),
      history: Type.Array(PotPoint),
    }),
  ),
  /** Tournaments and races: the top 10 (empty for other types). */
  leaderboard: Type.Array(LeaderboardRow),
  final: Type.Boolean(),
});

/** One campaign the player takes part in, from the player's side. */
export const PlayerCampaignEngagement = Type.Object({
  campaign: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: StringEnum(CAMPAIGN_TYPES),
    status: StringEnum(CAMPAIGN_STATUSES),
  }),
  joined: Type.String(),
  control_group: Type.Boolean(),
  tasks_done: Type.Integer(),
  tasks_left: Type.Integer(),
  times_completed: Type.Integer(),
  /** Tournaments and races (null elsewhere, or without a score yet). */
  position: OrNull(Type.Integer()),
  points: OrNull(Type.Number()),
});

export const PlayerAward = Type.Object({
  id: Type.Integer(),
  campaign: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** task, mission, place, prize_drop or jackpot. */
  source: Type.String(),
  prize: AwardPrize,
  awarded: Type.String(),
  cancelled: OrNull(Type.String()),
});

export const PlayerEngagement = Type.Object({
  player: Type.String(),
  blocked: Type.Boolean(),
  self_excluded: Type.Boolean(),
  excluded_since: OrNull(Type.String()),
  /** Campaigns the staff member may see (the campaign visibility rules), latest joined first. */
  campaigns: Type.Array(PlayerCampaignEngagement),
  /** The player's latest 100 awards in those campaigns. */
  awards: Type.Array(PlayerAward),
});
