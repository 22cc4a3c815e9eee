import { Type, type Static } from '@fastify/type-provider-typebox';
import type {
  AwardPrize,
  LeaderboardPage,
  LeaderboardRow,
  LiveFigures,
  PlayerEngagement,
  Progress,
} from '../../contract/schemas/engine';
import { PlainText } from './common';

export * from '../../contract/schemas/engine';

/** A player's hash, as the platform sends it. */
const PlayerHash = PlainText({ minLength: 1, maxLength: 200 });

export const LeaderboardQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  /** Only this player's row (empty page when they have none). */
  player: Type.Optional(PlayerHash),
});
export type LeaderboardQueryInput = Static<typeof LeaderboardQuery>;

export const ProgressQuery = Type.Object({ player: PlayerHash });

export type AwardPrizeDto = Static<typeof AwardPrize>;
export type LeaderboardRowDto = Static<typeof LeaderboardRow>;
export type LeaderboardPageDto = Static<typeof LeaderboardPage>;
export type ProgressDto = Static<typeof Progress>;
export type LiveFiguresDto = Static<typeof LiveFigures>;
export type PlayerEngagementDto = Static<typeof PlayerEngagement>;
