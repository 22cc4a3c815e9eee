import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Player, TargetGroup } from '../db/schema';
import type { Audience } from '../repositories/players';
import type { AudienceSchema, PlayerSchema, TargetGroupSchema } from '../../contract/schemas/players';
import { PlainText } from './common';

export * from '../../contract/schemas/players';

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

export const toAudienceDto = (audience: Audience): Static<typeof AudienceSchema> => ({
  players_count: audience.players,
  excluded_players: { self_excluded: audience.selfExcluded, blocked: audience.blocked },
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
