import { createCipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DRAW_DERIVATION, type EngineDrawKind } from '../../../db/tables/engine-campaigns';
import { jsonRows, type Batch } from './batch';
import type { Entry } from './participation';

/** Bytes of a bet's own seed: its 32 bytes of the campaign's keystream. */
const SEED_BYTES = 32;
/** Seeds the keystream is cut into at a time (one cipher call per 256 draws, not one hash per draw). */
const SEEDS_PER_REFILL = 256;
/** Rolls and chances are whole numbers of 2⁻⁴⁸ (a roll is 48 bits): compared exactly, recorded as integers. */
const UNIT = 2 ** 48;

/**
 * The seeds of one campaign's draws in one batch: AES-256-CTR keyed by the batch's 32 random bytes,
 * counter from zero, cut into 32-byte seeds; the i-th draw's seed is keystream bytes [32i, 32i + 32).
 * A standard cryptographic generator (the construction of NIST's CTR_DRBG), about fifty times cheaper
 * than the two SHA-256 per draw it replaces, which were a fifth of a batch.
 */
export function seedStream(batchSeed: string) {
  const cipher = createCipheriv('aes-256-ctr', Buffer.from(batchSeed, 'hex'), Buffer.alloc(16));
  const zeros = Buffer.alloc(SEED_BYTES * SEEDS_PER_REFILL);
  let offset = 0;
  const stream = {
    /** The stretch of keystream that the last `next` answered a place in. */
    keystream: Buffer.alloc(0),
    /**
     * The next seed, as its place in `keystream` (a hex string is made only for the seeds that win; a
     * number, not an object, because a batch draws hundreds of thousands).
     */
    next(): number {
      if (offset >= stream.keystream.length) {
        stream.keystream = cipher.update(zeros);
        offset = 0;
      }
      const at = offset;
      offset += SEED_BYTES;
      return at;
    },
  };
  return stream;
}

/**
 * A number in [0, 1) from a seed alone: its first 48 bits (`roll`, the draw) or the next 48 (`pick`,
 * which prize). Recorded with the seed, a draw can be checked again by anyone.
 */
export function rollOf(seed: string, purpose: 'roll' | 'pick' = 'roll'): number {
  return Buffer.from(seed, 'hex').readUIntBE(purpose === 'roll' ? 0 : 6, 6) / UNIT;
}

/** Where `pairsJson` writes its text, kept from one call to the next (grown when a list needs more). */
let pairsText = Buffer.allocUnsafe(1 << 16);
/** Bytes a pair takes at most: two numbers below 2⁵³ (16 digits each), brackets and commas. */
const PAIR_BYTES_MAX = 2 * 16 + 4;
const [COMMA, OPEN, CLOSE, ZERO] = [0x2c, 0x5b, 0x5d, 0x30];

/** Writes the decimal digits of `value` at `at`; answers where they end. */
function writeWholeNumber(text: Buffer, at: number, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`a draw's figure is not a whole number: ${value}`);
  let digits = 1;
  for (let rest = Math.floor(value / 10); rest > 0; rest = Math.floor(rest / 10)) digits += 1;
  let rest = value;
  for (let index = at + digits - 1; index >= at; index -= 1) {
    const tens = Math.floor(rest / 10);
    text[index] = ZERO + (rest - tens * 10);
    rest = tens;
  }
  return at + digits;
}

/**
 * `[[a, b], [c, d], …]` of a flat list of whole numbers ≥ 0, written digit by digit into one buffer: a
 * batch records hundreds of thousands of pairs, and formatting each number, then growing a string pair
 * by pair (a rope of millions of pieces that lived until the insert), was a tenth of the worker's CPU
 * and much of its garbage collection. Anything else (a NaN chance) fails the batch, as the invalid JSON
 * it used to make did.
 */
function pairsJson(flat: readonly number[]): string {
  const needed = 2 + (flat.length / 2) * PAIR_BYTES_MAX;
  if (pairsText.length < needed) pairsText = Buffer.allocUnsafe(needed * 2);
  const text = pairsText;
  let at = 0;
  text[at++] = OPEN;
  for (let index = 0; index < flat.length; index += 2) {
    if (index > 0) text[at++] = COMMA;
    text[at++] = OPEN;
    at = writeWholeNumber(text, at, flat[index]);
    text[at++] = COMMA;
    at = writeWholeNumber(text, at, flat[index + 1]);
    text[at++] = CLOSE;
  }
  text[at++] = CLOSE;
  return text.toString('latin1', 0, at);
}

