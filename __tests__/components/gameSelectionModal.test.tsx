import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';

import { GameSelectionModal } from '@/components/games/GameSelectionModal';
import { ROW_HEIGHT } from '@/components/games/GameTable';
import { renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

const GAMES_URL = `${API}v1/games/games/`;

const PROVIDERS = ['NetEnt', "Play'n GO", 'Pragmatic Play', 'Evolution', 'Yggdrasil'];
const CATEGORIES = ['slots', 'live casino', 'table games', 'jackpots'];
const THEMES = ['adventure', 'animals', 'egypt', 'fantasy', 'space', 'vikings'];
const FEATURES = ['free spins', 'bonus buy', 'multipliers'];
const DEVICES = [['desktop'], ['desktop', 'mobile'], ['desktop', 'mobile', 'tablet']];
const TOTAL = 2000;
/** One game with a name of its own, to search for. */
const STARLIGHT_ID = 1234;

/** A game as the server sends it (snake_case). NetEnt: every fifth id; slots: every fourth. */
const wireGame = (id: number) => ({
  id,
  name: id === STARLIGHT_ID ? 'Starlight Princess' : `Game ${id}`,
  provider: PROVIDERS[id % PROVIDERS.length],
  category: CATEGORIES[id % CATEGORIES.length],
  themes: [THEMES[id % THEMES.length], THEMES[(id + 2) % THEMES.length]],
  features: [FEATURES[id % FEATURES.length]],
  device_types: DEVICES[id % DEVICES.length],
  image: null,
  exists_in_external_api: true,
});

const ALL_GAMES = {
  categories: [...CATEGORIES].sort(),
  device_type: ['desktop', 'mobile', 'tablet'],
  features: [...FEATURES].sort(),
  provider: [...PROVIDERS].sort(),
  themes: THEMES,
  results: Array.from({ length: TOTAL }, (_, index) => wireGame(index + 1)),
};

/**
 * Serves every game; the first `failures` calls answer 500, once `gate` (if any) has resolved.
 * Records each query string.
 */
function serveGames({ failures = 0, gate = Promise.resolve() } = {}) {
  const queries: string[] = [];
  server.use(
    http.get(GAMES_URL, async ({ request }) => {
      queries.push(new URL(request.url).search);
      await gate;
      if (queries.length <= failures) return HttpResponse.json({ detail: 'Boom.' }, { status: 500 });
      return HttpResponse.json(ALL_GAMES);
    }),
  );
  return queries;
}

/** A task form's use of the modal: a button opens it, confirming keeps the ids. */
function TaskGames({ initial = [] }: { initial?: number[] }) {
  const [open, setOpen] = useState(false);
  const [games, setGames] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose games
      </button>
      <p>Task games: {games.join(',') || 'none'}</p>
      <GameSelectionModal
        open={open}
        selected={games}
        onClose={() => setOpen(false)}
        onConfirm={(ids) => {
          setGames(ids);
          setOpen(false);
        }}
      />
    </>
  );
}

async function openModal(initial: number[] = []) {
  const user = userEvent.setup();
  const view = renderWithStore(<TaskGames initial={initial} />, { preloadedState: signedInState() });
  await user.click(screen.getByRole('button', { name: 'Choose games' }));
  const dialog = screen.getByRole('dialog', { name: 'Select games' });
  await within(dialog).findByText(`${TOTAL} of ${TOTAL} games`);
  return { user, dialog, ...view };
}

const table = (name = 'Games') => screen.getByRole('table', { name });
/** The body rows rendered (the header row left out). */
const bodyRows = (name?: string) => within(table(name)).getAllByRole('row').slice(1);
const names = (name?: string) => bodyRows(name).map((row) => within(row).getByRole('rowheader').textContent);
/** A column's cells in the rows rendered (0: category, 1: provider …). */
const column = (index: number) =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[index].textContent);
const selectedCount = () => screen.getByText(/^\d+ selected$/).textContent;

/** The filters of the Games list tab, or the choices of the Advanced selector tab. */
const filterBar = () =>
  screen.queryByRole('search', { name: 'Filter games' }) ??
  screen.getByRole('group', { name: 'Match games by' });

