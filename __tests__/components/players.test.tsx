import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { PlayerScreen } from '@/components/players/PlayerScreen';
import { PlayersScreen } from '@/components/players/PlayersScreen';
import { PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const PLAYERS = `${API}v1/player/players/`;
const page = <T,>(results: T[], extra: object = {}) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  ...extra,
});

const player = {
  id: 7,
  hash: 'a1b2c3',
  currency: 'EUR',
  market: 'DE',
  vip_level: 'Gold',
  affiliate: 'AFF-007',
  customer_state: 'self_excluded',
  segments: ['high_roller'],
  registered: '2026-01-02T10:30:00Z',
};

function serveAttributes() {
  const lists: Record<string, string[]> = {
    markets: ['DE', 'FI'],
    currencies: ['EUR', 'SEK'],
    'vip-level': ['Gold'],
    'customer-states': ['active', 'self_excluded'],
    segments: ['high_roller'],
    affiliates: ['AFF-007'],
  };
  server.use(
    ...Object.entries(lists).map(([path, values]) =>
      http.get(`${API}v1/player/${path}/`, () => HttpResponse.json(values)),
    ),
  );
}

function renderAt(ui: React.ReactElement, url: string, permissions?: string[]) {
  setRoute(url);
  return renderWithStore(ui, {
    preloadedState: signedInState(demoUser(permissions ? { permissions } : {})),
  });
}

