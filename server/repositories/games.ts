import {
  and,
  arrayOverlaps,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  or,
  sql,
  type Query,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../db/client';
import { games, missions, missionTasks, type Game } from '../db/schema';
import { likePattern, orderingFrom } from '../lib/ordering';
import { asValue, bindEach, createPreparedShapes, placeholders, type Bind } from '../lib/placeholders';
import type { CsvColumn } from '../lib/csv-copy';

/** The games CSV's columns (the games list's export, or a campaign's games). */
export const GAME_EXPORT_COLUMNS: ReadonlyArray<CsvColumn<Game>> = [
  { header: 'id', kind: 'integer', column: games.id, value: (game) => game.id },
  { header: 'name', kind: 'text', column: games.name, value: (game) => game.name },
  { header: 'provider', kind: 'text', column: games.provider, value: (game) => game.provider },
  { header: 'category', kind: 'text', column: games.category, value: (game) => game.category },
  { header: 'themes', kind: 'list', column: games.themes, value: (game) => game.themes },
  { header: 'features', kind: 'list', column: games.features, value: (game) => game.features },
  { header: 'device_types', kind: 'list', column: games.deviceTypes, value: (game) => game.deviceTypes },
  { header: 'image', kind: 'text', column: games.image, value: (game) => game.image },
  {
    header: 'exists_in_external_api',
    kind: 'boolean',
    column: games.existsInExternalApi,
    value: (game) => game.existsInExternalApi,
  },
];

export interface GameFilters {
  providers?: string[];
  categories?: string[];
  /** Games with any of these themes (features, device types alike). */
  themes?: string[];
  features?: string[];
  deviceTypes?: string[];
  /** Case-insensitive part of the name or provider. */
  search?: string;
  existsInExternalApi?: boolean;
  /** Games named by the tasks of this campaign's mission. */
  campaignId?: number;
  orderBy?: string;
}

/** The distinct values the game filters offer. */
export interface GameOptions {
  categories: string[];
  device_type: string[];
  features: string[];
  provider: string[];
  themes: string[];
}

export type GameUpdate = Partial<
  Pick<Game, 'name' | 'image' | 'category' | 'provider' | 'themes' | 'features' | 'deviceTypes'>
>;

const GAME_ORDERING = {
  id: games.id,
  name: games.name,
  category: games.category,
  provider: games.provider,
};

function whereOf(filters: GameFilters, bind: Bind = asValue): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.providers?.length)
    conditions.push(inArray(games.provider, bindEach('provider', filters.providers, games.provider, bind)));
  if (filters.categories?.length)
    conditions.push(inArray(games.category, bindEach('category', filters.categories, games.category, bind)));
  if (filters.themes?.length)
    conditions.push(arrayOverlaps(games.themes, bind('themes', filters.themes, games.themes)));
  if (filters.features?.length)
    conditions.push(arrayOverlaps(games.features, bind('features', filters.features, games.features)));
  if (filters.deviceTypes?.length)
    conditions.push(
      arrayOverlaps(games.deviceTypes, bind('deviceTypes', filters.deviceTypes, games.deviceTypes)),
    );
  if (filters.existsInExternalApi !== undefined)
    conditions.push(
      eq(
        games.existsInExternalApi,
        bind('existsInExternalApi', filters.existsInExternalApi, games.existsInExternalApi),
      ),
    );
  const term = filters.search?.trim();
  if (term) {
    const pattern = bind('search', likePattern(term));
    conditions.push(or(ilike(games.name, pattern), ilike(games.provider, pattern)) as SQL);
  }
  if (filters.campaignId !== undefined)
    conditions.push(
      sql`${games.id} in (select unnest(${missionTasks.games}) from ${missionTasks} inner join ${missions} on ${missions.id} = ${missionTasks.missionId} where ${missions.campaignId} = ${bind('campaignId', filters.campaignId, missions.campaignId)})`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Filter shapes (which filters, how many values, the order) whose statements are kept prepared. */
const MAX_PREPARED_SHAPES = 64;

/**
 * `prepareByShape` (the embedded database): the list's page and count statements are prepared once
 * per filter shape (lib/placeholders.ts) instead of written by drizzle on every request.
 */
export function createGamesRepository(db: Executor, prepareByShape = false) {
  const preparedCounts = createPreparedShapes<ReturnType<typeof prepareCount>>(MAX_PREPARED_SHAPES);
  const preparedPages = createPreparedShapes<ReturnType<typeof preparePage>>(MAX_PREPARED_SHAPES);

  function prepareCount(where: SQL | undefined) {
    return db.select({ n: count() }).from(games).where(where).prepare('games_count');
  }

  function preparePage(where: SQL | undefined, orderBy: string | undefined) {
    return db
      .select()
      .from(games)
      .where(where)
      .orderBy(...orderingFrom(orderBy, GAME_ORDERING, 'name', games.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('games_page');
  }

  return {
    async findById(id: number, tx: Executor = db): Promise<Game | undefined> {
      const [row] = await tx.select().from(games).where(eq(games.id, id));
      return row;
    },

    /**
     * Changes whenever a game is added, changed or removed, by any process: the row count and the sum
     * of the rows' creating transaction ids (an update writes a new row version with a new one). One
     * scan of the table's narrowest data, far cheaper than the whole list it stands for.
     */
    async fingerprint(tx: Executor = db): Promise<string> {
      const result = await tx.execute(
        sql`select count(*)::text || '-' || coalesce(sum(xmin::text::bigint), 0)::text as v from ${games}`,
      );
      return (result as unknown as { rows: Array<{ v: string }> }).rows[0].v;
    },

    async count(filters: GameFilters, tx: Executor = db): Promise<number> {
      if (prepareByShape && tx === db) {
        const { bind, values, names } = placeholders();
        const where = whereOf(filters, bind);
        const [row] = await preparedCounts
          .get(JSON.stringify(names), () => prepareCount(where))
          .execute(values);
        return row.n;
      }
      const [row] = await tx.select({ n: count() }).from(games).where(whereOf(filters));
      return row.n;
    },

    /** A page, or with `page` null every matching game. */
    async list(
      filters: GameFilters,
      page: { limit: number; offset: number } | null,
      tx: Executor = db,
    ): Promise<Game[]> {
      if (page && prepareByShape && tx === db) {
        const { bind, values, names } = placeholders();
        const where = whereOf(filters, bind);
        return preparedPages
          .get(JSON.stringify([names, filters.orderBy ?? null]), () => preparePage(where, filters.orderBy))
          .execute({ ...values, ...page });
      }
      const query = tx
        .select()
        .from(games)
        .where(whereOf(filters))
        .orderBy(...orderingFrom(filters.orderBy, GAME_ORDERING, 'name', games.id));
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    /** Every export line (`line`: lib/csv-copy.ts `csvLineSql`) in id order, for COPY. */
    exportLines(line: SQL<string>, filters: GameFilters): Query {
      return db.select({ line }).from(games).where(whereOf(filters)).orderBy(asc(games.id)).toSQL();
    },

    /** Keyset page of the export (by id). */
    async exportPage(filters: GameFilters, afterId: number | null, limit: number, tx: Executor = db) {
      const where = whereOf(filters);
      return tx
        .select()
        .from(games)
        .where(afterId === null ? where : and(where, gt(games.id, afterId)))
        .orderBy(asc(games.id))
        .limit(limit);
    },

    /** Every distinct provider, category, theme, feature and device type, sorted (one query). */
    async options(tx: Executor = db): Promise<GameOptions> {
      const distinct = (column: SQL) =>
        sql`coalesce((select array_agg(v order by v) from (select distinct ${column} as v from ${games}) d where v <> ''), '{}')`;
      const result = await tx.execute<{
        categories: string[];
        device_type: string[];
        features: string[];
        provider: string[];
        themes: string[];
      }>(sql`select
        ${distinct(sql`${games.category}`)} as categories,
        ${distinct(sql`unnest(${games.deviceTypes})`)} as device_type,
        ${distinct(sql`unnest(${games.features})`)} as features,
        ${distinct(sql`${games.provider}`)} as provider,
        ${distinct(sql`unnest(${games.themes})`)} as themes`);
      const row = (result as unknown as { rows: GameOptions[] }).rows[0];
      return {
        categories: row.categories ?? [],
        device_type: row.device_type ?? [],
        features: row.features ?? [],
        provider: row.provider ?? [],
        themes: row.themes ?? [],
      };
    },

    async update(id: number, changes: GameUpdate, tx: Executor = db): Promise<Game | undefined> {
      if (Object.keys(changes).length === 0) {
        const [row] = await tx.select().from(games).where(eq(games.id, id));
        return row;
      }
      const [row] = await tx.update(games).set(changes).where(eq(games.id, id)).returning();
      return row;
    },

    /** Those of `ids` that exist. */
    async existingIds(ids: number[], tx: Executor = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: games.id })
        .from(games)
        .where(inArray(games.id, [...new Set(ids)]));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
