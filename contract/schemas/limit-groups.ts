import { Type } from '@fastify/type-provider-typebox';
import { CAMPAIGN_TYPES } from '../campaignTypes';
import { DateTimeString, IdList, MAX_INT, Money, Nullable, OrNull, PlainText, StringEnum } from './common';

export const LIMIT_GROUP_NAME_MAX = 150;

/** One campaign type's limits as sent; null means "no limit". */
export const LimitInput = Type.Object({
  campaign_type: StringEnum(CAMPAIGN_TYPES),
  /** Scheduled or active campaigns of the type a member may have at once. */
  max_live_campaigns: Nullable(Type.Integer({ minimum: 0, maximum: MAX_INT })),
  /** The largest cost alarm a member may set on one such campaign. */
  max_cost_alarm: Nullable(Money()),
});

/** A campaign limit group (spec §3 "id, limits, name, users"), enforced when a member publishes. */
export const LimitGroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  limits: Type.Array(
    Type.Object({
      /** A campaign type (CAMPAIGN_TYPES); another backend may name one this app does not know. */
      campaign_type: Type.String(),
      max_live_campaigns: OrNull(Type.Integer()),
      /** Money as text ("500.00"). */
      max_cost_alarm: OrNull(Type.String()),
    }),
  ),
  users: Type.Array(Type.Integer()),
  created: DateTimeString,
});

/** POST v1/campaigns/limit-groups/ (a PATCH sends any of these). */
export const LimitGroupBody = Type.Object({
  name: PlainText({ maxLength: LIMIT_GROUP_NAME_MAX }),
  limits: Type.Array(LimitInput, { maxItems: CAMPAIGN_TYPES.length }),
  users: IdList(),
});
