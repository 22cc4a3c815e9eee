/** Player and target-group wire shapes after camelisation (spec §3 "Player", "Target group"). */
import type { Static } from '@fastify/type-provider-typebox';

import type { Page } from './api';
import type { Camelized } from './wire';

import type { ImportPlayersResultSchema } from '@/contract/schemas/campaigns';
import type {
  AudienceSchema,
  ExcludedPlayersSchema,
  PlayerSchema,
  TargetGroupPatchBody,
  TargetGroupSchema,
} from '@/contract/schemas/players';

export type Player = Camelized<Static<typeof PlayerSchema>>;

export type PlayersPage = Page<Player>;

/** Filter key (one of the casino's `availablePlayerSelectionFilters`, as the API spells it) → values. */
export type PlayerFilters = Record<string, string[]>;

export type TargetGroup = Camelized<Static<typeof TargetGroupSchema>>;

/** Players a choice named whom responsible gambling leaves out, per reason (one may count under both). */
export type ExcludedPlayers = Camelized<Static<typeof ExcludedPlayersSchema>>;

/** The size of a choice not yet saved: `POST v1/player/target-groups/{id}/audience/` (our API). */
export type Audience = Camelized<Static<typeof AudienceSchema>>;

/** PATCH v1/player/target-groups/{id}/: any of these. */
export type TargetGroupChanges = Camelized<Static<typeof TargetGroupPatchBody>>;

export type { PlayerImportType } from '@/contract/players';

/** Spec §3 "Player selection upload result" and the import-players response. */
export type PlayerImportReport = Camelized<Static<typeof ImportPlayersResultSchema>>;
