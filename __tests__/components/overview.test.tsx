import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { OverviewScreen } from '@/components/overview/OverviewScreen';
import { campaignSpan, shiftView, visibleWeeks, weekSegments } from '@/components/overview/calendarLayout';
import { currentRoute, setRoute } from '../support/queryRouter';
import { renderWithStore, signedInState, demoUser } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const CALENDAR_URL = `${API}v1/reports/campaigns/calendar/`;

/** Three March 2031 campaigns: A and B share a game from the 10th, A and C the players from the 11th. */
const CALENDAR = {
  start: '2031-02-23',
  end: '2031-04-07',
  truncated: false,
  campaigns: [
    {
      id: 1,
      name: 'Spring mission',
      type: 'mission',
      status: 'SC',
      start_date: '2031-03-02T10:00:00Z',
      end_date: '2031-03-12T10:00:00Z',
    },
    {
      id: 2,
      name: 'Big race',
      type: 'race',
      status: 'AC',
      start_date: '2031-03-10T00:00:00Z',
      end_date: '2031-03-20T00:00:00Z',
    },
    {
      id: 3,
      name: 'Open tournament',
      type: 'tournament',
      status: 'DR',
      start_date: '2031-03-11T00:00:00Z',
      end_date: null,
    },
  ],
  overlaps: [
    {
      campaigns: [1, 2],
      from: '2031-03-10T00:00:00Z',
      to: '2031-03-12T10:00:00Z',
      games: [{ id: 3, name: 'Book of Riches 3' }],
      games_count: 1,
      players: false,
      accepted: false,
    },
    {
      campaigns: [1, 3],
      from: '2031-03-11T00:00:00Z',
      to: '2031-03-12T10:00:00Z',
      games: [],
      games_count: 0,
      players: true,
      accepted: false,
    },
  ],
};

function serve(body: unknown = CALENDAR, status = 200) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(CALENDAR_URL, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return status === 200
        ? HttpResponse.json(body as Record<string, unknown>)
        : HttpResponse.json({ detail: 'Server error.' }, { status });
    }),
  );
  return requests;
}

function renderOverview(url = '/overview?date=2031-03-10') {
  setRoute(url);
  return renderWithStore(<OverviewScreen />, {
    preloadedState: signedInState(demoUser(), { backofficeToRunInUtc: true }),
  });
}

const dayButton = (name: RegExp | string) => screen.getByRole('button', { name });
const dayPanel = () =>
  screen.getByRole('region', { name: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/ });

describe('calendar layout', () => {
  it('shows whole weeks from Monday: a month the weeks it touches, a week seven days', () => {
    const month = visibleWeeks('month', '2031-03-10');
    expect(month).toHaveLength(6);
    expect(month[0][0]).toBe('2031-02-24');
    expect(month[5][6]).toBe('2031-04-06');
    expect(visibleWeeks('week', '2031-03-12')).toEqual([
      ['2031-03-10', '2031-03-11', '2031-03-12', '2031-03-13', '2031-03-14', '2031-03-15', '2031-03-16'],
    ]);
    // A month away is its first day: no other month's date is chosen (and ringed) as if it were today.
    expect(shiftView('month', '2031-01-31', 1)).toBe('2031-02-01');
    expect(shiftView('week', '2031-03-10', -1)).toBe('2031-03-03');
  });

  it('lays bars in lanes so that no two of a week meet, and marks those running on', () => {
    const week = visibleWeeks('week', '2031-03-10')[0];
    const span = (start: string, end: string | null) => campaignSpan(start, end, true);
    const segments = weekSegments(week, [
      { item: 'A', span: span('2031-03-02T10:00:00Z', '2031-03-12T10:00:00Z') },
      { item: 'B', span: span('2031-03-10T00:00:00Z', '2031-03-20T00:00:00Z') },
      { item: 'C', span: span('2031-03-13T00:00:00Z', '2031-03-14T00:00:00Z') },
    ]);
    expect(segments).toEqual([
      { item: 'A', column: 0, length: 3, lane: 0, continuesBefore: true, continuesAfter: false },
      { item: 'B', column: 0, length: 7, lane: 1, continuesBefore: false, continuesAfter: true },
      // Ends at midnight: the 14th is not one of its days; lane 0 is free again after A.
      { item: 'C', column: 3, length: 1, lane: 0, continuesBefore: false, continuesAfter: false },
    ]);
  });
  it('gives the top lanes to what ranks first, then to what starts first', () => {
    const week = visibleWeeks('week', '2031-03-10')[0];
    const span = campaignSpan('2031-03-10T00:00:00Z', '2031-03-12T00:00:00Z', true);
    const later = campaignSpan('2031-03-11T00:00:00Z', '2031-03-13T00:00:00Z', true);
    const segments = weekSegments(
      week,
      [
        { item: 'finished', span },
        { item: 'clashing', span: later },
      ],
      (item) => (item === 'clashing' ? 0 : 1),
    );
    expect(segments.map(({ item, lane }) => [item, lane])).toEqual([
      ['clashing', 0],
      ['finished', 1],
    ]);
  });
});

