import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { placeProblems } from '@/components/campaigns/competition/competitionForm';
import { raceSummary, tournamentSummary } from '@/components/campaigns/competition/competitionSummary';
import { SettingsStep } from '@/components/campaigns/builder/steps/SettingsStep';
import type { CampaignDetail } from '@/types/campaigns';
import { fromWire } from '@/utils/wire';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const cashPrize = (id: number, amount: number) => ({
  id,
  kind: 'cash',
  action_code: 'CA',
  amount,
  cash_amounts: {},
  deposit_bonus_percentage: null,
  bonus_code: null,
  free_spins_number: null,
  bet_level: null,
  wagering: null,
  pay_winnings_as_bonus: false,
  eligible_games: [],
  catalog_item_id: null,
  platform_bonus_id: null,
  loot_box_id: null,
  action_group_id: null,
});

const wireTournament = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  campaign: 42,
  type: 'most_points',
  spins_before_restart: null,
  min_bet: null,
  attempts: null,
  places: [],
  tasks: [],
  ...fields,
});

const wireRace = (fields: Record<string, unknown> = {}) => ({
  id: 8,
  campaign: 42,
  max_spins: null,
  min_bet: null,
  speed_race: false,
  target: null,
  winners: null,
  places: [],
  tasks: [],
  ...fields,
});

const savedTasks = [
  {
    id: 21,
    type: 'gameplay',
    position: 0,
    points: 50,
    rounds: 10,
    mode: 'times',
    times: 3,
    multiplier: null,
    games: [1],
  },
  { id: 22, type: 'turnover', position: 1, points: 20, amount: 100, games: [2] },
];

/** The settings step of a tournament or race campaign, with the flag and the task order served. */
async function renderSettings(detail: Record<string, unknown>, { speedRace = false, readOnly = false } = {}) {
  const reorders: unknown[] = [];
  const flagsAsked: unknown[] = [];
  server.use(
    http.get(`${API}v1/feature-flags/:key`, ({ params }) => {
      flagsAsked.push(params.key);
      return HttpResponse.json({ key: params.key, enabled: params.key === 'enable-speed-race' && speedRace });
    }),
    http.patch(`${API}v1/tournaments/tournament/7/tasks/`, async ({ request }) => {
      const body = (await request.json()) as { tasks: number[] };
      reorders.push(body);
      return HttpResponse.json(
        wireTournament({ tasks: body.tasks.map((id) => savedTasks.find((task) => task.id === id)) }),
      );
    }),
  );
  setRoute('/campaigns/edit?id=42&step=settings');
  const rendered = renderBuilderStep(<SettingsStep />, { detail, readOnly });
  await waitForElementToBeRemoved(() => screen.queryByText('Loading settings'));
  return { ...rendered, reorders, flagsAsked };
}

const tournamentDetail = (fields: Record<string, unknown> = {}) =>
  wireCampaignDetail({ type: 'tournament', mission: undefined, tournament: wireTournament(fields) });
const raceDetail = (fields: Record<string, unknown> = {}) =>
  wireCampaignDetail({ type: 'race', mission: undefined, race: wireRace(fields) });

