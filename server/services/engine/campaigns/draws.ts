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
  occurredAt: Date;
  seed: string;
  chance: number;
  roll: number;
  won: boolean;
}

/**
 * Draws of one batch. Each campaign draws from one fresh cryptographic seed per batch and each bet from
 * that seed and its event id, so a batch records one row per campaign (`engine_draw_batches`: the seed
 * and every bet's chance, from which anyone can check every draw) instead of one per bet; the won draws
 * are also rows of `engine_draws`, with their own seed, which the rules read back.
 */
export function createDraws() {
  const seeds = new Map<number, { kind: EngineDrawKind; seed: string }>();
  const draws: Draw[] = [];
  return {
    /** One chance of `chance` (0–1); recorded whatever the outcome. */
    draw(input: Omit<Draw, 'seed' | 'roll' | 'won'>): Draw {
      let batchSeed = seeds.get(input.campaignId);
      if (!batchSeed) {
        batchSeed = { kind: input.kind, seed: randomBytes(32).toString('hex') };
        seeds.set(input.campaignId, batchSeed);
      }
      const seed = drawSeed(batchSeed.seed, input.eventId);
      const roll = rollOf(seed);
      const chance = Math.min(1, Math.max(0, input.chance));
      const draw = { ...input, chance, seed, roll, won: roll < chance };
      draws.push(draw);
      return draw;
    },
    async record(batch: Batch): Promise<void> {
      if (draws.length === 0) return;
      const byCampaign = new Map<number, Draw[]>();
      for (const draw of draws) {
        const list = byCampaign.get(draw.campaignId) ?? [];
        list.push(draw);
        byCampaign.set(draw.campaignId, list);
      }
      const batches = [...byCampaign].map(([campaignId, list]) => ({
        kind: seeds.get(campaignId)!.kind,
        campaign_id: campaignId,
        seed: seeds.get(campaignId)!.seed,
        draws: list.map((draw) => [draw.eventId, draw.chance]),
      }));
      await batch.tx.execute(sql`
        insert into engine_draw_batches (kind, campaign_id, seed, draws)
        select r.kind, r.campaign_id, r.seed, r.draws
        from jsonb_to_recordset(${jsonRows(batches)}) as r(kind text, campaign_id int, seed text, draws jsonb)`);
      const won = draws.filter((draw) => draw.won);
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
