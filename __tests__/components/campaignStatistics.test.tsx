import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { CampaignStatisticsScreen } from '@/components/campaigns/statistics/CampaignStatisticsScreen';
import { ALL_PERMISSIONS } from '@/utils/permissions';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { wireLive } from '../support/liveFigures';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const CAMPAIGN_URL = `${API}v1/campaigns/campaigns/:id/`;
const STATISTICS_URL = `${API}v1/campaigns/campaigns/:id/statistics/`;
const LIVE_URL = `${API}v1/campaigns/campaigns/:id/live/`;

/** GET v1/campaigns/campaigns/{id}/ as the server sends it (snake_case), with what the screen reads. */
function wireCampaign(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    name: 'Spring jackpot',
    type: 'jackpot',
    status: 'AC',
    is_template: false,
    start_date: '2026-03-01T10:00:00Z',
    end_date: '2026-03-31T18:30:00Z',
    creator: { id: 1, name: 'Ada Admin' },
    priority: false,
    opt_in: false,
    recurring: null,
    created: '2026-02-20T09:30:00Z',
    cost: 1290.5,
    mission: null,
    ...overrides,
  };
}

/** Three days with activity; 03.03 had none, so the API leaves it out. */
const STATISTICS = {
  participants: 1520,
  completions: 410,
  prizes_paid: 1290.5,
  cost: 1290.5,
  base_currency: 'EUR',
  series: [
    { day: '2026-03-01', participants: 1200, completions: 300, prizes_paid: 1000, cost: 1000 },
    { day: '2026-03-02', participants: 300, completions: 100, prizes_paid: 250.25, cost: 1250.25 },
    { day: '2026-03-04', participants: 20, completions: 10, prizes_paid: 40.25, cost: 1290.5 },
  ],
};

let flags: Record<string, boolean> = {};

/** The campaign and its statistics endpoints (each may answer an error status instead). */
function serve({
  campaign = wireCampaign(),
  statistics = STATISTICS,
  campaignStatus = 200,
  statisticsStatus = 200,
}: {
  campaign?: ReturnType<typeof wireCampaign>;
  statistics?: typeof STATISTICS | { series: [] } | Record<string, unknown>;
  campaignStatus?: number;
  statisticsStatus?: number;
} = {}) {
  const calls = { campaign: 0, statistics: 0 };
  server.use(
    http.get(CAMPAIGN_URL, () => {
      calls.campaign += 1;
      return campaignStatus === 200
        ? HttpResponse.json(campaign)
        : HttpResponse.json({ detail: 'Not found.' }, { status: campaignStatus });
    }),
    http.get(LIVE_URL, () =>
      HttpResponse.json(
        wireLive({
          participants: 1520,
          completions: 410,
          pot: { value: 5000, currency: 'EUR', wins: 0, history: [] },
        }),
      ),
    ),
    http.get(STATISTICS_URL, () => {
      calls.statistics += 1;
      return statisticsStatus === 200
        ? HttpResponse.json(statistics)
        : HttpResponse.json({ detail: 'Server error.' }, { status: statisticsStatus });
    }),
  );
  return calls;
}