/** A won draw, as `engine_draws` records it. */
interface WonDraw {
  kind: EngineDrawKind;
  campaignId: number;
  playerId: number;
  eventId: string;
  occurredAt: Date;
  chance: number;
  seed: string;
  roll: number;
}

/** A draw's outcome; a won draw also carries its seed (recorded) and the number that picks its prize. */
export type Outcome = { won: false } | { won: true; seed: string; roll: number; pick: number };

/** A lost draw's outcome, one for all (most draws lose). */
const LOST: Outcome = { won: false };

/**
 * Draws of one batch. Each campaign draws from one fresh cryptographic seed per batch (`seedStream`),
 * each bet taking the next seed of the stream, so a batch records one row per campaign
 * (`engine_draw_batches`: the seed and every bet's `[player_events.id, chance]` in the order drawn, from
 * which anyone can check every draw) instead of one per bet; the won draws are also rows of
 * `engine_draws`, with their own seed, which the rules read back. (The row id, not the 36-character
 * unique id, because a batch holds tens of thousands.)
 */
export function createDraws() {
  /** Per campaign: its batch seed, its stream and every draw made from it, in order. */
  const campaigns = new Map<
    number,
    {
      kind: EngineDrawKind;
      seed: string;
      stream: ReturnType<typeof seedStream>;
      /** Event row id, chance units, event row id, chance units … (flat: tens of thousands a batch). */
      draws: number[];
    }
  >();
  const won: WonDraw[] = [];
  return {
    /**
     * One chance of `chance` (0–1) for the entry's event, player and campaign; recorded whatever the
     * outcome (by the stored event's row id, `player_events.id`: far shorter than its unique id).
     */
    draw(kind: EngineDrawKind, { campaign, player, event }: Entry, chance: number): Outcome {
      let own = campaigns.get(campaign.id);
      if (!own) {
        const seed = randomBytes(32).toString('hex');
        own = { kind, seed, stream: seedStream(seed), draws: [] };
        campaigns.set(campaign.id, own);
      }
      const at = own.stream.next();
      const { keystream } = own.stream;
      const chanceUnits = Math.floor(Math.min(1, Math.max(0, chance)) * UNIT);
      own.draws.push(event.id, chanceUnits);
      const rollUnits = keystream.readUIntBE(at, 6);
      if (rollUnits >= chanceUnits) return LOST;
      const seed = keystream.toString('hex', at, at + SEED_BYTES);
      const roll = rollUnits / UNIT;
      won.push({
        kind,
        campaignId: campaign.id,
        playerId: player.id,
        eventId: event.uniqueId,
        occurredAt: event.occurredAt,
        chance: chanceUnits / UNIT,
        seed,
        roll,
      });
      return { won: true, seed, roll, pick: keystream.readUIntBE(at + 6, 6) / UNIT };
    },
    async record(batch: Batch): Promise<void> {
      if (campaigns.size === 0) return;
      // Each campaign's draws are their own parameter, JSON text stored as it is (not unpacked from one
      // document of the whole batch, not parsed again to be checked), the chances written as integers.
      const rows = [...campaigns].map(
        ([campaignId, own]) =>
          sql`(${own.kind}, ${campaignId}::int, ${own.seed}, ${pairsJson(own.draws)}, ${DRAW_DERIVATION}::smallint)`,
      );
      await batch.tx.execute(sql`
        insert into engine_draw_batches (kind, campaign_id, seed, draws, derivation)
        values ${sql.join(rows, sql`, `)}`);
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
      }));
      await batch.tx.execute(sql`
        insert into engine_draws (kind, campaign_id, player_id, event_id, occurred_at, seed, chance, roll, won, derivation)
        select r.kind, r.campaign_id, r.player_id, r.event_id, r.occurred_at, r.seed, r.chance, r.roll, true,
               ${DRAW_DERIVATION}::smallint
        from jsonb_to_recordset(${jsonRows(winners)}) as r(kind text, campaign_id int, player_id int, event_id text,
          occurred_at timestamptz, seed text, chance float8, roll float8)`);
    },
  };
}

export type Draws = ReturnType<typeof createDraws>;
