import type { Executor } from '../db/client';
import type { Campaign, CampaignStatus, PlayerFilters } from '../db/schema';
import { baseCurrencyOf } from '../lib/currency';
import { notFound, permissionDenied } from '../lib/errors';
import { FieldErrorTree } from '../lib/field-errors';
import { iso, parseDateTime } from '../lib/time';
import type { Repositories } from '../repositories';
import { PLAYER_FILTER_COLUMNS } from '../repositories/players';
import {
  clashKey,
  type CalendarCampaignRow,
  type ClashPair,
  type DayWindow,
  type GameRef,
  type ParticipationFigures,
} from '../repositories/reports';
import type { AuditActor, AuditService } from './audit';
import { campaignVisibility, canChange, canView, type Actor } from './campaigns/access';

const DAY_MS = 86400_000;
/** A month view shows six weeks at most; a little more leaves room for a client's padding. */
export const CALENDAR_MAX_DAYS = 62;
export const MARKETING_MAX_DAYS = 366;
/** Campaigns a calendar answer holds at most (a month of a busy casino is far below). */
export const CALENDAR_MAX_CAMPAIGNS = 500;
/** Shared games named per overlap; the count tells how many there are in all. */
const NAMED_GAMES = 5;
const TOP_CAMPAIGNS = 10;
/** Campaigns that may still run: a finished or cancelled one cannot clash with anything any more. */
const PLANNED: ReadonlySet<CampaignStatus> = new Set(['DR', 'SC', 'AC']);
/** Campaigns that will run: a newly scheduled one is warned only against these (a draft may never run). */
const LIVE: ReadonlySet<CampaignStatus> = new Set(['SC', 'AC']);
/** Campaigns of one campaign's time looked at for its clashes (far more than a casino runs at once). */
const CLASH_SCAN_MAX_CAMPAIGNS = 2000;
/** The end of a window for a campaign without an end. */
const NO_END = new Date('9999-12-31T00:00:00Z');

/**
 * `start` and `end` (plain dates, both days included, UTC) as a window of at most `maxDays` days, or
 * field errors naming what is wrong.
 */
export function parseDayWindow(query: { start?: string; end?: string }, maxDays: number): DayWindow {
  const errors = new FieldErrorTree();
  const days: Partial<Record<'start' | 'end', Date>> = {};
  for (const field of ['start', 'end'] as const) {
    const raw = query[field]?.trim() ?? '';
    const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? parseDateTime(raw) : null;
    if (!raw) errors.add([field], 'This field is required.');
    else if (!date) errors.add([field], 'Enter a valid date (YYYY-MM-DD).');
    else days[field] = date;
  }
  if (days.start && days.end) {
    const length = (days.end.getTime() - days.start.getTime()) / DAY_MS + 1;
    if (length < 1) errors.add(['end'], 'The end cannot be before the start.');
    else if (length > maxDays) errors.add(['end'], `Choose a period of at most ${maxDays} days.`);
  }
  errors.throwIfAny();
  return { from: days.start!, until: new Date(days.end!.getTime() + DAY_MS) };
}

