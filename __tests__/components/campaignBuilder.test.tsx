import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';

import { CampaignBuilder } from '@/components/campaigns/builder/CampaignBuilder';
import { NewCampaignBuilder } from '@/components/campaigns/builder/NewCampaignBuilder';
import type { BuilderStep } from '@/types/campaigns';
import { ALL_PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { wireCampaignDetail, wireTask } from '../support/campaignDetail';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';
import { serveTypeSettings } from '../support/settingsBackend';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const CAMPAIGNS_URL = `${API}v1/campaigns/campaigns/`;
const DETAIL_URL = `${CAMPAIGNS_URL}42/`;

/**
 * Serves one campaign detail; PATCHes merge into it (or answer `refuse` when given) and are recorded.
 * The type's settings in it are served on their own calls (spec §7) too.
 */
function serveCampaign(
  detail = wireCampaignDetail(),
  refuse?: { status: number; body: Record<string, unknown> },
) {
  let current = detail;
  const patches: Record<string, unknown>[] = [];
  serveTypeSettings(detail);
  server.use(
    http.get(`${API}v1/feature-flags/:key`, () =>
      HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.get(DETAIL_URL, () => HttpResponse.json(current)),
    http.get(`${API}v1/player/target-groups/9/`, () =>
      HttpResponse.json({
        id: 9,
        filters: {},
        manually_added_players: [],
        manually_removed_players: [],
        numbers_manually_added_players: 0,
        numbers_manually_removed_players: 0,
        players_count: 41237,
        last_players_count: 41237,
        excluded_players: { self_excluded: 8334, blocked: 515 },
      }),
    ),
    http.patch(DETAIL_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (refuse) return HttpResponse.json(refuse.body, { status: refuse.status });
      current = { ...current, ...body } as Record<string, unknown>;
      return HttpResponse.json(current);
    }),
  );
  return { patches };
}

function renderBuilder(
  props: { campaignId: number; step?: BuilderStep } | { type: 'mission' },
  permissions: readonly string[] = ALL_PERMISSIONS,
) {
  const url =
    'campaignId' in props
      ? `/campaigns/edit?id=${props.campaignId}&step=${props.step ?? 'title'}`
      : '/campaigns/create/mission';
  setRoute(url);
  const state = signedInState(demoUser({ id: 1, permissions: [...permissions] }), {
    backofficeToRunInUtc: true,
    enableReportsTab: true,
  });
  const builder =
    'campaignId' in props ? <CampaignBuilder {...props} /> : <NewCampaignBuilder type={props.type} />;
  return renderWithStore(builder, {
    preloadedState: state,
  });
}

const snackbar = (store: { getState: () => { snackbar: { queue: { content: string }[] } } }) =>
  store.getState().snackbar.queue.map((message) => message.content);

describe('campaign builder: steps', () => {
  it('creates a draft from the first step and carries on to the settings', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(CAMPAIGNS_URL, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(wireCampaignDetail({ name: 'Spring mission' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderBuilder({ type: 'mission' });

    // Steps other than the first wait for the campaign to exist.
    const nav = screen.getByRole('navigation', { name: 'Campaign steps' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Create draft and continue' }));
    expect(await screen.findByText('Enter the campaign name.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Campaign name'), 'Spring mission');
    await user.type(screen.getByLabelText('Start (UTC)'), '01.12.2026 10:00');
    await user.type(screen.getByLabelText('End (UTC)'), '01.11.2026 10:00');
    await user.click(screen.getByRole('button', { name: 'Create draft and continue' }));
    expect(await screen.findByText('The end date must be after the start date.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.clear(screen.getByLabelText('End (UTC)'));
    await user.type(screen.getByLabelText('End (UTC)'), '31.12.2026 18:30');
    await user.click(screen.getByRole('button', { name: 'Create draft and continue' }));

    await waitFor(() => expect(currentRoute().asPath).toBe('/campaigns/edit?id=42&step=settings'));
    expect(posted).toEqual([
      {
        name: 'Spring mission',
        type: 'mission',
        start_date: '2026-12-01T10:00:00.000Z',
        end_date: '2026-12-31T18:30:00.000Z',
        recurring: null,
        is_template: false,
      },
    ]);
    expect(snackbar(store)).toContain('Campaign has been created successfully');
  });

  it('lets each step be revisited from the step list', async () => {
    serveCampaign();
    const user = userEvent.setup();
    renderBuilder({ campaignId: 42, step: 'overview' });
    const nav = await screen.findByRole('navigation', { name: 'Campaign steps' });
    expect(within(nav).getByRole('link', { current: 'step' })).toHaveTextContent('Overview');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1Title and dates', '2Settings', '3Players', '4Content', '5Terms', '6Overview', '7Reports']);
    await user.click(within(nav).getByRole('link', { name: /Title and dates/ }));
    expect(currentRoute().asPath).toBe('/campaigns/edit?id=42&step=title');
  });

  it('asks before leaving a step with unsaved changes, and keeps what was typed when staying', async () => {
    serveCampaign();
    const user = userEvent.setup();
    const view = renderBuilder({ campaignId: 42, step: 'title' });
    const name = await screen.findByLabelText('Campaign name');
    await user.clear(name);
    await user.type(name, 'Renamed mission');

    const nav = screen.getByRole('navigation', { name: 'Campaign steps' });
    await user.click(within(nav).getByRole('link', { name: /Settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(currentRoute().asPath).toBe('/campaigns/edit?id=42&step=title');

    await user.click(within(dialog).getByRole('button', { name: 'Stay on this step' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Campaign name')).toHaveValue('Renamed mission');

    await user.click(within(nav).getByRole('link', { name: /Settings/ }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentRoute().asPath).toBe('/campaigns/edit?id=42&step=settings'));
    view.rerender(<></>);
  });

  it('saves a step, says so and moves on; a clean step leaves without asking', async () => {
    const { patches } = serveCampaign();
    const user = userEvent.setup();
    const { store } = renderBuilder({ campaignId: 42, step: 'title' });
    await user.selectOptions(await screen.findByLabelText('Recurring'), 'every');
    await user.type(screen.getByLabelText('Every'), '2');
    await user.selectOptions(screen.getByLabelText('Unit'), 'week');
    await user.type(screen.getByLabelText('No. of recurring'), '3');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(currentRoute().asPath).toBe('/campaigns/edit?id=42&step=settings'));
    expect(patches).toEqual([
      {
        name: 'Winter mission',
        start_date: '2026-12-01T10:00:00.000Z',
        end_date: '2026-12-31T18:30:00.000Z',
        recurring: { kind: 'every', every_n: 2, unit: 'week', quantity: 3 },
      },
    ]);
    expect(snackbar(store)).toContain('Campaign has been saved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the server's nested field errors on their fields, with spec §5's prefix", async () => {
    serveCampaign(
      wireCampaignDetail({ recurring: { kind: 'dates', dates: ['2026-12-08T10:00:00Z'], quantity: 1 } }),
      {
        status: 400,
        body: {
          recurring: { quantity: ['Ensure this value is less than or equal to 1.'] },
          non_field_errors: ['Check the dates.'],
        },
      },
    );
    const user = userEvent.setup();
    const { store } = renderBuilder({ campaignId: 42, step: 'title' });
    expect(await screen.findByLabelText('Date 1')).toHaveValue('08.12.2026 10:00');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByText('No. of recurring: Ensure this value is less than or equal to 1.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the dates.')).toBeInTheDocument();
    expect(snackbar(store)).toContain(
      'Campaign has not been updated! Ensure this value is less than or equal to 1. Check the dates.',
    );
    expect(currentRoute().asPath).toBe('/campaigns/edit?id=42&step=title');
  });

  it('shows a campaign read-only to a viewer: no save, no publish', async () => {
    serveCampaign();
    renderBuilder({ campaignId: 42, step: 'title' }, VIEW_PERMISSIONS);
    expect(await screen.findByLabelText('Campaign name')).toBeDisabled();
    expect(screen.getByText(/shown read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
  });

  it('says when the campaign does not exist', async () => {
    server.use(http.get(DETAIL_URL, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderBuilder({ campaignId: 42 });
    expect(await screen.findByText(/does not exist/)).toBeInTheDocument();
  });
});

describe('campaign builder: overview', () => {
  it('publishes, and points at the steps to fix when publishing is refused', async () => {
    serveCampaign(
      wireCampaignDetail({
        mission: {
          ...(wireCampaignDetail().mission as object),
          tasks: [wireTask(1, 'deposit', { amount: 50, ranges: null })],
        },
        control_group: 20,
      }),
      {
        status: 400,
        body: {
          titles: ['Enter a title in English.'],
          mission: {
            tasks: [
              { prizes: ['A task needs at least one prize.'] },
              { games: ['Select at least one game.'] },
            ],
          },
        },
      },
    );
    const user = userEvent.setup();
    renderBuilder({ campaignId: 42, step: 'overview' });
    expect(await screen.findByText('1. Deposit')).toBeInTheDocument();
    // The audience a manager signs off, and who responsible gambling left out.
    const audience = screen.getByText('Audience', { selector: 'dt' }).nextElementSibling;
    await waitFor(() =>
      expect(audience).toHaveTextContent(
        '41,237 players Left out for responsible gambling: 8,334 self-excluded and 515 blocked (a player may be both). No campaign can include them.',
      ),
    );
    // What the manager signs off: each task with its prizes, and the cost against the alarm.
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Prizes and games')).toHaveTextContent('Task 1: Deposit: 10.00 EUR cash');
    expect(fact('Cost estimate')).toHaveTextContent(
      'At most 412,370.00 EUR (every one of the 41,237 players completing every task)',
    );
    expect(fact('Start')).toHaveTextContent('(UTC)');
    expect(fact('Control group')).toHaveTextContent(
      '20 % of the players, held out of rewards to measure the uplift',
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const problems = await screen.findByRole('alert');
    expect(
      within(problems).getByRole('link', { name: 'Content → Titles: Enter a title in English.' }),
    ).toHaveAttribute('href', '/campaigns/edit?id=42&step=content&field=titles');
    expect(
      within(problems).getByRole('link', {
        name: 'Settings → Task 1 → Prizes: A task needs at least one prize.',
      }),
    ).toHaveAttribute('href', '/campaigns/edit?id=42&step=settings&field=mission.tasks.0.prizes');
    // Every problem is listed, not only the first of each step.
    expect(
      within(problems).getByRole('link', { name: 'Settings → Task 2 → Games: Select at least one game.' }),
    ).toBeInTheDocument();
  });

  it("reads the type's settings through its own calls (spec §7), as the settings step does", async () => {
    const settings = wireCampaignDetail({
      type: 'prizeDrop',
      prize_drop: {
        id: 7,
        campaign: 42,
        min_bet: null,
        all_games: true,
        games: [],
        drops: 10,
        prizes: [{ id: 1, prize: { id: 3, kind: 'cash', amount: 25 }, quantity: 4 }],
      },
    });
    // A backend built to the spec: the campaign carries none of its type's settings.
    const { mission: _mission, prize_drop: _drop, ...campaignOnly } = settings;
    serveCampaign(campaignOnly);
    serveTypeSettings(settings);
    renderBuilder({ campaignId: 42, step: 'overview' });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(fact('Prizes and games')).toHaveTextContent('25.00 EUR cash'));
    expect(fact('Drops')).toHaveTextContent('10');
    expect(fact('Prizes')).toHaveTextContent('1 prize, 4 in all');
    expect(screen.queryByText('Not set yet')).not.toBeInTheDocument();
  });

  it('says when the settings could not be loaded, and loads them again on request', async () => {
    serveCampaign();
    let refuse = true;
    server.use(
      http.get(`${API}v1/missions/missions/`, () =>
        refuse
          ? HttpResponse.json({ detail: 'Server error.' }, { status: 500 })
          : HttpResponse.json([
              {
                ...(wireCampaignDetail().mission as object),
                tasks: [wireTask(1, 'deposit', { amount: 50 })],
              },
            ]),
      ),
    );
    const user = userEvent.setup();
    renderBuilder({ campaignId: 42, step: 'overview' });
    expect(await screen.findByText(/The settings could not be loaded/)).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1. Deposit')).toBeInTheDocument();
  });

  it('saves the campaign as a template from the overview (a type that has templates)', async () => {
    serveCampaign();
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.post(CAMPAIGNS_URL, async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(wireCampaignDetail({ id: 43, is_template: true }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderBuilder({ campaignId: 42, step: 'overview' });
    await user.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ copy_of: 42, is_template: true });
    expect(snackbar(store)).toContain('The template has been saved.');
  });

  it("following a refused publish's link opens the step, focuses the named field and shows its error there", async () => {
    const detail = wireCampaignDetail({
      mission: {
        ...(wireCampaignDetail().mission as object),
        tasks: [
          wireTask(1, 'deposit', { amount: 50, ranges: null }),
          wireTask(2, 'deposit', { amount: 20, ranges: null }),
        ],
      },
    });
    // The settings step reads the mission through its own spec §7 calls.
    serveTypeSettings(detail);
    serveCampaign(detail, {
      status: 400,
      body: { mission: { tasks: [{}, { amount: ['This field is required.'] }] } },
    });
    const user = userEvent.setup();
    setRoute('/campaigns/edit?id=42&step=overview');
    renderWithStore(<RoutedBuilder />, {
      preloadedState: signedInState(demoUser({ id: 1, permissions: [...ALL_PERMISSIONS] }), {
        backofficeToRunInUtc: true,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publish this campaign?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    const link = within(await screen.findByRole('alert')).getByRole('link', {
      name: 'Settings → Task 2: amount is required',
    });
    expect(link).toHaveAttribute('href', '/campaigns/edit?id=42&step=settings&field=mission.tasks.1.amount');

    await currentRoute().push(link.getAttribute('href')!);
    const tasks = await screen.findAllByLabelText('Deposit amount');
    await waitFor(() => expect(tasks[1]).toHaveFocus());
    expect(tasks[1]).toHaveAccessibleDescription('This field is required.');
    expect(tasks[0]).not.toHaveAccessibleDescription();
  });
});

/** The builder at the address's step, as the page renders it (a followed link changes the step). */
function RoutedBuilder() {
  const { query } = useRouter();
  return <CampaignBuilder campaignId={Number(query.id)} step={query.step as BuilderStep} />;
}
