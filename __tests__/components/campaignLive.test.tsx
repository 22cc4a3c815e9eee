import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, ws } from 'msw';

import { ReportsStep } from '@/components/campaigns/builder/steps/ReportsStep';
import { CampaignLiveFigures } from '@/components/campaigns/statistics/LiveFigures';
import { useNotificationsSocket } from '@/hooks/useNotificationsSocket';
import { selectNotifications } from '@/store/notificationsSlice';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { wireLive } from '../support/liveFigures';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

const LIVE_URL = `${API}v1/campaigns/campaigns/:id/live/`;
const LEADERBOARD_URL = `${API}v1/campaigns/campaigns/:id/leaderboard/`;
const PROGRESS_URL = `${API}v1/campaigns/campaigns/:id/progress/`;
const socketLink = ws.link('ws://localhost:8000/ws/notifications/*');

type Wire = Record<string, unknown>;

/** The live endpoint answering each of `answers` in turn (a number is an error status), then the last. */
function serveLive(...answers: Array<Wire | number>) {
  const calls: number[] = [];
  server.use(
    http.get(LIVE_URL, ({ params }) => {
      const answer = answers[Math.min(calls.length, answers.length - 1)];
      calls.push(Number(params.id));
      return typeof answer === 'number'
        ? HttpResponse.json({ detail: 'Server error.' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return calls;
}

/** A leaderboard of `total` players, 100 points apart, the top three with cash prizes. */
function leaderboardRow(position: number, total: number) {
  return {
    position,
    player: `player-${String(position).padStart(3, '0')}`,
    points: (total - position + 1) * 100,
    prize: position <= 3 ? { kind: 'cash', value: 400 - position * 100, currency: 'EUR' } : null,
  };
}

function serveLeaderboard(total: number) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(LEADERBOARD_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      const rows = Array.from({ length: total }, (_, index) => leaderboardRow(index + 1, total));
      const player = params.get('player');
      const results = player
        ? rows.filter((row) => row.player === player)
        : rows.slice(offset, offset + limit);
      return HttpResponse.json({
        count: player ? results.length : total,
        next: null,
        previous: null,
        results,
        final: false,
      });
    }),
  );
  return asked;
}

/** Renders the live figures with the app's socket running, as the frame does on every page. */
function renderLive(campaign: { id: number; type: string }) {
  function WithSocket() {
    useNotificationsSocket();
    return <CampaignLiveFigures campaign={campaign} />;
  }
  const state = signedInState(demoUser(), { backofficeToRunInUtc: true });
  return renderWithStore(<WithSocket />, { preloadedState: state });
}

const live = () => screen.getByRole('region', { name: 'Live figures' });
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('live figures', () => {
  it('shows participants, completions and awards with their currency', async () => {
    serveLive(
      wireLive({
        participants: 1520,
        completions: 410,
        awards: { count: 38, value: 1290.5, currency: 'EUR' },
      }),
    );
    renderLive({ id: 4, type: 'jackpot' });
    await within(await screen.findByRole('region', { name: 'Live figures' })).findByText('1,520');
    expect(figure(live(), 'Participants')).toBe('1,520');
    expect(figure(live(), 'Completions')).toBe('410');
    expect(figure(live(), 'Awards')).toBe('38');
    expect(figure(live(), 'Awarded')).toBe('1,290.50 EUR');
    expect(live()).toHaveTextContent(/Updated \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} \(UTC\)/);
    // No control group: no comparison to show.
    expect(screen.queryByRole('table', { name: 'Control group and the rest' })).not.toBeInTheDocument();
  });

  it('compares the control group with the rest', async () => {
    serveLive(
      wireLive({
        participants: 1000,
        control_group: { participants: 100, completions: 10, completion_rate: 0.1 },
        rest: { participants: 900, completions: 216, completion_rate: 0.24 },
      }),
    );
    renderLive({ id: 4, type: 'jackpot' });
    const table = await screen.findByRole('table', { name: 'Control group and the rest' });
    expect(bodyRows(table)).toEqual([
      ['Control group (never rewarded)', '100', '10', '10%'],
      ['Everyone else', '900', '216', '24%'],
    ]);
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    serveLive(500, wireLive({ participants: 7 }));
    renderLive({ id: 4, type: 'jackpot' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The live figures could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure(live(), 'Participants')).toBe('7'));
  });

  it('updates without a reload when the socket says the engine changed this campaign, and only then', async () => {
    const calls = serveLive(wireLive({ participants: 1 }), wireLive({ participants: 2 }));
    const board = serveLeaderboard(3);
    let send: (data: unknown) => void = () => undefined;
    server.use(
      socketLink.addEventListener('connection', ({ client }) => {
        send = (data) => client.send(JSON.stringify(data));
      }),
    );
    const { store } = renderLive({ id: 4, type: 'tournament' });
    await waitFor(() => expect(figure(live(), 'Participants')).toBe('1'));
    await screen.findByRole('table', { name: 'Standings' });
    expect(board).toHaveLength(1);

    // Another campaign's update changes nothing here.
    send({ action: 'campaigns_updated', campaigns: [9] });
    send({ action: 'campaigns_updated', campaigns: [4] });
    await waitFor(() => expect(figure(live(), 'Participants')).toBe('2'));
    expect(calls).toEqual([4, 4]);
    await waitFor(() => expect(board).toHaveLength(2));

    // The notification list still comes as an array, untouched by the engine's push.
    send([
      { id: 1, title: 'Hello', text: '', created: '2026-11-25T10:00:00Z', url: null, has_been_read: false },
    ]);
    await waitFor(() => expect(selectNotifications(store.getState())).toHaveLength(1));
  });
});

describe('tournament leaderboard', () => {
  it('pages through the standings with their prizes', async () => {
    const user = userEvent.setup();
    serveLive(wireLive({ type: 'tournament' }));
    const asked = serveLeaderboard(12);
    renderLive({ id: 4, type: 'tournament' });
    const table = await screen.findByRole('table', { name: 'Standings' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(bodyRows(table)[0]).toEqual(['1st', 'player-001', '1,200', 'Cash, 300.00 EUR']);
    expect(bodyRows(table)[3]).toEqual(['4th', 'player-004', '900', '—']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(bodyRows(table)).toEqual([
        ['11th', 'player-011', '200', '—'],
        ['12th', 'player-012', '100', '—'],
      ]),
    );
    expect(asked.at(-1)?.get('offset')).toBe('10');
    expect(screen.getByRole('navigation', { name: 'Leaderboard pages' })).toHaveTextContent('11–12 of 12');
  });

  it("finds a player's row by hash, says when they have none, and clears back to the top", async () => {
    const user = userEvent.setup();
    serveLive(wireLive({ type: 'tournament' }));
    const asked = serveLeaderboard(12);
    renderLive({ id: 4, type: 'tournament' });
    await screen.findByRole('table', { name: 'Standings' });
    const search = screen.getByRole('search', { name: 'Find a player on the leaderboard' });

    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(within(search).getByText("Enter the player's hash.")).toBeInTheDocument();

    await user.type(within(search).getByLabelText('Find a player by hash'), ' player-007 ');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    const row = await screen.findByRole('table', { name: 'Standing of player-007' });
    await waitFor(() => expect(bodyRows(row)).toEqual([['7th', 'player-007', '600', '—']]));
    expect(asked.at(-1)?.get('player')).toBe('player-007');
    expect(screen.queryByRole('navigation', { name: 'Leaderboard pages' })).not.toBeInTheDocument();

    await user.clear(within(search).getByLabelText('Find a player by hash'));
    await user.type(within(search).getByLabelText('Find a player by hash'), 'nobody-here');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('This player has no score in this campaign yet')).toBeInTheDocument();

    await user.click(within(search).getByRole('button', { name: 'Clear' }));
    const table = await screen.findByRole('table', { name: 'Standings' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  });

  it('marks frozen standings as final', async () => {
    serveLive(wireLive({ type: 'tournament', status: 'FI', final: true }));
    server.use(
      http.get(LEADERBOARD_URL, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [leaderboardRow(1, 1)],
          final: true,
        }),
      ),
    );
    renderLive({ id: 4, type: 'tournament' });
    const board = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(await within(board).findByText('Final standings')).toBeInTheDocument();
    expect(within(live()).getByText('Final')).toBeInTheDocument();
  });
});

describe('mission progress', () => {
  const PROGRESS = {
    player: 'hash-42',
    excluded: false,
    control_group: false,
    joined: '2026-11-20T09:30:00Z',
    missions: [
      {
        mission_id: 1,
        position: 1,
        unlocked: true,
        times_completed: 0,
        times_allowed: 1,
        tasks: [
          { task_id: 11, type: 'deposit', progress: 12.5, target: 20, completed: false, times_completed: 0 },
          { task_id: 12, type: 'gameplay', progress: 10, target: 10, completed: true, times_completed: 1 },
        ],
      },
    ],
  };

  function serveProgress(answer: Wire | number) {
    const asked: string[] = [];
    server.use(
      http.get(PROGRESS_URL, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('player') ?? '');
        return typeof answer === 'number'
          ? HttpResponse.json({ detail: 'Not found.' }, { status: answer })
          : HttpResponse.json(answer);
      }),
    );
    return asked;
  }

  async function lookUp(hash: string) {
    const user = userEvent.setup();
    const search = await screen.findByRole('search', { name: "Find a player's mission progress" });
    await user.type(within(search).getByLabelText('Player hash'), hash);
    await user.click(within(search).getByRole('button', { name: 'Show progress' }));
  }

  it("shows a player's tasks, done and left, in the base currency for amounts", async () => {
    serveLive(wireLive({ type: 'mission' }));
    const asked = serveProgress(PROGRESS);
    renderLive({ id: 4, type: 'mission' });
    expect(
      await screen.findByText("Enter a player's hash to see their tasks, done and left."),
    ).toBeInTheDocument();
    await lookUp('hash-42');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(bodyRows(table)).toEqual([
      ['Deposit', '12.50 EUR of 20.00 EUR', 'Open', '0'],
      ['Gameplay', '10 of 10', 'Done', '1'],
    ]);
    const panel = screen.getByRole('region', { name: 'Mission progress' });
    expect(panel).toHaveTextContent('Player hash-42 joined 20.11.2026 09:30 (UTC)');
    expect(panel).toHaveTextContent('Completed 0 of 1 time');
    expect(asked).toEqual(['hash-42']);
  });

  it('labels an excluded player and one in the control group, and a chain’s locked missions', async () => {
    serveLive(wireLive({ type: 'missionV2' }));
    serveProgress({
      ...PROGRESS,
      excluded: true,
      control_group: true,
      missions: [
        PROGRESS.missions[0],
        { ...PROGRESS.missions[0], mission_id: 2, position: 2, unlocked: false, times_allowed: 3 },
      ],
    });
    renderLive({ id: 4, type: 'missionV2' });
    await lookUp('hash-42');
    expect(await screen.findByText('Excluded: nothing counts')).toBeInTheDocument();
    expect(screen.getByText('Control group: never rewarded')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Tasks of mission 1' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Tasks of mission 2' })).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mission progress' })).toHaveTextContent(
      'Completed 0 of 3 times',
    );
  });

  it('says when no player with the hash takes part', async () => {
    serveLive(wireLive({ type: 'mission' }));
    serveProgress(404);
    renderLive({ id: 4, type: 'mission' });
    await lookUp('stranger');
    expect(
      await screen.findByText('No player with this hash takes part in this campaign.'),
    ).toBeInTheDocument();
  });
});

