import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  AcceptedClashBody,
  CampaignCalendarSchema,
  DayWindowQuery,
  MarketingReportSchema,
} from '@/contract/schemas/reports';

/** GET v1/reports/campaigns/calendar/: the campaigns running in a window of days, and their clashes. */
export type CampaignCalendar = Camelized<Static<typeof CampaignCalendarSchema>>;

export type CalendarCampaign = CampaignCalendar['campaigns'][number];

/** Two campaigns that run at the same time on the same games or for the same players. */
export type CampaignOverlap = CampaignCalendar['overlaps'][number];

/** POST v1/reports/campaigns/accepted-clashes/: the two campaigns whose clash staff accept. */
export type CampaignPair = Camelized<Static<typeof AcceptedClashBody>>['campaigns'];

/** GET v1/reports/marketing/: what the players who joined in a period did. */
export type MarketingReport = Camelized<Static<typeof MarketingReportSchema>>;

export type MarketingCampaign = MarketingReport['topByCost'][number];

/** A period of whole days, both included (YYYY-MM-DD). */
export type DayPeriod = Required<Camelized<Static<typeof DayWindowQuery>>>;
