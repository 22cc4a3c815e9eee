/** Wire shapes of one player's screen and the player reports, after camelisation (spec §3 "Player"). */
import type { Player } from './players';

/** Money travels with its currency. */
export interface Amount {
  amount: number;
  currency: string;
}

/** `GET v1/player/players/{id}/`: the player with turnover, deposits and revenue. */
export interface PlayerDetail extends Player {
  turnover: Amount;
  deposits: Amount;
  revenue: Amount;
}

export interface PlayerTransaction {
  id: number;
  created: string;
  type: string;
  category: string;
  provider: string;
  game: number | null;
  description: string;
  amount: number;
  currency: string;
}

interface PageOf<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A page of transactions with the values each of its filters offers. */
export interface TransactionsPage extends PageOf<PlayerTransaction> {
  filters: { categories: string[]; providers: string[]; types: string[] };
}

export interface SportsbookTransaction {
  id: number;
  created: string;
  betType: string;
  status: string;
  sport: string;
  event: string;
  odds: number;
  stake: number;
  payout: number;
  currency: string;
}

export interface SportsbookPage extends PageOf<SportsbookTransaction> {
  filters: { betTypes: string[]; statuses: string[] };
}

export interface CampaignRef {
  id: number;
  name: string;
  type: string;
  status: string;
  start: string | null;
  end: string | null;
}

export interface CampaignParticipation extends CampaignRef {
  joined: string;
  completed: string | null;
  prizePaid: Amount;
  turnover: Amount;
}

export interface PrizePayout {
  campaign: { id: number; name: string; type: string };
  created: string;
  amount: number;
  currency: string;
}

export interface OptOut {
  targetGroup: number;
  campaignType: string;
  created: string;
  campaign: { id: number; name: string } | null;
}

/** `GET v1/player/players/{id}/statistics/`, newest first. */
export interface PlayerStatistics {
  campaignsEligibleFor: CampaignRef[];
  campaignsParticipatedIn: CampaignRef[];
  campaignsWithStatistics: CampaignParticipation[];
  prizePayouts: PrizePayout[];
  totalPrizePayouts: number;
  totalPrizePayoutsCost: Amount;
  optOuts: OptOut[];
}

/** `GET v1/reports/player-activity/`: per day, deposits in the casino's base currency. */
export interface PlayerActivity {
  currency: string;
  days: Array<{
    day: string;
    activePlayers: number;
    depositors: number;
    deposits: number;
    depositAmount: number;
  }>;
  totals: { activePlayers: number; deposits: number; depositAmount: number };
}

export interface DepositMethod {
  id: number;
  code: string;
  name: string;
  /** Empty: every currency. */
  currencies: string[];
  enabled: boolean;
}
