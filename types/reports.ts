import type { CampaignType } from './api';
import type { CampaignStatus } from './campaigns';

/** GET v1/reports/campaigns/calendar/: the campaigns running in a window of days, and their clashes. */
export interface CampaignCalendar {
  start: string;
  end: string;
  campaigns: CalendarCampaign[];
  overlaps: CampaignOverlap[];
  /** More campaigns run in the window than the answer holds. */
  truncated: boolean;
}

export interface CalendarCampaign {
  id: number;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  startDate: string;
  endDate: string | null;
}

/** Two campaigns that run at the same time on the same games or for the same players. */
export interface CampaignOverlap {
  campaigns: [number, number];
  from: string;
  to: string | null;
  /** The first few games both are played on; `gamesCount` tells how many in all. */
  games: Array<{ id: number; name: string }>;
  gamesCount: number;
  /** Their target groups have players in common. */
  players: boolean;
  /** Staff accepted that the two run together: listed apart, without a warning. */
  accepted: boolean;
}

/** Participants, prizes paid (players paid one) and their cost in the base currency. */
export interface MarketingFigures {
  participants: number;
  prizes: number;
  cost: number;
}

export interface MarketingCampaign extends MarketingFigures {
  id: number;
  name: string;
  type: CampaignType;
}

/** GET v1/reports/marketing/: what the players who joined in a period did. */
export interface MarketingReport {
  start: string;
  end: string;
  baseCurrency: string;
  totals: MarketingFigures & { campaigns: number; paid: Array<{ currency: string; amount: number }> };
  days: Array<MarketingFigures & { day: string }>;
  byType: Array<MarketingFigures & { type: CampaignType; campaigns: number }>;
  topByCost: MarketingCampaign[];
  topByParticipants: MarketingCampaign[];
}

/** A period of whole days, both included (YYYY-MM-DD). */
export interface DayPeriod {
  start: string;
  end: string;
}
