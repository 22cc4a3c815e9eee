import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  acceptedClashes,
  campaignParticipations,
  campaigns,
  games,
  missions,
  missionTasks,
  players,
  targetGroups,
  type CampaignStatus,
  type CampaignType,
  type TargetGroup,
} from '../db/schema';
import { targetGroupCondition } from './players';
import { prizePaidInBase } from './prize-cost';

/** A window of whole UTC days: `from` at midnight, `until` the midnight after the last day. */
export interface DayWindow {
  from: Date;
  until: Date;
}

export interface CalendarCampaignRow {
  id: number;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  startDate: Date;
  endDate: Date | null;
  targetGroup: Pick<TargetGroup, 'id' | 'filters' | 'manuallyAddedPlayers' | 'manuallyRemovedPlayers'> | null;
}

export interface GameRef {
  id: number;
  name: string;
}

/** Figures of the players who joined on one day (or of one campaign, one type) in a window. */
export interface ParticipationFigures {
  participants: number;
  /** Players paid a prize. */
  prizes: number;
  /** The prizes paid, in the base currency (amounts in a currency without a rate are left out). */
  cost: number;
}

export interface CampaignFigures extends ParticipationFigures {
  id: number;
  name: string;
  type: CampaignType;
}

/** Players who joined in the window, of campaigns the viewer may see (all, or those `ownerId` created). */
function participationsIn(window: DayWindow, ownerId: number | undefined): SQL {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return and(
    gte(campaignParticipations.day, day(window.from)),
    lt(campaignParticipations.day, day(window.until)),
    eq(campaigns.isTemplate, false),
    ownerId === undefined ? undefined : eq(campaigns.creatorId, ownerId),
  ) as SQL;
}

function figures(rates: Record<string, number>) {
  return {
    participants: sql<number>`count(*)::int`,
    prizes: sql<number>`count(*) filter (where ${campaignParticipations.prizePaid} > 0)::int`,
    cost: sql<string>`coalesce(sum(${prizePaidInBase(rates)}), 0)`,
  };
}

const toFigures = <T extends { cost: string | number }>(row: T) => ({
  ...row,
  cost: Math.round(Number(row.cost) * 100) / 100,
});

