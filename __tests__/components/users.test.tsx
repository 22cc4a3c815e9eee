import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { InviteUserScreen } from '@/components/users/InviteUserScreen';
import { UserEditScreen } from '@/components/users/UserEditScreen';
import { UsersScreen } from '@/components/users/UsersScreen';
import { UserViewScreen } from '@/components/users/UserViewScreen';
import { ALL_PERMISSIONS, PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const USERS_URL = `${API}v1/auth/users/`;

/** A user as the server sends it (snake_case). */
function wireUser(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    email: `user${id}@example.com`,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    phone_number: '',
    markets: [],
    status: 'AC',
    groups: [],
    mfa_enabled: false,
    mfa_required: false,
    created: '2026-11-20T09:30:00Z',
    ...overrides,
  };
}

const USERS = [
  wireUser(1, { first_name: 'Ada', last_name: 'Admin', email: 'admin@example.com', mfa_enabled: true }),
  wireUser(2, { first_name: 'Bob', last_name: 'Blocked', status: 'BL', mfa_required: true }),
  wireUser(3, { first_name: 'Fay', last_name: 'Frozen', status: 'FR' }),
  wireUser(4, { first_name: 'Ian', last_name: 'Invited', status: 'IN' }),
  wireUser(5, { first_name: 'Xena', last_name: 'Unknown', status: 'ZZ' }),
];

/** The users list, filtered by search and status as the server does; records each query string. */
// The user forms offer the access groups; none exist here.
beforeEach(() => {
  server.use(
    http.get(`${API}v1/auth/groups/`, () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
  );
});

function serveUsers(users = USERS) {
  const queries: string[] = [];
  server.use(
    http.get(USERS_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      params.sort();
      queries.push(params.toString());
      const search = params.get('search')?.toLowerCase() ?? '';
      const status = params.get('status');
      const matching = users.filter(
        (user) =>
          (!status || user.status === status) &&
          `${user.first_name} ${user.last_name} ${user.email}`.toLowerCase().includes(search),
      );
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice(offset, offset + limit),
      });
    }),
  );
  return queries;
}

function renderAs(ui: React.ReactElement, url: string, permissions: readonly string[] = ALL_PERMISSIONS) {
  setRoute(url);
  const state = signedInState(demoUser({ permissions: [...permissions] }), { backofficeToRunInUtc: true });
  return renderWithStore(ui, {
    preloadedState: state,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('users list', () => {
  it('shows each status by its label (an unknown code as "-"), the two-factor state, and links each row', async () => {
    const queries = serveUsers();
    renderAs(<UsersScreen />, '/users');
    const cells = async (name: string) =>
      within(await rowOf(name))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    expect(await cells('Ada Admin')).toEqual(['admin@example.com', 'Active', 'On', '20.11.2026 09:30 (UTC)']);
    expect((await cells('Bob Blocked')).slice(1, 3)).toEqual(['Blocked', 'Required']);
    expect((await cells('Fay Frozen')).slice(1, 3)).toEqual(['Frozen', 'Off']);
    expect((await cells('Ian Invited'))[1]).toBe('Inactive');
    expect((await cells('Xena Unknown'))[1]).toBe('-');
    expect(screen.getByRole('link', { name: 'Bob Blocked' })).toHaveAttribute('href', '/user/view?id=2');
    expect(queries).toEqual(['limit=10&offset=0']);
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toHaveTextContent('1–5 of 5');
  });

  it('reads its filters from the URL and writes new ones there, back on the first page', async () => {
    const user = userEvent.setup();
    const queries = serveUsers();
    renderAs(<UsersScreen />, '/users?status=BL&offset=10');
    // Page 2 of a one-user list is past its end: the list moves to its last page.
    expect(await rowOf('Bob Blocked')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('BL');
    expect(queries).toEqual(['limit=10&offset=10&status=BL', 'limit=10&offset=0&status=BL']);
    expect(currentRoute().asPath).toBe('/users?status=BL');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'FR');
    expect(currentRoute().asPath).toBe('/users?status=FR');
    expect(await rowOf('Fay Frozen')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bob');
    // Applied once typing pauses.
    await waitFor(() => expect(currentRoute().asPath).toBe('/users?search=bob'));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Ada Admin' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Bob Blocked' })).toBeInTheDocument();
    expect(queries).toContain('limit=10&offset=0&search=bob');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'by');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(currentRoute().asPath).toBe('/users?search=bobby');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentRoute().asPath).toBe('/users');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(await rowOf('Ada Admin')).toBeInTheDocument();
  });

  it('offers "Invite user" only to holders of add_user', async () => {
    serveUsers();
    const { unmount } = renderAs(<UsersScreen />, '/users');
    expect(screen.getByRole('link', { name: 'Invite user' })).toHaveAttribute('href', '/user/add');
    await rowOf('Ada Admin');
    unmount();

    renderAs(<UsersScreen />, '/users', VIEW_PERMISSIONS);
    await rowOf('Ada Admin');
    expect(screen.queryByRole('link', { name: 'Invite user' })).not.toBeInTheDocument();
  });

  it('says when there are no users yet', async () => {
    serveUsers([]);
    renderAs(<UsersScreen />, '/users');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
  });
});

