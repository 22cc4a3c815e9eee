import { sql } from 'drizzle-orm';
import { columnsOf, jsonColumns } from '../../../db/columns';
import type { PlayerFilters } from '../../../db/schema';
import type { PlayerFilterKey } from '../../../repositories/players';
import type { EngineEvent } from '../types';
import { intArray, rowsOf, type Batch, type EngineCampaign, type EnginePlayer } from './batch';
import type { Scope } from './rules';

/** One event that counts for one campaign (after "who takes part"). */
export interface Entry {
  campaign: EngineCampaign;
  player: EnginePlayer;
  event: EngineEvent;
  /** 1, or -1 when a rollback cancels an event applied before. */
  sign: 1 | -1;
  /** Held out: tracked, never rewarded. */
  controlGroup: boolean;
}

/** A player joining a campaign (a participation row, kept at its earliest moment). */
export interface Join {
  campaignId: number;
  playerId: number;
  at: Date;
  controlGroup: boolean;
}

/** The player joins the campaign with the entry's event (when not joined earlier). */
export const joinOf = (entry: Entry): Join => ({
  campaignId: entry.campaign.id,
  playerId: entry.player.id,
  at: entry.event.occurredAt,
  controlGroup: entry.controlGroup,
});

/** The event kinds campaigns count (the others only change players or join them). */
const ACTIVITY_KINDS = new Set(['gameround', 'deposit', 'sportsbet']);

/** The player's value for each target-group filter (repositories/players PLAYER_FILTER_COLUMNS). */
const FILTER_VALUES: Record<PlayerFilterKey, (player: EnginePlayer) => string | string[] | null> = {
  affiliates: (player) => player.affiliate,
  currencies: (player) => player.currency,
  vip_levels: (player) => player.vipLevel,
  customer_states: (player) => player.customerState,
  markets: (player) => player.market,
  segments: (player) => player.segments,
};

/**
 * The same rule as the target group's SQL (`targetGroupCondition`), for the batch's players in memory:
 * compiled once per group (a batch asks it for every event and campaign).
 */
function compileFilters(filters: PlayerFilters): (player: EnginePlayer) => boolean {
  const tests = Object.entries(filters).flatMap(([key, accepted]) =>
    Array.isArray(accepted) && accepted.length > 0 && Object.hasOwn(FILTER_VALUES, key)
      ? [{ valueOf: FILTER_VALUES[key as PlayerFilterKey], accepted: new Set<string>(accepted) }]
      : [],
  );
  // Loops, not `every`/`some`: their callbacks, closing over the player, were objects made anew for
  // every event and campaign.
  const accepts = (accepted: ReadonlySet<string>, value: string | string[] | null) => {
    if (!Array.isArray(value)) return value !== null && accepted.has(value);
    for (const item of value) if (accepted.has(item)) return true;
    return false;
  };
  return (player) => {
    for (const { valueOf, accepted } of tests) if (!accepts(accepted, valueOf(player))) return false;
    return true;
  };
}

/** A campaign's target group for the batch's players: its filters, its manual adds and removes among them. */
interface TargetGroup {
  matches: (player: EnginePlayer) => boolean;
  added: Set<number>;
  removed: Set<number>;
}

/** Whether the player is in the group (no group: everyone). */
const inTargetGroup = (group: TargetGroup | undefined, player: EnginePlayer) =>
  !group || (!group.removed.has(player.id) && (group.added.has(player.id) || group.matches(player)));

/** Whether nothing may count for the player at `at` (responsible gambling). */
export function excludedAt(
  player: Pick<EnginePlayer, 'blocked' | 'selfExcluded' | 'excludedSince'>,
  at: Date,
): boolean {
  if (player.excludedSince) return player.excludedSince.getTime() <= at.getTime();
  return player.blocked || player.selfExcluded;
}

/**
 * The control group: a fixed share of players per campaign, chosen by a hash of the pair (not by chance),
 * so a player stays on the same side for the whole campaign and on every instance.
 */
export function inControlGroup(
  campaign: Pick<EngineCampaign, 'id' | 'controlGroup'>,
  playerId: number,
): boolean {
  if (campaign.controlGroup <= 0) return false;
  let hash = Math.imul(campaign.id ^ 0x5bd1e995, 0x9e3779b1) ^ playerId;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 100 < campaign.controlGroup;
}

export const pairKey = (campaignId: number, playerId: number) => `${campaignId}:${playerId}`;

/** An activity event that can count (its player known and not excluded then), its player looked up once. */
interface Counted {
  event: EngineEvent;
  player: EnginePlayer;
  sign: 1 | -1;
}

/** Room for pairs a kind's entries start with (a bench batch of 5,000 rounds makes 100,000s). */
const INITIAL_PAIRS = 4_096;