/** Opens an attribute's choice, ticks values, and closes it again with Escape. */
async function choose(user: ReturnType<typeof userEvent.setup>, attribute: string, values: string[]) {
  await user.click(within(filterBar()).getByRole('button', { name: new RegExp(`^${attribute}`) }));
  const group = screen.getByRole('group', { name: attribute });
  for (const value of values) await user.click(within(group).getByRole('checkbox', { name: value }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: attribute })).not.toBeInTheDocument();
}

describe('GameSelectionModal', () => {
  it('loads every game once, and renders only a window of the rows as a table of all of them', async () => {
    const queries = serveGames();
    const { user } = await openModal();
    expect(queries).toEqual(['?all=true']);

    const games = table();
    expect(games).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(bodyRows().length).toBeGreaterThan(5);
    expect(bodyRows().length).toBeLessThan(100);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(names().slice(0, 3)).toEqual(['Game 1', 'Game 2', 'Game 3']);

    // Scrolled down a thousand rows: the window follows, and rows still say where they stand.
    const scroller = screen.getByRole('region', { name: 'Games' });
    fireEvent.scroll(scroller, { target: { scrollTop: 1000 * ROW_HEIGHT } });
    expect(screen.getByRole('checkbox', { name: 'Game 1001' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '1002',
    );
    expect(screen.queryByRole('checkbox', { name: 'Game 1' })).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(100);

    // Closed and opened again: the games come from the cache.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Choose games' }));
    expect(screen.getByText(`${TOTAL} of ${TOTAL} games`)).toBeInTheDocument();
    expect(queries).toHaveLength(1);
  });

  it('shows a spinner while loading, and a message with Try again when loading failed', async () => {
    let answer = () => {};
    const queries = serveGames({ failures: 1, gate: new Promise<void>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithStore(<TaskGames />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Choose games' }));
    expect(screen.getByText('Loading games')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('The games could not be loaded.');
    expect(screen.getByRole('button', { name: 'Add to campaign' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${TOTAL} of ${TOTAL} games`)).toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });

  it('narrows the list with the attribute filters and the search, and says when nothing matches', async () => {
    serveGames();
    const { user } = await openModal();

    await choose(user, 'Provider', ['NetEnt']);
    expect(screen.getByText(`400 of ${TOTAL} games`)).toBeInTheDocument();
    expect(within(filterBar()).getByRole('button', { name: 'Provider (1)' })).toBeInTheDocument();
    expect(new Set(column(1))).toEqual(new Set(['NetEnt']));

    await choose(user, 'Category', ['Slots']);
    expect(screen.getByText(`100 of ${TOTAL} games`)).toBeInTheDocument();
    expect(new Set(column(0))).toEqual(new Set(['Slots']));

    await choose(user, 'Device type', ['Tablet']);
    expect(column(4).every((devices) => devices?.includes('Tablet'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText(`${TOTAL} of ${TOTAL} games`)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'starLIGHT');
    expect(screen.getByText(`1 of ${TOTAL} games`)).toBeInTheDocument();
    expect(names()).toEqual(['Starlight Princess']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), ' nothing');
    expect(screen.getByText('No games match these filters')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown games' })).toBeDisabled();
  });

  it('closes an open filter with Escape without closing the modal', async () => {
    serveGames();
    const { user } = await openModal();
    const provider = within(filterBar()).getByRole('button', { name: 'Provider' });
    await user.click(provider);
    expect(provider).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(provider).toHaveAttribute('aria-expanded', 'false');
    expect(provider).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Select games' })).toBeInTheDocument();
  });

  it('sorts by a column header, turning the order round on a second click', async () => {
    serveGames();
    const { user } = await openModal();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(names().slice(0, 2)).toEqual(['Starlight Princess', `Game ${TOTAL}`]);

    await user.click(within(table()).getByRole('button', { name: 'Provider' }));
    expect(header('Provider')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    // Evolution first; games of one provider by name.
    expect(column(1).slice(0, 2)).toEqual(['Evolution', 'Evolution']);
    expect(names().slice(0, 2)).toEqual(['Game 3', 'Game 8']);

    await user.click(within(table()).getByRole('button', { name: 'Provider' }));
    expect(header('Provider')).toHaveAttribute('aria-sort', 'descending');
    expect(column(1)[0]).toBe('Yggdrasil');
  });

  it('selects all the games the filters show, and no others; Clear list empties the selection', async () => {
    serveGames();
    const { user } = await openModal();
    await choose(user, 'Provider', ['NetEnt']);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all shown games' });
    await user.click(selectAll);
    expect(selectedCount()).toBe('400 selected');
    expect(selectAll).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(selectAll).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Game 5' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Game 4' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Game 4' }));
    expect(selectedCount()).toBe('401 selected');

    await user.click(screen.getByRole('button', { name: 'Clear list' }));
    expect(selectedCount()).toBe('0 selected');
    expect(selectAll).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear list' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('lists only the selected games on the Selected tab, each with Remove; tabs follow the arrow keys', async () => {
    serveGames();
    const { user } = await openModal([7, 3]);
    const gamesTab = screen.getByRole('tab', { name: 'Games list' });
    expect(gamesTab).toHaveAttribute('aria-selected', 'true');
    expect(gamesTab).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const selectedTab = screen.getByRole('tab', { name: 'Selected (2)' });
    expect(selectedTab).toHaveAttribute('aria-selected', 'true');
    expect(selectedTab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Selected (2)' })).toBeInTheDocument();
    expect(names('Selected games')).toEqual(['Game 3', 'Game 7']);

    await user.click(screen.getByRole('button', { name: 'Remove Game 3' }));
    expect(names('Selected games')).toEqual(['Game 7']);
    expect(selectedCount()).toBe('1 selected');
    // The focus moves to the row that took the removed one's place.
    expect(screen.getByRole('button', { name: 'Remove Game 7' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear list' }));
    expect(screen.getByText(/No games selected yet/)).toBeInTheDocument();
    // Nothing left to clear: the button says so but keeps the focus.
    expect(screen.getByRole('button', { name: 'Clear list' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Clear list' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Selected (0)' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Advanced selector' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Games list' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds and removes every game matching the advanced selector', async () => {
    serveGames();
    const { user } = await openModal([5]);
    await user.click(screen.getByRole('tab', { name: 'Advanced selector' }));
    expect(screen.getByRole('button', { name: /^Add all matching/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await choose(user, 'Provider', ['NetEnt']);
    expect(
      screen.getByText('400 games match: 399 would be added, 1 are selected already.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add all matching (399)' }));
    expect(selectedCount()).toBe('400 selected');
    expect(screen.getByRole('button', { name: 'Add all matching (0)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await choose(user, 'Category', ['Slots']);
    await user.click(screen.getByRole('button', { name: 'Remove all matching (100)' }));
    expect(selectedCount()).toBe('300 selected');

    // The choices are kept while another tab is looked at.
    await user.click(screen.getByRole('tab', { name: 'Selected (300)' }));
    await user.click(screen.getByRole('tab', { name: 'Advanced selector' }));
    expect(within(filterBar()).getByRole('button', { name: 'Category (1)' })).toBeInTheDocument();
  });

  it('hands the selection over on "Add to campaign" and says how many games were added', async () => {
    serveGames();
    const { user, store } = await openModal([2]);
    await user.click(screen.getByRole('checkbox', { name: 'Game 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Game 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Game 3' }));
    await user.click(screen.getByRole('button', { name: 'Add to campaign' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Task games: 1,3')).toBeInTheDocument();
    expect(store.getState().snackbar.queue).toEqual([
      expect.objectContaining({ type: 'success', content: '2 games added to Campaign List' }),
    ]);
    expect(screen.getByRole('button', { name: 'Choose games' })).toHaveFocus();
  });

  it('drops the changes on Cancel and on Escape', async () => {
    serveGames();
    const { user, store } = await openModal([2]);
    await user.click(screen.getByRole('checkbox', { name: 'Game 1' }));
    expect(selectedCount()).toBe('2 selected');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Task games: 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose games' }));
    await waitFor(() => expect(selectedCount()).toBe('1 selected'));
    expect(screen.getByRole('checkbox', { name: 'Game 1' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Game 1' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Task games: 2')).toBeInTheDocument();
    expect(store.getState().snackbar.queue).toEqual([]);
  });
});
