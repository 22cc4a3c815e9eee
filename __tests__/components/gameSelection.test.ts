import {
  filterGames,
  isFiltered,
  matchesAttributes,
  NO_ATTRIBUTES,
  NO_FILTERS,
  selectAllState,
  selectionCounts,
  sortGames,
  toggleSort,
  withGames,
  withoutGames,
} from '@/components/games/gameSelection';
import type { Game } from '@/types/games';

function game(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    name: `Game ${id}`,
    provider: 'NetEnt',
    category: 'slots',
    themes: [],
    features: [],
    deviceTypes: ['desktop'],
    image: null,
    existsInExternalApi: true,
    ...overrides,
  };
}

const BOOK = game(1, {
  name: 'Book of Dead',
  provider: "Play'n GO",
  themes: ['egypt', 'adventure'],
  features: ['free spins'],
  deviceTypes: ['desktop', 'mobile'],
});
const STARBURST = game(2, { name: 'Starburst', themes: ['space'], features: ['respins'] });
const ROULETTE = game(3, { name: 'auto roulette', provider: 'Evolution', category: 'live casino' });
const GAMES = [BOOK, STARBURST, ROULETTE];

describe('filterGames', () => {
  it('keeps every game without filters', () => {
    expect(filterGames(GAMES, NO_FILTERS)).toEqual(GAMES);
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: '   ' })).toBe(false);
  });

  it('searches a part of the name, whatever the case and surrounding spaces', () => {
    expect(filterGames(GAMES, { ...NO_FILTERS, search: ' BURST ' })).toEqual([STARBURST]);
    expect(filterGames(GAMES, { ...NO_FILTERS, search: 'nothing' })).toEqual([]);
  });

  it('matches any value chosen within an attribute, and every attribute with a choice', () => {
    const providers = { ...NO_ATTRIBUTES, provider: ['NetEnt', 'Evolution'] };
    expect(filterGames(GAMES, { ...NO_FILTERS, ...providers })).toEqual([STARBURST, ROULETTE]);
    expect(filterGames(GAMES, { ...NO_FILTERS, themes: ['space', 'egypt'] })).toEqual([BOOK, STARBURST]);
    expect(filterGames(GAMES, { ...NO_FILTERS, ...providers, category: ['live casino'] })).toEqual([
      ROULETTE,
    ]);
    expect(matchesAttributes(BOOK, { ...NO_ATTRIBUTES, deviceTypes: ['mobile'] })).toBe(true);
    expect(matchesAttributes(STARBURST, { ...NO_ATTRIBUTES, deviceTypes: ['mobile'] })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, features: ['respins'] })).toBe(true);
  });
});

describe('sortGames', () => {
  it('sorts by a column either way without changing the list it was given', () => {
    const names = (games: Game[]) => games.map((item) => item.name);
    expect(names(sortGames(GAMES, { key: 'name', direction: 'ascending' }))).toEqual([
      'auto roulette',
      'Book of Dead',
      'Starburst',
    ]);
    expect(names(sortGames(GAMES, { key: 'provider', direction: 'descending' }))).toEqual([
      'Book of Dead',
      'Starburst',
      'auto roulette',
    ]);
    expect(names(GAMES)).toEqual(['Book of Dead', 'Starburst', 'auto roulette']);
  });

  it('reads numbers as numbers and lists as shown, and breaks ties by name', () => {
    const numbered = [game(10), game(9), game(100)];
    expect(sortGames(numbered, { key: 'name', direction: 'ascending' }).map((item) => item.id)).toEqual([
      9, 10, 100,
    ]);
    // No themes sorts first; "egypt, adventure" keeps the game's own order of its themes.
    expect(sortGames(GAMES, { key: 'themes', direction: 'ascending' }).map((item) => item.id)).toEqual([
      3, 1, 2,
    ]);
    // Two slots: by name, ascending, whichever way the column goes.
    expect(sortGames(GAMES, { key: 'category', direction: 'descending' }).map((item) => item.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('toggles the direction of the same column and starts another ascending', () => {
    const byName = { key: 'name', direction: 'ascending' } as const;
    expect(toggleSort(byName, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'name')).toEqual(byName);
    expect(toggleSort(byName, 'features')).toEqual({ key: 'features', direction: 'ascending' });
  });
});

describe('selection', () => {
  it('adds each id once at the end and removes ids in any order', () => {
    expect(withGames([3, 1], [1, 5, 5, 2])).toEqual([3, 1, 5, 2]);
    expect(withoutGames([3, 1, 5, 2], [2, 3, 9])).toEqual([1, 5]);
  });

  it('counts the selected among some games and gives the select-all state', () => {
    expect(selectionCounts(GAMES, new Set([2, 7]))).toEqual({ selected: 1, unselected: 2 });
    expect(selectAllState(GAMES, new Set())).toBe('none');
    expect(selectAllState(GAMES, new Set([1]))).toBe('some');
    expect(selectAllState(GAMES, new Set([1, 2, 3, 4]))).toBe('all');
    expect(selectAllState([], new Set([1]))).toBe('none');
  });
});
