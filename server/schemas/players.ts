import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Player, TargetGroup } from '../db/schema';
import type { Audience } from '../repositories/players';
import { MAX_INT, OrNull, PlainText } from './common';

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
  /** Responsible gambling: such a player is in no campaign's audience. */
  blocked: Type.Boolean(),
  self_excluded: Type.Boolean(),
});

export function toPlayerDto(player: Player): Static<typeof PlayerSchema> {
  return {
    id: player.id,
    hash: player.hash,
    currency: player.currency,
    market: player.market,
    vip_level: player.vipLevel,
    affiliate: player.affiliate,
    customer_state: player.customerState,
    segments: player.segments,
    registered: player.registered.toISOString(),
    blocked: player.blocked,
    self_excluded: player.selfExcluded,
  };
}

const AttributeValues = Type.Optional(PlainText({ maxLength: 2000 }));

/** The players list: a search, and per attribute the values any of which a player has (comma-separated). */
export const PlayerListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  search: Type.Optional(Type.String({ maxLength: 128 })),
  order_by: Type.Optional(Type.String({ maxLength: 100 })),
  affiliates: AttributeValues,
  currencies: AttributeValues,
  vip_levels: AttributeValues,
  customer_states: AttributeValues,
  segments: AttributeValues,
  markets: AttributeValues,
  /** Spec §7 "with an export flag" (the export's path already says it). */
  export: Type.Optional(Type.String({ maxLength: 10 })),
});

/**
 * Players the group chose (by filters or by hand) whom responsible gambling leaves out, per reason; a
 * player both blocked and self-excluded counts under each.
 */
const ExcludedPlayersSchema = Type.Object({ self_excluded: Type.Integer(), blocked: Type.Integer() });

/** The size of a choice not yet saved (`POST v1/player/target-groups/{id}/audience/`). */
export const AudienceSchema = Type.Object({
  players_count: Type.Integer(),
  excluded_players: ExcludedPlayersSchema,
});

export const toAudienceDto = (audience: Audience): Static<typeof AudienceSchema> => ({
  players_count: audience.players,
  excluded_players: { self_excluded: audience.selfExcluded, blocked: audience.blocked },
});

export const TargetGroupSchema = Type.Object({
  id: Type.Integer(),
  filters: Type.Record(Type.String(), Type.Array(Type.String())),
  manually_added_players: Type.Array(Type.Integer()),
  manually_removed_players: Type.Array(Type.Integer()),
  numbers_manually_added_players: Type.Integer(),
  numbers_manually_removed_players: Type.Integer(),
  players_count: Type.Integer(),
  last_players_count: Type.Integer(),
  excluded_players: ExcludedPlayersSchema,
});

export function toTargetGroupDto(group: TargetGroup, audience: Audience): Static<typeof TargetGroupSchema> {
  return {
    id: group.id,
    filters: group.filters,
    manually_added_players: group.manuallyAddedPlayers,
    manually_removed_players: group.manuallyRemovedPlayers,
    numbers_manually_added_players: group.manuallyAddedPlayers.length,
    numbers_manually_removed_players: group.manuallyRemovedPlayers.length,
    ...toAudienceDto(audience),
    last_players_count: group.lastPlayersCount,
  };
}

const PlayerIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems: 100000 });

export const TargetGroupPatchBody = Type.Object({
  /** Filter key (one of the casino's player selection filters) → accepted values; empty lists filter nothing. */
  filters: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 1000 })),
  ),
  manually_added_players: Type.Optional(PlayerIds),
  manually_removed_players: Type.Optional(PlayerIds),
});
