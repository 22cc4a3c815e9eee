import { Type, type Static } from '@fastify/type-provider-typebox';
import type { DepositMethod, PlayerTransaction, SportsbookTransaction } from '../db/schema';
import type { CampaignRef, Participation } from '../repositories/player-activity';
import type {
  CampaignRefSchema,
  DepositMethodSchema,
  SportsbookTransactionSchema,
  TransactionSchema,
} from '../../contract/schemas/player-activity';
import { PlainText } from './common';

export * from '../../contract/schemas/player-activity';

/** A comma-separated list of values in a query string (`types=bet,win`). */
export const CommaList = PlainText({ maxLength: 2000 });

export const splitList = (raw: string | undefined): string[] | undefined => {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
};

export const TransactionQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  categories: Type.Optional(CommaList),
  providers: Type.Optional(CommaList),
  types: Type.Optional(CommaList),
});

export const toTransactionDto = (row: PlayerTransaction): Static<typeof TransactionSchema> => ({
  id: row.id,
  created: row.created.toISOString(),
  type: row.type,
  category: row.category,
  provider: row.provider,
  game: row.gameId,
  description: row.description,
  amount: row.amount,
  currency: row.currency,
});

export const SportsbookQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  bet_types: Type.Optional(CommaList),
  statuses: Type.Optional(CommaList),
});

export const toSportsbookDto = (row: SportsbookTransaction): Static<typeof SportsbookTransactionSchema> => ({
  id: row.id,
  created: row.created.toISOString(),
  bet_type: row.betType,
  status: row.status,
  sport: row.sport,
  event: row.event,
  odds: row.odds,
  stake: row.stake,
  payout: row.payout,
  currency: row.currency,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toCampaignRefDto = (row: CampaignRef): Static<typeof CampaignRefSchema> => ({
  id: row.id,
  name: row.name,
  type: row.type,
  status: row.status,
  start: iso(row.startDate),
  end: iso(row.endDate),
});

export const toParticipationDto = (row: Participation, currency: string) => ({
  ...toCampaignRefDto(row),
  joined: row.joined.toISOString(),
  completed: iso(row.completed),
  prize_paid: { amount: row.prizePaid, currency },
  turnover: { amount: row.turnover, currency },
});

export const ActivityQuery = Type.Object({
  /** First day (YYYY-MM-DD, UTC). */
  start: Type.String({ format: 'date', 'x-message': 'Enter a valid date: YYYY-MM-DD.' }),
  /** Last day, included. */
  end: Type.String({ format: 'date', 'x-message': 'Enter a valid date: YYYY-MM-DD.' }),
});

export const PlayerLogQuery = Type.Object({
  campaign: Type.String({ pattern: '^[1-9][0-9]{0,8}$', 'x-message': 'Choose a campaign.' }),
  /** The player's id, or their hash. */
  player: PlainText({ minLength: 1, maxLength: 128 }),
});

export const DepositMethodQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  search: Type.Optional(PlainText({ maxLength: 100 })),
  currency: Type.Optional(
    Type.String({
      pattern: '^[A-Z]{3}$',
      'x-message': 'Enter a valid currency code: three upper-case letters.',
    }),
  ),
  enabled: Type.Optional(Type.String({ maxLength: 10 })),
});

export const toDepositMethodDto = (row: DepositMethod): Static<typeof DepositMethodSchema> => ({
  id: row.id,
  code: row.code,
  name: row.name,
  currencies: row.currencies,
  enabled: row.enabled,
});
