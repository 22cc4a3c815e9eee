import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaignParticipations,
  campaigns,
  depositMethods,
  playerOptOuts,
  players,
  activityDays,
  depositDays,
  playerTransactions,
  sportsbookTransactions,
  targetGroups,
  type DepositMethod,
  type PlayerTransaction,
  type SportsbookTransaction,
  type TargetGroup,
} from '../db/schema';
import { likePattern } from '../lib/ordering';
import { eligiblePlayer, targetGroupCondition } from './players';

type PageParams = { limit: number; offset: number };

export interface TransactionFilters {
  categories?: string[];
  providers?: string[];
  types?: string[];
}

export interface SportsbookFilters {
  betTypes?: string[];
  statuses?: string[];
}

/** Turnover (stakes), deposits and revenue (stakes less what they paid back) in the player's currency. */
export interface PlayerTotals {
  turnover: number;
  deposits: number;
  revenue: number;
}

export interface CampaignRef {
  id: number;
  name: string;
  type: string;
  status: string;
  startDate: Date | null;
  endDate: Date | null;
  /** Who created the campaign: the campaign visibility rules decide who may see it named. */
  creatorId: number | null;
}

export interface Participation extends CampaignRef {
  joined: Date;
  completed: Date | null;
  prizePaid: number;
  /** The player's casino and sportsbook stakes while the campaign ran. */
  turnover: number;
}

export interface OptOutRow {
  targetGroupId: number;
  campaignType: string;
  created: Date;
  campaign: { id: number; name: string } | null;
  campaignCreatorId: number | null;
}

export interface ActivityDay {
  day: string;
  activePlayers: number;
  depositors: number;
  /** Deposits of the day per currency (the route converts them). */
  deposits: Array<{ currency: string; count: number; amount: number }>;
}

/** One line of a player's log in a campaign. */
export interface PlayerLogLine {
  time: Date;
  event: string;
  detail: string;
  amount: number | null;
  currency: string | null;
}

const listOrNone = (values: string[] | undefined) => (values && values.length > 0 ? values : undefined);

function transactionWhere(playerId: number, filters: TransactionFilters): SQL {
  const categories = listOrNone(filters.categories);
  const providers = listOrNone(filters.providers);
  const types = listOrNone(filters.types);
  return and(
    eq(playerTransactions.playerId, playerId),
    categories && inArray(playerTransactions.category, categories),
    providers && inArray(playerTransactions.provider, providers),
    types && inArray(playerTransactions.type, types as PlayerTransaction['type'][]),
  ) as SQL;
}

