import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { EngineEvent } from './types';

const ATTRIBUTES = [
  'currency',
  'market',
  'vip_level',
  'affiliate',
  'customer_state',
  'segments',
  'blocked',
  'self_excluded',
] as const;

/** What a batch's `player` events say about one player: the last value of each attribute and when it was said. */
interface PlayerPatch {
  player_id: number;
  [attribute: string]: unknown;
  /** When the batch first said the player is blocked or self-excluded. */
  excluded_at?: string;
}

/** `attribute = value` unless a processed event set it at a later time (one of another batch, committed). */
const latest = (column: string, value: string) => `
  case when r.has_${column} and not exists (
    select 1 from player_events e
    where e.player_id = p.id and e.kind = 'player'
      and not exists (select 1 from player_event_queue q where q.event_id = e.id)
      and e.occurred_at > r.${column}_at and e.payload ? '${column}'
  ) then ${value} else p.${column} end`;

/**
 * Applies a batch's `player` events in two statements, to the same result in whatever order or
 * batches the events arrive: each attribute takes the value of the latest event that set it (of this
 * batch, or one processed before), and the exclusion time is the earliest event that excluded the
 * player. The players' rows are locked first (in id order), so the check sees every batch that
 * committed before, another instance's included. A player excluded with no known start (seeded that
 * way) stays excluded always; one no longer blocked nor self-excluded has no exclusion time.
 */
export async function applyPlayerAttributes(tx: Executor, events: readonly EngineEvent[]): Promise<void> {
  const updates = events
    .filter((event) => event.kind === 'player')
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id - b.id);
  if (updates.length === 0) return;
  const patches = new Map<number, PlayerPatch>();
  for (const event of updates) {
    const patch = patches.get(event.playerId) ?? { player_id: event.playerId };
    patches.set(event.playerId, patch);
    for (const attribute of ATTRIBUTES) {
      if (!Object.hasOwn(event.payload, attribute)) continue;
      patch[`has_${attribute}`] = true;
      patch[attribute] = event.payload[attribute];
      patch[`${attribute}_at`] = event.occurredAt.toISOString();
    }
    if (
      (event.payload.blocked === true || event.payload.self_excluded === true) &&
      patch.excluded_at === undefined
    )
      patch.excluded_at = event.occurredAt.toISOString();
  }
  const ids = [...patches.keys()].sort((a, b) => a - b);
  await tx.execute(
    sql`select id from players where id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json)) order by id for update`,
  );
  const columns = ATTRIBUTES.flatMap((a) => [
    `has_${a} boolean`,
    `${a} ${a === 'segments' ? 'jsonb' : a === 'blocked' || a === 'self_excluded' ? 'boolean' : 'text'}`,
    `${a}_at timestamptz`,
  ]);
  const blocked = latest('blocked', 'r.blocked');
  const selfExcluded = latest('self_excluded', 'r.self_excluded');
  await tx.execute(sql`
    update players p set
      currency = ${sql.raw(latest('currency', 'r.currency'))},
      market = ${sql.raw(latest('market', 'r.market'))},
      vip_level = ${sql.raw(latest('vip_level', 'r.vip_level'))},
      affiliate = ${sql.raw(latest('affiliate', 'r.affiliate'))},
      customer_state = ${sql.raw(latest('customer_state', 'r.customer_state'))},
      segments = ${sql.raw(latest('segments', 'array(select jsonb_array_elements_text(r.segments))'))},
      blocked = ${sql.raw(blocked)},
      self_excluded = ${sql.raw(selfExcluded)},
      excluded_since = case
        when not ((${sql.raw(blocked)}) or (${sql.raw(selfExcluded)})) then null
        when (p.blocked or p.self_excluded) and p.excluded_since is null then null
        when p.blocked or p.self_excluded then least(p.excluded_since, r.excluded_at)
        else coalesce(r.excluded_at, p.excluded_since)
      end
    from json_to_recordset(${JSON.stringify([...patches.values()])}::json)
      as r(player_id int, excluded_at timestamptz, ${sql.raw(columns.join(', '))})
    where p.id = r.player_id`);
}
