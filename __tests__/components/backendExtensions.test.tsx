import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';

import { CampaignStatisticsScreen } from '@/components/campaigns/statistics/CampaignStatisticsScreen';
import { AppFrame } from '@/components/layout/AppFrame';
import { MarketingScreen } from '@/components/marketing/MarketingScreen';
import { PlayersScreen } from '@/components/players/PlayersScreen';
import { ALL_PERMISSIONS } from '@/utils/permissions';
import { wireCampaignDetail } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

/**
 * Our API's calls beyond spec §7, against a backend built to the spec alone: it answers them 404 or
 * 405, and the screens say plainly that it does not offer them (no error notice); the side menu stops
 * linking to them.
 */
const NOT_FOUND = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const NOT_ALLOWED = () => HttpResponse.json({ detail: 'Method "GET" not allowed.' }, { status: 405 });

const renderSignedIn = (ui: React.ReactElement, url: string) => {
  setRoute(url);
  return renderWithStore(ui, {
    preloadedState: signedInState(demoUser({ id: 1, permissions: [...ALL_PERMISSIONS] }), {
      backofficeToRunInUtc: true,
    }),
  });
};

const NOT_OFFERED = 'The connected backend does not offer this.';

describe('screens beyond spec §7', () => {
  it('marketing says the backend does not offer it, without an error notice', async () => {
    server.use(http.get(`${API}v1/reports/marketing/`, NOT_FOUND));
    const { store } = renderSignedIn(<MarketingScreen />, '/marketing?start=2031-03-01&end=2031-03-03');
    expect(await screen.findByText(NOT_OFFERED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('campaign statistics say so under the campaign, which still shows', async () => {
    server.use(
      http.get(`${API}v1/campaigns/campaigns/4/`, () => HttpResponse.json(wireCampaignDetail({ id: 4 }))),
      http.get(`${API}v1/campaigns/campaigns/4/statistics/`, NOT_ALLOWED),
    );
    const { store } = renderSignedIn(<CampaignStatisticsScreen id={4} />, '/campaigns/statistics?id=4');
    expect(await screen.findByText(NOT_OFFERED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Winter mission/ })).toBeInTheDocument();
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('the players list leaves out the segment filter when the backend has no segments list', async () => {
    server.use(
      ...['markets', 'currencies', 'vip-level', 'customer-states', 'affiliates'].map((path) =>
        http.get(`${API}v1/player/${path}/`, () => HttpResponse.json([])),
      ),
      http.get(`${API}v1/player/segments/`, NOT_FOUND),
      http.get(`${API}v1/player/players/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const { store } = renderSignedIn(<PlayersScreen />, '/players/list');
    const filters = await screen.findByRole('search', { name: 'Filter players' });
    await waitFor(() =>
      expect(within(filters).queryByRole('button', { name: 'Segment' })).not.toBeInTheDocument(),
    );
    expect(within(filters).getByRole('button', { name: 'Market' })).toBeInTheDocument();
    expect(store.getState().snackbar.queue).toEqual([]);
  });
});

describe('the side menu against a backend without our extensions', () => {
  it('stops offering Overview and Marketing once their probes answer 404 or 405', async () => {
    const probed: string[] = [];
    server.use(
      ws.link('ws://localhost:8000/ws/notifications/*').addEventListener('connection', () => undefined),
      http.get(`${API}v1/reports/campaigns/calendar/`, () => {
        probed.push('calendar');
        return NOT_FOUND();
      }),
      http.get(`${API}v1/reports/marketing/`, () => {
        probed.push('marketing');
        return NOT_ALLOWED();
      }),
    );
    const { store } = renderSignedIn(
      <AppFrame>
        <p>Page content</p>
      </AppFrame>,
      '/dashboard',
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await waitFor(() =>
      expect(within(menu).queryByRole('link', { name: 'Marketing' })).not.toBeInTheDocument(),
    );
    expect(within(menu).queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Manage campaigns' })).toBeInTheDocument();
    // Once per session: the answers are kept in the store.
    expect(probed.sort()).toEqual(['calendar', 'marketing']);
    expect(store.getState().snackbar.queue).toEqual([]);
  });
});
