import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { CampaignsScreen } from '@/components/campaigns/CampaignsScreen';
import { PlayersScreen } from '@/components/players/PlayersScreen';
import { ALL_PERMISSIONS } from '@/utils/permissions';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

/**
 * Shapes spec §7 leaves open, read either way a backend built to the spec may send them: attribute
 * lists as arrays or DRF pages, the campaign page's creators as ids or as user records.
 */
const page = (results: unknown[], extra: object = {}) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  ...extra,
});

const renderAt = (ui: React.ReactElement, url: string) => {
  setRoute(url);
  return renderWithStore(ui, {
    preloadedState: signedInState(demoUser({ id: 1, permissions: [...ALL_PERMISSIONS] })),
  });
};

describe('player attribute lists', () => {
  const player = {
    id: 7,
    hash: 'a1b2c3',
    currency: 'EUR',
    market: 'DE',
    vip_level: 'Gold',
    affiliate: 'AFF-007',
    customer_state: 'active',
    segments: [],
    registered: '2026-01-02T10:30:00Z',
  };

  it.each([
    ['arrays', (values: string[]) => values],
    ['DRF pages of strings', (values: string[]) => page(values)],
    ['DRF pages of records', (values: string[]) => page(values.map((code) => ({ id: code, code })))],
  ])('offers the values sent as %s', async (_shape, shape) => {
    const user = userEvent.setup();
    const lists: Record<string, string[]> = {
      markets: ['DE', 'FI'],
      currencies: ['EUR'],
      'vip-level': ['Gold'],
      'customer-states': ['active'],
      segments: [],
      affiliates: ['AFF-007'],
    };
    server.use(
      ...Object.entries(lists).map(([path, values]) =>
        http.get(`${API}v1/player/${path}/`, () => HttpResponse.json(shape(values))),
      ),
      http.get(`${API}v1/player/players/`, () => HttpResponse.json(page([player]))),
    );
    renderAt(<PlayersScreen />, '/players/list');
    const row = (await screen.findByRole('rowheader', { name: 'a1b2c3' })).closest('tr')!;
    expect(within(row).getByText('Germany (DE)')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('search', { name: 'Filter players' })).getByRole('button', { name: 'Market' }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Finland (FI)' })).toBeInTheDocument();
  });
});

describe('the campaign page’s creators', () => {
  const campaign = (id: number, creator: unknown) => ({
    id,
    name: `Campaign ${id}`,
    type: 'mission',
    status: 'DR',
    is_template: false,
    start_date: '2026-12-01T10:00:00Z',
    end_date: '2026-12-31T18:30:00Z',
    creator,
    priority: false,
    opt_in: false,
    recurring: null,
    created: '2026-11-20T09:30:00Z',
  });
  const ada = { id: 1, email: 'ada@example.com', first_name: 'Ada', last_name: 'Admin' };
  const oscar = { id: 2, email: 'oscar@example.com', first_name: '', last_name: '' };

  async function creatorsShown(creators: unknown[], rows: unknown[]) {
    server.use(
      http.get(`${API}v1/campaigns/campaigns/`, () =>
        HttpResponse.json(page(rows, { creators, statistics: { DR: rows.length } })),
      ),
    );
    renderAt(<CampaignsScreen />, '/campaigns/list');
    const row = (await screen.findByRole('rowheader', { name: 'Campaign 2' })).closest('tr')!;
    const options = within(screen.getByRole('combobox', { name: 'Creator' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    return { row, options };
  }

  it('reads user records: their names, or the email without one', async () => {
    const { row, options } = await creatorsShown([ada, oscar], [campaign(2, ada), campaign(1, oscar)]);
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(options).toEqual(['All creators', 'Ada Admin', 'oscar@example.com']);
  });

  it('reads ids, named from the records on the page where it has them', async () => {
    const { row, options } = await creatorsShown([1, 2], [campaign(2, ada), campaign(1, 2)]);
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(options).toEqual(['All creators', 'Ada Admin', 'User 2']);
    expect(screen.getByRole('rowheader', { name: 'Campaign 1' }).closest('tr')).toHaveTextContent('User 2');
  });
});
