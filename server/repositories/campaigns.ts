import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  CAMPAIGN_STATUSES,
  campaignParticipations,
  campaigns,
  players,
  users,
  type Campaign,
  type CampaignStatus,
  type CampaignType,
  type NewCampaign,
  targetGroups,
} from '../db/schema';
import { likePattern, orderingFrom } from '../lib/ordering';
import { asValue, bindEach, createPreparedShapes, placeholders, type Bind } from '../lib/placeholders';
import { prizePaidInBase } from './prize-cost';
import { createUnchangedCache } from '../lib/unchanged-cache';

/** Filters of the campaign lists, exports and report count (see routes/campaigns.ts for the wire names). */
export interface CampaignFilters {
  isTemplate?: boolean;
  statuses?: CampaignStatus[];
  types?: CampaignType[];
  /** `creator`: campaigns made by this user. */
  creatorId?: number;
  /** Case-insensitive part of the name. */
  search?: string;
  /** start_date ≥ startAfter. */
  startAfter?: Date;
  /** start_date < startBefore (the route makes a plain date inclusive of its day). */
  startBefore?: Date;
  /** Campaigns this player (hash) joined, or with `joined: false`, did not join. */
  playerHash?: string;
  /** Without a player: campaigns that have (true) or have no (false) participants. */
  joined?: boolean;
  /** Visibility: only campaigns created by this user (view_own_campaign without view_all_campaigns). */
  ownerId?: number;
  orderBy?: string;
}

/** Fields of `order_by` on the campaign lists. */
const CAMPAIGN_ORDERING = {
  id: campaigns.id,
  name: campaigns.name,
  type: campaigns.type,
  status: campaigns.status,
  start_date: campaigns.startDate,
  end_date: campaigns.endDate,
  created: campaigns.created,
  modified: campaigns.modified,
  priority: campaigns.priority,
  creator: campaigns.creatorId,
};

/** A user's display name: "First Last", or the email when both are empty. */
export const userDisplayName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The columns of a list row (no titles or terms: they can be large). */
const listColumns = {
  id: campaigns.id,
  name: campaigns.name,
  type: campaigns.type,
  status: campaigns.status,
  isTemplate: campaigns.isTemplate,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  creatorId: campaigns.creatorId,
  creatorName: userDisplayName,
  priority: campaigns.priority,
  optIn: campaigns.optIn,
  recurring: campaigns.recurring,
  cost: campaigns.cost,
  costAlarm: campaigns.costAlarm,
  parentId: campaigns.parentId,
  created: campaigns.created,
  modified: campaigns.modified,
  audienceSize: targetGroups.lastPlayersCount,
};

/**
 * The list page's columns: a list row's and its participants, counted by an index probe per row of the
 * page in the page's own statement (the page's rows only: PostgreSQL evaluates them after the limit).
 */
const pageColumns = {
  ...listColumns,
  participants: sql<number>`(select count(*)::int from ${campaignParticipations} where ${campaignParticipations.campaignId} = ${campaigns.id})`,
};

export type CampaignListRow = {
  id: number;
  name: string;
  type: CampaignType;
  status: CampaignStatus;
  isTemplate: boolean;
  startDate: Date | null;
  endDate: Date | null;
  creatorId: number | null;
  creatorName: string | null;
  priority: boolean;
  optIn: boolean;
  recurring: Campaign['recurring'];
  cost: number;
  costAlarm: number | null;
  parentId: number | null;
  created: Date;
  modified: Date;
  /** Players in the target group as last counted (when it was saved); null without a target group. */
  audienceSize: number | null;
};

/** A row of the campaign list's page: what the list row carries, and its participants. */
export type CampaignPageRow = CampaignListRow & { participants: number };

export type CampaignUpdate = Partial<Omit<NewCampaign, 'id' | 'created'>>;

/**
 * The list's conditions. Every filter value goes through `bind`; a filter that changes the SQL without
 * a value (`joined`) is part of the prepared page's shape in `listPage`.
 */