const place = (n: number) => screen.getByRole('listitem', { name: `Place ${n}` });
const task = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Task ${n}:`) });

describe('places: no overlap, no gap, from position 1', () => {
  it("explains spins before restart, attempts and a race's max spins (blank = unlimited) at the fields", async () => {
    const { unmount } = await renderSettings(tournamentDetail());
    expect(screen.getByLabelText('Spins before restart')).toHaveAccessibleDescription(
      "After this many spins a player's score starts again from zero. Blank: never restarts.",
    );
    expect(screen.getByLabelText('Attempts')).toHaveAccessibleDescription(
      'How many times a player may start over; the best attempt counts. Blank: unlimited.',
    );
    unmount();
    await renderSettings(raceDetail());
    expect(screen.getByLabelText('Max spins')).toHaveAccessibleDescription(
      "Each player's spins count up to this many; later spins earn nothing. Blank: unlimited.",
    );
  });

  it('names each problem on its place', () => {
    const at = (lower: number | string, upper: number | string) => ({
      lowerPosition: String(lower),
      upperPosition: String(upper),
    });
    expect(placeProblems([at(1, 1), at(2, 5), at(6, 10)])).toEqual([]);
    expect(placeProblems([at(2, 3)])).toEqual([
      { index: 0, field: 'lowerPosition', message: 'The first place starts at position 1.' },
    ]);
    expect(placeProblems([at(1, 3), at(3, 4), at(7, 8), at(10, 9)])).toEqual([
      {
        index: 1,
        field: 'lowerPosition',
        message: 'Overlaps place 1: positions up to 3 already have a place.',
      },
      { index: 2, field: 'lowerPosition', message: 'Positions 5 to 6 have no place.' },
      {
        index: 3,
        field: 'upperPosition',
        message: 'The upper position must be at least the lower position.',
      },
    ]);
    expect(placeProblems([at(1, 1), at(3, 3)])[0].message).toBe('Position 2 has no place.');
    // Blank positions are the field rules' business.
    expect(placeProblems([at('', 1), at(5, '')])).toEqual([]);
  });

  it('refuses to save overlapping or gapped places, with the error at the place', async () => {
    const user = userEvent.setup();
    const { patches } = await renderSettings(tournamentDetail());
    expect(screen.getByText(/No places yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a place' }));
    await user.click(screen.getByRole('button', { name: 'Add a place' }));
    // A new place starts right after the last one.
    expect(within(place(2)).getByLabelText('Place 2: from position')).toHaveValue(2);
    await user.clear(within(place(2)).getByLabelText('Place 2: from position'));
    await user.type(within(place(2)).getByLabelText('Place 2: from position'), '1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await within(place(2)).findByText('Overlaps place 1: positions up to 1 already have a place.'),
    ).toBeInTheDocument();

    await user.clear(within(place(2)).getByLabelText('Place 2: from position'));
    await user.type(within(place(2)).getByLabelText('Place 2: from position'), '4');
    await user.clear(within(place(2)).getByLabelText('Place 2: to position'));
    await user.type(within(place(2)).getByLabelText('Place 2: to position'), '6');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await within(place(2)).findByText('Positions 2 to 3 have no place.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  }, 20_000);

  it('saves a tournament: type, numbers, places with prizes, tasks with points', async () => {
    const user = userEvent.setup();
    const { patches, settingsCalls, context } = await renderSettings(tournamentDetail());
    await user.selectOptions(screen.getByLabelText('Tournament type'), 'highest_win');
    await user.type(screen.getByLabelText('Spins before restart'), '100');
    await user.type(screen.getByLabelText('Attempts'), '3');
    await user.type(screen.getByLabelText('Minimum bet (EUR)'), '0.2');
    await user.click(screen.getByRole('button', { name: 'Add a place' }));
    await user.clear(within(place(1)).getByLabelText('Place 1: to position'));
    await user.type(within(place(1)).getByLabelText('Place 1: to position'), '3');
    await user.type(within(place(1)).getByLabelText('Prize 1: cash amount (EUR)'), '100');

    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await within(task(1)).findByText('Enter the points.')).toBeInTheDocument();
    expect(within(task(1)).getByText('Enter the rounds.')).toBeInTheDocument();
    expect(settingsCalls).toHaveLength(0);

    await user.type(within(task(1)).getByLabelText('Task 1: points'), '10');
    await user.type(within(task(1)).getByLabelText('Task 1: rounds'), '5');
    await user.selectOptions(within(task(1)).getByLabelText('Task 1: goal'), 'multiplier');
    await user.type(within(task(1)).getByLabelText('Task 1: multiplier'), '20');
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.selectOptions(within(task(2)).getByLabelText('Task 2: type'), 'turnover');
    await user.type(within(task(2)).getByLabelText('Task 2: points'), '5');
    await user.type(within(task(2)).getByLabelText('Task 2: turnover amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());

    // Spec §7: the tournament (its places with it), then each task through its type's call.
    expect(patches).toHaveLength(0);
    expect(settingsCalls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH v1/tournaments/tournaments/7/',
      'POST v1/tournaments/tasks/gameplay/',
      'POST v1/tournaments/tasks/turnover/',
    ]);
    const [tournament, gameplay, turnover] = settingsCalls.map((call) => call.body);
    expect({ ...tournament, places: undefined }).toEqual({
      type: 'highest_win',
      spins_before_restart: 100,
      attempts: 3,
      min_bet: 0.2,
      places: undefined,
    });
    expect(tournament?.places).toEqual([
      expect.objectContaining({
        lower_position: 1,
        upper_position: 3,
        prizes: [expect.objectContaining({ kind: 'cash', amount: 100 })],
      }),
    ]);
    expect(gameplay).toEqual({
      tournament: 7,
      points: 10,
      games: [],
      rounds: 5,
      mode: 'multiplier',
      times: null,
      multiplier: 20,
    });
    expect(turnover).toEqual({ tournament: 7, points: 5, games: [], amount: 250 });
  }, 30_000);

  it('shows the server’s field errors at the place', async () => {
    const user = userEvent.setup();
    const { refuseSettingsCall } = await renderSettings(
      tournamentDetail({
        places: [{ id: 3, lower_position: 1, upper_position: 1, prizes: [cashPrize(30, 5)] }],
      }),
    );
    refuseSettingsCall('patch', /^v1\/tournaments\/tournaments\/7\/$/, 400, {
      places: [{ lower_position: ['A place of the server’s own.'] }],
    });
    await user.type(screen.getByLabelText('Attempts'), '2');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await within(place(1)).findByText('A place of the server’s own.')).toBeInTheDocument();
    expect(screen.getByLabelText('Attempts')).toHaveValue(2);
  });
});

describe('tournament task order', () => {
  it('moves a saved task with the keyboard buttons and saves the order at once', async () => {
    const user = userEvent.setup();
    const { reorders, patches } = await renderSettings(tournamentDetail({ tasks: savedTasks }));
    expect(task(1)).toHaveAccessibleName('Task 1: Gameplay');
    await user.click(screen.getByRole('button', { name: 'Move task 1 down' }));
    expect(task(1)).toHaveAccessibleName('Task 1: Turnover');
    await waitFor(() => expect(reorders).toEqual([{ tasks: [22, 21] }]));
    expect(await screen.findByText('Task 1 moved to position 2. The order is saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('keeps the new order for the step save when other changes are pending', async () => {
    const user = userEvent.setup();
    const { reorders } = await renderSettings(tournamentDetail({ tasks: savedTasks }));
    await user.type(screen.getByLabelText('Attempts'), '2');
    await user.click(screen.getByRole('button', { name: 'Move task 2 up' }));
    expect(screen.getByText(/The new order is saved with the step/)).toBeInTheDocument();
    expect(reorders).toHaveLength(0);
  });

  it('offers no changes on a read-only campaign', async () => {
    await renderSettings(tournamentDetail({ tasks: savedTasks }), { readOnly: true });
    expect(screen.queryByRole('button', { name: 'Add a task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move task/ })).not.toBeInTheDocument();
    expect(within(task(1)).getByLabelText('Task 1: points')).toBeDisabled();
  });
});

describe('race settings', () => {
  it('offers the speed race only with the enable-speed-race flag', async () => {
    const { flagsAsked } = await renderSettings(raceDetail());
    expect(screen.getByLabelText('Max spins')).toBeInTheDocument();
    expect(screen.getByText(/No positions yet/)).toBeInTheDocument();
    await waitFor(() => expect(flagsAsked).toContain('enable-speed-race'));
    // One more turn for the answer to render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Speed race' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Speed race/)).not.toBeInTheDocument();
  });

  it('with the flag: a speed race needs its target and number of winners', async () => {
    const user = userEvent.setup();
    const { patches, context } = await renderSettings(raceDetail(), { speedRace: true });
    expect(await screen.findByRole('group', { name: 'Speed race' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Speed race:/));
    await user.click(screen.getByRole('button', { name: 'Add a position' }));
    await user.type(
      within(screen.getByRole('listitem', { name: 'Position 1' })).getByLabelText(
        'Prize 1: cash amount (EUR)',
      ),
      '50',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter the points to reach.')).toBeInTheDocument();
    expect(screen.getByText('Enter the number of winners.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.type(screen.getByLabelText('Target points'), '1000');
    await user.type(screen.getByLabelText('Number of winners'), '1');
    await user.type(screen.getByLabelText('Max spins'), '300');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(patches[0].race).toEqual(
      expect.objectContaining({ speed_race: true, target: 1000, winners: 1, max_spins: 300, tasks: [] }),
    );
  }, 20_000);

  it('sums up in the overview', () => {
    const campaign = fromWire(
      raceDetail({
        speed_race: true,
        target: 500,
        winners: 3,
        places: [{ id: 1, lower_position: 1, upper_position: 3, prizes: [cashPrize(1, 5)] }],
        tasks: savedTasks,
      }),
    ) as CampaignDetail;
    expect(raceSummary(campaign)).toEqual([
      { label: 'Max spins', value: 'Unlimited' },
      { label: 'Speed race', value: 'The first 3 to reach 500 points win' },
      { label: 'Positions', value: '1–3: 1 prize' },
      { label: 'Tasks', value: '1. Gameplay (50 points) · 2. Turnover (20 points)' },
    ]);
    const empty = fromWire(tournamentDetail()) as CampaignDetail;
    expect(tournamentSummary(empty)).toEqual([
      { label: 'Tournament type', value: 'Most points' },
      { label: 'Places', value: 'No places yet' },
      { label: 'Tasks', value: 'No tasks yet' },
    ]);
  });
});
