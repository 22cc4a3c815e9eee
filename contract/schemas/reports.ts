import { Type } from '@fastify/type-provider-typebox';
import { CAMPAIGN_TYPES } from '../campaignTypes';
import { CAMPAIGN_STATUSES } from '../campaigns';
import { MAX_INT, OrNull, PlainText, StringEnum } from './common';

/** A period of whole days (UTC), both included: `?start=2026-11-01&end=2026-11-30`. */
export const DayWindowQuery = Type.Object({
  start: Type.Optional(PlainText({ maxLength: 40 })),
  end: Type.Optional(PlainText({ maxLength: 40 })),
});

const CampaignType = StringEnum(CAMPAIGN_TYPES);
const GameRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const CampaignCalendarSchema = Type.Object({
  start: Type.String({ format: 'date' }),
  end: Type.String({ format: 'date' }),
  campaigns: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      type: CampaignType,
      status: StringEnum(CAMPAIGN_STATUSES),
      start_date: Type.String({ format: 'date-time' }),
      end_date: OrNull(Type.String({ format: 'date-time' })),
    }),
  ),
  overlaps: Type.Array(
    Type.Object({
      campaigns: Type.Tuple([Type.Integer(), Type.Integer()]),
      from: Type.String({ format: 'date-time' }),
      to: OrNull(Type.String({ format: 'date-time' })),
      games: Type.Array(GameRef, { description: 'The first few games both campaigns are played on.' }),
      games_count: Type.Integer(),
      players: Type.Boolean({ description: 'The target groups have at least one player in common.' }),
      accepted: Type.Boolean({ description: 'Staff accepted that these two campaigns run together.' }),
    }),
  ),
  truncated: Type.Boolean({ description: 'More campaigns run in the window than the answer holds.' }),
});

const Figures = {
  participants: Type.Integer(),
  prizes: Type.Integer({ description: 'Players paid a prize.' }),
  cost: Type.Number({ description: 'The prizes paid, in the base currency.' }),
};
const CampaignFigures = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: CampaignType,
  ...Figures,
});

export const MarketingReportSchema = Type.Object({
  start: Type.String({ format: 'date' }),
  end: Type.String({ format: 'date' }),
  base_currency: Type.String(),
  totals: Type.Object({
    campaigns: Type.Integer(),
    ...Figures,
    paid: Type.Array(Type.Object({ currency: Type.String(), amount: Type.Number() })),
  }),
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...Figures })),
  by_type: Type.Array(Type.Object({ type: CampaignType, campaigns: Type.Integer(), ...Figures })),
  top_by_cost: Type.Array(CampaignFigures),
  top_by_participants: Type.Array(CampaignFigures),
});

const CampaignId = Type.Integer({ minimum: 1, maximum: MAX_INT });

/** `POST v1/reports/campaigns/accepted-clashes/`: the two campaigns whose clash staff accept. */
export const AcceptedClashBody = Type.Object({ campaigns: Type.Tuple([CampaignId, CampaignId]) });