/** Read-only queries behind the calendar and the marketing reports (spec §2 /overview, /marketing). */
export function createReportsRepository(db: Executor) {
  return {
    /**
     * Non-template campaigns with a start that run during the window (no end means they run on), by
     * start; `ownerId` keeps those one user created. At most `limit`.
     */
    async calendarCampaigns(
      window: DayWindow,
      ownerId: number | undefined,
      limit: number,
      tx: Executor = db,
    ): Promise<CalendarCampaignRow[]> {
      const rows = await tx
        .select({
          id: campaigns.id,
          name: campaigns.name,
          type: campaigns.type,
          status: campaigns.status,
          startDate: campaigns.startDate,
          endDate: campaigns.endDate,
          groupId: targetGroups.id,
          filters: targetGroups.filters,
          manuallyAddedPlayers: targetGroups.manuallyAddedPlayers,
          manuallyRemovedPlayers: targetGroups.manuallyRemovedPlayers,
        })
        .from(campaigns)
        .leftJoin(targetGroups, eq(targetGroups.id, campaigns.targetGroupId))
        .where(
          and(
            eq(campaigns.isTemplate, false),
            isNotNull(campaigns.startDate),
            lt(campaigns.startDate, window.until),
            or(isNull(campaigns.endDate), gte(campaigns.endDate, window.from)),
            ownerId === undefined ? undefined : eq(campaigns.creatorId, ownerId),
          ),
        )
        .orderBy(asc(campaigns.startDate), asc(campaigns.id))
        .limit(limit);
      return rows.map(({ groupId, filters, manuallyAddedPlayers, manuallyRemovedPlayers, ...row }) => ({
        ...row,
        startDate: row.startDate!,
        targetGroup:
          groupId === null
            ? null
            : {
                id: groupId,
                filters: filters ?? {},
                manuallyAddedPlayers: manuallyAddedPlayers ?? [],
                manuallyRemovedPlayers: manuallyRemovedPlayers ?? [],
              },
      }));
    },

    /** The games each campaign's mission tasks are played on, by campaign id. */
    async gamesOfCampaigns(ids: number[], tx: Executor = db): Promise<Map<number, GameRef[]>> {
      const result = new Map<number, GameRef[]>();
      if (ids.length === 0) return result;
      const gameIds = sql`unnest(${missionTasks.games})`;
      const used = tx
        .selectDistinct({ campaignId: missions.campaignId, gameId: sql<number>`${gameIds}`.as('game_id') })
        .from(missions)
        .innerJoin(missionTasks, eq(missionTasks.missionId, missions.id))
        .where(inArray(missions.campaignId, ids))
        .as('used');
      const rows = await tx
        .select({ campaignId: used.campaignId, id: games.id, name: games.name })
        .from(used)
        .innerJoin(games, eq(games.id, used.gameId))
        .orderBy(asc(games.name), asc(games.id));
      for (const { campaignId, ...game } of rows) {
        const list = result.get(campaignId) ?? [];
        list.push(game);
        result.set(campaignId, list);
      }
      return result;
    },

    /** Whether at least one player is in both target groups. */
    async groupsShareAPlayer(
      a: Pick<TargetGroup, 'id' | 'filters'>,
      b: Pick<TargetGroup, 'id' | 'filters'>,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .select({ id: players.id })
        .from(players)
        .where(and(targetGroupCondition(a), targetGroupCondition(b)))
        .limit(1);
      return rows.length > 0;
    },

    /** Per day of the window that had any: the figures of the players who joined that day. */
    async dailyFigures(
      window: DayWindow,
      ownerId: number | undefined,
      rates: Record<string, number>,
      tx: Executor = db,
    ): Promise<Array<ParticipationFigures & { day: string }>> {
      const rows = await tx
        .select({ day: campaignParticipations.day, ...figures(rates) })
        .from(campaignParticipations)
        .innerJoin(campaigns, eq(campaigns.id, campaignParticipations.campaignId))
        .innerJoin(players, eq(players.id, campaignParticipations.playerId))
        .where(participationsIn(window, ownerId))
        .groupBy(campaignParticipations.day)
        .orderBy(asc(campaignParticipations.day));
      return rows.map(toFigures);
    },

    /** The window's figures per campaign (those with any), with each campaign's name and type. */
    async campaignFigures(
      window: DayWindow,
      ownerId: number | undefined,
      rates: Record<string, number>,
      tx: Executor = db,
    ): Promise<CampaignFigures[]> {
      const rows = await tx
        .select({ id: campaigns.id, name: campaigns.name, type: campaigns.type, ...figures(rates) })
        .from(campaignParticipations)
        .innerJoin(campaigns, eq(campaigns.id, campaignParticipations.campaignId))
        .innerJoin(players, eq(players.id, campaignParticipations.playerId))
        .where(participationsIn(window, ownerId))
        .groupBy(campaigns.id)
        .orderBy(asc(campaigns.id));
      return rows.map(toFigures);
    },

    /** The prizes paid in the window, per currency they were paid in. */
    async paidByCurrency(
      window: DayWindow,
      ownerId: number | undefined,
      tx: Executor = db,
    ): Promise<Array<{ currency: string; amount: number }>> {
      const rows = await tx
        .select({
          currency: players.currency,
          amount: sql<string>`sum(${campaignParticipations.prizePaid})`,
        })
        .from(campaignParticipations)
        .innerJoin(campaigns, eq(campaigns.id, campaignParticipations.campaignId))
        .innerJoin(players, eq(players.id, campaignParticipations.playerId))
        .where(and(participationsIn(window, ownerId), sql`${campaignParticipations.prizePaid} > 0`))
        .groupBy(players.currency)
        .orderBy(asc(players.currency));
      return rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
    },

    /** The accepted clashes among these campaigns, as `clashKey`s. */
    async acceptedClashesAmong(ids: number[], tx: Executor = db): Promise<Set<string>> {
      if (ids.length < 2) return new Set();
      const rows = await tx
        .select({ first: acceptedClashes.firstCampaignId, second: acceptedClashes.secondCampaignId })
        .from(acceptedClashes)
        .where(
          and(inArray(acceptedClashes.firstCampaignId, ids), inArray(acceptedClashes.secondCampaignId, ids)),
        );
      return new Set(rows.map((row) => clashKey([row.first, row.second])));
    },

    /** Accepts the clash of two campaigns (again: nothing changes); true when it was not accepted before. */
    async acceptClash(pair: ClashPair, userId: number, tx: Executor = db): Promise<boolean> {
      const [first, second] = orderedPair(pair);
      const rows = await tx
        .insert(acceptedClashes)
        .values({ firstCampaignId: first, secondCampaignId: second, acceptedBy: userId })
        .onConflictDoNothing()
        .returning({ first: acceptedClashes.firstCampaignId });
      return rows.length > 0;
    },

    /** Warns about the clash again; true when it had been accepted. */
    async withdrawClashAcceptance(pair: ClashPair, tx: Executor = db): Promise<boolean> {
      const [first, second] = orderedPair(pair);
      const rows = await tx
        .delete(acceptedClashes)
        .where(and(eq(acceptedClashes.firstCampaignId, first), eq(acceptedClashes.secondCampaignId, second)))
        .returning({ first: acceptedClashes.firstCampaignId });
      return rows.length > 0;
    },
  };
}

/** Two campaigns' ids, in any order. */
export type ClashPair = readonly [number, number];
const orderedPair = ([a, b]: ClashPair): [number, number] => (a < b ? [a, b] : [b, a]);
/** One key per pair, whichever way round it is given. */
export const clashKey = (pair: ClashPair): string => orderedPair(pair).join('-');

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
