import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { CampaignsScreen } from '@/components/campaigns/CampaignsScreen';
import { campaignActions } from '@/components/campaigns/campaignActions';
import { CampaignTypeChoice } from '@/components/campaigns/CampaignTypeChoice';
import { CAMPAIGN_TYPE_REGISTRY, type TypeActionDialog } from '@/components/campaigns/types/registry';
import { Dashboard } from '@/components/dashboard/Dashboard';
import type { CampaignType } from '@/types/api';
import { ALL_PERMISSIONS, PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const CAMPAIGNS_URL = `${API}v1/campaigns/campaigns/`;
const ADA = { id: 1, name: 'Ada Admin' };
const OSCAR = { id: 2, name: 'Oscar Other' };

type WireCampaign = Record<string, unknown> & {
  id: number;
  name: string;
  type: string;
  status: string;
  start_date: string | null;
  creator: { id: number; name: string } | null;
};

/** A campaign list row as the server sends it (snake_case). */
function wireCampaign(id: number, overrides: Partial<WireCampaign> = {}): WireCampaign {
  return {
    id,
    name: `Campaign ${id}`,
    type: 'mission',
    status: 'DR',
    is_template: false,
    start_date: '2026-12-01T10:00:00Z',
    end_date: '2026-12-31T18:30:00Z',
    creator: ADA,
    priority: false,
    opt_in: false,
    recurring: null,
    created: '2026-11-20T09:30:00Z',
    participants: 0,
    cost: 0,
    cost_alarm: null,
    audience_size: null,
    ...overrides,
  };
}

const CAMPAIGNS = [
  wireCampaign(7, { name: 'Odd one', status: 'ZZ', type: 'race', start_date: null, end_date: null }),
  wireCampaign(6, { name: 'Cancelled cup', status: 'CA', type: 'tournament', creator: OSCAR }),
  wireCampaign(5, { name: 'Finished drop', status: 'FI', type: 'prizeDrop' }),
  wireCampaign(4, {
    name: 'Active jackpot',
    status: 'AC',
    type: 'jackpot',
    creator: OSCAR,
    participants: 1234,
    cost: 4990,
    cost_alarm: 500,
    audience_size: 41666,
  }),
  wireCampaign(3, { name: 'Rescheduled race', status: 'RF', type: 'race' }),
  wireCampaign(2, {
    name: 'Scheduled mission',
    status: 'SC',
    cost: 120.5,
    cost_alarm: 500,
    audience_size: 900,
  }),
  wireCampaign(1, { name: 'Draft mission', status: 'DR', creator: OSCAR }),
];

/**
 * The campaigns list endpoint over a mutable array, filtered as the server does; records each query
 * string (sorted). `statistics` counts the same filters without the status one.
 */
function serveCampaigns(initial: WireCampaign[] = CAMPAIGNS) {
  const rows = [...initial];
  const queries: string[] = [];
  server.use(
    http.get(CAMPAIGNS_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      params.sort();
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const matchesOthers = (row: WireCampaign) =>
        (!params.get('type') || row.type === params.get('type')) &&
        (!params.get('creator') || String(row.creator?.id) === params.get('creator')) &&
        (!params.get('start_after') || (row.start_date ?? '') >= params.get('start_after')!) &&
        row.name.toLowerCase().includes(search);
      const others = rows.filter(matchesOthers).sort((a, b) => b.id - a.id);
      const matching = others.filter((row) => !params.get('status') || row.status === params.get('status'));
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      const count = (status: string) => others.filter((row) => row.status === status).length;
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice(offset, offset + limit),
        creators: [ADA, OSCAR],
        statistics: { DR: count('DR'), SC: count('SC'), AC: count('AC'), CA: count('CA'), FI: count('FI') },
      });
    }),
  );
  return { rows, queries };
}

let flags: Record<string, boolean> = {};
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

