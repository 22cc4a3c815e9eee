import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { GameEditScreen } from '@/components/games/GameEditScreen';
import { GamesScreen } from '@/components/games/GamesScreen';
import { PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const GAMES = `${API}v1/games/games/`;

const game = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  provider: 'NetEnt',
  category: 'live casino',
  themes: ['space'],
  features: ['free spins'],
  device_types: ['desktop', 'mobile'],
  image: null,
  exists_in_external_api: true,
  ...overrides,
});

/** The paged list (answering what each request asked for) and the all-games answer with the filter values. */
function serveGames(requests: string[] = []) {
  server.use(
    http.get(GAMES, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('all') === 'true')
        return HttpResponse.json({
          categories: ['live casino', 'slots'],
          device_type: ['desktop', 'mobile'],
          features: ['free spins'],
          provider: ['NetEnt', 'Quickspin'],
          themes: ['space'],
          results: [],
        });
      params.sort();
      requests.push(params.toString());
      const results = [game(1, 'Book of Blaze 1'), game(2, 'Wild Gems 2', { provider: 'Quickspin' })];
      return HttpResponse.json({ count: 2, next: null, previous: null, results });
    }),
  );
  return requests;
}

function renderAt(ui: React.ReactElement, url: string, permissions?: string[], editable: string[] = []) {
  setRoute(url);
  return renderWithStore(ui, {
    preloadedState: signedInState(
      demoUser(permissions ? { permissions } : {}, { availableGameEditableFields: editable }),
    ),
  });
}

describe('games list', () => {
  it('lists the games with readable values and filters by attribute values through the URL', async () => {
    const user = userEvent.setup();
    const requests = serveGames();
    renderAt(<GamesScreen />, '/games');
    const row = (await screen.findByRole('rowheader', { name: 'Book of Blaze 1' })).closest('tr')!;
    expect(within(row).getByText('Live casino')).toBeInTheDocument();
    expect(within(row).getByText('Desktop, Mobile')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter games' });
    await user.click(within(filters).getByRole('button', { name: 'Provider' }));
    await user.click(screen.getByRole('checkbox', { name: 'Quickspin' }));
    await user.click(screen.getByRole('checkbox', { name: 'NetEnt' }));
    await waitFor(() => expect(currentRoute().query.provider).toBe('Quickspin,NetEnt'));
    expect(within(filters).getByRole('button', { name: 'Provider (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(within(filters).getByRole('button', { name: 'Provider (2)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(within(filters).getByRole('button', { name: 'Device type' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mobile' }));
    await waitFor(() =>
      expect(requests).toContain(
        'device_type=mobile&limit=10&offset=0&order_by=name&provider=Quickspin%2CNetEnt',
      ),
    );
  });

  it('sorts by a column header', async () => {
    const user = userEvent.setup();
    const requests = serveGames();
    renderAt(<GamesScreen />, '/games');
    await screen.findByRole('rowheader', { name: 'Book of Blaze 1' });
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /^Provider/ }));
    await waitFor(() => expect(requests.at(-1)).toContain('order_by=provider'));
    expect(screen.getByRole('columnheader', { name: /Provider/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it("exports the list's filters as game_export.csv, with its progress on the button", async () => {
    const user = userEvent.setup();
    serveGames();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exported: string[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.get(`${GAMES}export-games/`, async ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.sort();
        exported.push(params.toString());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse('id,name\n1,Book', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    renderAt(<GamesScreen />, '/games?category=slots&search=book');
    await screen.findByRole('rowheader', { name: 'Book of Blaze 1' });
    await user.click(screen.getByRole('button', { name: 'Export games' }));
    expect(await screen.findByRole('button', { name: /^Export games …/ })).toBeDisabled();
    await waitFor(() => expect(exported).toEqual(['category=slots&order_by=name&search=book']));
    release();
    expect(await screen.findByRole('button', { name: 'Export games' })).toBeEnabled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('game_export.csv');
    click.mockRestore();
  });

  it('offers View instead of Edit without change_game', async () => {
    serveGames();
    renderAt(<GamesScreen />, '/games', [PERMISSIONS.viewGame]);
    expect(await screen.findByRole('link', { name: 'View Book of Blaze 1' })).toHaveAttribute(
      'href',
      '/games/edit?id=1',
    );
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    server.use(
      http.get(GAMES, ({ request }) =>
        new URL(request.url).searchParams.get('all') === 'true'
          ? HttpResponse.json({
              categories: [],
              device_type: [],
              features: [],
              provider: [],
              themes: [],
              results: [],
            })
          : HttpResponse.json({ detail: 'Down' }, { status: 500 }),
      ),
    );
    renderAt(<GamesScreen />, '/games?search=zzz');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
  });
});

describe('game edit', () => {
  it('sends only the fields the casino lets staff edit; the others are disabled', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    server.use(
      http.get(`${GAMES}1/`, () => HttpResponse.json(game(1, 'Book of Blaze 1'))),
      http.patch(`${GAMES}1/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(game(1, 'Book of Blaze', { themes: ['space', 'egypt'] }));
      }),
    );
    renderAt(<GameEditScreen id={1} />, '/games/edit?id=1', undefined, ['name', 'themes']);
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Provider')).toBeDisabled();
    expect(screen.getByLabelText('Image URL')).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Book of Blaze');
    const themes = screen.getByLabelText('Themes');
    await user.type(themes, ', egypt, space');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Book of Blaze', themes: ['space', 'egypt'] }]));
    await waitFor(() => expect(currentRoute().pathname).toBe('/games'));
  });

  it("shows the server's field error at its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${GAMES}1/`, () => HttpResponse.json(game(1, 'Book of Blaze 1'))),
      http.patch(`${GAMES}1/`, () =>
        HttpResponse.json({ name: ['This field cannot be edited.'] }, { status: 400 }),
      ),
    );
    renderAt(<GameEditScreen id={1} />, '/games/edit?id=1', undefined, ['name']);
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field cannot be edited.')).toBeVisible();
    expect(name).toHaveValue('Book of Blaze 1 II');
  });

  it('is read-only without change_game, and says when the game does not exist', async () => {
    server.use(
      http.get(`${GAMES}1/`, () => HttpResponse.json(game(1, 'Book of Blaze 1'))),
      http.get(`${GAMES}2/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    const { unmount } = renderAt(
      <GameEditScreen id={1} />,
      '/games/edit?id=1',
      [PERMISSIONS.viewGame],
      ['name'],
    );
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    unmount();
    renderAt(<GameEditScreen id={2} />, '/games/edit?id=2', undefined, ['name']);
    expect(await screen.findByText(/does not exist/)).toBeInTheDocument();
  });
});
