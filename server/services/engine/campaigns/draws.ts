import { hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EngineDrawKind } from '../../../db/tables/engine-campaigns';
import { jsonRows, type Batch } from './batch';

/**
 * A number in [0, 1) from a seed alone: the first 48 bits of its SHA-256. Recorded with the seed, a draw
 * can be checked again by anyone; `pick` (a second number from the same seed) chooses a prize.
 */
export function rollOf(seed: string, purpose: 'roll' | 'pick' = 'roll'): number {
  // One-shot `hash` (no Hash object per call): the same digest, about twice as fast over a batch's draws.
  return hash('sha256', `${purpose}:${seed}`, 'buffer').readUIntBE(0, 6) / 2 ** 48;
}

/** A bet's own seed: sha256 of its campaign's batch seed and its event id (hex, like a batch seed). */
export const drawSeed = (batchSeed: string, eventId: string) =>
  hash('sha256', `${batchSeed}:${eventId}`, 'hex');

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
      // Each campaign's draws are their own `json` parameter: read as text, not unpacked from one
      // document of the whole batch (tens of thousands of chances).
      const rows = [...campaigns].map(
        ([campaignId, own]) =>
          sql`(${own.kind}, ${campaignId}::int, ${own.seed}, ${JSON.stringify(own.draws.map((draw) => [draw.storedId, draw.chance]))}::json)`,
      );
      await batch.tx.execute(sql`
        insert into engine_draw_batches (kind, campaign_id, seed, draws) values ${sql.join(rows, sql`, `)}`);
      const won = [...campaigns.values()].flatMap((own) => own.draws.filter((draw) => draw.won));
      if (won.length === 0) return;
      const winners = won.map((draw) => ({
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
        from jsonb_to_recordset(${jsonRows(winners)}) as r(kind text, campaign_id int, player_id int, event_id text,
          occurred_at timestamptz, seed text, chance float8, roll float8, won boolean)`);
    },
  };
}

export type Draws = ReturnType<typeof createDraws>;
