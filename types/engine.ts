/** What the engine recorded, as its read APIs answer it (contract/schemas/engine.ts), after camelisation. */
import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  AwardPrize as AwardPrizeSchema,
  GroupFigures as GroupFiguresSchema,
  LeaderboardPage as LeaderboardPageSchema,
  LeaderboardRow as LeaderboardRowSchema,
  LiveFigures as LiveFiguresSchema,
  MissionProgress as MissionProgressSchema,
  PlayerAward as PlayerAwardSchema,
  PlayerCampaignEngagement as PlayerCampaignEngagementSchema,
  PlayerEngagement as PlayerEngagementSchema,
  PotPoint as PotPointSchema,
  Progress,
  TaskProgress as TaskProgressSchema,
} from '@/contract/schemas/engine';

/** A prize as awarded: its kind and its value in the casino's base currency. */
export type AwardPrize = Camelized<Static<typeof AwardPrizeSchema>>;

/** One row of a tournament's or race's leaderboard; on equal points the earlier score ranks higher. */
export type LeaderboardRow = Camelized<Static<typeof LeaderboardRowSchema>>;

/** GET …/leaderboard/: a page of rows; `final` once the campaign has ended and its standings are frozen. */
export type LeaderboardPage = Camelized<Static<typeof LeaderboardPageSchema>>;

export type TaskProgress = Camelized<Static<typeof TaskProgressSchema>>;

export type MissionProgress = Camelized<Static<typeof MissionProgressSchema>>;

/** GET …/progress/?player=: one player's missions and tasks in a campaign. */
export type PlayerProgress = Camelized<Static<typeof Progress>>;

export type GroupFigures = Camelized<Static<typeof GroupFiguresSchema>>;

export type PotPoint = Camelized<Static<typeof PotPointSchema>>;

/** GET …/live/: a campaign's figures as the engine keeps them. */
export type LiveFigures = Camelized<Static<typeof LiveFiguresSchema>>;

/** One campaign a player takes part in, from the player's side. */
export type PlayerCampaignEngagement = Camelized<Static<typeof PlayerCampaignEngagementSchema>>;

export type PlayerAward = Camelized<Static<typeof PlayerAwardSchema>>;

/** GET v1/player/players/{id}/engagement/. */
export type PlayerEngagement = Camelized<Static<typeof PlayerEngagementSchema>>;
