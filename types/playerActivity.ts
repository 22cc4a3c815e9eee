/** Wire shapes of one player's screen and the player reports, after camelisation (spec §3 "Player"). */
import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  ActivitySchema,
  CampaignRefSchema,
  DepositMethodSchema,
  ParticipationSchema,
  PlayerDetailSchema,
  PlayerPatchBody,
  PlayerStatisticsSchema,
  RevokeOptOutBody,
  SportsbookPageSchema,
  SportsbookTransactionSchema,
  TransactionPageSchema,
  TransactionSchema,
} from '@/contract/schemas/player-activity';

/** `GET v1/player/players/{id}/`: the player with turnover, deposits and revenue. */
export type PlayerDetail = Camelized<Static<typeof PlayerDetailSchema>>;

/** PATCH v1/player/players/{id}/: the player's segments. */
export type PlayerSegmentsChange = Camelized<Static<typeof PlayerPatchBody>>;

export type PlayerTransaction = Camelized<Static<typeof TransactionSchema>>;

/** A page of transactions with the values each of its filters offers. */
export type TransactionsPage = Camelized<Static<typeof TransactionPageSchema>>;

export type SportsbookTransaction = Camelized<Static<typeof SportsbookTransactionSchema>>;

export type SportsbookPage = Camelized<Static<typeof SportsbookPageSchema>>;

export type CampaignRef = Camelized<Static<typeof CampaignRefSchema>>;

export type CampaignParticipation = Camelized<Static<typeof ParticipationSchema>>;

/** `GET v1/player/players/{id}/statistics/`, newest first. */
export type PlayerStatistics = Camelized<Static<typeof PlayerStatisticsSchema>>;

export type PrizePayout = PlayerStatistics['prizePayouts'][number];

export type OptOut = PlayerStatistics['optOuts'][number];

/** POST v1/player/target-groups/{id}/revoke-opt-out/: whose opt-out of which campaign type. */
export type OptOutRevoke = Camelized<Static<typeof RevokeOptOutBody>>;

/** `GET v1/reports/player-activity/`: per day, deposits in the casino's base currency. */
export type PlayerActivity = Camelized<Static<typeof ActivitySchema>>;

export type DepositMethod = Camelized<Static<typeof DepositMethodSchema>>;
