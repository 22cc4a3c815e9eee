import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { MarketingScreen } from '@/components/marketing/MarketingScreen';
import { parseTypedDay, presetPeriod, readPeriod } from '@/components/marketing/period';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const MARKETING_URL = `${API}v1/reports/marketing/`;

const REPORT = {
  start: '2031-03-01',
  end: '2031-03-03',
  base_currency: 'EUR',
  totals: {
    campaigns: 2,
    participants: 1250,
    prizes: 300,
    cost: 4321.5,
    paid: [
      { currency: 'EUR', amount: 3000 },
      { currency: 'SEK', amount: 15192.25 },
    ],
  },
  days: [
    { day: '2031-03-01', participants: 1000, prizes: 200, cost: 4000 },
    { day: '2031-03-02', participants: 0, prizes: 0, cost: 0 },
    { day: '2031-03-03', participants: 250, prizes: 100, cost: 321.5 },
  ],
  by_type: [
    { type: 'race', campaigns: 1, participants: 1000, prizes: 200, cost: 4000 },
    { type: 'mission', campaigns: 1, participants: 250, prizes: 100, cost: 321.5 },
  ],
  top_by_cost: [
    { id: 7, name: 'Spring race', type: 'race', participants: 1000, prizes: 200, cost: 4000 },
    { id: 8, name: 'Easy mission', type: 'mission', participants: 250, prizes: 100, cost: 321.5 },
  ],
  top_by_participants: [
    { id: 7, name: 'Spring race', type: 'race', participants: 1000, prizes: 200, cost: 4000 },
    { id: 8, name: 'Easy mission', type: 'mission', participants: 250, prizes: 100, cost: 321.5 },
  ],
};

function serve(status = 200, report: unknown = REPORT) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(MARKETING_URL, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return status === 200
        ? HttpResponse.json(report as Record<string, unknown>)
        : HttpResponse.json({ detail: 'Server error.' }, { status });
    }),
  );
  return requests;
}

function renderMarketing(url = '/marketing?start=2031-03-01&end=2031-03-03') {
  setRoute(url);
  return renderWithStore(<MarketingScreen />, {
    preloadedState: signedInState(demoUser(), { backofficeToRunInUtc: true }),
  });
}

/** Today in UTC: the casino of these tests runs the back-office in UTC. */
const today = new Date().toISOString().slice(0, 10);

describe('marketing period', () => {
  it('reads dates typed as DD.MM.YYYY and says what is wrong with them', () => {
    expect(parseTypedDay('01.03.2031')).toBe('2031-03-01');
    expect(parseTypedDay('1.3.2031')).toBe('2031-03-01');
    expect(parseTypedDay('31.02.2031')).toBeNull();
    expect(parseTypedDay('2031-03-01')).toBeNull();
    expect(readPeriod({ start: '01.03.2031', end: '31.03.2031' })).toEqual({
      period: { start: '2031-03-01', end: '2031-03-31' },
      errors: {},
    });
    expect(readPeriod({ start: '', end: '32.03.2031' }).errors).toEqual({
      start: 'Enter a date.',
      end: 'Enter a date as DD.MM.YYYY.',
    });
    expect(readPeriod({ start: '10.03.2031', end: '01.03.2031' }).errors).toEqual({
      end: 'The end cannot be before the start.',
    });
    expect(readPeriod({ start: '01.01.2030', end: '02.01.2031' }).errors).toEqual({
      end: 'Choose a period of at most 366 days.',
    });
    expect(presetPeriod(7, '2031-03-07')).toEqual({ start: '2031-03-01', end: '2031-03-07' });
  });
});

describe('marketing', () => {
  it('asks for the last 30 days by default, and for a preset at once', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderMarketing('/marketing');

    await screen.findByRole('heading', { name: 'Totals' });
    expect(requests[0].get('start')).toBe(presetPeriod(30, today).start);
    expect(requests[0].get('end')).toBe(today);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(currentRoute().query).toEqual(presetPeriod(7, today));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue(
      presetPeriod(7, today).start.split('-').reverse().join('.'),
    );
    await screen.findByRole('heading', { name: 'Totals' });
    expect(requests.at(-1)?.get('start')).toBe(presetPeriod(7, today).start);
  });

  it('applies typed dates, and shows what is wrong with them at their fields without losing them', async () => {
    serve();
    const user = userEvent.setup();
    renderMarketing();
    await screen.findByRole('heading', { name: 'Totals' });

    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(from).toHaveValue('01.03.2031');
    expect(to).toHaveValue('03.03.2031');

    await user.clear(to);
    await user.type(to, '28.02.2031');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('The end cannot be before the start.'));
    expect(to).toHaveValue('28.02.2031');
    expect(currentRoute().query).toEqual({ start: '2031-03-01', end: '2031-03-03' });

    await user.clear(to);
    await user.type(to, '15.03.2031{Enter}');
    expect(currentRoute().query).toEqual({ start: '2031-03-01', end: '2031-03-15' });
    expect(to).not.toHaveAccessibleDescription(expect.stringContaining('The end'));
  });

  it('shows the totals with their currencies, each chart with its title and its figures', async () => {
    serve();
    renderMarketing();

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('1,250')).toBeInTheDocument();
    expect(within(totals).getByText('4,321.50 EUR')).toBeInTheDocument();
    expect(within(totals).getByText('Paid out: 3,000.00 EUR · 15,192.25 SEK')).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /^Participants and prizes paid per day, from 01\.03\.2031/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Cost per day \(EUR\)/ })).toBeInTheDocument();
    for (const title of [
      'Participants per campaign type',
      'Cost per campaign type (EUR)',
      'Top campaigns by cost (EUR)',
      'Top campaigns by participants',
    ])
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();

    const byCost = screen.getByRole('figure', { name: 'Top campaigns by cost (EUR)' });
    expect(within(byCost).getByRole('link', { name: 'Spring race' })).toHaveAttribute(
      'href',
      '/campaigns/statistics?id=7',
    );
    expect(within(byCost).getByText('4,000.00 EUR')).toBeInTheDocument();

    const costTable = screen.getByRole('table', { name: 'Cost per day (EUR)' });
    const rows = within(costTable).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '01.03.20314,000.00 EUR',
      '02.03.20310.00 EUR',
      '03.03.2031321.50 EUR',
    ]);
    expect(screen.getByText('Figures per campaign type as a table')).toBeInTheDocument();
  });

  it('says so where nobody joined a campaign in the period', async () => {
    serve(200, {
      ...REPORT,
      totals: { campaigns: 0, participants: 0, prizes: 0, cost: 0, paid: [] },
      days: REPORT.days.map(({ day }) => ({ day, participants: 0, prizes: 0, cost: 0 })),
      by_type: [],
      top_by_cost: [],
      top_by_participants: [],
    });
    renderMarketing();

    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Paid out: nothing')).toBeInTheDocument();
    expect(within(totals).getByText('0.00 EUR')).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Top campaigns by participants' })).getByText(
        'Nobody joined a campaign in this period.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Top campaigns by cost (EUR)' })).getByText(
        'No prize was paid in this period.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the figures cannot be loaded', async () => {
    serve(500);
    renderMarketing();
    expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  });
});
