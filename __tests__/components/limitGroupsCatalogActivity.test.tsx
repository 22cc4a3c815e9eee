import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { ActivityLogsScreen } from '@/components/activityLogs/ActivityLogsScreen';
import { CatalogItemsScreen } from '@/components/catalogItems/CatalogItemsScreen';
import { LimitGroupFormScreen } from '@/components/limitGroups/LimitGroupFormScreen';
import { LimitGroupsScreen } from '@/components/limitGroups/LimitGroupsScreen';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function serveCasinoAndUsers() {
  server.use(
    http.get(`${API}v1/casinos/settings/`, () => HttpResponse.json({ currencies: ['EUR', 'USD'] })),
    http.get(`${API}v1/auth/users/`, () => HttpResponse.json(page([]))),
  );
}

function renderAt(ui: React.ReactElement, url: string) {
  setRoute(url);
  return renderWithStore(ui, { preloadedState: signedInState(demoUser()) });
}

describe('limit groups', () => {
  const LIMITS = `${API}v1/campaigns/campaign-limit-groups/`;

  it('lists each group with its limits, money in the casino currency', async () => {
    serveCasinoAndUsers();
    server.use(
      http.get(LIMITS, () =>
        HttpResponse.json(
          page([
            {
              id: 1,
              name: 'Juniors',
              limits: [{ campaign_type: 'mission', max_live_campaigns: 2, max_cost_alarm: '1500.00' }],
              users: [4],
              created: '2026-11-01T10:00:00Z',
            },
          ]),
        ),
      ),
    );
    renderAt(<LimitGroupsScreen />, '/limit-groups/list');
    const row = (await screen.findByRole('rowheader', { name: 'Juniors' })).closest('tr')!;
    expect(await within(row).findByText('Mission: 2 live, cost alarm ≤ 1,500.00 EUR')).toBeInTheDocument();
  });

  it("sends a row per offered campaign type and shows the server's error on its row", async () => {
    serveCasinoAndUsers();
    const posts: unknown[] = [];
    server.use(
      http.post(LIMITS, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(
          { limits: [{}, { max_cost_alarm: ['Ensure that there are no more than 2 decimal places.'] }] },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderAt(<LimitGroupFormScreen id="new" />, '/limit-groups/add');
    await user.type(screen.getByLabelText('Name'), 'Juniors');
    const mission = screen.getByRole('group', { name: 'Mission' });
    await user.type(within(mission).getByLabelText('Scheduled or active at once, per member'), '2');
    const tournament = screen.getByRole('group', { name: 'Tournament' });
    await user.type(within(tournament).getByLabelText(/Largest cost alarm/), '100');
    await user.click(screen.getByRole('button', { name: 'Add limit group' }));

    expect(
      await within(tournament).findByText('Ensure that there are no more than 2 decimal places.'),
    ).toBeVisible();
    expect(posts).toEqual([
      {
        name: 'Juniors',
        users: [],
        limits: [
          { campaign_type: 'mission', max_live_campaigns: 2, max_cost_alarm: null },
          { campaign_type: 'tournament', max_live_campaigns: null, max_cost_alarm: 100 },
        ],
      },
    ]);
  });
});

describe('catalog items', () => {
  const ITEMS = `${API}v1/prizes/catalog-items/`;
  const item = {
    id: 3,
    name: 'Headphones',
    value: '79.90',
    currency: 'EUR',
    image: null,
    created: '',
    updated: '',
  };

  it('shows values with their currency and adds an item in a dialog kept in the address', async () => {
    serveCasinoAndUsers();
    const bodies: FormData[] = [];
    server.use(
      http.get(ITEMS, () => HttpResponse.json(page([item]))),
      http.post(ITEMS, async ({ request }) => {
        const form = await request.formData();
        bodies.push(form);
        if (form.get('value') === '0.001')
          return HttpResponse.json({ value: ['Too precise.'] }, { status: 400 });
        return HttpResponse.json({ ...item, id: 4, name: String(form.get('name')) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt(<CatalogItemsScreen />, '/catalog-items/list');
    const row = (await screen.findByRole('rowheader', { name: 'Headphones' })).closest('tr')!;
    expect(row).toHaveTextContent('79.90 EUR');
    // Won items wait among the payouts until marked sent: the fulfilment list is a link away.
    expect(screen.getByRole('link', { name: 'Items to send' })).toHaveAttribute(
      'href',
      '/payouts?kind=catalog_item&status=pending',
    );

    await user.click(screen.getByRole('link', { name: 'Add catalog item' }));
    setRoute('/catalog-items/list?dialog=add');
    const dialog = await screen.findByRole('dialog', { name: 'Add catalog item' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mug');
    await user.type(within(dialog).getByLabelText('Value'), '12.5');
    await waitFor(() => expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR'));

    const huge = new File([new Uint8Array(10485761)], 'huge.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image (optional)'), huge);
    expect(within(dialog).getByText(/Images of up to 10 MB can be uploaded/)).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'mug.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image (optional)'), png);
    await user.click(within(dialog).getByRole('button', { name: 'Add catalog item' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('name')).toBe('Mug');
    expect(bodies[0].get('currency')).toBe('EUR');
    // jsdom's File does not survive Node's FormData here; the browser test checks the stored image.
    expect(bodies[0].has('image')).toBe(true);
    await waitFor(() => expect(currentRoute().query.dialog).toBeUndefined());
  });

  it('opens the add dialog once the currencies are known, so the first one is really chosen', async () => {
    // A select whose value matches none of its options shows the first one anyway: a form opened
    // before the currencies showed one while it held none, and refused to save ("Choose a currency.").
    let answerSettings = () => {};
    const settingsAnswered = new Promise<void>((resolve) => (answerSettings = resolve));
    const bodies: FormData[] = [];
    server.use(
      http.get(`${API}v1/casinos/settings/`, async () => {
        await settingsAnswered;
        return HttpResponse.json({ currencies: ['USD', 'EUR'] });
      }),
      http.get(ITEMS, () => HttpResponse.json(page([item]))),
      http.post(ITEMS, async ({ request }) => {
        bodies.push(await request.formData());
        return HttpResponse.json({ ...item, id: 4 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt(<CatalogItemsScreen />, '/catalog-items/list?dialog=add');
    await screen.findByRole('rowheader', { name: 'Headphones' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    answerSettings();
    const dialog = await screen.findByRole('dialog', { name: 'Add catalog item' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mug');
    await user.type(within(dialog).getByLabelText('Value'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add catalog item' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('currency')).toBe('USD');
  });
});

describe('activity log', () => {
  it('offers the filters the answer names and opens an entry to its field-by-field diff', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${API}v1/activity-logs/activity-logs/`, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          ...page([
            {
              id: 1,
              created: '2026-11-20T09:30:05Z',
              action: 'update',
              action_label: 'Updated',
              resource: 'access_group',
              resource_id: '4',
              resource_label: 'Support',
              user: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
              ip: '127.0.0.1',
              changes: { permissions: { before: ['view_user'], after: ['add_user', 'view_user'] } },
            },
          ]),
          action_filter: [{ value: 'update', label: 'Updated' }],
          user_filter: [{ value: '1', label: 'Ada Admin' }],
          resource_filter: [{ value: 'access_group', label: 'access group' }],
        });
      }),
    );
    const user = userEvent.setup();
    renderAt(<ActivityLogsScreen />, '/activity-logs');
    const row = (await screen.findByRole('rowheader', { name: 'access group: Support' })).closest('tr')!;
    expect(row).toHaveTextContent('20.11.2026');
    expect(row).toHaveTextContent('Ada Admin');

    await user.selectOptions(screen.getByLabelText('User'), 'Ada Admin');
    expect(currentRoute().query.user).toBe('1');
    await waitFor(() => expect(queries.at(-1)).toContain('user=1'));

    const toggle = within(row).getByRole('button', { name: 'Show 1 change of access group Support' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const diff = within(row).getByRole('table', { name: 'Changes of access group Support' });
    expect(within(diff).getByRole('rowheader', { name: 'Permissions' }).closest('tr')).toHaveTextContent(
      /\[\s*"view_user"\s*\].*\[\s*"add_user",\s*"view_user"\s*\]/s,
    );
  });
});