function renderAs(
  ui: React.ReactElement,
  url: string,
  permissions: readonly string[] = ALL_PERMISSIONS,
  casino: { availableCampaigns?: CampaignType[] } = {},
) {
  setRoute(url);
  const state = signedInState(demoUser({ id: 1, permissions: [...permissions] }, casino), {
    backofficeToRunInUtc: true,
  });
  return renderWithStore(ui, {
    preloadedState: state,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

/** The actions a row's menu offers, opened with a click (or nothing when the row has no menu). */
async function actionsOf(user: ReturnType<typeof userEvent.setup>, name: string): Promise<string[]> {
  const row = await rowOf(name);
  const button = within(row).queryByRole('button', { name: `Actions for ${name}` });
  if (!button) return [];
  await user.click(button);
  const menu = screen.getByRole('menu', { name: `Actions for ${name}` });
  const labels = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  return labels;
}

async function chooseAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

const snackbar = (store: { getState: () => { snackbar: { queue: unknown[] } } }) =>
  store.getState().snackbar.queue;

describe('campaigns list', () => {
  it('shows each campaign with its type, status label (unknown as N/A), dates, creator and counts', async () => {
    const { queries } = serveCampaigns();
    renderAs(<CampaignsScreen />, '/campaigns/list');
    const cells = async (name: string) =>
      within(await rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    expect((await cells('Draft mission')).slice(0, 5)).toEqual([
      'Mission',
      'Draft',
      'Oscar Other',
      '01.12.2026 10:00 (UTC)',
      '31.12.2026 18:30 (UTC)',
    ]);
    expect((await cells('Scheduled mission'))[1]).toBe('Scheduled');
    expect((await cells('Rescheduled race')).slice(0, 2)).toEqual(['Race', 'Scheduled']);
    expect((await cells('Active jackpot')).slice(0, 2)).toEqual(['Jackpot', 'Active']);
    expect((await cells('Finished drop')).slice(0, 2)).toEqual(['Prize drop', 'Finished']);
    expect((await cells('Cancelled cup')).slice(0, 2)).toEqual(['Tournament', 'Cancelled']);
    expect((await cells('Odd one')).slice(0, 5)).toEqual(['Race', 'N/A', 'Ada Admin', '—', '—']);

    // What staff monitor: participants, the cost against its alarm (over it said in words), the audience.
    expect((await cells('Active jackpot')).slice(5, 8)).toEqual([
      '1,234',
      '4,990.00 of 500.00 EUR (over)',
      '41,666',
    ]);
    expect((await cells('Scheduled mission')).slice(5, 8)).toEqual(['0', '120.50 of 500.00 EUR', '900']);
    expect((await cells('Draft mission')).slice(5, 8)).toEqual(['0', '0.00 EUR', '—']);

    // Newest first, 25 a page, templates left out.
    expect(queries).toEqual(['is_template=false&limit=25&offset=0&order_by=-id']);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      CAMPAIGNS.map((campaign) => campaign.name),
    );
    const counts = screen.getByRole('list', { name: 'Campaigns by status' });
    expect(
      within(counts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Draft 1', 'Scheduled 1', 'Active 1', 'Finished 1', 'Cancelled 1']);
    expect(screen.getByRole('navigation', { name: 'Campaigns pages' })).toHaveTextContent('1–7 of 7');
  });

  it('offers a page size, kept in the URL, from the first page', async () => {
    const { queries } = serveCampaigns();
    const user = userEvent.setup();
    renderAs(<CampaignsScreen />, '/campaigns/list');
    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('25');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '50');
    expect(currentRoute().query).toEqual({ limit: '50' });
    await waitFor(() => expect(queries).toContain('is_template=false&limit=50&offset=0&order_by=-id'));
  });

  it('reads every filter from the URL, sends it, and writes changes back there on the first page', async () => {
    const user = userEvent.setup();
    const { queries } = serveCampaigns();
    renderAs(
      <CampaignsScreen />,
      '/campaigns/list?status=SC&type=mission&creator=1&start_after=2026-01-01&start_before=2027-01-01&search=sched',
    );
    expect(await rowOf('Scheduled mission')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(queries).toEqual([
      'creator=1&is_template=false&limit=25&offset=0&order_by=-id&search=sched&start_after=2026-01-01&start_before=2027-01-01&status=SC&type=mission',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('sched');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('SC');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('mission');
    expect(screen.getByRole('combobox', { name: 'Creator' })).toHaveValue('1');
    expect(await screen.findByLabelText('Start after')).toHaveValue('01.01.2026');
    expect(screen.getByLabelText('Start before')).toHaveValue('01.01.2027');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentRoute().asPath).toBe('/campaigns/list');
    expect(await rowOf('Odd one')).toBeInTheDocument();

    // The creators offered are the page's.
    const creator = screen.getByRole('combobox', { name: 'Creator' });
    expect(
      within(creator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All creators', 'Ada Admin', 'Oscar Other']);
    await user.selectOptions(creator, 'Oscar Other');
    expect(currentRoute().asPath).toBe('/campaigns/list?creator=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Tournament');
    expect(currentRoute().asPath).toBe('/campaigns/list?type=tournament&creator=2');
    expect(await rowOf('Cancelled cup')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(queries).toContain('creator=2&is_template=false&limit=25&offset=0&order_by=-id&type=tournament');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Typed as the spec writes days; the address gets the day once it is whole.
    await user.type(screen.getByLabelText('Start after'), '01.06.2026');
    expect(currentRoute().asPath).toBe('/campaigns/list?start_after=2026-06-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(currentRoute().asPath).toBe('/campaigns/list?status=AC&start_after=2026-06-01');
    await waitFor(() =>
      expect(queries).toContain(
        'is_template=false&limit=25&offset=0&order_by=-id&start_after=2026-06-01&status=AC',
      ),
    );
    expect(await rowOf('Active jackpot')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    await waitFor(() => expect(currentRoute().query.search).toBe('nothing like it'));
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });

  it('filters by a status when its count is pressed, and back when pressed again', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    renderAs(<CampaignsScreen />, '/campaigns/list?offset=10');
    await user.click(await screen.findByRole('button', { name: 'Finished 1' }));
    expect(currentRoute().asPath).toBe('/campaigns/list?status=FI');
    const finished = await screen.findByRole('button', { name: 'Finished 1' });
    expect(finished).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('FI');
    // The counts ignore the status filter.
    expect(screen.getByRole('button', { name: 'Draft 1' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(finished);
    expect(currentRoute().asPath).toBe('/campaigns/list');
  });

  it('says when there are no campaigns yet, and when the list could not be loaded', async () => {
    serveCampaigns([]);
    const { unmount } = renderAs(<CampaignsScreen />, '/campaigns/list');
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    unmount();

    server.use(http.get(CAMPAIGNS_URL, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    renderAs(<CampaignsScreen />, '/campaigns/list');
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    serveCampaigns();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Draft mission')).toBeInTheDocument();
  });
});

describe('campaign row actions', () => {
  it('offers what each status allows to a user who may manage every campaign', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    renderAs(<CampaignsScreen />, '/campaigns/list');
    expect(await actionsOf(user, 'Draft mission')).toEqual([
      'Edit',
      'Publish',
      'Make a copy',
      'Save as template',
      'Delete',
    ]);
    expect(await actionsOf(user, 'Scheduled mission')).toEqual([
      'Edit',
      'Back to draft',
      'Cancel campaign',
      'Make a copy',
      'Save as template',
    ]);
    expect(await actionsOf(user, 'Rescheduled race')).toEqual(await actionsOf(user, 'Scheduled mission'));
    // Without the edit-active-campaigns flag an active campaign is not edited.
    // A jackpot is cancelled by its own two actions, which say what becomes of the pot.
    expect(await actionsOf(user, 'Active jackpot')).toEqual([
      'Cancel jackpot',
      'Cancel jackpot immediately',
      'Statistics',
      'Make a copy',
      'Save as template',
    ]);
    expect(await actionsOf(user, 'Finished drop')).toEqual(['Statistics', 'Make a copy', 'Save as template']);
    expect(await actionsOf(user, 'Cancelled cup')).toEqual(['Make a copy', 'Save as template']);
    expect(await actionsOf(user, 'Odd one')).toEqual(['Make a copy', 'Save as template']);

    // Links go where they say; the name links to Edit when Edit is offered.
    await user.click(within(await rowOf('Finished drop')).getByRole('button', { name: /^Actions/ }));
    expect(screen.getByRole('menuitem', { name: 'Statistics' })).toHaveAttribute(
      'href',
      '/campaigns/statistics?id=5',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Draft mission' })).toHaveAttribute(
      'href',
      '/campaigns/edit?id=1',
    );
    // A campaign that cannot be edited still opens (read-only) from its name.
    expect(screen.getByRole('link', { name: 'Finished drop' })).toHaveAttribute(
      'href',
      '/campaigns/edit?id=5',
    );
    expect(screen.getByRole('link', { name: 'Create campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create',
    );
  });

  it('offers a type’s own registered actions, with their text, and opens the dialog the type registered', async () => {
    const race = CAMPAIGN_TYPE_REGISTRY.race!;
    const SettleDialog: TypeActionDialog = ({ running, onClose }) => (
      <div role="dialog" aria-label="Settle the race?">
        {running.action} {running.campaign.name}
        <button onClick={onClose}>Keep race</button>
      </div>
    );
    CAMPAIGN_TYPE_REGISTRY.race = {
      ...race,
      cancelActions: {
        actions: [{ key: 'settleRace', label: 'Settle and cancel race' }],
        loadDialog: async () => SettleDialog,
      },
    };
    try {
      const user = userEvent.setup();
      serveCampaigns();
      renderAs(<CampaignsScreen />, '/campaigns/list');
      // The type's action takes the place of the plain Cancel.
      expect(await actionsOf(user, 'Rescheduled race')).toEqual([
        'Edit',
        'Back to draft',
        'Settle and cancel race',
        'Make a copy',
        'Save as template',
      ]);
      await chooseAction(user, 'Rescheduled race', 'Settle and cancel race');
      const dialog = await screen.findByRole('dialog', { name: 'Settle the race?' });
      expect(dialog).toHaveTextContent('settleRace Rescheduled race');
      await user.click(within(dialog).getByRole('button', { name: 'Keep race' }));
      expect(screen.queryByRole('dialog', { name: 'Settle the race?' })).not.toBeInTheDocument();
    } finally {
      CAMPAIGN_TYPE_REGISTRY.race = race;
    }
  });

  it('offers Edit on active campaigns while the edit-active-campaigns flag is on', async () => {
    const user = userEvent.setup();
    flags['edit-active-campaigns'] = true;
    serveCampaigns();
    renderAs(<CampaignsScreen />, '/campaigns/list');
    await screen.findByRole('link', { name: 'Active jackpot' });
    expect(await actionsOf(user, 'Active jackpot')).toEqual([
      'Edit',
      'Cancel jackpot',
      'Cancel jackpot immediately',
      'Statistics',
      'Make a copy',
      'Save as template',
    ]);
  });

  it('lets a user with the *_own_campaign permissions change and delete only the campaigns they created', async () => {
    const user = userEvent.setup();
    serveCampaigns([
      wireCampaign(11, { name: 'My draft', creator: ADA }),
      wireCampaign(12, { name: 'Their draft', creator: OSCAR }),
      wireCampaign(13, { name: 'My scheduled', status: 'SC', creator: ADA }),
      wireCampaign(14, { name: 'Their scheduled', status: 'SC', creator: OSCAR }),
    ]);
    const P = PERMISSIONS;
    renderAs(<CampaignsScreen />, '/campaigns/list', [
      P.viewOwnCampaign,
      P.changeOwnCampaign,
      P.deleteOwnCampaign,
      P.addCampaign,
    ]);
    expect(await actionsOf(user, 'My draft')).toEqual([
      'Edit',
      'Publish',
      'Make a copy',
      'Save as template',
      'Delete',
    ]);
    expect(await actionsOf(user, 'Their draft')).toEqual(['Make a copy', 'Save as template']);
    expect(await actionsOf(user, 'My scheduled')).toEqual([
      'Edit',
      'Back to draft',
      'Cancel campaign',
      'Make a copy',
      'Save as template',
    ]);
    expect(await actionsOf(user, 'Their scheduled')).toEqual(['Make a copy', 'Save as template']);
    expect(screen.getByRole('link', { name: 'My draft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Their draft' })).toBeInTheDocument();
  });

  it('lets manage_all_campaigns change every campaign, and delete only with delete_campaign', () => {
    const context = (permissions: string[]) => ({ permissions, userId: 1, editActive: false });
    const theirs = { status: 'DR', creator: OSCAR };
    const P = PERMISSIONS;
    expect(campaignActions(theirs, context([P.manageAllCampaigns]))).toEqual(['edit', 'publish']);
    expect(campaignActions(theirs, context([P.manageAllCampaigns, P.deleteOwnCampaign]))).toEqual([
      'edit',
      'publish',
    ]);
    expect(campaignActions(theirs, context([P.deleteCampaign]))).toEqual(['delete']);
    expect(campaignActions({ status: 'DR', creator: ADA }, context([P.deleteOwnCampaign]))).toEqual([
      'delete',
    ]);
    // A campaign without a creator is nobody's own.
    expect(campaignActions({ status: 'DR', creator: null }, context([P.changeOwnCampaign]))).toEqual([]);
  });

  it('gives a viewer no create, edit, status, copy or delete action: only Statistics, which only reads', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    renderAs(<CampaignsScreen />, '/campaigns/list', VIEW_PERMISSIONS);
    await rowOf('Draft mission');
    expect(screen.queryByRole('link', { name: 'Create campaign' })).not.toBeInTheDocument();
    for (const name of ['Draft mission', 'Scheduled mission', 'Rescheduled race', 'Cancelled cup', 'Odd one'])
      expect(await actionsOf(user, name)).toEqual([]);
    expect(await actionsOf(user, 'Active jackpot')).toEqual(['Statistics']);
    expect(await actionsOf(user, 'Finished drop')).toEqual(['Statistics']);
    // Each name still opens its campaign, read-only.
    expect(screen.getByRole('link', { name: 'Finished drop' })).toHaveAttribute(
      'href',
      '/campaigns/edit?id=5',
    );
    // The export only reads too.
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('opens the menu from the keyboard and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    renderAs(<CampaignsScreen />, '/campaigns/list');
    const button = within(await rowOf('Draft mission')).getByRole('button', {
      name: 'Actions for Draft mission',
    });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Publish' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Delete this campaign?' })).toBeInTheDocument();
  });
});

describe('campaign status changes', () => {
  function servePatch(answer: (body: { status: string }) => Response) {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${CAMPAIGNS_URL}:id/`, async ({ request }) => {
        const body = (await request.json()) as { status: string };
        bodies.push(body);
        return answer(body);
      }),
    );
    return bodies;
  }

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const user = userEvent.setup();
    const { rows, queries } = serveCampaigns();
    const bodies = servePatch((body) => {
      rows[rows.findIndex((row) => row.id === 2)] = wireCampaign(2, { name: 'Scheduled mission', ...body });
      return HttpResponse.json(wireCampaign(2, body));
    });
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');

    await chooseAction(user, 'Scheduled mission', 'Cancel campaign');
    let dialog = screen.getByRole('dialog', { name: 'Cancel this campaign?' });
    expect(dialog).toHaveTextContent('“Scheduled mission” stops for every player');
    expect(within(dialog).getByRole('button', { name: 'Keep campaign' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep campaign' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await chooseAction(user, 'Scheduled mission', 'Cancel campaign');
    dialog = screen.getByRole('dialog', { name: 'Cancel this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ status: 'CA' }]);
    expect(snackbar(store)).toEqual([
      expect.objectContaining({ type: 'success', content: 'Campaign has been cancelled' }),
    ]);
    // The list is fetched again and shows the new status.
    await waitFor(() => expect(queries).toHaveLength(2));
    await waitFor(async () =>
      expect(within(await rowOf('Scheduled mission')).getByText('Cancelled')).toBeVisible(),
    );
  });

  it('publishes a draft and says whether it is scheduled or already active', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    let release: () => void = () => undefined;
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${CAMPAIGNS_URL}:id/`, async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(wireCampaign(1, { status: 'AC' }));
      }),
    );
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');
    await chooseAction(user, 'Draft mission', 'Publish');
    // Publishing is public: it asks first, and nothing is sent before the answer.
    const dialog = screen.getByRole('dialog', { name: 'Publish this campaign?' });
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    // While it runs, the row's button says so and opens nothing.
    const button = screen.getByRole('button', { name: 'Actions for Draft mission' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(snackbar(store)).toHaveLength(1));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(bodies).toEqual([{ status: 'SC' }]);
    expect(snackbar(store)).toEqual([
      expect.objectContaining({ type: 'success', content: 'Campaign has been published and is active' }),
    ]);
  });

  it('sends a scheduled campaign back to draft', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    const bodies = servePatch(() => HttpResponse.json(wireCampaign(2, { status: 'DR' })));
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');
    await chooseAction(user, 'Scheduled mission', 'Back to draft');
    await waitFor(() => expect(snackbar(store)).toHaveLength(1));
    expect(bodies).toEqual([{ status: 'DR' }]);
    expect(snackbar(store)[0]).toEqual(
      expect.objectContaining({ type: 'success', content: 'Campaign is a draft again' }),
    );
  });

  it("shows a refused change with the server's reasons in the error notification", async () => {
    const user = userEvent.setup();
    serveCampaigns();
    servePatch(() =>
      HttpResponse.json(
        {
          status: ['A campaign cannot be published without prizes.'],
          end_date: ['Must be after the start.'],
        },
        { status: 400 },
      ),
    );
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');
    await chooseAction(user, 'Draft mission', 'Publish');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Publish this campaign?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    await waitFor(() => expect(snackbar(store)).toHaveLength(1));
    expect(snackbar(store)).toEqual([
      expect.objectContaining({
        type: 'error',
        content:
          'Campaign has not been published: A campaign cannot be published without prizes. Title and dates → End date: Must be after the start.',
      }),
    ]);
  });
});

describe('delete a campaign', () => {
  it('asks first, and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    const { rows } = serveCampaigns();
    const deleted: string[] = [];
    server.use(
      http.delete(`${CAMPAIGNS_URL}:id/`, ({ params }) => {
        deleted.push(params.id as string);
        rows.splice(
          rows.findIndex((row) => String(row.id) === params.id),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');

    await chooseAction(user, 'Draft mission', 'Delete');
    let dialog = screen.getByRole('dialog', { name: 'Delete this campaign?' });
    expect(dialog).toHaveTextContent('“Draft mission” will be removed for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await chooseAction(user, 'Draft mission', 'Delete');
    dialog = screen.getByRole('dialog', { name: 'Delete this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Draft mission' })).not.toBeInTheDocument(),
    );
    expect(deleted).toEqual(['1']);
    expect(snackbar(store)).toEqual([
      expect.objectContaining({ type: 'success', content: 'Campaign has been deleted' }),
    ]);
  });
});

describe('make a copy', () => {
  /** The full campaign as GET v1/campaigns/campaigns/{id}/ answers it. */
  const detail = wireCampaign(4, {
    name: 'Active jackpot',
    status: 'AC',
    type: 'mission',
    creator: OSCAR,
    titles: { en: 'Win big', de: 'Groß gewinnen' },
    terms: { en: '<p>Terms</p>' },
    cost: 120,
    cost_alarm: 500,
    target_group: 9,
    desktop_background_image: 'https://img.example.com/bg.png',
    mission: {
      id: 31,
      tasks_in_order: true,
      min_bet: { EUR: 1 },
      tasks: [
        { id: 301, type: 'deposit', amount: 50, position: 0 },
        { id: 302, type: 'gameplay', rounds: 10, mode: 'win_in_a_row', position: 1 },
      ],
    },
  });

  it('asks the new name (required, prefilled "Copy of …") and posts the campaign back under it, its settings copied by the server', async () => {
    const user = userEvent.setup();
    const { rows, queries } = serveCampaigns();
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.get(`${CAMPAIGNS_URL}4/`, () => HttpResponse.json(detail)),
      http.post(CAMPAIGNS_URL, async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        const created = wireCampaign(8, { ...posted, status: 'DR', creator: ADA } as Partial<WireCampaign>);
        rows.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list?offset=0');

    await chooseAction(user, 'Active jackpot', 'Make a copy');
    const dialog = await screen.findByRole('dialog', { name: 'Make a copy' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Copy of Active jackpot');
    expect(name).toHaveFocus();

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save copy' }));
    expect(await within(dialog).findByText('Enter a name for the copy.')).toBeInTheDocument();
    expect(posted).toBeUndefined();

    await user.type(name, 'Jackpot again');
    await user.click(within(dialog).getByRole('button', { name: 'Save copy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const {
      id: _id,
      status: _status,
      created: _created,
      creator: _creator,
      mission: _mission,
      ...kept
    } = detail;
    expect(posted).toEqual({ ...kept, name: 'Jackpot again', copy_of: 4 });
    expect(snackbar(store)).toEqual([
      expect.objectContaining({ type: 'success', content: 'Campaign has been created successfully' }),
    ]);
    // The new draft heads the list.
    await waitFor(() => expect(queries).toHaveLength(2));
    const first = await screen.findByRole('rowheader', { name: 'Jackpot again' });
    expect(within(first.closest('tr')!).getByText('Draft')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')[0]).toBe(first);
  });

  it("keeps the dialog open with the server's refusal on the name", async () => {
    const user = userEvent.setup();
    serveCampaigns();
    server.use(
      http.get(`${CAMPAIGNS_URL}1/`, () => HttpResponse.json(wireCampaign(1, { name: 'Draft mission' }))),
      http.post(CAMPAIGNS_URL, () =>
        HttpResponse.json({ name: ['A campaign with this name already exists.'] }, { status: 400 }),
      ),
    );
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');
    await chooseAction(user, 'Draft mission', 'Make a copy');
    const dialog = await screen.findByRole('dialog', { name: 'Make a copy' });
    await user.click(within(dialog).getByRole('button', { name: 'Save copy' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A campaign with this name already exists.'),
    );
    expect(name).toHaveValue('Copy of Draft mission');
    expect(snackbar(store)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('leaves out the empty mission of another type, and shows a refusal of the copied content above the form', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.get(`${CAMPAIGNS_URL}3/`, () =>
        HttpResponse.json({ ...wireCampaign(3, { name: 'Rescheduled race', type: 'race' }), mission: null }),
      ),
      http.post(CAMPAIGNS_URL, async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { titles: { fi: ['"fi" is not one of the casino\'s languages.'] } },
          { status: 400 },
        );
      }),
    );
    renderAs(<CampaignsScreen />, '/campaigns/list');
    await chooseAction(user, 'Rescheduled race', 'Make a copy');
    const dialog = await screen.findByRole('dialog', { name: 'Make a copy' });
    await user.click(within(dialog).getByRole('button', { name: 'Save copy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The copy could not be saved. "fi" is not one of the casino\'s languages.',
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]).not.toHaveProperty('mission');
    expect(posted[0]).toMatchObject({ name: 'Copy of Rescheduled race', type: 'race' });
  });
  it('saves a campaign as a template under a name of its own', async () => {
    const user = userEvent.setup();
    serveCampaigns();
    let posted: Record<string, unknown> | undefined;
    server.use(
      http.get(`${CAMPAIGNS_URL}4/`, () => HttpResponse.json(detail)),
      http.post(CAMPAIGNS_URL, async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...posted, id: 20, status: 'DR' }, { status: 201 });
      }),
    );
    const { store } = renderAs(<CampaignsScreen />, '/campaigns/list');
    await chooseAction(user, 'Active jackpot', 'Save as template');
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(within(dialog).getByRole('textbox', { name: 'Name of the template' })).toHaveValue(
      'Active jackpot template',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toMatchObject({ name: 'Active jackpot template', is_template: true, copy_of: 4 });
    expect(snackbar(store)).toEqual([
      expect.objectContaining({ type: 'success', content: 'The template has been saved.' }),
    ]);
  });
});

describe('export', () => {
  it("downloads the list's filters as CSV, the button busy meanwhile", async () => {
    const user = userEvent.setup();
    serveCampaigns();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const exported: string[] = [];
    server.use(
      http.get(`${CAMPAIGNS_URL}export-campaigns/`, async ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.sort();
        exported.push(params.toString());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse('id,name\n1,Draft mission', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    renderAs(<CampaignsScreen />, '/campaigns/list?status=DR&search=draft');
    await rowOf('Draft mission');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const busy = await screen.findByRole('button', { name: /^Export …/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(exported).toHaveLength(1));
    expect(exported).toEqual(['is_template=false&order_by=-id&search=draft&status=DR']);

    release();
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
    expect(click).toHaveBeenCalled();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('campaigns_report.csv');
    click.mockRestore();
  });
});

describe('campaign type choice', () => {
  const ALL_TYPES: CampaignType[] = [
    'mission',
    'missionV2',
    'sportsbookMission',
    'tournament',
    'race',
    'prizeDrop',
    'jackpot',
  ];

  const cards = () =>
    within(screen.getByRole('list', { name: 'Campaign types' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it("offers the casino's types only, each linking to its builder", async () => {
    renderAs(<CampaignTypeChoice />, '/campaigns/create', ALL_PERMISSIONS, {
      availableCampaigns: ['jackpot', 'mission', 'prizeDrop'],
    });
    expect(screen.getByRole('heading', { name: 'Create campaign', level: 1 })).toBeInTheDocument();
    expect(cards()).toEqual([
      ['Mission', '/campaigns/create/mission'],
      ['Prize drop', '/campaigns/create/prize-drop'],
      ['Jackpot', '/campaigns/create/jackpot'],
    ]);
  });

  it('offers mission v2 and sportsbook missions only while their flags are on', async () => {
    renderAs(<CampaignTypeChoice />, '/campaigns/create', ALL_PERMISSIONS, { availableCampaigns: ALL_TYPES });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading campaign types');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(cards()).toEqual([
      ['Mission', '/campaigns/create/mission'],
      ['Tournament', '/campaigns/create/tournament'],
      ['Race', '/campaigns/create/race'],
      ['Prize drop', '/campaigns/create/prize-drop'],
      ['Jackpot', '/campaigns/create/jackpot'],
    ]);
  });

  it.each([
    [{ 'enable-mission-v2': true }, ['Mission v2', '/campaigns/create/mission-v2'], 'Sportsbook mission'],
    [
      { 'enable-sport-book-campaign': true, 'enable-mission-v2': false },
      ['Sportsbook mission', '/campaigns/create/sportsbook-mission'],
      'Mission v2',
    ],
  ])('with flags %j offers %j and not %s', async (on, shown, hidden) => {
    Object.assign(flags, on);
    renderAs(<CampaignTypeChoice />, '/campaigns/create', ALL_PERMISSIONS, { availableCampaigns: ALL_TYPES });
    await waitFor(() => expect(cards()).toContainEqual(shown));
    expect(screen.queryByRole('link', { name: hidden })).not.toBeInTheDocument();
  });

  it('does not offer a flagged type the casino does not have, flag or not', async () => {
    Object.assign(flags, { 'enable-mission-v2': true, 'enable-sport-book-campaign': true });
    renderAs(<CampaignTypeChoice />, '/campaigns/create', ALL_PERMISSIONS, { availableCampaigns: ['race'] });
    expect(cards()).toEqual([['Race', '/campaigns/create/race']]);
  });

  it('says when the casino offers no type', () => {
    renderAs(<CampaignTypeChoice />, '/campaigns/create', ALL_PERMISSIONS, { availableCampaigns: [] });
    expect(screen.getByText('No campaign types are enabled for this casino.')).toBeInTheDocument();
  });
});

describe('dashboard campaigns card', () => {
  it('shows the counts by status, each linking to the list filtered by it', async () => {
    const { queries } = serveCampaigns();
    renderAs(<Dashboard />, '/dashboard');
    const card = screen.getByRole('region', { name: 'Campaigns' });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading campaign counts');
    expect(await within(card).findByRole('link', { name: 'Draft 1' })).toHaveAttribute(
      'href',
      '/campaigns/list?status=DR',
    );
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Draft 1', '/campaigns/list?status=DR'],
      ['Scheduled 1', '/campaigns/list?status=SC'],
      ['Active 1', '/campaigns/list?status=AC'],
      ['Finished 1', '/campaigns/list?status=FI'],
      ['Cancelled 1', '/campaigns/list?status=CA'],
      ['All campaigns', '/campaigns/list'],
    ]);
    expect(queries).toEqual(['is_template=false&limit=1&offset=0&order_by=-id']);
    // What was there stays.
    expect(screen.getByRole('region', { name: 'Demo Casino' })).toBeInTheDocument();
  });

  it('says when the counts could not be loaded, and loads them again on request', async () => {
    const user = userEvent.setup();
    server.use(http.get(CAMPAIGNS_URL, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    renderAs(<Dashboard />, '/dashboard');
    const card = screen.getByRole('region', { name: 'Campaigns' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The campaign counts could not be loaded.',
    );
    serveCampaigns();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('link', { name: 'Active 1' })).toBeInTheDocument();
  });

  it('is left out for a user who may not view campaigns', () => {
    renderAs(<Dashboard />, '/dashboard', [PERMISSIONS.viewUser]);
    expect(screen.getByRole('region', { name: 'Demo Casino' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Campaigns' })).not.toBeInTheDocument();
  });
});