function whereOf(
  filters: CampaignFilters,
  { withStatus = true } = {},
  bind: Bind = asValue,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.isTemplate !== undefined)
    conditions.push(eq(campaigns.isTemplate, bind('isTemplate', filters.isTemplate, campaigns.isTemplate)));
  if (withStatus && filters.statuses && filters.statuses.length > 0)
    conditions.push(inArray(campaigns.status, bindEach('status', filters.statuses, campaigns.status, bind)));
  if (filters.types && filters.types.length > 0)
    conditions.push(inArray(campaigns.type, bindEach('type', filters.types, campaigns.type, bind)));
  if (filters.creatorId !== undefined)
    conditions.push(eq(campaigns.creatorId, bind('creatorId', filters.creatorId, campaigns.creatorId)));
  if (filters.ownerId !== undefined)
    conditions.push(eq(campaigns.creatorId, bind('ownerId', filters.ownerId, campaigns.creatorId)));
  const term = filters.search?.trim();
  if (term) conditions.push(ilike(campaigns.name, bind('search', likePattern(term))));
  if (filters.startAfter)
    conditions.push(gte(campaigns.startDate, bind('startAfter', filters.startAfter, campaigns.startDate)));
  if (filters.startBefore)
    conditions.push(lt(campaigns.startDate, bind('startBefore', filters.startBefore, campaigns.startDate)));
  if (filters.playerHash !== undefined) {
    const joinedByPlayer = sql`exists (select 1 from ${campaignParticipations} inner join ${players} on ${players.id} = ${campaignParticipations.playerId} where ${campaignParticipations.campaignId} = ${campaigns.id} and ${players.hash} = ${bind('playerHash', filters.playerHash, players.hash)})`;
    conditions.push(filters.joined === false ? sql`not ${joinedByPlayer}` : joinedByPlayer);
  } else if (filters.joined !== undefined) {
    const anyone = sql`exists (select 1 from ${campaignParticipations} where ${campaignParticipations.campaignId} = ${campaigns.id})`;
    conditions.push(filters.joined ? anyone : sql`not ${anyone}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Users who created a campaign of the template flag and visibility (an indexed probe per user). */
function creatorCondition(
  filters: Pick<CampaignFilters, 'isTemplate' | 'ownerId'>,
  bind: Bind = asValue,
): SQL {
  const conditions: SQL[] = [sql`c.creator_id = ${users.id}`];
  if (filters.isTemplate !== undefined)
    conditions.push(sql`c.is_template = ${bind('isTemplate', filters.isTemplate, campaigns.isTemplate)}`);
  if (filters.ownerId !== undefined)
    conditions.push(sql`c.creator_id = ${bind('ownerId', filters.ownerId, campaigns.creatorId)}`);
  return sql`exists (select 1 from ${campaigns} c where ${sql.join(conditions, sql` and `)})`;
}

export interface StatusCounts {
  DR: number;
  SC: number;
  AC: number;
  CA: number;
  FI: number;
}

export interface CampaignTotals {
  participants: number;
  completions: number;
  /** In the base currency. */
  prizesPaid: number;
}

/** Side data of the campaign list (the same for every page and status filter of its other filters). */
interface ListSideData {
  statistics: StatusCounts;
  creators: Array<{ id: number; name: string }>;
}

/** Filter combinations whose side data the embedded database keeps. */
const MAX_KEPT_SIDE_DATA = 64;

/** Filter shapes (which filters, how many values, the order) whose page statement is kept prepared. */
const MAX_PREPARED_PAGES = 64;

/**
 * `changes` (the embedded database's, db/client.ts): the list's status counts and creators are kept
 * while the data is unchanged, so a page reads its rows alone.
 */
export function createCampaignsRepository(db: Executor, changes?: () => number) {
  const sideData = changes ? createUnchangedCache<ListSideData>(changes, MAX_KEPT_SIDE_DATA) : undefined;
  const preparedPages = createPreparedShapes<ReturnType<typeof preparePage>>(MAX_PREPARED_PAGES);

  /**
   * The campaign list's page with its side data in one statement: the rows, the campaigns per status
   * and the creators; with `sideKept`, the rows alone (the side data read as null). Limit and offset
   * are the caller's (placeholders in a prepared page).
   */
  function pageQuery(
    on: Executor,
    filters: CampaignFilters,
    where: SQL | undefined,
    sideKept: boolean,
    bind: Bind,
  ) {
    // Uncorrelated sub-selects: PostgreSQL runs each once per statement, not per row. Their tables
    // shadow the outer ones, so the shared conditions apply inside.
    const statistics = sideKept
      ? sql<null>`null`
      : sql<
          Record<string, number>
        >`(select coalesce(json_object_agg(s.status, s.n), '{}') from (select ${campaigns.status} as status, count(*)::int as n from ${campaigns} where ${whereOf(filters, { withStatus: false }, bind) ?? sql`true`} group by ${campaigns.status}) s)`;
    const creators = sideKept
      ? sql<null>`null`
      : sql<
          Array<{ id: number; name: string }>
        >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id), '[]') from (select ${users.id} as id, ${userDisplayName} as name from ${users} where ${creatorCondition(filters, bind)}) c)`;
    return on
      .select({ ...pageColumns, statistics, creators })
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.creatorId))
      .leftJoin(targetGroups, eq(targetGroups.id, campaigns.targetGroupId))
      .where(where)
      .orderBy(...orderingFrom(filters.orderBy, CAMPAIGN_ORDERING, '-id', campaigns.id));
  }

  /** Embedded database only: PGlite's driver sends no statement name (db/pglite-statements.ts keeps it by text). */
  function preparePage(query: ReturnType<typeof pageQuery>) {
    return query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('campaign_page');
  }

  function list(
    filters: CampaignFilters,
    page: { limit: number; offset: number },
    tx: Executor = db,
    fallbackOrder = '-id',
  ): Promise<CampaignListRow[]> {
    return tx
      .select(listColumns)
      .from(campaigns)
      .leftJoin(users, eq(users.id, campaigns.creatorId))
      .leftJoin(targetGroups, eq(targetGroups.id, campaigns.targetGroupId))
      .where(whereOf(filters))
      .orderBy(...orderingFrom(filters.orderBy, CAMPAIGN_ORDERING, fallbackOrder, campaigns.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  return {
    async create(values: NewCampaign, tx: Executor = db): Promise<Campaign> {
      const [row] = await tx.insert(campaigns).values(values).returning();
      return row;
    },

    async findById(id: number, tx: Executor = db): Promise<Campaign | undefined> {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },

    /** The row locked until the end of the transaction `tx` (concurrent changes of one campaign queue). */
    async findForUpdate(id: number, tx: Executor): Promise<Campaign | undefined> {
      const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
      return row;
    },

    async findByTargetGroup(targetGroupId: number, tx: Executor = db): Promise<Campaign | undefined> {
      const [row] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.targetGroupId, targetGroupId))
        .orderBy(asc(campaigns.id))
        .limit(1);
      return row;
    },

    async update(id: number, changes: CampaignUpdate, tx: Executor = db): Promise<Campaign | undefined> {
      const [row] = await tx
        .update(campaigns)
        .set({ ...changes, modified: new Date() })
        .where(eq(campaigns.id, id))
        .returning();
      return row;
    },

    /** Sets the status only if it is still `from` (a concurrent change wins otherwise). */
    async transition(
      id: number,
      from: CampaignStatus,
      to: CampaignStatus,
      tx: Executor = db,
    ): Promise<Campaign | undefined> {
      const [row] = await tx
        .update(campaigns)
        .set({ status: to, modified: new Date() })
        .where(and(eq(campaigns.id, id), eq(campaigns.status, from)))
        .returning();
      return row;
    },

    async remove(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(campaigns).where(eq(campaigns.id, id));
    },

    async creatorName(userId: number | null, tx: Executor = db): Promise<string | null> {
      if (userId === null) return null;
      const [row] = await tx.select({ name: userDisplayName }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },

    list,

    async count(filters: CampaignFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(campaigns).where(whereOf(filters));
      return row.n;
    },

    /** Campaigns per status for the filters, ignoring the status filter (every status present, 0 included). */
    async statusCounts(filters: CampaignFilters, tx: Executor = db): Promise<StatusCounts> {
      const rows = await tx
        .select({ status: campaigns.status, n: count() })
        .from(campaigns)
        .where(whereOf(filters, { withStatus: false }))
        .groupBy(campaigns.status);
      const counts = Object.fromEntries(
        CAMPAIGN_STATUSES.map((status) => [status, 0]),
      ) as unknown as StatusCounts;
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** The users who created the campaigns the filters' visibility and template flag allow, by name. */
    async creators(
      filters: Pick<CampaignFilters, 'isTemplate' | 'ownerId'>,
      tx: Executor = db,
    ): Promise<Array<{ id: number; name: string }>> {
      return tx
        .select({ id: users.id, name: userDisplayName })
        .from(users)
        .where(creatorCondition(filters))
        .orderBy(userDisplayName, users.id);
    },

    /**
     * The campaign list's page with its side data in one statement: the rows, the campaigns per status
     * (the count is their sum) and the creators. Undefined for an empty page (nothing to carry them):
     * then `statusCounts` and `creators` answer. The embedded database reads the rows alone while it
     * keeps the side data (see `changes`), and keeps the statement prepared per filter shape.
     */
    async listPage(
      filters: CampaignFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<({ rows: CampaignPageRow[] } & ListSideData) | undefined> {
      const keep = sideData && tx === db ? sideData : undefined;
      const sideKey = JSON.stringify({ ...filters, statuses: undefined, orderBy: undefined });
      const kept = keep?.get(sideKey);
      const version = keep?.version();
      let found: Awaited<ReturnType<typeof pageQuery>>;
      if (keep) {
        // Its statement, prepared by filter shape: drizzle writes the SQL once per shape, not per request.
        const { bind, values, names } = placeholders();
        const where = whereOf(filters, {}, bind);
        // What the SQL depends on besides the values: which were bound, `joined` and the order.
        const shape = JSON.stringify([
          names,
          filters.joined ?? null,
          filters.orderBy ?? null,
          kept !== undefined,
        ]);
        const prepared = preparedPages.get(shape, () =>
          preparePage(pageQuery(db, filters, where, kept !== undefined, bind)),
        );
        found = await prepared.execute({ ...values, limit: page.limit, offset: page.offset });
      } else {
        found = await pageQuery(tx, filters, whereOf(filters), false, asValue)
          .limit(page.limit)
          .offset(page.offset);
      }
      const rows = found.map(({ statistics: _s, creators: _c, ...row }) => row);
      if (kept) return { rows, ...kept };
      if (found.length === 0) return undefined;
      const counts = Object.fromEntries(
        CAMPAIGN_STATUSES.map((status) => [status, 0]),
      ) as unknown as StatusCounts;
      Object.assign(counts, found[0].statistics);
      const side: ListSideData = { statistics: counts, creators: found[0].creators ?? [] };
      if (keep && version !== undefined) keep.set(sideKey, version, side);
      return { rows, ...side };
    },

    /** One keyset page of the export (newest first): campaigns with an id below `beforeId`. */
    async exportPage(
      filters: CampaignFilters,
      beforeId: number | null,
      limit: number,
      tx: Executor = db,
    ): Promise<CampaignListRow[]> {
      const where = whereOf(filters);
      return tx
        .select(listColumns)
        .from(campaigns)
        .leftJoin(users, eq(users.id, campaigns.creatorId))
        .leftJoin(targetGroups, eq(targetGroups.id, campaigns.targetGroupId))
        .where(beforeId === null ? where : and(where, lt(campaigns.id, beforeId)))
        .orderBy(desc(campaigns.id))
        .limit(limit);
    },

    /**
     * Participants, completions and prizes paid of each campaign (missing ones have none). Prizes are
     * paid in the players' currencies and summed in the base currency by `rates`.
     */
    async totalsOf(
      ids: number[],
      rates: Record<string, number>,
      tx: Executor = db,
    ): Promise<Map<number, CampaignTotals>> {
      const result = new Map<number, CampaignTotals>();
      if (ids.length === 0) return result;
      const rows = await tx
        .select({
          campaignId: campaignParticipations.campaignId,
          participants: count(),
          completions: count(campaignParticipations.completed),
          prizesPaid: sql<string>`coalesce(sum(${prizePaidInBase(rates)}), 0)`,
        })
        .from(campaignParticipations)
        .innerJoin(players, eq(players.id, campaignParticipations.playerId))
        .where(inArray(campaignParticipations.campaignId, ids))
        .groupBy(campaignParticipations.campaignId);
      for (const row of rows)
        result.set(row.campaignId, {
          participants: row.participants,
          completions: row.completions,
          prizesPaid: Math.round(Number(row.prizesPaid) * 100) / 100,
        });
      return result;
    },

    /** Scheduled campaigns whose start has come, now active. */
    async activateDue(now: Date, tx: Executor = db): Promise<Campaign[]> {
      return tx
        .update(campaigns)
        .set({ status: 'AC', modified: now })
        .where(
          and(
            eq(campaigns.status, 'SC'),
            eq(campaigns.isTemplate, false),
            isNotNull(campaigns.startDate),
            lte(campaigns.startDate, now),
          ),
        )
        .returning();
    },

    /** Active campaigns whose end has come, now finished. */
    async finishDue(now: Date, tx: Executor = db): Promise<Campaign[]> {
      return tx
        .update(campaigns)
        .set({ status: 'FI', modified: now })
        .where(
          and(
            eq(campaigns.status, 'AC'),
            eq(campaigns.isTemplate, false),
            isNotNull(campaigns.endDate),
            lte(campaigns.endDate, now),
          ),
        )
        .returning();
    },

    /** Campaigns whose cost went past their alarm, marked notified (each is returned once). */
    async costAlarmsDue(tx: Executor = db): Promise<Campaign[]> {
      return tx
        .update(campaigns)
        .set({ costAlarmNotified: true })
        .where(
          and(
            eq(campaigns.isTemplate, false),
            eq(campaigns.costAlarmNotified, false),
            isNotNull(campaigns.costAlarm),
            sql`${campaigns.cost} > ${campaigns.costAlarm}`,
            ne(campaigns.status, 'DR'),
          ),
        )
        .returning();
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
