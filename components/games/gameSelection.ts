import type { AllGames, Game } from '@/types/games';
import { humanize } from '@/utils/labels';

/** The attributes games are picked by, each with the values chosen; none chosen means any. */
export interface AttributeFilters {
  provider: string[];
  category: string[];
  themes: string[];
  features: string[];
  deviceTypes: string[];
}

export type Attribute = keyof AttributeFilters;

/** The games list's filters: the attributes and a part of the name. */
export interface GameFilters extends AttributeFilters {
  search: string;
}

export const NO_ATTRIBUTES: AttributeFilters = {
  provider: [],
  category: [],
  themes: [],
  features: [],
  deviceTypes: [],
};

export const NO_FILTERS: GameFilters = { ...NO_ATTRIBUTES, search: '' };

/** A provider is a company's name, kept as it is spelt. */
const asSpelt = (value: string) => value;

/**
 * Each attribute's label, the list of the all-games answer that offers its values, and how a value reads
 * (`slots` → "Slots") on every screen that shows games: the games list, the picker, its filters.
 */
export const ATTRIBUTES: readonly {
  key: Attribute;
  label: string;
  options: keyof Omit<AllGames, 'results'>;
  readable: (value: string) => string;
}[] = [
  { key: 'provider', label: 'Provider', options: 'provider', readable: asSpelt },
  { key: 'category', label: 'Category', options: 'categories', readable: humanize },
  { key: 'themes', label: 'Theme', options: 'themes', readable: humanize },
  { key: 'features', label: 'Feature', options: 'features', readable: humanize },
  { key: 'deviceTypes', label: 'Device type', options: 'deviceType', readable: humanize },
];

const readableOf = (attribute: Attribute) => ATTRIBUTES.find(({ key }) => key === attribute)!.readable;

const valuesOf = (game: Game, attribute: Attribute): readonly string[] => {
  const value = game[attribute];
  return typeof value === 'string' ? [value] : value;
};

export const hasAttributes = (filters: AttributeFilters): boolean =>
  ATTRIBUTES.some(({ key }) => filters[key].length > 0);

export const isFiltered = (filters: GameFilters): boolean =>
  filters.search.trim() !== '' || hasAttributes(filters);

/**
 * As the API filters: a game matches an attribute when it has any of the values chosen there, and the
 * filters when it matches every attribute.
 */
export const matchesAttributes = (game: Game, filters: AttributeFilters): boolean =>
  ATTRIBUTES.every(({ key }) => {
    const chosen = filters[key];
    return chosen.length === 0 || valuesOf(game, key).some((value) => chosen.includes(value));
  });

export function filterGames(games: readonly Game[], filters: GameFilters): Game[] {
  const search = filters.search.trim().toLowerCase();
  return games.filter(
    (game) => (search === '' || game.name.toLowerCase().includes(search)) && matchesAttributes(game, filters),
  );
}

export type SortKey = 'name' | Attribute;

/** The direction names are aria-sort's, so a header can show them as they are. */
export interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

export const DEFAULT_SORT: Sort = { key: 'name', direction: 'ascending' };

/** A header clicked again turns its order round; another header sorts by its column, ascending. */
export const toggleSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };

/** A column's text as the tables show it, lists joined ("Desktop, Mobile"); sorting reads the same. */
export const columnText = (game: Game, key: SortKey): string =>
  key === 'name' ? game.name : valuesOf(game, key).map(readableOf(key)).join(', ');

/** "Game 10" comes after "Game 9"; case does not count. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A sorted copy; games alike in the sorted column keep a stable order by name, then id. */
export function sortGames(games: readonly Game[], { key, direction }: Sort): Game[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...games].sort(
    (a, b) =>
      sign * collator.compare(columnText(a, key), columnText(b, key)) ||
      collator.compare(a.name, b.name) ||
      a.id - b.id,
  );
}

/** The selection with `ids` added at its end, each id once, in the order they came. */
export function withGames(selection: readonly number[], ids: readonly number[]): number[] {
  return [...new Set([...selection, ...ids])];
}

export function withoutGames(selection: readonly number[], ids: readonly number[]): number[] {
  const removed = new Set(ids);
  return selection.filter((id) => !removed.has(id));
}

/** How many of `games` are selected, and how many are not. */
export function selectionCounts(games: readonly Game[], selected: ReadonlySet<number>) {
  const chosen = games.reduce((count, game) => count + (selected.has(game.id) ? 1 : 0), 0);
  return { selected: chosen, unselected: games.length - chosen };
}

/** The state of a "select all" checkbox over `games`. */
export function selectAllState(
  games: readonly Game[],
  selected: ReadonlySet<number>,
): 'all' | 'some' | 'none' {
  const counts = selectionCounts(games, selected);
  if (counts.selected === 0) return 'none';
  return counts.unselected === 0 ? 'all' : 'some';
}