describe('invite user', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'New');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nina@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '+49 30 1234');
    await user.click(screen.getByRole('checkbox', { name: 'Require two-factor sign-in' }));
  }

  it("puts the server's field errors on their fields and keeps everything typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(USERS_URL, () =>
        HttpResponse.json(
          {
            email: ['A user with that email already exists.'],
            phone_number: ['Ensure this field has no more than 32 characters.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { store } = renderAs(<InviteUserScreen />, '/user/add');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(await screen.findByText('A user with that email already exists.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('A user with that email already exists.');
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAccessibleDescription(
      'Ensure this field has no more than 32 characters.',
    );
    expect(email).toHaveValue('nina@example.com');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
    expect(screen.getByRole('checkbox', { name: 'Require two-factor sign-in' })).toBeChecked();
    expect(store.getState().snackbar.queue).toEqual([]);
    expect(currentRoute().push).not.toHaveBeenCalled();
  });

  it('sends the invitation, says so, and opens the new user', async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(USERS_URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          wireUser(42, { email: 'nina@example.com', status: 'IN', mfa_required: true }),
          { status: 201 },
        );
      }),
    );
    const { store } = renderAs(<InviteUserScreen />, '/user/add');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(currentRoute().push).toHaveBeenCalledWith('/user/view?id=42'));
    expect(body).toEqual({
      email: 'nina@example.com',
      first_name: 'Nina',
      last_name: 'New',
      phone_number: '+49 30 1234',
      mfa_required: true,
    });
    expect(store.getState().snackbar.queue).toEqual([
      expect.objectContaining({ type: 'success', content: 'Invitation sent to nina@example.com' }),
    ]);
    expect(currentRoute().push).toHaveBeenCalledWith('/user/view?id=42');
  });

  it('checks the required fields before calling the server', async () => {
    const user = userEvent.setup();
    renderAs(<InviteUserScreen />, '/user/add');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a last name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

describe('view and edit a user', () => {
  const serveUser = (overrides: Record<string, unknown> = {}) =>
    server.use(http.get(`${USERS_URL}7/`, () => HttpResponse.json(wireUser(7, overrides))));

  function servePatch(answer?: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${USERS_URL}7/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return answer?.() ?? HttpResponse.json(wireUser(7, body));
      }),
    );
    return bodies;
  }

  it("shows the user's details, and Edit only to holders of change_user", async () => {
    serveUser({ status: 'FR', mfa_required: true, phone_number: '+1 555', markets: ['DE', 'FI'] });
    const { unmount } = renderAs(<UserViewScreen id={7} />, '/user/view?id=7');
    expect(await screen.findByRole('heading', { name: 'First7 Last7' })).toBeInTheDocument();
    const details = screen.getByText('user7@example.com').closest('dl')!;
    expect(details).toHaveTextContent('user7@example.com');
    expect(details).toHaveTextContent('+1 555');
    expect(details).toHaveTextContent('DE, FI');
    expect(details).toHaveTextContent('Frozen');
    expect(details).toHaveTextContent('Two-factor sign-inRequired');
    expect(screen.getByRole('link', { name: 'Edit user' })).toHaveAttribute('href', '/user/edit?id=7');
    unmount();

    renderAs(<UserViewScreen id={7} />, '/user/view?id=7', VIEW_PERMISSIONS);
    await screen.findByRole('heading', { name: 'First7 Last7' });
    expect(screen.queryByRole('link', { name: 'Edit user' })).not.toBeInTheDocument();
  });

  it('offers the status only to holders of change_active_status, and sends it when it changed', async () => {
    const user = userEvent.setup();
    serveUser();
    const bodies = servePatch();
    const { store } = renderAs(<UserEditScreen id={7} />, '/user/edit?id=7');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('AC');
    await user.selectOptions(status, 'BL');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentRoute().push).toHaveBeenCalledWith('/user/view?id=7'));
    expect(bodies).toEqual([
      { first_name: 'First7', last_name: 'Renamed', phone_number: '', mfa_required: false, status: 'BL' },
    ]);
    expect(store.getState().snackbar.queue).toEqual([
      expect.objectContaining({ type: 'success', content: 'User has been updated' }),
    ]);
    expect(currentRoute().push).toHaveBeenCalledWith('/user/view?id=7');
  });

  it('hides the status from a user without change_active_status and never sends it', async () => {
    const user = userEvent.setup();
    serveUser();
    const bodies = servePatch();
    renderAs(
      <UserEditScreen id={7} />,
      '/user/edit?id=7',
      ALL_PERMISSIONS.filter((code) => code !== PERMISSIONS.changeActiveStatus),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Require two-factor sign-in' }));
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([
      { first_name: 'First7', last_name: 'Last7', phone_number: '', mfa_required: true },
    ]);
  });

  it("shows the server's refusal on the status field, keeping the choice", async () => {
    const user = userEvent.setup();
    serveUser();
    servePatch(() =>
      HttpResponse.json({ status: ['You cannot change the status of your own account.'] }, { status: 400 }),
    );
    const { store } = renderAs(<UserEditScreen id={7} />, '/user/edit?id=7');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'FR');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(await screen.findByText('You cannot change the status of your own account.')).toBeInTheDocument();
    expect(status).toHaveAccessibleDescription('You cannot change the status of your own account.');
    expect(status).toHaveValue('FR');
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('says so when there is no such user', async () => {
    server.use(
      http.get(`${USERS_URL}99/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    renderAs(<UserEditScreen id={99} />, '/user/edit?id=99');
    expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