beforeEach(() => {
  flags = {};
  server.use(
    http.get(`${API}v1/feature-flags/:key`, ({ params }) => {
      const key = String(params.key);
      return key in flags
        ? HttpResponse.json({ key, enabled: flags[key] })
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
});

function renderScreen(id: number | undefined) {
  const state = signedInState(demoUser({ id: 1, permissions: [...ALL_PERMISSIONS] }), {
    backofficeToRunInUtc: true,
  });
  return renderWithStore(<CampaignStatisticsScreen id={id} />, {
    preloadedState: state,
  });
}

/** The totals tiles as label → value. */
function totals(): Record<string, string> {
  const region = screen.getByRole('region', { name: 'Totals' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

/** The table's body rows, each as its cells' texts. */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Statistics by day' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent ?? '',
      ),
    );
}

const chart = (title: string) => screen.getByRole('img', { name: new RegExp(`^${title}`) });
const linesOf = (title: string) =>
  Array.from(chart(title).querySelectorAll('path[data-series]')).map((path) =>
    path.getAttribute('data-series'),
  );

describe('campaign statistics', () => {
  it('shows the campaign, its totals and a table row per day', async () => {
    serve();
    renderScreen(4);

    expect(await screen.findByRole('heading', { name: 'Spring jackpot', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Jackpot')).toBeInTheDocument();
    expect(screen.getByText('01.03.2026 10:00 (UTC)')).toBeInTheDocument();
    expect(screen.getByText('31.03.2026 18:30 (UTC)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Campaigns' })).toHaveAttribute('href', '/campaigns/list');
    // Without the edit-active-campaigns flag an active campaign opens read-only.
    expect(screen.getByRole('link', { name: 'View campaign' })).toHaveAttribute(
      'href',
      '/campaigns/edit?id=4',
    );

    await screen.findByRole('table', { name: 'Statistics by day' });
    expect(totals()).toEqual({ 'Prizes paid': '1,290.50 EUR', Cost: '1,290.50 EUR' });
    // The live figures come first: the engine's count of players and the jackpot's pot.
    const live = screen.getByRole('region', { name: 'Live figures' });
    expect(await within(live).findByText('1,520')).toBeInTheDocument();
    expect(within(live).getByRole('region', { name: 'Pot' })).toHaveTextContent('5,000.00 EUR');
    // The table lists the days the API answered; the chart fills in the day between.
    expect(tableRows()).toEqual([
      ['01.03.2026', '1,200', '300', '1,000.00 EUR', '1,000.00 EUR'],
      ['02.03.2026', '300', '100', '250.25 EUR', '1,250.25 EUR'],
      ['04.03.2026', '20', '10', '40.25 EUR', '1,290.50 EUR'],
    ]);
    expect(chart('Players per day')).toHaveAccessibleName(
      'Players per day, from 01.03.2026 to 04.03.2026. Participants highest 1,200 on 01.03.2026, last 20. ' +
        'Completions highest 300 on 01.03.2026, last 10.',
    );
    expect(chart('Prizes and cost')).toHaveAccessibleName(/Cost to date highest 1,290.50 EUR on 04.03.2026/);
    // A point per day and line, 03.03 included.
    expect(chart('Players per day').querySelectorAll('circle')).toHaveLength(8);
  });

  it('offers Edit when the user may change the campaign now', async () => {
    flags = { 'edit-active-campaigns': true };
    serve();
    renderScreen(4);
    expect(await screen.findByRole('link', { name: 'Edit campaign' })).toHaveAttribute(
      'href',
      '/campaigns/edit?id=4',
    );
  });

  it('draws a line per shown series; the legend buttons hide and show one', async () => {
    serve();
    const user = userEvent.setup();
    renderScreen(4);
    await screen.findByRole('table', { name: 'Statistics by day' });

    expect(linesOf('Players per day')).toEqual(['participants', 'completions']);
    expect(linesOf('Prizes and cost')).toEqual(['prizesPaid', 'cost']);
    const players = within(screen.getByRole('list', { name: 'Lines of Players per day' }));
    const completions = players.getByRole('button', { name: 'Completions' });
    expect(completions).toHaveAttribute('aria-pressed', 'true');

    await user.click(completions);
    expect(completions).toHaveAttribute('aria-pressed', 'false');
    expect(linesOf('Players per day')).toEqual(['participants']);
    expect(chart('Players per day')).not.toHaveAccessibleName(/Completions/);
    // The other chart keeps its own lines.
    expect(linesOf('Prizes and cost')).toEqual(['prizesPaid', 'cost']);

    // Keyboard: the toggles are buttons.
    completions.focus();
    await user.keyboard('{Enter}');
    expect(completions).toHaveAttribute('aria-pressed', 'true');
    expect(linesOf('Players per day')).toEqual(['participants', 'completions']);
    await user.keyboard(' ');
    expect(linesOf('Players per day')).toEqual(['participants']);
  });

  it('says "No activity yet" when nobody has joined', async () => {
    serve({
      statistics: {
        participants: 0,
        completions: 0,
        prizes_paid: 0,
        cost: 0,
        base_currency: 'EUR',
        series: [],
      },
    });
    renderScreen(4);

    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(totals()).toEqual({ 'Prizes paid': '0.00 EUR', Cost: '0.00 EUR' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the statistics fail, and shows them after Try again', async () => {
    serve({ statisticsStatus: 500 });
    const user = userEvent.setup();
    renderScreen(4);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded.');
    // The campaign itself is there.
    expect(screen.getByRole('heading', { name: 'Spring jackpot', level: 1 })).toBeInTheDocument();

    serve();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Statistics by day' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the campaign fails to load, and tries again', async () => {
    serve({ campaignStatus: 503 });
    const user = userEvent.setup();
    renderScreen(4);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The campaign could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Campaign statistics', level: 1 })).toBeInTheDocument();

    serve();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring jackpot', level: 1 })).toBeInTheDocument();
  });

  it('shows "Campaign not found" for an unknown campaign (404)', async () => {
    serve({ campaignStatus: 404, statisticsStatus: 404 });
    renderScreen(999);

    expect(await screen.findByRole('heading', { name: 'Campaign not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This campaign does not exist, or you may not see it.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Campaigns' })).toBeInTheDocument();
  });

  it('shows "Campaign not found" without asking the API when the id is missing or bad', async () => {
    const calls = serve();
    renderScreen(undefined);

    expect(screen.getByRole('heading', { name: 'Campaign not found', level: 1 })).toBeInTheDocument();
    // Time for a request to reach msw, were one made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toEqual({ campaign: 0, statistics: 0 });
  });

  it('shows a spinner while loading', async () => {
    serve();
    renderScreen(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the campaign');
    expect(await screen.findByRole('heading', { name: 'Spring jackpot', level: 1 })).toBeInTheDocument();
  });
});