/**
 * A campaign kind's entries, in the order they happened: each a pair of numbers in one typed array — the
 * event's place among the batch's counted events and the campaign's among its campaigns — not an object
 * (about 76 entries a bet with 200 campaigns: their objects were the worker's largest allocation, and
 * a third of its JavaScript time went to collecting garbage). Iterating hands out one `Entry`, rewritten
 * for each pair: a module reads it during the loop's turn and keeps none of it (`joinOf` copies).
 */
export class Entries implements Iterable<Entry> {
  /** Counted event's place, campaign's place, then the next pair's. */
  private pairs = new Int32Array(2 * INITIAL_PAIRS);
  length = 0;

  constructor(
    private readonly counted: readonly Counted[],
    private readonly campaigns: readonly EngineCampaign[],
  ) {}

  add(countedAt: number, campaignAt: number): void {
    const at = 2 * this.length;
    if (at === this.pairs.length) {
      const grown = new Int32Array(2 * this.pairs.length);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[at] = countedAt;
    this.pairs[at + 1] = campaignAt;
    this.length += 1;
  }

  [Symbol.iterator](): Iterator<Entry> {
    const { pairs, length, counted, campaigns } = this;
    const entry: Entry = { ...counted[pairs[0]], campaign: campaigns[pairs[1]], controlGroup: false };
    // One result object for every step too (for-of over an array made one per entry).
    const step = { done: false, value: entry };
    let index = 0;
    return {
      next: (): IteratorResult<Entry> => {
        if (index === length) return { done: true, value: undefined };
        const { event, player, sign } = counted[pairs[2 * index]];
        const campaign = campaigns[pairs[2 * index + 1]];
        index += 1;
        entry.event = event;
        entry.player = player;
        entry.sign = sign;
        entry.campaign = campaign;
        entry.controlGroup = inControlGroup(campaign, player.id);
        return step;
      },
    };
  }
}

/** One campaign kind's share of a batch: its entries in the order they happened, its campaigns with any. */
export interface Share {
  entries: Entries;
  campaignIds: number[];
}

/**
 * Who takes part: for each activity event and campaign, whether it counts — the campaign is active and
 * the event inside its window, the player is in its target group (manual adds and removes included),
 * has joined by then when the campaign asks for an opt-in, and is not excluded at that moment. The
 * kind's own filters (minimum bet, games, sports) are the campaign module's, its `takes` asked first.
 * The entries come sorted by `kindOf` (a campaign without a kind takes none), so a batch's tens of
 * thousands of entries are not walked again to split them. Also answers the joins the batch's `opt_in`
 * events make, and who had joined which campaign before the batch.
 */
export async function whoTakesPart<Kind extends { scope(campaignId: number): Scope | undefined }>(
  batch: Batch,
  events: ReadonlyArray<{ event: EngineEvent; sign: 1 | -1 }>,
  optIns: readonly EngineEvent[],
  kindOf: (campaign: EngineCampaign) => Kind | undefined,
): Promise<{ shares: Map<Kind, Share>; joins: Join[]; joinedBefore: ReadonlyMap<string, Date> }> {
  const { tx, campaigns, players } = batch;
  const playerIds = [...players.keys()];
  const groupIds = [...new Set(campaigns.flatMap((campaign) => campaign.targetGroupId ?? []))];
  const groups = new Map<number, TargetGroup>();
  if (groupIds.length > 0) {
    const rows = await rowsOf<{ id: number; filters: PlayerFilters; added: number[]; removed: number[] }>(
      tx,
      // The batch's players are unpacked once, and only groups with manual lists intersect them (most
      // groups are filters alone: intersecting every group with the batch was a third of a second).
      sql`with batch_players as materialized (select unnest(${intArray(playerIds)}) as player_id)
          select id, filters,
            case when cardinality(manually_added_players) = 0 then '{}'::int[] else
              array(select unnest(manually_added_players) intersect select player_id from batch_players) end as added,
            case when cardinality(manually_removed_players) = 0 then '{}'::int[] else
              array(select unnest(manually_removed_players) intersect select player_id from batch_players) end as removed
          from target_groups where id = any(${intArray(groupIds)})`,
    );
    for (const row of rows)
      groups.set(row.id, {
        matches: compileFilters(row.filters),
        added: new Set(row.added),
        removed: new Set(row.removed),
      });
  }
  const groupOf = (campaign: EngineCampaign) =>
    campaign.targetGroupId === null ? undefined : groups.get(campaign.targetGroupId);

  // When each player joined: earlier events, staff or player opt-ins, then this batch's opt-ins.
  const joinedBefore = new Map<string, Date>();
  if (campaigns.length > 0) {
    const [campaignOf, playerOf, joinedAt] = await columnsOf(
      tx,
      sql`select ${jsonColumns('campaign_id', 'player_id', 'joined')} from campaign_participations
          where campaign_id = any(${intArray(campaigns.map((campaign) => campaign.id))})
            and player_id = any(${intArray(playerIds)})`,
    );
    campaignOf.forEach((campaignId, index) =>
      joinedBefore.set(
        pairKey(campaignId as number, playerOf[index] as number),
        new Date(joinedAt[index] as string),
      ),
    );
  }
  const joined = new Map(joinedBefore);
  const joins: Join[] = [];
  const byId = new Map(campaigns.map((campaign) => [campaign.id, campaign]));
  for (const event of optIns) {
    const campaign = byId.get(Number(event.payload.campaign));
    const player = players.get(event.playerId);
    if (
      !campaign ||
      !player ||
      !inTargetGroup(groupOf(campaign), player) ||
      excludedAt(player, event.occurredAt)
    )
      continue;
    if (campaign.endDate && event.occurredAt >= campaign.endDate) continue;
    const key = pairKey(campaign.id, player.id);
    const before = joined.get(key);
    if (!before || event.occurredAt < before) joined.set(key, event.occurredAt);
    joins.push({
      campaignId: campaign.id,
      playerId: player.id,
      at: event.occurredAt,
      controlGroup: inControlGroup(campaign, player.id),
    });
  }

  // What every event asks of a campaign, worked out once per batch, and the campaigns indexed by the
  // event kinds and games they can count (their kind's `scope`): a round meets the campaigns on any
  // game and those listing its game, in the campaigns' order, never the others (most of them, most
  // rounds: the check of every campaign for every event was most of this step).
  const shares = new Map<Kind, Share>();
  /** The events that can count and the campaigns that can take them: what the entries' pairs point to. */
  const counted: Counted[] = [];
  const takingCampaigns: EngineCampaign[] = [];
  type Taking = {
    /** The campaign's place in `takingCampaigns` (their order is the campaigns'). */
    index: number;
    campaign: EngineCampaign;
    share: Share;
    from: number;
    until: number;
    group: TargetGroup | undefined;
    hasEntries: boolean;
  };
  const ofKind = new Map<EngineEvent['kind'], Taking[]>();
  const onAnyGame: Taking[] = [];
  const onGame = new Map<number, Taking[]>();
  for (const campaign of campaigns) {
    const kind = campaign.status === 'AC' ? kindOf(campaign) : undefined;
    const scope = kind?.scope(campaign.id);
    if (kind === undefined || scope === undefined) continue;
    let share = shares.get(kind);
    if (!share) {
      share = { entries: new Entries(counted, takingCampaigns), campaignIds: [] };
      shares.set(kind, share);
    }
    const taking: Taking = {
      index: takingCampaigns.length,
      campaign,
      share,
      from: campaign.startDate.getTime(),
      until: campaign.endDate?.getTime() ?? Number.POSITIVE_INFINITY,
      group: groupOf(campaign),
      hasEntries: false,
    };
    takingCampaigns.push(campaign);
    for (const eventKind of scope.kinds) {
      if (eventKind !== 'gameround') {
        const list = ofKind.get(eventKind) ?? [];
        list.push(taking);
        ofKind.set(eventKind, list);
      } else if (scope.games === null) onAnyGame.push(taking);
      else
        for (const game of scope.games) {
          const list = onGame.get(game) ?? [];
          list.push(taking);
          onGame.set(game, list);
        }
    }
  }
  const none: Taking[] = [];

  for (const { event, sign } of events) {
    if (!ACTIVITY_KINDS.has(event.kind)) continue;
    const player = players.get(event.playerId);
    if (!player || excludedAt(player, event.occurredAt)) continue;
    const at = event.occurredAt.getTime();
    const countedAt = counted.push({ event, player, sign }) - 1;
    // The campaigns that can take the event, merged in the campaigns' order: for a round those on any
    // game and those listing its game, for another event those of its kind. One loop, the check written
    // in it rather than in a function called for every event and campaign.
    const onAny = event.kind === 'gameround' ? onAnyGame : (ofKind.get(event.kind) ?? none);
    const listing = event.kind === 'gameround' ? (onGame.get(Number(event.payload.game)) ?? none) : none;
    let any = 0;
    let listed = 0;
    while (any < onAny.length || listed < listing.length) {
      const taking =
        listed >= listing.length || (any < onAny.length && onAny[any].index < listing[listed].index)
          ? onAny[any++]
          : listing[listed++];
      if (at < taking.from || at >= taking.until || !inTargetGroup(taking.group, player)) continue;
      if (taking.campaign.optIn) {
        const since = joined.get(pairKey(taking.campaign.id, player.id));
        if (!since || since.getTime() > at) continue;
      }
      taking.share.entries.add(countedAt, taking.index);
      if (!taking.hasEntries) {
        taking.hasEntries = true;
        taking.share.campaignIds.push(taking.campaign.id);
      }
    }
  }
  return { shares, joins, joinedBefore };
}