describe('campaign overview', () => {
  it('asks for the month shown, and marks the chosen day, today and the campaigns as links', async () => {
    const requests = serve();
    renderOverview();

    expect(await screen.findByRole('heading', { name: 'March 2031' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'March 2031' });
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(requests[0].get('start')).toBe('2031-02-23');
    expect(requests[0].get('end')).toBe('2031-04-07');

    const chosen = dayButton(/^10, Monday 10\.03\.2031/);
    expect(chosen).toHaveAccessibleName('10, Monday 10.03.2031, 2 campaigns, 2 with clashes');
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    const panel = dayPanel();
    const campaignLinks = within(panel)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]);
    expect(campaignLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Spring mission', '/campaigns/edit?id=1'],
      ['Big race', '/campaigns/edit?id=2'],
    ]);
    expect(within(panel).getByText('10.03.2031 00:00 (UTC)')).toBeInTheDocument();
    // Pointer users click the bars (links too); keyboards reach them through the day's list.
    const bars = document.querySelectorAll('a[data-campaign="1"]');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars[0]).toHaveAttribute('href', '/campaigns/edit?id=1');
    expect(bars[0]).toHaveAttribute('tabindex', '-1');
  });

  it('warns of campaigns clashing on games or players, per day and for the period', async () => {
    serve();
    renderOverview('/overview?date=2031-03-11');

    const panel = await screen.findByRole('region', { name: 'Tuesday 11.03.2031' });
    const spring = within(panel).getAllByRole('link', { name: 'Spring mission' })[0].closest('li')!;
    expect(spring).toHaveTextContent('Clashes with Big race on 1 game (Book of Riches 3).');
    expect(spring).toHaveTextContent('Clashes with Open tournament on the same players.');

    // One group per campaign that starts first, each pair saying what the two share.
    const clashes = screen.getByRole('region', { name: 'Clashes to review (2)' });
    const group = within(clashes)
      .getByText(/clashes with 2 campaigns/)
      .closest('details')!;
    expect(group).toHaveTextContent('Spring mission clashes with 2 campaigns');
    const pairs = within(group).getAllByRole('listitem');
    expect(pairs[0]).toHaveTextContent(
      'Big race from 10.03.2031 00:00 (UTC) to 12.03.2031 10:00 (UTC), on 1 game (Book of Riches 3).',
    );
    expect(within(pairs[1]).getByRole('link', { name: 'Open tournament' })).toHaveAttribute(
      'href',
      '/campaigns/edit?id=3',
    );
    expect(document.querySelector('a[data-campaign="2"]')).toHaveTextContent('⚠ Big race');
  });

  it('lets staff accept a clash, which then waits apart without warnings, and warn about it again', async () => {
    const accepted: unknown[] = [];
    const withdrawn: string[] = [];
    server.use(
      http.post(`${API}v1/reports/campaigns/accepted-clashes/`, async ({ request }) => {
        accepted.push(await request.json());
        return HttpResponse.json({ campaigns: [1, 2] }, { status: 201 });
      }),
      http.delete(`${API}v1/reports/campaigns/accepted-clashes/:first/:second/`, ({ params }) => {
        withdrawn.push(`${params.first}-${params.second}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    serve();
    const user = userEvent.setup();
    renderOverview('/overview?date=2031-03-11');
    const accept = await screen.findByRole('button', {
      name: 'Accept the clash of Spring mission and Big race',
    });

    // Accepting reloads the calendar, which then says the pair is accepted.
    serve({
      ...CALENDAR,
      overlaps: CALENDAR.overlaps.map((overlap, index) => ({ ...overlap, accepted: index === 0 })),
    });
    await user.click(accept);
    expect(accepted).toEqual([{ campaigns: [1, 2] }]);
    const region = await screen.findByRole('region', { name: 'Clashes to review (1)' });
    expect(document.querySelector('a[data-campaign="2"]')).not.toHaveTextContent('⚠');
    const acceptedList = within(region).getByText('Accepted clashes (1)').closest('details')!;
    expect(acceptedList).toHaveTextContent('Spring mission and Big race');
    await user.click(within(acceptedList).getByText('Accepted clashes (1)'));
    await user.click(
      within(acceptedList).getByRole('button', { name: 'Warn again about Spring mission and Big race' }),
    );
    expect(withdrawn).toEqual(['1-2']);
  });

  it('reaches every campaign of a busy day: "+N more" opens the day\'s list', async () => {
    const busy = Array.from({ length: 7 }, (_, index) => ({
      id: 10 + index,
      name: `Black Friday ${index + 1}`,
      type: 'mission',
      status: 'SC',
      start_date: '2031-03-26T09:00:00Z',
      end_date: '2031-03-29T09:00:00Z',
    }));
    const clash = (other: number) => ({
      campaigns: [10, other],
      from: '2031-03-26T09:00:00Z',
      to: '2031-03-29T09:00:00Z',
      games: [{ id: 1, name: 'Book of Riches 1' }],
      games_count: 1,
      players: false,
      accepted: false,
    });
    serve({ ...CALENDAR, campaigns: busy, overlaps: [clash(11), clash(12), clash(13)] });
    const user = userEvent.setup();
    renderOverview();
    await screen.findByRole('grid');

    expect(document.querySelectorAll('a[data-campaign]').length).toBeLessThan(busy.length * 2);
    await user.click(
      screen.getByRole('button', { name: "4 more on Wednesday 26.03.2031: show the day's campaigns" }),
    );
    expect(currentRoute().query).toEqual({ date: '2031-03-26' });
    const heading = screen.getByRole('heading', { name: 'Wednesday 26.03.2031' });
    expect(heading).toHaveFocus();
    const list = within(dayPanel())
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]);
    expect(list.map((link) => link.textContent)).toEqual(busy.map((campaign) => campaign.name));
    // Past two, a campaign's clashes are counted in the day's list, not told one by one.
    expect(within(dayPanel()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Clashes with 3 campaigns: Black Friday 2, Black Friday 3 and 1 more (see the clashes to review).',
    );
  });

  it('never shows another period’s campaigns or clashes while the new period loads', async () => {
    let answerApril: () => void = () => undefined;
    server.use(
      http.get(CALENDAR_URL, async ({ request }) => {
        if (new URL(request.url).searchParams.get('start') !== '2031-03-30')
          return HttpResponse.json(CALENDAR);
        await new Promise<void>((resolve) => (answerApril = resolve));
        return HttpResponse.json({ ...CALENDAR, start: '2031-03-30', campaigns: [], overlaps: [] });
      }),
    );
    const user = userEvent.setup();
    renderOverview();
    expect(await screen.findByRole('region', { name: 'Clashes to review (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2031' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the calendar');
    expect(screen.queryByRole('region', { name: /Clashes to review/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Spring mission/ })).not.toBeInTheDocument();

    answerApril();
    expect(await screen.findByRole('region', { name: 'No clashes to review' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  });

  it('moves the chosen day with the arrows and pages, and the view with previous, next and today', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderOverview();
    await screen.findByRole('grid');

    dayButton(/^10, Monday 10\.03\.2031/).focus();
    await user.keyboard('{ArrowRight}');
    expect(currentRoute().query).toEqual({ date: '2031-03-11' });
    expect(dayButton(/^11, Tuesday 11\.03\.2031/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{End}');
    expect(currentRoute().query).toEqual({ date: '2031-03-23' });
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('heading', { name: 'April 2031' })).toBeInTheDocument();
    expect(dayButton(/^23, Wednesday 23\.04\.2031/)).toHaveFocus();
    expect(requests.at(-1)?.get('start')).toBe('2031-03-30');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(currentRoute().query).toEqual({ date: '2031-03-01' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(currentRoute().query).toEqual({ date: '2031-05-01' });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(currentRoute().query).toEqual({});
  });

  it('shows one week in the week view', async () => {
    serve();
    const user = userEvent.setup();
    renderOverview();
    await screen.findByRole('grid');

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(currentRoute().query).toEqual({ view: 'week', date: '2031-03-10' });
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    const grid = await screen.findByRole('grid', { name: '10.03.2031 – 16.03.2031' });
    expect(within(grid).getAllByRole('row')).toHaveLength(1);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(currentRoute().query).toEqual({ view: 'week', date: '2031-03-17' });
  });

  it('says when nothing runs, and when the calendar cannot be loaded', async () => {
    serve({ ...CALENDAR, campaigns: [], overlaps: [] });
    const { unmount } = renderOverview();
    expect(await screen.findByText('No campaign runs on this day.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No clashes to review' })).toBeInTheDocument();
    unmount();

    serve(undefined, 500);
    renderOverview();
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
