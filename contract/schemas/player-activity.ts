import { Type } from '@fastify/type-provider-typebox';
import { OrNull, PlainText } from './common';
import { PlayerSchema } from './players';

// One player's screen (spec §3 "Player": totals, transactions, sportsbook bets, campaign statistics) and
// the player reports.

/** Money and the currency it is in: amounts never travel without theirs. */
export const Amount = Type.Object({ amount: Type.Number(), currency: Type.String() });

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

const Choices = Type.Array(Type.String());

/** A page of transactions with the values its filters offer (spec §3: "filters with categories, providers, types"). */
export const TransactionPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(TransactionSchema),
  filters: Type.Object({ categories: Choices, providers: Choices, types: Choices }),
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

export const SportsbookPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(SportsbookTransactionSchema),
  filters: Type.Object({ bet_types: Choices, statuses: Choices }),
});

export const CampaignRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.String(),
  start: OrNull(Type.String()),
  end: OrNull(Type.String()),
});

export const ParticipationSchema = Type.Object({
  ...CampaignRefSchema.properties,
  joined: Type.String(),
  completed: OrNull(Type.String()),
  prize_paid: Amount,
  turnover: Amount,
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

export const DepositMethodSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  currencies: Type.Array(Type.String()),
  enabled: Type.Boolean(),
});
