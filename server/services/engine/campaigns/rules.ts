import type { CampaignType } from '../../../db/schema';
import type { Batch } from './batch';
import type { Draws } from './draws';
import type { Effects } from './effects';
import type { Entry } from './participation';

/** What a campaign module is handed: the batch, the events that take part in its campaigns, the shared effects. */
export interface RulesInput {
  batch: Batch;
  /** Events that take part in this module's campaigns, in the order they happened. */
  entries: Entry[];
  /** The campaigns those entries are for. */
  campaignIds: number[];
  effects: Effects;
  draws: Draws;
}

/**
 * One campaign kind's rules (missions, competitions, prize drops, jackpots …). A new campaign type adds
 * its module to the list in ./index.ts; the core never asks which type a campaign is.
 */
export interface CampaignRules {
  types: readonly CampaignType[];
  apply(input: RulesInput): Promise<void>;
}
