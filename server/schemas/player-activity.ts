import { Type, type Static } from '@fastify/type-provider-typebox';
import type { DepositMethod, PlayerTransaction, SportsbookTransaction } from '../db/schema';
import type { CampaignRef, Participation } from '../repositories/player-activity';
import { OrNull, PlainText } from './common';
import { PlayerSchema } from './players';

/** A comma-separated list of values in a query string (`types=bet,win`). */
export const CommaList = PlainText({ maxLength: 2000 });

export const splitList = (raw: string | undefined): string[] | undefined => {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
};

/** Money and the currency it is in: amounts never travel without theirs. */
const Amount = Type.Object({ amount: Type.Number(), currency: Type.String() });

export const PlayerDetailSchema = Type.Object({
  ...PlayerSchema.properties,
  turnover: Amount,
  deposits: Amount,
  revenue: Amount,
});

export const PlayerPatchBody = Type.Object(
  {
    segments: Type.Array(PlainText({ maxLength: 100, minLength: 1 }), { maxItems: 50 }),
  },
  { additionalProperties: false },
);

export const TransactionQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  categories: Type.Optional(CommaList),
  providers: Type.Optional(CommaList),
  types: Type.Optional(CommaList),
});

export const TransactionSchema = Type.Object({
  id: Type.Integer(),
  created: Type.String(),
  type: Type.String(),
  category: Type.String(),
  provider: Type.String(),
  game: OrNull(Type.Integer()),
  description: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
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

const Choices = Type.Array(Type.String());

/** A page of transactions with the values its filters offer (spec §3: "filters with categories, providers, types"). */
export const TransactionPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(TransactionSchema),
  filters: Type.Object({ categories: Choices, providers: Choices, types: Choices }),
});

export const SportsbookQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  bet_types: Type.Optional(CommaList),
  statuses: Type.Optional(CommaList),
});

export const SportsbookTransactionSchema = Type.Object({
  id: Type.Integer(),
  created: Type.String(),
  bet_type: Type.String(),
  status: Type.String(),
  sport: Type.String(),
  event: Type.String(),
  odds: Type.Number(),
  stake: Type.Number(),
  payout: Type.Number(),
  currency: Type.String(),
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

export const SportsbookPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(SportsbookTransactionSchema),
  filters: Type.Object({ bet_types: Choices, statuses: Choices }),
});

const CampaignRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.String(),
  start: OrNull(Type.String()),
  end: OrNull(Type.String()),
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

const ParticipationSchema = Type.Object({
  ...CampaignRefSchema.properties,
  joined: Type.String(),
  completed: OrNull(Type.String()),
  prize_paid: Amount,
  turnover: Amount,
});

export const toParticipationDto = (row: Participation, currency: string) => ({
  ...toCampaignRefDto(row),
  joined: row.joined.toISOString(),
  completed: iso(row.completed),
  prize_paid: { amount: row.prizePaid, currency },
  turnover: { amount: row.turnover, currency },
});

/** Spec §3 player statistics (newest first), plus the opt-outs the screen can revoke. */
export const PlayerStatisticsSchema = Type.Object({
  campaigns_eligible_for: Type.Array(CampaignRefSchema),
  campaigns_participated_in: Type.Array(CampaignRefSchema),
  campaigns_with_statistics: Type.Array(ParticipationSchema),
  prize_payouts: Type.Array(
    Type.Object({
      campaign: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
      created: Type.String(),
      amount: Type.Number(),
      currency: Type.String(),
      /** The payout's state (held, pending, sent, paid) and prize kind. */
      state: Type.String(),
      kind: Type.String(),
    }),
  ),
  total_prize_payouts: Type.Integer(),
  total_prize_payouts_cost: Amount,
  opt_outs: Type.Array(
    Type.Object({
      target_group: Type.Integer(),
      campaign_type: Type.String(),
      created: Type.String(),
      campaign: OrNull(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
  ),
});

export const RevokeOptOutBody = Type.Object(
  {
    campaign_type: PlainText({ minLength: 1, maxLength: 50 }),
    hash: PlainText({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const ActivityQuery = Type.Object({
  /** First day (YYYY-MM-DD, UTC). */
  start: Type.String({ format: 'date', 'x-message': 'Enter a valid date: YYYY-MM-DD.' }),
  /** Last day, included. */
  end: Type.String({ format: 'date', 'x-message': 'Enter a valid date: YYYY-MM-DD.' }),
});

export const ActivitySchema = Type.Object({
  /** The currency deposits are counted in (the casino's base currency). */
  currency: Type.String(),
  days: Type.Array(
    Type.Object({
      day: Type.String(),
      active_players: Type.Integer(),
      depositors: Type.Integer(),
      deposits: Type.Integer(),
      deposit_amount: Type.Number(),
    }),
  ),
  totals: Type.Object({
    active_players: Type.Integer(),
    deposits: Type.Integer(),
    deposit_amount: Type.Number(),
  }),
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

export const DepositMethodSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  currencies: Type.Array(Type.String()),
  enabled: Type.Boolean(),
});

export const toDepositMethodDto = (row: DepositMethod): Static<typeof DepositMethodSchema> => ({
  id: row.id,
  code: row.code,
  name: row.name,
  currencies: row.currencies,
  enabled: row.enabled,
});
