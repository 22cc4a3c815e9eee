import { Type, type Static } from '@fastify/type-provider-typebox';
import type { PrizeDropWithPrizes } from '../repositories/prize-drops';
import type { PrizeDropInput, PrizeDropSchema } from '../../contract/schemas/prize-drops';
import { toPrizeDto } from './prizes';

export * from '../../contract/schemas/prize-drops';

export type PrizeDropInputBody = Static<typeof PrizeDropInput>;
export type PrizeDropDto = Static<typeof PrizeDropSchema>;

export const PrizeDropListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  campaign: Type.Optional(Type.String()),
});

export function toPrizeDropDto(drop: PrizeDropWithPrizes): PrizeDropDto {
  return {
    id: drop.id,
    campaign: drop.campaignId,
    min_bet: drop.minBet,
    all_games: drop.allGames,
    games: drop.games,
    drops: drop.drops,
    prizes: drop.prizes.map((item) => ({
      id: item.id,
      prize: toPrizeDto(item.prize),
      quantity: item.quantity,
    })),
  };
}