describe('prize drops and jackpots', () => {
  it("shows a prize drop's drops won and left", async () => {
    serveLive(wireLive({ type: 'prizeDrop', drops: { won: 14, left: 86, total: 100 } }));
    renderLive({ id: 4, type: 'prizeDrop' });
    const drops = await screen.findByRole('region', { name: 'Drops' });
    expect(figure(drops, 'Drops won')).toBe('14');
    expect(within(drops).getByText('86')).toBeInTheDocument();
    expect(drops).toHaveTextContent('of 100');
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();
  });

  it("draws a jackpot's pot over time, with its figures as a table", async () => {
    serveLive(
      wireLive({
        type: 'jackpot',
        pot: {
          value: 1520.75,
          currency: 'EUR',
          wins: 1,
          history: [
            { at: '2026-11-25T10:00:00Z', pot: 1000, won: false },
            { at: '2026-11-25T11:00:00Z', pot: 4000, won: true },
            { at: '2026-11-25T12:00:00Z', pot: 1520.75, won: false },
          ],
        },
      }),
    );
    renderLive({ id: 4, type: 'jackpot' });
    const pot = await screen.findByRole('region', { name: 'Pot' });
    expect(figure(pot, 'Pot now')).toBe('1,520.75 EUR');
    expect(figure(pot, 'Times won')).toBe('1');
    expect(within(pot).getByRole('img', { name: /^Pot over time \(EUR\)/ })).toHaveAccessibleName(
      /Pot highest 4,000.00 EUR on 25.11.2026 11:00 \(UTC\), last 1,520.75 EUR/,
    );
    expect(bodyRows(within(pot).getByRole('table', { name: 'Pot over time (EUR)' }))).toEqual([
      ['25.11.2026 10:00 (UTC)', '1,000.00 EUR', '—'],
      ['25.11.2026 11:00 (UTC)', '4,000.00 EUR', 'Won'],
      ['25.11.2026 12:00 (UTC)', '1,520.75 EUR', '—'],
    ]);
  });

  it('says when a pot has no history yet', async () => {
    serveLive(wireLive({ type: 'jackpot', pot: { value: 500, currency: 'EUR', wins: 0, history: [] } }));
    renderLive({ id: 4, type: 'jackpot' });
    expect(
      await screen.findByText("No contributions yet: the pot's history starts with the first."),
    ).toBeInTheDocument();
  });
});

