import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EngineDrawKind } from '../../../db/tables/engine-campaigns';
import { jsonRows, type Batch } from './batch';

/**
 * A number in [0, 1) from a seed alone: the first 48 bits of its SHA-256. Recorded with the seed, a draw
 * can be checked again by anyone; `pick` (a second number from the same seed) chooses a prize.
 */
export function rollOf(seed: string, purpose: 'roll' | 'pick' = 'roll'): number {
  const digest = createHash('sha256').update(`${purpose}:${seed}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** A bet's own seed: sha256 of its campaign's batch seed and its event id (hex, like a batch seed). */
export const drawSeed = (batchSeed: string, eventId: string) =>
  createHash('sha256').update(`${batchSeed}:${eventId}`).digest('hex');

export interface Draw {
  kind: EngineDrawKind;
  campaignId: number;
  playerId: number;
  eventId: string;
  /** The stored event's row id (`player_events.id`): what the batch's record names, far shorter. */
  storedId: number;
  occurredAt: Date;
  seed: string;
  chance: number;
  roll: number;
  won: boolean;
}

/**
 * Draws of one batch. Each campaign draws from one fresh cryptographic seed per batch and each bet from
 * that seed and its event's unique id, so a batch records one row per campaign (`engine_draw_batches`:
 * the seed and every bet's `[player_events.id, chance]`, from which anyone can check every draw) instead
 * of one per bet; the won draws are also rows of `engine_draws`, with their own seed, which the rules
 * read back. (The row id, not the 36-character unique id, because a batch holds tens of thousands.)
 */
export function createDraws() {
  /** Per campaign: its batch seed and every draw made from it, in order. */
  const campaigns = new Map<number, { kind: EngineDrawKind; seed: string; draws: Draw[] }>();
  return {
    /** One chance of `chance` (0–1); recorded whatever the outcome. */
    draw(input: Omit<Draw, 'seed' | 'roll' | 'won'>): Draw {
      let own = campaigns.get(input.campaignId);
      if (!own) {
        own = { kind: input.kind, seed: randomBytes(32).toString('hex'), draws: [] };
        campaigns.set(input.campaignId, own);
      }
      const seed = drawSeed(own.seed, input.eventId);
      const roll = rollOf(seed);
      const chance = Math.min(1, Math.max(0, input.chance));
      const draw: Draw = {
        kind: input.kind,
        campaignId: input.campaignId,
        playerId: input.playerId,
        eventId: input.eventId,
        storedId: input.storedId,
        occurredAt: input.occurredAt,
        chance,
        seed,
        roll,
        won: roll < chance,
      };
      own.draws.push(draw);
      return draw;
    },
    async record(batch: Batch): Promise<void> {
      if (campaigns.size === 0) return;
      const batches = [...campaigns].map(([campaignId, own]) => ({
        kind: own.kind,
        campaign_id: campaignId,
        seed: own.seed,
        draws: own.draws.map((draw) => [draw.storedId, draw.chance]),
      }));
      await batch.tx.execute(sql`
        insert into engine_draw_batches (kind, campaign_id, seed, draws)
        select r.kind, r.campaign_id, r.seed, r.draws
        from jsonb_to_recordset(${jsonRows(batches)}) as r(kind text, campaign_id int, seed text, draws jsonb)`);
      const won = [...campaigns.values()].flatMap((own) => own.draws.filter((draw) => draw.won));
      if (won.length === 0) return;
      const rows = won.map((draw) => ({
        kind: draw.kind,
        campaign_id: draw.campaignId,
        player_id: draw.playerId,
        event_id: draw.eventId,
        occurred_at: draw.occurredAt.toISOString(),
        seed: draw.seed,
        chance: draw.chance,
        roll: draw.roll,
        won: draw.won,
      }));
      await batch.tx.execute(sql`
        insert into engine_draws (kind, campaign_id, player_id, event_id, occurred_at, seed, chance, roll, won)
        select r.kind, r.campaign_id, r.player_id, r.event_id, r.occurred_at, r.seed, r.chance, r.roll, r.won
        from jsonb_to_recordset(${jsonRows(rows)}) as r(kind text, campaign_id int, player_id int, event_id text,
          occurred_at timestamptz, seed text, chance float8, roll float8, won boolean)`);
    },
  };
}

export type Draws = ReturnType<typeof createDraws>;
