import type { CampaignType } from '../../../db/schema';
import type { EngineEvent } from '../types';
import type { Batch } from './batch';
import type { Draws } from './draws';
import type { Effects } from './effects';
import type { Entries } from './participation';

/** What a campaign module is handed: the batch, the events that take part in its campaigns, the shared effects. */
export interface RulesInput {
  batch: Batch;
  /**
   * Events that take part in this module's campaigns, in the order they happened (one `Entry` object
   * rewritten at each step: read it in the loop, keep none of it).
   */
  entries: Entries;
  /** The campaigns those entries are for (each one the kind has settings for: `takes` answered yes). */
  campaignIds: number[];
  effects: Effects;
  draws: Draws;
}

/** The event kinds that can count for a campaign, and the games its rounds must be on (null: any). */
export interface Scope {
  kinds: ReadonlySet<EngineEvent['kind']>;
  games: ReadonlySet<number> | null;
}

const ROUNDS: ReadonlySet<EngineEvent['kind']> = new Set(['gameround']);

/** A campaign kind's rules over one batch, with its campaigns' settings read. */
export interface PreparedRules {
  /**
   * What can count for the campaign at all (undefined: nothing): the event kinds, and the games a round
   * must be on (null: any). Asked once per batch and campaign: who-takes-part indexes the campaigns by
   * kind and game, so a round meets only the campaigns it can count for, and makes entries of those.
   */
  scope(campaignId: number): Scope | undefined;
  apply(input: RulesInput): Promise<void>;
}

/**
 * The prepared rules of a kind that counts game rounds alone (competitions, prize drops, jackpots): a
 * round can count for a campaign that has the kind's settings, on the games `gamesOf` them (null: any).
 */
export function roundRules<Settings>(
  byCampaign: ReadonlyMap<number, Settings>,
  gamesOf: (settings: Settings) => ReadonlySet<number> | null,
  apply: (input: RulesInput, byCampaign: ReadonlyMap<number, Settings>) => Promise<void>,
): PreparedRules {
  const scopes = new Map(
    [...byCampaign].map(([campaignId, settings]) => [
      campaignId,
      { kinds: ROUNDS, games: gamesOf(settings) },
    ]),
  );
  return {
    scope: (campaignId) => scopes.get(campaignId),
    apply: (input) => apply(input, byCampaign),
  };
}

/**
 * One campaign kind's rules (missions, competitions, prize drops, jackpots …). A new campaign type adds
 * its module to the list in ./index.ts; the core never asks which type a campaign is.
 */
export interface CampaignRules {
  types: readonly CampaignType[];
  /** Reads the settings of the batch's campaigns of this kind (tasks, places, drops, pots) once a batch. */
  prepare(batch: Batch, campaignIds: readonly number[]): Promise<PreparedRules>;
}