describe('players list', () => {
  it('shows attribute values by readable names and filters by them', async () => {
    const user = userEvent.setup();
    serveAttributes();
    const requests: string[] = [];
    server.use(
      http.get(PLAYERS, ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.sort();
        requests.push(params.toString());
        return HttpResponse.json(page([player]));
      }),
    );
    renderAt(<PlayersScreen />, '/players/list');
    const row = (await screen.findByRole('rowheader', { name: 'a1b2c3' })).closest('tr')!;
    expect(within(row).getByText('Germany (DE)')).toBeInTheDocument();
    expect(within(row).getByText('EUR – Euro')).toBeInTheDocument();
    expect(within(row).getByText('Self excluded')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open player 7' })).toHaveAttribute(
      'href',
      '/players/edit?id=7',
    );

    const filters = screen.getByRole('search', { name: 'Filter players' });
    await user.click(within(filters).getByRole('button', { name: 'Market' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Finland (FI)' }));
    await user.click(within(filters).getByRole('button', { name: 'Customer state' }));
    await user.click(screen.getByRole('checkbox', { name: 'Self excluded' }));
    await waitFor(() =>
      expect(requests).toContain('customer_states=self_excluded&limit=10&markets=FI&offset=0&order_by=id'),
    );
    expect(currentRoute().query).toMatchObject({ markets: 'FI', customerStates: 'self_excluded' });
  });

  it('exports the filtered players as player_export.csv with the export flag', async () => {
    const user = userEvent.setup();
    serveAttributes();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const exported: string[] = [];
    server.use(
      http.get(PLAYERS, () => HttpResponse.json(page([player]))),
      http.get(`${PLAYERS}export-players/`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.sort();
        exported.push(params.toString());
        return new HttpResponse('id,hash\n7,a1b2c3', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    renderAt(<PlayersScreen />, '/players/list?vipLevels=Gold');
    await screen.findByRole('rowheader', { name: 'a1b2c3' });
    await user.click(screen.getByRole('button', { name: 'Export players' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exported).toEqual(['export=true&order_by=id&vip_levels=Gold']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('player_export.csv');
    click.mockRestore();
  });
});

const detail = {
  ...player,
  turnover: { amount: 1250.5, currency: 'EUR' },
  deposits: { amount: 300, currency: 'EUR' },
  revenue: { amount: -20, currency: 'EUR' },
};

const statistics = {
  campaigns_eligible_for: [
    { id: 3, name: 'Spring race', type: 'race', status: 'AC', start: '2026-11-01T10:00:00Z', end: null },
    {
      id: 4,
      name: 'Autumn mission',
      type: 'mission',
      status: 'SC',
      start: '2026-10-01T10:00:00Z',
      end: null,
    },
  ],
  campaigns_participated_in: [
    {
      id: 4,
      name: 'Autumn mission',
      type: 'mission',
      status: 'SC',
      start: '2026-10-01T10:00:00Z',
      end: null,
    },
  ],
  campaigns_with_statistics: [
    {
      id: 4,
      name: 'Autumn mission',
      type: 'mission',
      status: 'SC',
      start: '2026-10-01T10:00:00Z',
      end: null,
      joined: '2026-10-02T10:00:00Z',
      completed: null,
      prize_paid: { amount: 25, currency: 'EUR' },
      turnover: { amount: 80, currency: 'EUR' },
    },
  ],
  prize_payouts: [
    {
      campaign: { id: 4, name: 'Autumn mission', type: 'mission' },
      created: '2026-10-03T10:00:00Z',
      amount: 25,
      currency: 'EUR',
    },
  ],
  total_prize_payouts: 1,
  total_prize_payouts_cost: { amount: 25, currency: 'EUR' },
  opt_outs: [
    {
      target_group: 9,
      campaign_type: 'race',
      created: '2026-10-05T10:00:00Z',
      campaign: { id: 5, name: 'Summer race' },
    },
  ],
};

function servePlayer() {
  const transactionRequests: string[] = [];
  server.use(
    http.get(`${PLAYERS}7/`, () => HttpResponse.json(detail)),
    http.get(`${PLAYERS}7/transactions/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      params.sort();
      transactionRequests.push(params.toString());
      return HttpResponse.json({
        count: 25,
        next: `${PLAYERS}7/transactions/?limit=10&offset=10`,
        previous: null,
        results: [
          {
            id: 1,
            created: '2026-11-20T08:15:30Z',
            type: 'deposit',
            category: 'payments',
            provider: 'Visa',
            game: null,
            description: '',
            amount: 50,
            currency: 'EUR',
          },
        ],
        filters: { categories: ['payments', 'slots'], providers: ['Visa'], types: ['bet', 'deposit'] },
      });
    }),
    http.get(`${PLAYERS}7/sportsbook-transactions/`, () =>
      HttpResponse.json(page([], { filters: { bet_types: [], statuses: [] } })),
    ),
    http.get(`${PLAYERS}7/statistics/`, () => HttpResponse.json(statistics)),
  );
  return transactionRequests;
}

describe('one player', () => {
  it('shows the player, money with its currency, and pages and filters the transactions', async () => {
    const user = userEvent.setup();
    const requests = servePlayer();
    renderAt(<PlayerScreen id={7} />, '/players/edit?id=7');
    expect(await screen.findByText('1,250.50 EUR')).toBeInTheDocument();
    expect(screen.getByText('-20.00 EUR')).toBeInTheDocument();
    expect(screen.getByText('Germany (DE)')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(await within(table).findByText('50.00 EUR')).toBeInTheDocument();
    expect(within(table).getByText(/^\d\d\.\d\d\.2026 \d\d:\d\d:30$/)).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter transactions' });
    await user.click(within(filters).getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deposit' }));
    await waitFor(() => expect(requests).toContain('limit=10&offset=0&types=deposit'));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(requests).toContain('limit=10&offset=10&types=deposit'));
  });

  it('saves segments with change_player and shows a server error at the field', async () => {
    const user = userEvent.setup();
    servePlayer();
    const patches: unknown[] = [];
    server.use(
      http.patch(`${PLAYERS}7/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ segments: ['A segment may not be blank.'] }, { status: 400 });
      }),
    );
    renderAt(<PlayerScreen id={7} />, '/players/edit?id=7');
    const field = await screen.findByLabelText('Segments');
    await user.type(field, ', vip, vip');
    await user.click(screen.getByRole('button', { name: 'Save segments' }));
    expect(await screen.findByText('A segment may not be blank.')).toBeVisible();
    expect(patches).toEqual([{ segments: ['high_roller', 'vip'] }]);
    expect(field).toHaveValue('high_roller, vip, vip');
  });

  it('shows the segments read-only without change_player', async () => {
    servePlayer();
    renderAt(<PlayerScreen id={7} />, '/players/edit?id=7', [PERMISSIONS.viewAllCampaigns]);
    expect(await screen.findByText('Segments: High roller')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save segments' })).not.toBeInTheDocument();
  });

  it('lists the campaigns, opts the player in, and revokes an opt-out after asking', async () => {
    const user = userEvent.setup();
    servePlayer();
    const optIns: unknown[] = [];
    const revokes: unknown[] = [];
    server.use(
      http.post(`${API}v1/campaigns/campaigns/3/opt-in/`, async ({ request }) => {
        optIns.push(await request.json());
        return HttpResponse.json(
          { campaign: 3, player: 'a1b2c3', joined: '2026-11-22T10:00:00Z' },
          { status: 201 },
        );
      }),
      http.post(`${API}v1/player/target-groups/9/revoke-opt-out/`, async ({ request }) => {
        revokes.push(await request.json());
        return HttpResponse.json({ detail: 'The opt-out has been revoked.' });
      }),
    );
    renderAt(<PlayerScreen id={7} />, '/players/edit?id=7&tab=campaigns');
    expect(await screen.findByRole('table', { name: 'Prize payouts' })).toBeInTheDocument();
    expect(screen.getAllByText('25.00 EUR').length).toBeGreaterThan(0);
    // Only campaigns not joined yet are offered.
    const campaign = screen.getByLabelText('Campaign');
    expect(
      within(campaign)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Spring race (Race)']);
    await user.click(screen.getByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(optIns).toEqual([{ player: 'a1b2c3' }]));

    await user.click(screen.getByRole('button', { name: 'Revoke the opt-out of Summer race' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this opt-out?' });
    expect(revokes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokes).toEqual([{ campaign_type: 'race', hash: 'a1b2c3' }]));
  });

  it('shows a refused opt-in on the form', async () => {
    const user = userEvent.setup();
    servePlayer();
    server.use(
      http.post(`${API}v1/campaigns/campaigns/3/opt-in/`, () =>
        HttpResponse.json(
          { non_field_errors: ['Players can opt in only to scheduled or active campaigns.'] },
          { status: 400 },
        ),
      ),
    );
    renderAt(<PlayerScreen id={7} />, '/players/edit?id=7&tab=campaigns');
    await user.click(await screen.findByRole('button', { name: 'Opt in' }));
    expect(
      await screen.findByText('Players can opt in only to scheduled or active campaigns.'),
    ).toBeVisible();
  });

  it('says when the player does not exist', async () => {
    server.use(http.get(`${PLAYERS}8/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderAt(<PlayerScreen id={8} />, '/players/edit?id=8');
    expect(await screen.findByText('The player does not exist.')).toBeInTheDocument();
  });
});