/** The creator whose campaigns the actor may see alone, or undefined for every campaign; 403 for none. */
function ownerFilter(actor: Actor): number | undefined {
  const visibility = campaignVisibility(actor);
  if (visibility === null) throw permissionDenied();
  return visibility === 'own' ? actor.id : undefined;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export interface CalendarOverlap {
  campaigns: [number, number];
  from: string;
  /** Null when neither campaign has an end. */
  to: string | null;
  games: GameRef[];
  games_count: number;
  /** Staff accepted that these two run together: shown apart, without a warning. */
  accepted: boolean;
  players: boolean;
}

/**
 * Two target groups with the same filters and no hand-picked players hold the same players whatever
 * their ids, so one database check answers for every such pair.
 */
function audienceKey(group: NonNullable<CalendarCampaignRow['targetGroup']>): string {
  if (group.manuallyAddedPlayers.length > 0 || group.manuallyRemovedPlayers.length > 0)
    return `group:${group.id}`;
  const filters: PlayerFilters = {};
  for (const key of Object.keys(group.filters).sort()) {
    const values = group.filters[key];
    if (Array.isArray(values) && values.length > 0) filters[key] = [...values].sort();
  }
  return `filters:${JSON.stringify(filters)}`;
}

/**
 * Whether the filters alone keep two groups apart (no database needed): neither picks players by hand,
 * and both filter a one-value attribute (market, currency …) on values the other does not accept.
 */
function filtersExclude(
  a: NonNullable<CalendarCampaignRow['targetGroup']>,
  b: NonNullable<CalendarCampaignRow['targetGroup']>,
): boolean {
  if (a.manuallyAddedPlayers.length > 0 || b.manuallyAddedPlayers.length > 0) return false;
  return Object.entries(a.filters).some(([key, values]) => {
    const other = b.filters[key];
    if (key === 'segments' || !(key in PLAYER_FILTER_COLUMNS) || !values?.length || !other?.length)
      return false;
    return !values.some((value) => other.includes(value));
  });
}

/**
 * Pairs of campaigns that may still run (draft, scheduled, active) whose times overlap within the
 * window and that share games (of their mission tasks) or players (their target groups have one in
 * common). A campaign without a target group has chosen no players yet and shares none. `involving`
 * keeps the pairs of that one campaign.
 */
async function overlapsOf(
  repos: Repositories,
  rows: CalendarCampaignRow[],
  window: DayWindow,
  options: { involving?: number; tx?: Executor } = {},
): Promise<CalendarOverlap[]> {
  const { involving, tx } = options;
  const planned = rows.filter((row) => PLANNED.has(row.status));
  const ids = planned.map((row) => row.id);
  const gamesOf = await repos.reports.gamesOfCampaigns(ids, tx);
  const accepted = await repos.reports.acceptedClashesAmong(ids, tx);
  const shared = new Map<string, boolean>();
  const overlaps: CalendarOverlap[] = [];
  for (let i = 0; i < planned.length; i += 1) {
    for (let j = i + 1; j < planned.length; j += 1) {
      const [a, b] = [planned[i], planned[j]];
      if (involving !== undefined && a.id !== involving && b.id !== involving) continue;
      const from = Math.max(a.startDate.getTime(), b.startDate.getTime(), window.from.getTime());
      const to = Math.min(a.endDate?.getTime() ?? Infinity, b.endDate?.getTime() ?? Infinity);
      if (from >= Math.min(to, window.until.getTime())) continue;

      const gamesOfB = new Set((gamesOf.get(b.id) ?? []).map((game) => game.id));
      const games = (gamesOf.get(a.id) ?? []).filter((game) => gamesOfB.has(game.id));
      let players = false;
      if (a.targetGroup && b.targetGroup) {
        const pair = [audienceKey(a.targetGroup), audienceKey(b.targetGroup)].sort().join('|');
        if (!shared.has(pair))
          shared.set(
            pair,
            !filtersExclude(a.targetGroup, b.targetGroup) &&
              (await repos.reports.groupsShareAPlayer(a.targetGroup, b.targetGroup, tx)),
          );
        players = shared.get(pair)!;
      }
      if (games.length === 0 && !players) continue;
      overlaps.push({
        campaigns: [a.id, b.id],
        from: new Date(Math.max(a.startDate.getTime(), b.startDate.getTime())).toISOString(),
        to: Number.isFinite(to) ? new Date(to).toISOString() : null,
        games: games.slice(0, NAMED_GAMES),
        games_count: games.length,
        players,
        accepted: accepted.has(clashKey([a.id, b.id])),
      });
    }
  }
  return overlaps;
}

export interface NamedOverlap extends CalendarOverlap {
  /** The two campaigns' names, in the order of `campaigns`. */
  names: [string, string];
}

/**
 * The clashes of `campaign` (just scheduled or active) with the other scheduled or active campaigns
 * of its time that staff have not accepted: what the overview warns about, for the alerts.
 */
export async function openClashesOf(
  repos: Repositories,
  campaign: Pick<Campaign, 'id' | 'startDate' | 'endDate'>,
  tx: Executor,
): Promise<NamedOverlap[]> {
  if (!campaign.startDate) return [];
  const window = { from: campaign.startDate, until: campaign.endDate ?? NO_END };
  const rows = (
    await repos.reports.calendarCampaigns(window, undefined, CLASH_SCAN_MAX_CAMPAIGNS, tx)
  ).filter((row) => LIVE.has(row.status));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const overlaps = await overlapsOf(repos, rows, window, { involving: campaign.id, tx });
  return overlaps
    .filter((overlap) => !overlap.accepted)
    .map((overlap) => ({
      ...overlap,
      names: [names.get(overlap.campaigns[0]) ?? '', names.get(overlap.campaigns[1]) ?? ''],
    }));
}

/** `GET v1/reports/campaigns/calendar/`: the campaigns the actor may see in the window, and their clashes. */
export async function campaignCalendar(repos: Repositories, actor: Actor, window: DayWindow) {
  const rows = await repos.reports.calendarCampaigns(window, ownerFilter(actor), CALENDAR_MAX_CAMPAIGNS + 1);
  const truncated = rows.length > CALENDAR_MAX_CAMPAIGNS;
  const shown = rows.slice(0, CALENDAR_MAX_CAMPAIGNS);
  return {
    start: dayOf(window.from),
    end: dayOf(new Date(window.until.getTime() - DAY_MS)),
    campaigns: shown.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      start_date: row.startDate.toISOString(),
      end_date: iso(row.endDate),
    })),
    overlaps: await overlapsOf(repos, shown, window),
    truncated,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `GET v1/reports/marketing/`: what the players who joined in the window did, per day (every day, 0
 * included), per campaign type and per campaign (the top ones by cost and by participants), with
 * the prizes paid per currency and the cost in the base currency.
 */
