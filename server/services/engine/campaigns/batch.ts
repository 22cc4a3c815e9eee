import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { columnsOf, jsonColumns } from '../../../db/columns';
import type { CampaignStatus, CampaignType } from '../../../db/schema';
import { baseCurrencyOf } from '../../../lib/currency';
import type { EngineEvent } from '../types';

/**
 * Key of the transaction-level advisory locks the engine takes per player (second key: the player's id);
 * deleting players takes them too (`players_delete_engine_rows`, migration 0032).
 */
export const ENGINE_PLAYER_LOCK = 740_311_017;
/** The same per campaign, for what all its players share (a pot, a prize drop's hours). */
export const ENGINE_CAMPAIGN_LOCK = 740_311_018;

/** A campaign the engine may apply events to (scheduled ones take opt-ins only). */
export interface EngineCampaign {
  id: number;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  startDate: Date;
  endDate: Date | null;
  optIn: boolean;
  controlGroup: number;
  targetGroupId: number | null;
  creatorId: number | null;
}

/** What "who takes part" needs to know of a player. */
export interface EnginePlayer {
  id: number;
  hash: string;
  currency: string;
  market: string;
  vipLevel: string;
  affiliate: string | null;
  customerState: string;
  segments: string[];
  blocked: boolean;
  selfExcluded: boolean;
  excludedSince: Date | null;
}

/** The batch as every campaign module sees it. */
export interface Batch {
  tx: Executor;
  now: Date;
  baseCurrency: string;
  /** Currency → units per base unit (the casino's exchange rates). */
  rates: Record<string, number>;
  campaigns: EngineCampaign[];
  players: Map<number, EnginePlayer>;
}

/** Rows of a raw query, on both drivers (node-postgres and PGlite both answer `{rows}`). */
export async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A JSON parameter for `jsonb_to_recordset`: one statement writes any number of rows. */
export const jsonRows = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Money of an event in the base currency's cents (rounded once, per event, so sums never drift); null
 * when the currency has no exchange rate.
 */
export function baseCents(
  batch: Pick<Batch, 'rates' | 'baseCurrency'>,
  amount: unknown,
  currency: unknown,
): number | null {
  const value = Number(amount);
  if (!Number.isFinite(value)) return null;
  const code = String(currency ?? batch.baseCurrency);
  const rate = code === batch.baseCurrency ? 1 : batch.rates[code];
  if (!rate || rate <= 0) return null;
  return Math.round((value / rate) * 100);
}

/** An amount of the campaign's settings (base currency) in cents. */
export const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

/** Events in the order the sequential rules (streaks, attempts, draws) follow: when they happened. */
export const chronological = (a: EngineEvent, b: EngineEvent) =>
  a.occurredAt.getTime() - b.occurredAt.getTime() ||
  (a.uniqueId < b.uniqueId ? -1 : a.uniqueId > b.uniqueId ? 1 : 0);

/**
 * Serialises the engine per player across instances: two workers holding events of one player apply
 * them one after the other (taken in id order, so never a deadlock), and a rollback and its target
 * never race.
 */
export const lockPlayers = (tx: Executor, playerIds: readonly number[]) =>
  lockAll(tx, ENGINE_PLAYER_LOCK, playerIds);

/**
 * Takes the players' locks of a claimed batch, before anything is written, and answers its events whose
 * player still exists. A player deleted meanwhile (the deletion holds their lock until it commits) took
 * their events with them, and nothing may be written for them: no foreign key refuses it any longer.
 * The check is a statement of its own, so it sees deletions committed while the locks were awaited.
 */
export async function lockEventPlayers(
  tx: Executor,
  events: readonly EngineEvent[],
): Promise<readonly EngineEvent[]> {
  const playerIds = [...new Set(events.map((event) => event.playerId))];
  await lockPlayers(tx, playerIds);
  const [{ deleted }] = await rowsOf<{ deleted: number[] }>(
    tx,
    sql`select array(select b.player_id from unnest(${intArray(playerIds)}) as b(player_id)
                     where not exists (select 1 from players p where p.id = b.player_id)) as deleted`,
  );
  if (deleted.length === 0) return events;
  const gone = new Set(deleted);
  return events.filter((event) => !gone.has(event.playerId));
}

/** Serialises what a campaign's players share (taken after the players' locks, in id order). */
export const lockCampaigns = (tx: Executor, campaignIds: readonly number[]) =>
  lockAll(tx, ENGINE_CAMPAIGN_LOCK, campaignIds);