describe('the reports step', () => {
  const PAYOUTS_URL = `${API}v1/payouts/`;
  let payoutTotals: Wire[] = [];
  beforeEach(() => {
    payoutTotals = [];
    server.use(
      http.get(PAYOUTS_URL, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [], totals: payoutTotals }),
      ),
    );
  });

  it('shows the live figures once the campaign runs', async () => {
    const calls = serveLive(wireLive({ type: 'mission', participants: 12 }));
    renderBuilderStep(<ReportsStep />, { detail: wireCampaignDetail({ id: 4, status: 'AC' }) });
    await waitFor(() => expect(figure(live(), 'Participants')).toBe('12'));
    expect(screen.getByRole('search', { name: "Find a player's mission progress" })).toBeInTheDocument();
    expect(calls).toEqual([4]);
  });

  it("shows the cost and the payouts per state, and links to the campaign's payouts", async () => {
    serveLive(wireLive());
    const asked: string[] = [];
    payoutTotals = [
      { state: 'paid', currency: 'EUR', count: 3, value: 15 },
      { state: 'failed', currency: 'EUR', count: 1, value: 5 },
    ];
    server.use(
      http.get(PAYOUTS_URL, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('campaign') ?? '');
        return HttpResponse.json({ count: 4, next: null, previous: null, results: [], totals: payoutTotals });
      }),
    );
    renderBuilderStep(<ReportsStep />, { detail: wireCampaignDetail({ id: 4, status: 'AC', cost: 1250.5 }) });
    expect(screen.getByText(/^Cost 1,250\.50/)).toBeInTheDocument();
    const byState = await screen.findByRole('list', { name: 'Payouts by state' });
    expect(
      within(byState)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paid: 3 · 15.00 EUR', 'Failed: 1 · 5.00 EUR']);
    expect(asked).toEqual(['4']);
    expect(screen.getByRole('link', { name: "This campaign's payouts" })).toHaveAttribute(
      'href',
      '/payouts?campaign=4',
    );
  });

  it('shows the cost but no payouts to a user who may not see them', () => {
    serveLive(wireLive());
    renderBuilderStep(<ReportsStep />, {
      detail: wireCampaignDetail({ id: 4, status: 'AC', cost: 10 }),
      user: demoUser({ permissions: ['view_all_campaigns'] }),
    });
    expect(screen.getByText(/^Cost 10\.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mail me the payouts report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "This campaign's payouts" })).not.toBeInTheDocument();
  });

  it('mails the payouts report and says where it went', async () => {
    serveLive(wireLive());
    const asked: string[] = [];
    server.use(
      http.post(`${API}v1/campaigns/campaigns/:id/send-payouts-report/`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ detail: 'The payouts report was sent to ada@example.com.', rows: 3 });
      }),
    );
    const { store } = renderBuilderStep(<ReportsStep />, {
      detail: wireCampaignDetail({ id: 4, status: 'AC' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mail me the payouts report' }));
    await waitFor(() =>
      expect(store.getState().snackbar.queue.map((message) => message.content)).toContain(
        'The payouts report was sent to ada@example.com.',
      ),
    );
    expect(asked).toEqual(['4']);
  });

  it('says a scheduled campaign has not run yet, and asks for no figures', async () => {
    const calls = serveLive(wireLive());
    renderBuilderStep(<ReportsStep />, { detail: wireCampaignDetail({ id: 4, status: 'SC' }) });
    expect(
      screen.getByText('The campaign has not run yet: its reports fill up once players take part.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live figures' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
