import {
  and,
  arrayOverlaps,
  asc,
  count,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  not,
  or,
  sql,
  type Placeholder,
  type Query,
  type SQL,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { players, targetGroups, type Player, type TargetGroup } from '../db/schema';
import { estimatedCount, listCount, resolveCount, type ListCount } from '../lib/counting';
import { likePattern, orderingFrom } from '../lib/ordering';
import { createPageBoundaries } from '../lib/page-boundaries';
import { asValue, bindEach, createPreparedShapes, placeholders, type Bind } from '../lib/placeholders';
import type { CsvColumn } from '../lib/csv-copy';

/** The players CSV's columns (a target group's players, or the players list's export). */
export const PLAYER_EXPORT_COLUMNS: ReadonlyArray<CsvColumn<Player>> = [
  { header: 'id', kind: 'integer', column: players.id, value: (player) => player.id },
  { header: 'hash', kind: 'text', column: players.hash, value: (player) => player.hash },
  { header: 'currency', kind: 'text', column: players.currency, value: (player) => player.currency },
  { header: 'market', kind: 'text', column: players.market, value: (player) => player.market },
  { header: 'vip_level', kind: 'text', column: players.vipLevel, value: (player) => player.vipLevel },
  { header: 'affiliate', kind: 'text', column: players.affiliate, value: (player) => player.affiliate },
  {
    header: 'customer_state',
    kind: 'text',
    column: players.customerState,
    value: (player) => player.customerState,
  },
  { header: 'segments', kind: 'list', column: players.segments, value: (player) => player.segments },
  {
    header: 'registered',
    kind: 'timestamp',
    column: players.registered,
    value: (player) => player.registered,
  },
];

/** The player attributes a target group can filter on: filter key → column (spec §3, casino settings). */
export const PLAYER_FILTER_COLUMNS = {
  affiliates: players.affiliate,
  currencies: players.currency,
  vip_levels: players.vipLevel,
  customer_states: players.customerState,
  markets: players.market,
  segments: players.segments,
} as const;
export type PlayerFilterKey = keyof typeof PLAYER_FILTER_COLUMNS;

/** Attribute lists of `GET v1/player/<name>/`: route name → column. */
export const PLAYER_ATTRIBUTES = {
  markets: players.market,
  affiliates: players.affiliate,
  currencies: players.currency,
  'vip-level': players.vipLevel,
  'customer-states': players.customerState,
} as const;
export type PlayerAttribute = keyof typeof PLAYER_ATTRIBUTES | 'segments';

const PLAYER_ORDERING = { id: players.id, hash: players.hash, registered: players.registered };

/** `asc` or `desc` when the list is ordered by id alone (the default), else undefined. */
function idOrder(orderBy: string | undefined): 'asc' | 'desc' | undefined {
  const terms = (orderBy ?? '')
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
  if (terms.length === 0 || (terms.length === 1 && terms[0] === 'id')) return 'asc';
  if (terms.length === 1 && terms[0] === '-id') return 'desc';
  return undefined;
}

/**
 * From this offset on, a players page without kept boundaries finds its ids first (an index-only walk),
 * then reads their rows.
 */
const DEEP_PAGE_OFFSET = 1000;

/** Bind parameters per `IN (…)` list (PostgreSQL allows 65535 per statement). */
const LOOKUP_CHUNK = 5000;

/** Responsible gambling: blocked and self-excluded players are in no campaign's audience, whatever it chose. */
export const eligiblePlayer: SQL = sql`(not ${players.blocked} and not ${players.selfExcluded})`;

/** A target group's choice: its filters and the two manual lists, each an array expression. */
interface Selection {
  filters: TargetGroup['filters'] | null;
  added: SQL;
  removed: SQL;
}

/** Players matching every non-empty filter (all when there is none) or added, and not removed. */
function selectionCondition({ filters, added, removed }: Selection): SQL {
  const conditions: SQL[] = [];
  for (const [key, values] of Object.entries(filters ?? {})) {
    if (!Array.isArray(values) || values.length === 0 || !(key in PLAYER_FILTER_COLUMNS)) continue;
    if (key === 'segments') conditions.push(arrayOverlaps(players.segments, values));
    else conditions.push(inArray(PLAYER_FILTER_COLUMNS[key as Exclude<PlayerFilterKey, 'segments'>], values));
  }
  const isAdded = sql`${players.id} = any(${added})`;
  const matching = conditions.length > 0 ? (or(and(...conditions), isAdded) as SQL) : sql`true`;
  return and(matching, not(sql`${players.id} = any(${removed})`)) as SQL;
}

/** Ids as one array parameter (its text form: both drivers take it, and drizzle would spread a JS array). */
const integerArray = (ids: number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;

/** The group's own manual lists, read from its row (a group of any size is one parameter). */
function savedSelection(group: Pick<TargetGroup, 'id' | 'filters'>): Selection {
  // coalesce(…) makes the uncorrelated sub-select an array expression (evaluated once), not `= any(subquery)`.
  const list = (
    column: typeof targetGroups.manuallyAddedPlayers | typeof targetGroups.manuallyRemovedPlayers,
  ) =>
    sql`coalesce((select ${column} from ${targetGroups} where ${targetGroups.id} = ${group.id}), '{}'::integer[])`;
  return {
    filters: group.filters,
    added: list(targetGroups.manuallyAddedPlayers),
    removed: list(targetGroups.manuallyRemovedPlayers),
  };
}

/**
 * Players of a target group: those matching every non-empty filter (all players when there is none),
 * plus the manually added, minus the manually removed, and never a blocked or self-excluded player.
 */
export function targetGroupCondition(group: Pick<TargetGroup, 'id' | 'filters'>): SQL {
  return and(selectionCondition(savedSelection(group)), eligiblePlayer) as SQL;
}

/** A target group's size, and the players it chose that responsible gambling leaves out, by reason. */
export interface Audience {
  players: number;
  selfExcluded: number;
  blocked: number;
}

/** A choice not yet saved: filters and manual lists as the players step holds them. */
export interface UnsavedSelection {
  filters: TargetGroup['filters'];
  manuallyAddedPlayers: number[];
  manuallyRemovedPlayers: number[];
}

/** Why a player is kept out of every audience; blocked is named first when both apply. */
export type ExclusionReason = 'blocked' | 'self_excluded';

export function exclusionOf(player: Pick<Player, 'blocked' | 'selfExcluded'>): ExclusionReason | null {
  if (player.blocked) return 'blocked';
  return player.selfExcluded ? 'self_excluded' : null;
}

export interface HashedPlayer {
  id: number;
  excluded: ExclusionReason | null;
}

/**
 * A player search: part of the hash, or (a whole number) the player's id, which is what staff read in
 * the import notices and the manual lists.
 */
function searchCondition(search: string | undefined, bind: Bind = asValue): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const byHash = ilike(players.hash, bind('search', likePattern(term)));
  const id = /^\d{1,9}$/.test(term) ? Number(term) : 0;
  return id > 0 ? or(eq(players.id, bind('searchId', id, players.id)), byHash) : byHash;
}

/** The players list's attribute filters: a player matches when each non-empty list holds their value. */
export type PlayerAttributeFilters = Partial<Record<PlayerFilterKey, string[]>>;

function attributeCondition(attributes: PlayerAttributeFilters, bind: Bind = asValue): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [key, values] of Object.entries(attributes) as Array<[PlayerFilterKey, string[] | undefined]>) {
    if (!values || values.length === 0) continue;
    if (key === 'segments')
      conditions.push(arrayOverlaps(players.segments, bind('segments', values, players.segments)));
    else {
      const column = PLAYER_FILTER_COLUMNS[key];
      conditions.push(inArray(column, bindEach(key, values, column, bind)));
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Where a players page starts: at its offset, after a kept boundary (in id order), or by its ids first. */
type PageFrom = 'offset' | 'ids first' | { start: 'asc' | 'desc' };

/** The numbers a players page is read with (or their placeholders, in a prepared page). */
interface Slice<N> {
  limit: N;
  offset: N;
  startKey: N;
  idsOffset: N;
}

/** Filter shapes (which filters, how many values, the order, where pages start) kept prepared. */
const MAX_PREPARED_PAGES = 64;

/** Writes a condition's SQL and values, to name a list by its filters. */
const dialect = new PgDialect();

/**
 * `changes` (the embedded database's, db/client.ts): deep pages of the list ordered by id start from
 * kept page boundaries (lib/page-boundaries.ts) instead of walking the id index from the start.
 */
export function createPlayersRepository(db: Executor, changes?: () => number) {
  const boundaries = changes ? createPageBoundaries(changes) : undefined;

  /** The ids at positions step, 2·step, … of the players matching `where`, in `order`. */
  async function boundaryIds(where: SQL | undefined, order: 'asc' | 'desc', step: number): Promise<number[]> {
    const result = await db.execute(
      sql`select s.id from (select ${players.id} as id, row_number() over (order by ${players.id} ${sql.raw(order)}) as n from ${players} where ${where ?? sql`true`}) s where s.n % ${step} = 1 and s.n > 1 order by s.n`,
    );
    return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
  }

  const preparedPages = createPreparedShapes<PreparedPage>(MAX_PREPARED_PAGES);

  /**
   * A page of the players matching `where` with their capped count: from `slice.offset`, after the
   * kept boundary `slice.startKey` (`from.start`), or through the ids at `slice.idsOffset` first.
   * Values or placeholders (a prepared page).
   */
  function pageQuery(
    on: Executor,
    where: SQL | undefined,
    ordering: SQL[],
    from: PageFrom,
    slice: Slice<number> | Slice<Placeholder>,
  ) {
    let pageWhere = where;
    if (typeof from === 'object')
      pageWhere = and(
        where,
        from.start === 'asc' ? gte(players.id, slice.startKey) : lte(players.id, slice.startKey),
      );
    else if (from === 'ids first')
      // `= any(array(…))`, not `in (…)`: the ids come first whatever plan is chosen (a prepared
      // statement's generic plan walked the whole table for `in`).
      pageWhere = sql`${players.id} = any(array(${on
        .select({ id: players.id })
        .from(players)
        .where(where)
        .orderBy(...ordering)
        .limit(slice.limit)
        .offset(slice.idsOffset)}))`;
    return on
      .select({ player: players, capped: listCount(players, where) })
      .from(players)
      .where(pageWhere)
      .orderBy(...ordering)
      .limit(slice.limit)
      .offset(slice.offset);
  }
  type PreparedPage = ReturnType<ReturnType<typeof pageQuery>['prepare']>;

  return {
    async findByHash(hash: string, tx: Executor = db): Promise<Player | undefined> {
      const [row] = await tx.select().from(players).where(eq(players.hash, hash));
      return row;
    },

    /** hash → id (and why responsible gambling excludes the player, if it does) of those of `hashes` that exist. */
    async idsByHash(hashes: string[], tx: Executor = db): Promise<Map<string, HashedPlayer>> {
      const result = new Map<string, HashedPlayer>();
      for (let i = 0; i < hashes.length; i += LOOKUP_CHUNK) {
        const chunk = hashes.slice(i, i + LOOKUP_CHUNK);
        const rows = await tx
          .select({
            id: players.id,
            hash: players.hash,
            blocked: players.blocked,
            selfExcluded: players.selfExcluded,
          })
          .from(players)
          .where(inArray(players.hash, chunk));
        for (const row of rows) result.set(row.hash, { id: row.id, excluded: exclusionOf(row) });
      }
      return result;
    },

    /** Those of `ids` that exist. */
    async existingIds(ids: number[], tx: Executor = db): Promise<Set<number>> {
      const result = new Set<number>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
        const rows = await tx
          .select({ id: players.id })
          .from(players)
          .where(inArray(players.id, unique.slice(i, i + LOOKUP_CHUNK)));
        for (const row of rows) result.add(row.id);
      }
      return result;
    },

    /**
     * A page of the players list and its count in one statement: the count exact up to
     * EXACT_COUNT_LIMIT, else estimated (lib/counting.ts). Deep pages skip rows through the id index
     * rather than reading whole rows they then drop.
     */
    async page(
      filters: { search?: string; orderBy?: string },
      attributes: PlayerAttributeFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: Player[]; count: ListCount }> {
      const where = and(searchCondition(filters.search), attributeCondition(attributes));
      const ordering = orderingFrom(filters.orderBy, PLAYER_ORDERING, 'id', players.id);
      const order = idOrder(filters.orderBy);
      const start =
        boundaries && order && tx === db
          ? await boundaries.start(
              // The condition's own SQL: a whole select built only to name the list cost as much as
              // the page's statement.
              () => JSON.stringify([order, where ? dialect.sqlToQuery(where) : null]),
              page.offset,
              (step) => boundaryIds(where, order, step),
            )
          : undefined;
      const deep = !start && page.offset >= DEEP_PAGE_OFFSET;
      const from: PageFrom = start && order ? { start: order } : deep ? 'ids first' : 'offset';
      const slice = {
        limit: page.limit,
        offset: start ? start.skip : deep ? 0 : page.offset,
        startKey: start?.key ?? 0,
        idsOffset: page.offset,
      };
      let found: Awaited<ReturnType<typeof pageQuery>>;
      if (boundaries && tx === db) {
        // Its statement, prepared by filter shape: drizzle writes the SQL once per shape, not per request.
        const { bind, values, names } = placeholders();
        const boundWhere = and(searchCondition(filters.search, bind), attributeCondition(attributes, bind));
        // What the SQL depends on besides the values: which were bound, the order and where the page starts.
        const shape = JSON.stringify([names, filters.orderBy ?? null, from]);
        const prepared = preparedPages.get(shape, () =>
          pageQuery(db, boundWhere, ordering, from, {
            limit: sql.placeholder('limit'),
            offset: sql.placeholder('offset'),
            startKey: sql.placeholder('startKey'),
            idsOffset: sql.placeholder('idsOffset'),
          }).prepare('players_page'),
        );
        found = await prepared.execute({ ...values, ...slice });
      } else found = await pageQuery(tx, where, ordering, from, slice);
      const rows = found.map((row) => row.player);
      // A short page is the last one: its count is exact without counting.
      if (rows.length > 0 && rows.length < page.limit)
        return { rows, count: { count: page.offset + rows.length, estimated: false } };
      let capped = found[0]?.capped ?? 0;
      if (rows.length === 0 && page.offset > 0) {
        const result = await tx.execute(sql`select ${listCount(players, where)} as n`);
        capped = (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
      }
      // The whole table's figure is already the statistics' estimate: no EXPLAIN needed.
      const estimate = where ? () => estimatedCount(tx, players, where) : async () => capped;
      return { rows, count: await resolveCount(capped, estimate) };
    },

    async findById(id: number, tx: Executor = db): Promise<Player | undefined> {
      const [row] = await tx.select().from(players).where(eq(players.id, id));
      return row;
    },

    async updateSegments(id: number, segments: string[], tx: Executor = db): Promise<Player | undefined> {
      const [row] = await tx.update(players).set({ segments }).where(eq(players.id, id)).returning();
      return row;
    },

    /** Every players export line (`line`: lib/csv-copy.ts `csvLineSql`) in id order, for COPY. */
    exportLines(line: SQL<string>, search: string | undefined, attributes: PlayerAttributeFilters): Query {
      return db
        .select({ line })
        .from(players)
        .where(and(searchCondition(search), attributeCondition(attributes)))
        .orderBy(asc(players.id))
        .toSQL();
    },

    /** Keyset page (by id) of the players export. */
    async exportPage(
      search: string | undefined,
      attributes: PlayerAttributeFilters,
      afterId: number | null,
      limit: number,
      tx: Executor = db,
    ): Promise<Player[]> {
      return tx
        .select()
        .from(players)
        .where(
          and(
            searchCondition(search),
            attributeCondition(attributes),
            afterId === null ? undefined : gt(players.id, afterId),
          ),
        )
        .orderBy(asc(players.id))
        .limit(limit);
    },

    /** The distinct non-empty values of an attribute, sorted. */
    async attributeValues(attribute: PlayerAttribute, tx: Executor = db): Promise<string[]> {
      if (attribute === 'segments') {
        const result = await tx.execute<{ v: string }>(
          sql`select distinct unnest(${players.segments}) as v from ${players} order by 1`,
        );
        return (result as unknown as { rows: Array<{ v: string }> }).rows.map((row) => row.v);
      }
      const column = PLAYER_ATTRIBUTES[attribute];
      const rows = await tx
        .selectDistinct({ v: column })
        .from(players)
        .where(and(isNotNull(column), ne(column, '')))
        .orderBy(asc(column));
      return rows.map((row) => row.v ?? '');
    },

    /** Number of players in the target group. */
    async countInGroup(group: Pick<TargetGroup, 'id' | 'filters'>, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(players).where(targetGroupCondition(group));
      return row.n;
    },

    /**
     * The audience of a saved group, or of `unsaved` choices (the players step's preview), in one pass:
     * a player both blocked and self-excluded counts under each reason.
     */
    async audience(
      group: Pick<TargetGroup, 'id' | 'filters'>,
      unsaved?: UnsavedSelection,
      tx: Executor = db,
    ): Promise<Audience> {
      const selection = unsaved
        ? {
            filters: unsaved.filters,
            added: integerArray(unsaved.manuallyAddedPlayers),
            removed: integerArray(unsaved.manuallyRemovedPlayers),
          }
        : savedSelection(group);
      const [row] = await tx
        .select({
          players: sql<number>`(count(*) filter (where ${eligiblePlayer}))::integer`,
          selfExcluded: sql<number>`(count(*) filter (where ${players.selfExcluded}))::integer`,
          blocked: sql<number>`(count(*) filter (where ${players.blocked}))::integer`,
        })
        .from(players)
        .where(selectionCondition(selection));
      return {
        players: Number(row.players),
        selfExcluded: Number(row.selfExcluded),
        blocked: Number(row.blocked),
      };
    },

    /** Those of `ids` that responsible gambling keeps out of every audience, with the reason. */
    async excludedAmong(ids: number[], tx: Executor = db): Promise<Map<number, ExclusionReason>> {
      const result = new Map<number, ExclusionReason>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
        const rows = await tx
          .select({ id: players.id, blocked: players.blocked })
          .from(players)
          .where(and(inArray(players.id, unique.slice(i, i + LOOKUP_CHUNK)), not(eligiblePlayer)));
        for (const row of rows) result.set(row.id, row.blocked ? 'blocked' : 'self_excluded');
      }
      return result;
    },

    /** Every target group export line (`line`: lib/csv-copy.ts `csvLineSql`) in id order, for COPY. */
    groupLines(line: SQL<string>, group: Pick<TargetGroup, 'id' | 'filters'>): Query {
      return db
        .select({ line })
        .from(players)
        .where(targetGroupCondition(group))
        .orderBy(asc(players.id))
        .toSQL();
    },

    /** Keyset page of the target group's players (by id). */
    async groupPage(
      group: Pick<TargetGroup, 'id' | 'filters'>,
      afterId: number | null,
      limit: number,
      tx: Executor = db,
    ): Promise<Player[]> {
      const where = targetGroupCondition(group);
      return tx
        .select()
        .from(players)
        .where(afterId === null ? where : and(where, gt(players.id, afterId)))
        .orderBy(asc(players.id))
        .limit(limit);
    },
  };
}

export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