export async function marketingReport(repos: Repositories, actor: Actor, window: DayWindow) {
  const ownerId = ownerFilter(actor);
  const casino = await repos.casino.get();
  const rates = casino?.exchangeRates ?? {};
  const daily = await repos.reports.dailyFigures(window, ownerId, rates);
  const perCampaign = await repos.reports.campaignFigures(window, ownerId, rates);
  const paid = await repos.reports.paidByCurrency(window, ownerId);

  const byDay = new Map(daily.map((row) => [row.day, row]));
  const days = [];
  for (let at = window.from.getTime(); at < window.until.getTime(); at += DAY_MS) {
    const day = dayOf(new Date(at));
    const row = byDay.get(day);
    days.push({ day, participants: row?.participants ?? 0, prizes: row?.prizes ?? 0, cost: row?.cost ?? 0 });
  }

  const empty = (): ParticipationFigures & { campaigns: number } => ({
    campaigns: 0,
    participants: 0,
    prizes: 0,
    cost: 0,
  });
  const byType = new Map<string, ReturnType<typeof empty>>();
  const totals = empty();
  for (const row of perCampaign) {
    const type = byType.get(row.type) ?? empty();
    for (const sum of [type, totals]) {
      sum.campaigns += 1;
      sum.participants += row.participants;
      sum.prizes += row.prizes;
      sum.cost = round2(sum.cost + row.cost);
    }
    byType.set(row.type, type);
  }
  const campaign = (row: (typeof perCampaign)[number]) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    participants: row.participants,
    prizes: row.prizes,
    cost: row.cost,
  });

  return {
    start: dayOf(window.from),
    end: dayOf(new Date(window.until.getTime() - DAY_MS)),
    base_currency: baseCurrencyOf(casino),
    totals: { ...totals, paid },
    days,
    by_type: [...byType.entries()]
      .map(([type, sum]) => ({ type, ...sum }))
      .sort((a, b) => b.participants - a.participants || a.type.localeCompare(b.type)),
    top_by_cost: [...perCampaign]
      .filter((row) => row.cost > 0)
      .sort((a, b) => b.cost - a.cost || a.id - b.id)
      .slice(0, TOP_CAMPAIGNS)
      .map(campaign),
    top_by_participants: [...perCampaign]
      .sort((a, b) => b.participants - a.participants || a.id - b.id)
      .slice(0, TOP_CAMPAIGNS)
      .map(campaign),
  };
}

/**
 * Accepts the clash of two campaigns, or withdraws that acceptance, and logs it. The actor must see
 * both (404 otherwise) and may change at least one of them (403 otherwise): accepting a clash is a
 * decision about one's own schedule.
 */
export async function setClashAccepted(
  deps: { repos: Repositories; audit: AuditService },
  actor: Actor,
  auditActor: AuditActor,
  pair: ClashPair,
  accepted: boolean,
): Promise<void> {
  const { repos, audit } = deps;
  const both = await Promise.all(pair.map((id) => repos.campaigns.findById(id)));
  if (both.some((campaign) => !campaign || campaign.isTemplate || !canView(actor, campaign)))
    throw notFound();
  if (!both.some((campaign) => canChange(actor, campaign!))) throw permissionDenied();
  const label = both.map((campaign) => campaign!.name).join(' and ');
  await audit.logged(auditActor, async (tx) => {
    const changed = accepted
      ? await repos.reports.acceptClash(pair, actor.id, tx)
      : await repos.reports.withdrawClashAcceptance(pair, tx);
    return {
      result: undefined,
      change: changed
        ? {
            action: accepted ? ('create' as const) : ('delete' as const),
            resource: 'accepted_clash',
            resourceId: clashKey(pair),
            label,
          }
        : null,
    };
  });
}