async function lockAll(tx: Executor, key: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(${key}, id)) from (select unnest(${intArray(sorted)}) as id order by 1) as ids`,
  );
}

/** The casino's base currency and exchange rates (units per base unit). */
export async function loadCurrency(tx: Executor): Promise<Pick<Batch, 'baseCurrency' | 'rates'>> {
  const [casino] = await rowsOf<{ exchange_rates: Record<string, number>; currencies: string[] }>(
    tx,
    sql`select exchange_rates, currencies from casinos order by id limit 1`,
  );
  return {
    baseCurrency: baseCurrencyOf(
      casino && { exchangeRates: casino.exchange_rates, currencies: casino.currencies },
    ),
    rates: casino?.exchange_rates ?? {},
  };
}

/**
 * The casino, the campaigns that can take events between the batch's first and last moment, and its
 * players. The campaigns are read `FOR KEY SHARE`: the rows the batch writes for them have no foreign
 * key (`campaignOfEngineRows`), and this keeps them from being deleted until the batch commits.
 */
export async function loadBatch(tx: Executor, events: readonly EngineEvent[], now: Date): Promise<Batch> {
  const playerIds = [...new Set(events.map((event) => event.playerId))];
  const earliest = new Date(Math.min(...events.map((event) => event.occurredAt.getTime())));
  const campaigns = await rowsOf<{
    id: number;
    name: string;
    type: CampaignType;
    status: CampaignStatus;
    start_date: string;
    end_date: string | null;
    opt_in: boolean;
    control_group: number;
    target_group_id: number | null;
    creator_id: number | null;
  }>(
    tx,
    sql`select id, name, type, status, start_date, end_date, opt_in, control_group, target_group_id, creator_id
        from campaigns
        where not is_template and status in ('AC', 'SC') and start_date is not null
          and (end_date is null or end_date > ${earliest.toISOString()})
        for key share`,
  );
  const [
    ids,
    hashes,
    currencies,
    markets,
    vipLevels,
    affiliates,
    customerStates,
    segments,
    blocked,
    selfExcluded,
    excludedSince,
  ] = await columnsOf(
    tx,
    sql`select ${jsonColumns(
      ...['id', 'hash', 'currency', 'market', 'vip_level', 'affiliate', 'customer_state', 'segments'],
      ...['blocked', 'self_excluded', 'excluded_since'],
    )}
        from players where id = any(${intArray(playerIds)})`,
  );
  return {
    tx,
    now,
    ...(await loadCurrency(tx)),
    campaigns: campaigns.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      startDate: new Date(row.start_date),
      endDate: row.end_date === null ? null : new Date(row.end_date),
      optIn: row.opt_in,
      controlGroup: row.control_group,
      targetGroupId: row.target_group_id,
      creatorId: row.creator_id,
    })),
    players: new Map(
      ids.map((id, index) => [
        id as number,
        {
          id: id as number,
          hash: hashes[index] as string,
          currency: currencies[index] as string,
          market: markets[index] as string,
          vipLevel: vipLevels[index] as string,
          affiliate: affiliates[index] as string | null,
          customerState: customerStates[index] as string,
          segments: segments[index] as string[],
          blocked: blocked[index] as boolean,
          selfExcluded: selfExcluded[index] as boolean,
          excludedSince: excludedSince[index] === null ? null : new Date(excludedSince[index] as string),
        },
      ]),
    ),
  };
}

/**
 * A Postgres array's text literal (`{1,2,NULL}`) of numbers or ISO times, which need no quoting: one bind
 * parameter however many values, and far cheaper to build and to read than a JSON document of rows.
 */
const arrayLiteral = (values: Iterable<number | string | null>) =>
  `{${Array.from(values, (value) => value ?? 'NULL').join(',')}}`;

/** A Postgres int[] parameter. */
export const intArray = (ids: Iterable<number>) => sql`${arrayLiteral(ids)}::int[]`;
/** A Postgres int8[] parameter (whole numbers past int4's range: cents of large sums). */
export const bigintArray = (values: Iterable<number>) => sql`${arrayLiteral(values)}::int8[]`;
/** A Postgres bool[] parameter. */
export const boolArray = (values: Iterable<boolean>) =>
  sql`${arrayLiteral(Array.from(values, (value) => (value ? 't' : 'f')))}::bool[]`;
/** A Postgres timestamptz[] parameter (null: NULL). */
export const timeArray = (values: Iterable<Date | null>) =>
  sql`${arrayLiteral(Array.from(values, (value) => value?.toISOString() ?? null))}::timestamptz[]`;
/** A Postgres text[] parameter, passed as JSON (any text, one bind parameter). */
export const textArray = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
