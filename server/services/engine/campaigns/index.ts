import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { AppliedEffects, ApplyBatch, EngineEvent } from '../types';
import { chronological, jsonRows, loadBatch, rowsOf, textArray } from './batch';
import { competitionRules } from './competitions';
import { createDraws } from './draws';
import { createEffects } from './effects';
import { jackpotRules } from './jackpots';
import { missionRules } from './missions';
import { whoTakesPart } from './participation';
import { prizeDropRules } from './prize-drops';
import type { CampaignRules, PreparedRules } from './rules';

/** Every campaign kind's rules; a new campaign type adds its module here. */
export const CAMPAIGN_RULES: readonly CampaignRules[] = [
  missionRules,
  competitionRules,
  prizeDropRules,
  jackpotRules,
];

const RULES_OF_TYPE = new Map(
  CAMPAIGN_RULES.flatMap((rules) => rules.types.map((type) => [type, rules] as const)),
);

/** What the campaigns changed, and the staff members whose notifications changed (to push after the commit). */
export interface CampaignEffects extends AppliedEffects {
  notifiedUsers: Set<number>;
}

/**
 * Rollbacks: records the batch's targets (a target seen again, by another rollback, is ignored) and
 * answers which of the batch's events are cancelled and which earlier-applied events must be taken back.
 * Runs under the players' locks, so a rollback and its target never pass each other.
 */
async function rollbacks(tx: Executor, events: readonly EngineEvent[]) {
  const batchIds = events.filter((event) => event.kind !== 'rollback').map((event) => event.uniqueId);
  const requested = events
    .filter((event) => event.kind === 'rollback')
    .map((event) => ({ target: String(event.payload.target), rollback_id: event.uniqueId }));
  const fresh =
    requested.length === 0
      ? []
      : (
          await rowsOf<{ target: string }>(
            tx,
            sql`insert into engine_rollbacks (target, rollback_id)
                select distinct on (r.target) r.target, r.rollback_id
                from jsonb_to_recordset(${jsonRows(requested)}) as r(target text, rollback_id text)
                order by r.target
                on conflict (target) do nothing returning target`,
          )
        ).map((row) => row.target);
  const cancelled = new Set(
    batchIds.length === 0
      ? []
      : (
          await rowsOf<{ target: string }>(
            tx,
            sql`select target from engine_rollbacks where target = any(${textArray(batchIds)})`,
          )
        ).map((row) => row.target),
  );
  const inBatch = new Set(batchIds);
  const earlier = fresh.filter((target) => !inBatch.has(target));
  const reversed =
    earlier.length === 0
      ? []
      : (
          await rowsOf<{
            id: number;
            unique_id: string;
            kind: EngineEvent['kind'];
            player_id: number;
            occurred_at: string;
            payload: Record<string, unknown>;
          }>(
            tx,
            sql`select id, unique_id, kind, player_id, occurred_at, payload from player_events e
                where unique_id = any(${textArray(earlier)})
                  and not exists (select 1 from player_event_queue q where q.event_id = e.id)`,
          )
        ).map((row): EngineEvent => ({
          id: row.id,
          uniqueId: row.unique_id,
          kind: row.kind,
          playerId: row.player_id,
          occurredAt: new Date(row.occurred_at),
          payload: row.payload,
        }));
  return { cancelled, reversed };
}

/**
 * The campaigns' share of a batch, inside the worker's transaction: who takes part, then each campaign
 * kind's rules over the events that count for its campaigns (in the order they happened), then the
 * shared effects — participations, awards and the campaigns' cost, notifications — in a few statements.
 * The worker holds the batch's players' locks (`lockEventPlayers`).
 */
export const applyCampaignEffects: ApplyBatch = async (tx, events, now): Promise<CampaignEffects> => {
  const none = { campaignIds: new Set<number>(), notifiedUsers: new Set<number>() };
  if (events.length === 0) return none;
  const { cancelled, reversed } = await rollbacks(tx, events);
  const applied = [
    ...events.filter((event) => !cancelled.has(event.uniqueId)).map((event) => ({ event, sign: 1 as const })),
    ...reversed.map((event) => ({ event, sign: -1 as const })),
  ].sort((a, b) => chronological(a.event, b.event));
  const everyone = [...events, ...reversed];
  const batch = await loadBatch(tx, everyone, now);
  if (batch.campaigns.length === 0) return none;
  const prepared = new Map<CampaignRules, PreparedRules>();
  for (const rules of CAMPAIGN_RULES) {
    const ids = batch.campaigns
      .filter((campaign) => campaign.status === 'AC' && rules.types.includes(campaign.type))
      .map((campaign) => campaign.id);
    if (ids.length > 0) prepared.set(rules, await rules.prepare(batch, ids));
  }
  const { shares, joins, joinedBefore } = await whoTakesPart(
    batch,
    applied,
    events.filter((event) => event.kind === 'opt_in'),
    (campaign) => {
      const rules = RULES_OF_TYPE.get(campaign.type);
      return rules && prepared.get(rules);
    },
  );
  const effects = createEffects(batch, joinedBefore);
  for (const join of joins) effects.join(join);
  const draws = createDraws();
  for (const rules of CAMPAIGN_RULES) {
    const kind = prepared.get(rules);
    const share = kind && shares.get(kind);
    if (kind && share && share.entries.length > 0) await kind.apply({ batch, ...share, effects, draws });
  }
  await draws.record(batch);
  const notifiedUsers = await effects.flush();
  return { campaignIds: effects.touched, notifiedUsers };
};