function sportsbookWhere(playerId: number, filters: SportsbookFilters): SQL {
  const betTypes = listOrNone(filters.betTypes);
  const statuses = listOrNone(filters.statuses);
  return and(
    eq(sportsbookTransactions.playerId, playerId),
    betTypes && inArray(sportsbookTransactions.betType, betTypes as SportsbookTransaction['betType'][]),
    statuses && inArray(sportsbookTransactions.status, statuses as SportsbookTransaction['status'][]),
  ) as SQL;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const sortedDistinct = async (tx: Executor, column: SQL, table: SQL, where: SQL): Promise<string[]> =>
  rowsOf<{ v: string }>(
    await tx.execute(
      sql`select distinct ${column} as v from ${table} where ${where} and ${column} <> '' order by 1`,
    ),
  ).map((row) => row.v);

/**
 * What a player did at the casino (transactions, sportsbook bets, opt-outs), what campaigns they are
 * in, and the reports built from it (activity per day, a player's log in a campaign).
 */
export function createPlayerActivityRepository(db: Executor) {
  return {
    async countTransactions(playerId: number, filters: TransactionFilters, tx: Executor = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(playerTransactions)
        .where(transactionWhere(playerId, filters));
      return row.n;
    },

    /** Newest first. */
    async transactions(
      playerId: number,
      filters: TransactionFilters,
      page: PageParams,
      tx: Executor = db,
    ): Promise<PlayerTransaction[]> {
      return tx
        .select()
        .from(playerTransactions)
        .where(transactionWhere(playerId, filters))
        .orderBy(desc(playerTransactions.created), desc(playerTransactions.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** The categories, providers and types the player's transactions have (the filters' choices). */
    async transactionChoices(playerId: number, tx: Executor = db) {
      const where = sql`${playerTransactions.playerId} = ${playerId}`;
      const [categories, providers, types] = await Promise.all([
        sortedDistinct(tx, sql`${playerTransactions.category}`, sql`${playerTransactions}`, where),
        sortedDistinct(tx, sql`${playerTransactions.provider}`, sql`${playerTransactions}`, where),
        sortedDistinct(tx, sql`${playerTransactions.type}`, sql`${playerTransactions}`, where),
      ]);
      return { categories, providers, types };
    },

    async countSportsbook(playerId: number, filters: SportsbookFilters, tx: Executor = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(sportsbookTransactions)
        .where(sportsbookWhere(playerId, filters));
      return row.n;
    },

    async sportsbook(
      playerId: number,
      filters: SportsbookFilters,
      page: PageParams,
      tx: Executor = db,
    ): Promise<SportsbookTransaction[]> {
      return tx
        .select()
        .from(sportsbookTransactions)
        .where(sportsbookWhere(playerId, filters))
        .orderBy(desc(sportsbookTransactions.created), desc(sportsbookTransactions.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async sportsbookChoices(playerId: number, tx: Executor = db) {
      const where = sql`${sportsbookTransactions.playerId} = ${playerId}`;
      const [betTypes, statuses] = await Promise.all([
        sortedDistinct(tx, sql`${sportsbookTransactions.betType}`, sql`${sportsbookTransactions}`, where),
        sortedDistinct(tx, sql`${sportsbookTransactions.status}`, sql`${sportsbookTransactions}`, where),
      ]);
      return { betTypes, statuses };
    },

    async totals(playerId: number, tx: Executor = db): Promise<PlayerTotals> {
      const [casino] = rowsOf<{ bets: string; wins: string; deposits: string }>(
        await tx.execute(sql`select
          coalesce(sum(${playerTransactions.amount}) filter (where ${playerTransactions.type} = 'bet'), 0) as bets,
          coalesce(sum(${playerTransactions.amount}) filter (where ${playerTransactions.type} = 'win'), 0) as wins,
          coalesce(sum(${playerTransactions.amount}) filter (where ${playerTransactions.type} = 'deposit'), 0) as deposits
          from ${playerTransactions} where ${playerTransactions.playerId} = ${playerId}`),
      );
      const [sports] = rowsOf<{ stakes: string; payouts: string }>(
        await tx.execute(sql`select
          coalesce(sum(${sportsbookTransactions.stake}) filter (where ${sportsbookTransactions.status} <> 'void'), 0) as stakes,
          coalesce(sum(${sportsbookTransactions.payout}) filter (where ${sportsbookTransactions.status} <> 'void'), 0) as payouts
          from ${sportsbookTransactions} where ${sportsbookTransactions.playerId} = ${playerId}`),
      );
      const turnover = Number(casino.bets) + Number(sports.stakes);
      const paidBack = Number(casino.wins) + Number(sports.payouts);
      return {
        turnover: round2(turnover),
        deposits: round2(Number(casino.deposits)),
        revenue: round2(turnover - paidBack),
      };
    },

    /**
     * Scheduled and active campaigns (not templates) whose players include this one, less those of a
     * type the player opted out of in the campaign's target group. A campaign without a target group
     * is for every player but the blocked and self-excluded.
     */
    async campaignsEligibleFor(playerId: number, tx: Executor = db): Promise<CampaignRef[]> {
      // Responsible gambling: a blocked or self-excluded player is eligible for nothing.
      const [eligible] = await tx
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.id, playerId), eligiblePlayer));
      if (!eligible) return [];
      const live = await tx
        .select({ campaign: campaignRefColumns, group: targetGroups })
        .from(campaigns)
        .leftJoin(targetGroups, eq(targetGroups.id, campaigns.targetGroupId))
        .where(and(eq(campaigns.isTemplate, false), inArray(campaigns.status, ['SC', 'AC'])))
        .orderBy(desc(campaigns.startDate), desc(campaigns.id));
      if (live.length === 0) return [];
      const grouped = live.filter((row): row is typeof row & { group: TargetGroup } => row.group !== null);
      const inGroups = new Set<number>();
      if (grouped.length > 0) {
        const checks = grouped.map(
          ({ campaign, group }) =>
            sql`select ${campaign.id}::integer as id where exists (select 1 from ${players} where ${players.id} = ${playerId} and ${targetGroupCondition(group)})`,
        );
        for (const row of rowsOf<{ id: number }>(await tx.execute(sql.join(checks, sql` union all `))))
          inGroups.add(row.id);
      }
      const optedOut = await tx
        .select({ group: playerOptOuts.targetGroupId, type: playerOptOuts.campaignType })
        .from(playerOptOuts)
        .where(eq(playerOptOuts.playerId, playerId));
      const refused = new Set(optedOut.map((row) => `${row.group}:${row.type}`));
      return live
        .filter(({ campaign, group }) =>
          group === null ? true : inGroups.has(campaign.id) && !refused.has(`${group.id}:${campaign.type}`),
        )
        .map(({ campaign }) => campaign);
    },

    /** The campaigns the player joined, newest start first, with what they did and were paid there. */
    async participations(playerId: number, tx: Executor = db): Promise<Participation[]> {
      const rows = await tx
        .select({
          campaign: campaignRefColumns,
          joined: campaignParticipations.joined,
          completed: campaignParticipations.completed,
          prizePaid: campaignParticipations.prizePaid,
          turnover: sql<string>`(
            select coalesce(sum(${playerTransactions.amount}), 0) from ${playerTransactions}
            where ${playerTransactions.playerId} = ${playerId} and ${playerTransactions.type} = 'bet'
              and ${playerTransactions.created} >= ${campaigns.startDate}
              and ${playerTransactions.created} < coalesce(${campaigns.endDate}, now())
          ) + (
            select coalesce(sum(${sportsbookTransactions.stake}), 0) from ${sportsbookTransactions}
            where ${sportsbookTransactions.playerId} = ${playerId} and ${sportsbookTransactions.status} <> 'void'
              and ${sportsbookTransactions.created} >= ${campaigns.startDate}
              and ${sportsbookTransactions.created} < coalesce(${campaigns.endDate}, now())
          )`,
        })
        .from(campaignParticipations)
        .innerJoin(campaigns, eq(campaigns.id, campaignParticipations.campaignId))
        .where(eq(campaignParticipations.playerId, playerId))
        .orderBy(sql`${campaigns.startDate} desc nulls last`, desc(campaigns.id));
      return rows.map((row) => ({
        ...row.campaign,
        joined: row.joined,
        completed: row.completed,
        prizePaid: row.prizePaid,
        turnover: round2(Number(row.turnover)),
      }));
    },

    /** The player's opt-outs, each with the campaign that uses the target group (if one does). */
    async optOuts(playerId: number, tx: Executor = db): Promise<OptOutRow[]> {
      const rows = await tx
        .select({
          targetGroupId: playerOptOuts.targetGroupId,
          campaignType: playerOptOuts.campaignType,
          created: playerOptOuts.created,
          campaignId: campaigns.id,
          campaignName: campaigns.name,
          campaignCreatorId: campaigns.creatorId,
        })
        .from(playerOptOuts)
        .leftJoin(campaigns, eq(campaigns.targetGroupId, playerOptOuts.targetGroupId))
        .where(eq(playerOptOuts.playerId, playerId))
        .orderBy(desc(playerOptOuts.created), desc(playerOptOuts.id));
      return rows.map((row) => ({
        targetGroupId: row.targetGroupId,
        campaignType: row.campaignType,
        created: row.created,
        campaign: row.campaignId === null ? null : { id: row.campaignId, name: row.campaignName ?? '' },
        campaignCreatorId: row.campaignCreatorId,
      }));
    },

    async addOptOut(
      targetGroupId: number,
      playerId: number,
      campaignType: string,
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(playerOptOuts).values({ targetGroupId, playerId, campaignType }).onConflictDoNothing();
    },

    /** Deletes the opt-out; whether there was one. */
    async revokeOptOut(
      targetGroupId: number,
      playerId: number,
      campaignType: string,
      tx: Executor = db,
    ): Promise<boolean> {
      const deleted = await tx
        .delete(playerOptOuts)
        .where(
          and(
            eq(playerOptOuts.targetGroupId, targetGroupId),
            eq(playerOptOuts.playerId, playerId),
            eq(playerOptOuts.campaignType, campaignType),
          ),
        )
        .returning({ id: playerOptOuts.id });
      return deleted.length > 0;
    },

    /**
     * Players and deposits per day (UTC) from `from` to before `to` (whole UTC days), every day listed:
     * read from the daily figures the transaction tables' triggers keep (`activityDays`, `depositDays`),
     * so a year is 366 rows whatever the number of transactions.
     */
    async activity(from: Date, to: Date, tx: Executor = db): Promise<ActivityDay[]> {
      const first = from.toISOString().slice(0, 10);
      const last = new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10);
      const days = rowsOf<{ day: string; active_players: number; depositors: number }>(
        await tx.execute(sql`
          select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce(${activityDays.activePlayers}, 0)::integer as active_players,
            coalesce(${activityDays.depositors}, 0)::integer as depositors
          from generate_series(${first}::date, ${last}::date, interval '1 day') as d(day)
          left join ${activityDays} on ${activityDays.day} = d.day::date
          order by 1`),
      );
      const deposits = await tx
        .select({
          day: sql<string>`to_char(${depositDays.day}, 'YYYY-MM-DD')`,
          currency: depositDays.currency,
          count: depositDays.deposits,
          amount: depositDays.amount,
        })
        .from(depositDays)
        .where(and(gte(depositDays.day, first), lte(depositDays.day, last)));
      const byDay = new Map<string, ActivityDay['deposits']>();
      for (const row of deposits) {
        const list = byDay.get(row.day) ?? [];
        list.push({ currency: row.currency, count: row.count, amount: Number(row.amount) });
        byDay.set(row.day, list);
      }
      return days.map((row) => ({
        day: row.day,
        activePlayers: row.active_players,
        depositors: row.depositors,
        deposits: byDay.get(row.day) ?? [],
      }));
    },

    /**
     * A player's log in a campaign, oldest first: joining, completing, the prize, opt-outs of its target
     * group, and their casino and sportsbook moves while it ran.
     */
    async playerLog(
      campaign: {
        id: number;
        type: string;
        startDate: Date | null;
        endDate: Date | null;
        targetGroupId: number | null;
      },
      player: { id: number; currency: string },
      tx: Executor = db,
    ): Promise<PlayerLogLine[]> {
      const lines: PlayerLogLine[] = [];
      const [participation] = await tx
        .select()
        .from(campaignParticipations)
        .where(
          and(
            eq(campaignParticipations.campaignId, campaign.id),
            eq(campaignParticipations.playerId, player.id),
          ),
        );
      if (participation) {
        lines.push({ time: participation.joined, event: 'joined', detail: '', amount: null, currency: null });
        if (participation.completed)
          lines.push({
            time: participation.completed,
            event: 'completed',
            detail: '',
            amount: null,
            currency: null,
          });
        if (participation.prizePaid > 0)
          lines.push({
            time: participation.completed ?? participation.joined,
            event: 'prize paid',
            detail: '',
            amount: participation.prizePaid,
            currency: player.currency,
          });
      }
      if (campaign.targetGroupId !== null) {
        const refusals = await tx
          .select()
          .from(playerOptOuts)
          .where(
            and(
              eq(playerOptOuts.targetGroupId, campaign.targetGroupId),
              eq(playerOptOuts.playerId, player.id),
            ),
          );
        for (const row of refusals)
          lines.push({
            time: row.created,
            event: 'opted out',
            detail: row.campaignType,
            amount: null,
            currency: null,
          });
      }
      if (campaign.startDate) {
        const end = campaign.endDate ?? new Date();
        const moves = await tx
          .select()
          .from(playerTransactions)
          .where(
            and(
              eq(playerTransactions.playerId, player.id),
              gte(playerTransactions.created, campaign.startDate),
              lt(playerTransactions.created, end),
            ),
          )
          .orderBy(asc(playerTransactions.created), asc(playerTransactions.id));
        for (const move of moves)
          lines.push({
            time: move.created,
            event: move.type,
            detail: [move.provider, move.description].filter(Boolean).join(': '),
            amount: move.amount,
            currency: move.currency,
          });
        const bets = await tx
          .select()
          .from(sportsbookTransactions)
          .where(
            and(
              eq(sportsbookTransactions.playerId, player.id),
              gte(sportsbookTransactions.created, campaign.startDate),
              lt(sportsbookTransactions.created, end),
            ),
          )
          .orderBy(asc(sportsbookTransactions.created), asc(sportsbookTransactions.id));
        for (const bet of bets)
          lines.push({
            time: bet.created,
            event: `sportsbook ${bet.betType} bet (${bet.status.replace('_', ' ')})`,
            detail: `${bet.event} @ ${bet.odds}`,
            amount: bet.stake,
            currency: bet.currency,
          });
      }
      return lines.sort((a, b) => a.time.getTime() - b.time.getTime());
    },

    async countDepositMethods(filters: DepositMethodFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(depositMethods).where(depositMethodWhere(filters));
      return row.n;
    },

    async depositMethods(
      filters: DepositMethodFilters,
      page: PageParams,
      tx: Executor = db,
    ): Promise<DepositMethod[]> {
      return tx
        .select()
        .from(depositMethods)
        .where(depositMethodWhere(filters))
        .orderBy(asc(depositMethods.name), asc(depositMethods.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export interface DepositMethodFilters {
  /** Part of the name or code. */
  search?: string;
  /** Methods that take this currency (or every currency). */
  currency?: string;
  enabled?: boolean;
}

function depositMethodWhere(filters: DepositMethodFilters): SQL | undefined {
  const term = filters.search?.trim();
  return and(
    term
      ? or(ilike(depositMethods.name, likePattern(term)), ilike(depositMethods.code, likePattern(term)))
      : undefined,
    filters.currency
      ? sql`(cardinality(${depositMethods.currencies}) = 0 or ${filters.currency} = any(${depositMethods.currencies}))`
      : undefined,
    filters.enabled === undefined ? undefined : eq(depositMethods.enabled, filters.enabled),
  );
}

const campaignRefColumns = {
  id: campaigns.id,
  name: campaigns.name,
  type: campaigns.type,
  status: campaigns.status,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  creatorId: campaigns.creatorId,
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export type PlayerActivityRepository = ReturnType<typeof createPlayerActivityRepository>;
