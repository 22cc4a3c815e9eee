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
  blocked: false,
  self_excluded: true,
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
    // Responsible gambling: the flag, labelled, in its own column.
    const leftOut = screen
      .getAllByRole('columnheader')
      .findIndex((th) => th.textContent === 'Left out of campaigns');
    expect(within(row).getAllByRole('cell')[leftOut - 1]).toHaveTextContent('Self-excluded');
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

  it('offers the export only with export_player', async () => {
    serveAttributes();
    server.use(http.get(PLAYERS, () => HttpResponse.json(page([player]))));
    const withoutExport = Object.values(PERMISSIONS).filter((code) => code !== PERMISSIONS.exportPlayer);
    renderAt(<PlayersScreen />, '/players/list', withoutExport);
    await screen.findByRole('rowheader', { name: 'a1b2c3' });
    expect(screen.queryByRole('button', { name: 'Export players' })).not.toBeInTheDocument();
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

  it('labels a self-excluded or blocked player as left out of every campaign, and shows a refused opt-in', async () => {
    const user = userEvent.setup();
    servePlayer();
    server.use(
      http.get(`${PLAYERS}7/`, () => HttpResponse.json({ ...detail, blocked: true })),
      http.post(`${API}v1/campaigns/campaigns/3/opt-in/`, () =>
        HttpResponse.json(
          { player: ['This player is blocked: responsible gambling keeps them out of every campaign.'] },
          { status: 400 },
        ),
      ),
    );
    renderAt(<PlayerScreen id={7} />, '/players/edit?id=7&tab=campaigns');
    const fact = await screen.findByText('Left out of campaigns', { selector: 'dt' });
    expect(fact.nextElementSibling).toHaveTextContent(
      'BlockedSelf-excluded Responsible gambling keeps this player out of every campaign.',
    );
    await user.click(await screen.findByRole('button', { name: 'Opt in' }));
    expect(
      await screen.findByText(
        'Player: This player is blocked: responsible gambling keeps them out of every campaign.',
      ),
    ).toBeVisible();
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

describe("a player's progress and awards", () => {
  const engagement = {
    player: 'a1b2c3',
    blocked: false,
    self_excluded: true,
    excluded_since: '2026-11-22T18:00:00Z',
    campaigns: [
      {
        campaign: { id: 3, name: 'Spring race', type: 'race', status: 'AC' },
        joined: '2026-11-20T09:30:00Z',
        control_group: false,
        tasks_done: 0,
        tasks_left: 0,
        times_completed: 0,
        position: 2,
        points: 1450,
      },
      {
        campaign: { id: 4, name: 'Autumn mission', type: 'mission', status: 'AC' },
        joined: '2026-11-19T08:00:00Z',
        control_group: true,
        tasks_done: 2,
        tasks_left: 1,
        times_completed: 1,
        position: null,
        points: null,
      },
      {
        campaign: { id: 6, name: 'Night race', type: 'race', status: 'SC' },
        joined: '2026-11-21T08:00:00Z',
        control_group: false,
        tasks_done: 0,
        tasks_left: 0,
        times_completed: 0,
        position: null,
        points: null,
      },
    ],
    awards: [
      {
        id: 90,
        campaign: { id: 4, name: 'Autumn mission' },
        source: 'task',
        prize: { kind: 'free_spins', value: 25, currency: 'EUR' },
        awarded: '2026-11-20T10:00:00Z',
        cancelled: null,
      },
      {
        id: 91,
        campaign: { id: 3, name: 'Spring race' },
        source: 'place',
        prize: { kind: 'cash', value: 100, currency: 'EUR' },
        awarded: '2026-11-21T10:00:00Z',
        cancelled: '2026-11-21T11:00:00Z',
      },
    ],
  };

  /** The player's page in a casino that runs in UTC, so dates read the same on any machine. */
  function renderPlayer(url: string, permissions?: string[]) {
    setRoute(url);
    return renderWithStore(<PlayerScreen id={7} />, {
      preloadedState: signedInState(demoUser(permissions ? { permissions } : {}), {
        backofficeToRunInUtc: true,
      }),
    });
  }

  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

  it('lists each campaign with what the player has done there, and their awards', async () => {
    servePlayer();
    server.use(http.get(`${PLAYERS}7/engagement/`, () => HttpResponse.json(engagement)));
    renderPlayer('/players/edit?id=7&tab=engagement', [PERMISSIONS.viewAllCampaigns]);
    const campaigns = await screen.findByRole('table', { name: 'Progress in campaigns' });
    expect(rowsOf(campaigns)).toEqual([
      ['Spring race', '2nd, 1,450 points', 'Race', 'Active', '20.11.2026 09:30 (UTC)'],
      [
        'Autumn mission',
        '2 of 3 tasks done, completed 1×Control group',
        'Mission',
        'Active',
        '19.11.2026 08:00 (UTC)',
      ],
      ['Night race', 'No score yet', 'Race', 'Scheduled', '21.11.2026 08:00 (UTC)'],
    ]);
    expect(within(campaigns).getByRole('link', { name: 'Spring race' })).toHaveAttribute(
      'href',
      '/campaigns/statistics?id=3',
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Awards' }))).toEqual([
      ['Autumn mission', 'Task', 'Free spins, 25.00 EUR', '20.11.2026 10:00 (UTC)', 'Awarded'],
      [
        'Spring race',
        'Place',
        'Cash, 100.00 EUR',
        '21.11.2026 10:00 (UTC)',
        'Cancelled 21.11.2026 11:00 (UTC)',
      ],
    ]);
  });

  it('says at the top when the player is excluded, and since when', async () => {
    servePlayer();
    server.use(http.get(`${PLAYERS}7/engagement/`, () => HttpResponse.json(engagement)));
    renderPlayer('/players/edit?id=7');
    // The player's own record says so at once; the engine's notice follows with its date.
    expect(
      await screen.findByText(
        'Excluded since 22.11.2026 18:00 (UTC): nothing counts toward campaigns and nothing is won.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Self-excluded').length).toBeGreaterThan(0);
    expect(screen.queryByText('Blocked')).not.toBeInTheDocument();
  });

  it('says a player excluded from the start is so, and labels a blocked one', async () => {
    servePlayer();
    server.use(
      http.get(`${PLAYERS}7/engagement/`, () =>
        HttpResponse.json({ ...engagement, blocked: true, self_excluded: false, excluded_since: null }),
      ),
    );
    renderPlayer('/players/edit?id=7');
    expect(await screen.findByText(/^Excluded from the start:/)).toBeInTheDocument();
    expect(screen.getAllByText('Blocked').length).toBeGreaterThan(0);
  });

  it('shows nothing about exclusions for a player without any, and empty tables say so', async () => {
    servePlayer();
    renderPlayer('/players/edit?id=7&tab=engagement');
    expect(await screen.findByText('The player takes part in no campaign yet')).toBeInTheDocument();
    expect(screen.getByText('No awards yet')).toBeInTheDocument();
    expect(screen.queryByText(/^Excluded/)).not.toBeInTheDocument();
  });

  it('asks for the progress again after a staff opt-in (the player may now take part)', async () => {
    const user = userEvent.setup();
    servePlayer();
    let asked = 0;
    server.use(
      http.get(`${PLAYERS}7/engagement/`, () => {
        asked += 1;
        return HttpResponse.json(engagement);
      }),
      http.post(`${API}v1/campaigns/campaigns/3/opt-in/`, () =>
        HttpResponse.json({ campaign: 3, player: 'a1b2c3', joined: '2026-11-22T10:00:00Z' }, { status: 201 }),
      ),
    );
    renderPlayer('/players/edit?id=7&tab=campaigns');
    await user.click(await screen.findByRole('button', { name: 'Opt in' }));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('says when the progress cannot be loaded', async () => {
    servePlayer();
    server.use(
      http.get(`${PLAYERS}7/engagement/`, () => HttpResponse.json({ detail: 'Boom.' }, { status: 500 })),
    );
    renderPlayer('/players/edit?id=7&tab=engagement');
    expect(
      await screen.findByText("The player's progress and awards could not be loaded."),
    ).toBeInTheDocument();
  });
});
