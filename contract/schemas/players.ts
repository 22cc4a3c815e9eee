import { Type } from '@fastify/type-provider-typebox';
import { MAX_INT, OrNull } from './common';

/** Spec §3 "Player". */
export const PlayerSchema = Type.Object({
  id: Type.Integer(),
  hash: Type.String(),
  currency: Type.String(),
  market: Type.String(),
  vip_level: Type.String(),
  affiliate: OrNull(Type.String()),
  customer_state: Type.String(),
  segments: Type.Array(Type.String()),
  registered: Type.String(),
  /** Responsible gambling: such a player is in no campaign's audience (our API; other backends may not say). */
  blocked: Type.Optional(Type.Boolean()),
  self_excluded: Type.Optional(Type.Boolean()),
});

/**
 * Players the group chose (by filters or by hand) whom responsible gambling leaves out, per reason; a
 * player both blocked and self-excluded counts under each.
 */
export const ExcludedPlayersSchema = Type.Object({ self_excluded: Type.Integer(), blocked: Type.Integer() });

/** The size of a choice not yet saved (`POST v1/player/target-groups/{id}/audience/`, our API). */
export const AudienceSchema = Type.Object({
  players_count: Type.Integer(),
  excluded_players: ExcludedPlayersSchema,
});

/** Spec §3 "Target group"; `filters` is keyed as the API spells the filters (`vip_levels`). */
export const TargetGroupSchema = Type.Object({
  id: Type.Integer(),
  filters: Type.Record(Type.String(), Type.Array(Type.String())),
  manually_added_players: Type.Array(Type.Integer()),
  manually_removed_players: Type.Array(Type.Integer()),
  numbers_manually_added_players: Type.Integer(),
  numbers_manually_removed_players: Type.Integer(),
  players_count: Type.Integer(),
  /** The count when the group was last saved; a backend may leave it out. */
  last_players_count: Type.Optional(OrNull(Type.Integer())),
  /** Chosen players whom responsible gambling leaves out (our API; other backends may not say). */
  excluded_players: Type.Optional(ExcludedPlayersSchema),
});

const PlayerIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems: 100000 });

/** PATCH v1/player/target-groups/{id}/: any of these. */
export const TargetGroupPatchBody = Type.Object({
  /** Filter key (one of the casino's player selection filters) → accepted values; empty lists filter nothing. */
  filters: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 })),
  ),
  manually_added_players: Type.Optional(PlayerIds),
  manually_removed_players: Type.Optional(PlayerIds),
});
