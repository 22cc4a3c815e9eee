import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { AccessGroupFormScreen } from '@/components/accessGroups/AccessGroupFormScreen';
import { AccessGroupsScreen } from '@/components/accessGroups/AccessGroupsScreen';
import { PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const GROUPS = `${API}v1/auth/groups/`;

const group = (id: number, name: string, permissions: string[] = [], users: number[] = []) => ({
  id,
  name,
  permissions,
  users,
  created: '2026-11-01T10:00:00Z',
});

/** An access-group API over `groups`; returns what it was asked. */
function serveGroups(
  groups = Array.from({ length: 12 }, (_, index) => group(index + 1, `Group ${index + 1}`)),
) {
  const calls = {
    lists: [] as string[],
    deletes: [] as number[],
    posts: [] as unknown[],
    patches: [] as unknown[],
  };
  server.use(
    http.get(GROUPS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params.toString());
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      const rows = [...groups].sort((a, b) =>
        params.get('order_by') === '-name' ? b.name.localeCompare(a.name) : a.name.localeCompare(b.name),
      );
      return HttpResponse.json({
        count: rows.length,
        next: null,
        previous: null,
        results: rows.slice(offset, offset + limit),
      });
    }),
    http.get(`${GROUPS}:id/`, ({ params }) => {
      const found = groups.find((entry) => entry.id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.delete(`${GROUPS}:id/`, ({ params }) => {
      calls.deletes.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(GROUPS, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.posts.push(body);
      if (body.name === 'Taken')
        return HttpResponse.json(
          { name: ['An access group with this name already exists.'] },
          { status: 400 },
        );
      return HttpResponse.json(group(99, body.name), { status: 201 });
    }),
    http.patch(`${GROUPS}:id/`, async ({ request, params }) => {
      calls.patches.push(await request.json());
      return HttpResponse.json(group(Number(params.id), 'Renamed'));
    }),
    http.get(`${API}v1/auth/users/`, () =>
      HttpResponse.json({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 7,
            email: 'vic@example.com',
            first_name: 'Vic',
            last_name: 'Viewer',
            status: 'AC',
            groups: [],
          },
        ],
      }),
    ),
  );
  return calls;
}

function renderAs(
  ui: React.ReactElement,
  url: string,
  permissions: readonly string[] = Object.values(PERMISSIONS),
) {
  setRoute(url);
  return renderWithStore(ui, { preloadedState: signedInState(demoUser({ permissions: [...permissions] })) });
}

describe('access groups list (the resource list kit)', () => {
  it('sorts by a column header: the order is in the URL, on the request and in aria-sort', async () => {
    const calls = serveGroups();
    const user = userEvent.setup();
    renderAs(<AccessGroupsScreen />, '/access-groups/list');
    await screen.findByRole('rowheader', { name: 'Group 1' });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button'));
    expect(currentRoute().query.sort).toBe('-name');
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(calls.lists.at(-1)).toContain('order_by=-name'));
  });

  it('deletes a group only after confirming', async () => {
    const calls = serveGroups([group(1, 'Support', [PERMISSIONS.viewUser], [4, 5])]);
    const user = userEvent.setup();
    renderAs(<AccessGroupsScreen />, '/access-groups/list');
    await user.click(await screen.findByRole('button', { name: 'Delete Support' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Support?' });
    expect(dialog).toHaveTextContent('Its 2 users lose the permissions it grants.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Support' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual([1]));
  });

  it('keeps rows selected across pages and deletes them together', async () => {
    const calls = serveGroups();
    const user = userEvent.setup();
    renderAs(<AccessGroupsScreen />, '/access-groups/list');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Group 1' }));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Group 9' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 2 items?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls.deletes).toEqual([1, 9]));
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it('offers no add, edit or delete to a viewer', async () => {
    serveGroups();
    renderAs(<AccessGroupsScreen />, '/access-groups/list', [PERMISSIONS.viewGroup]);
    await screen.findByRole('rowheader', { name: 'Group 1' });
    expect(screen.queryByRole('link', { name: 'Add access group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View Group/ })).toHaveLength(10);
  });
});

describe('access group form (the resource form kit)', () => {
  it('says when the group does not exist', async () => {
    serveGroups([]);
    renderAs(<AccessGroupFormScreen id={404} />, '/access-groups/edit?id=404');
    expect(await screen.findByText('This access group does not exist.')).toBeInTheDocument();
  });

  it('groups permissions by area and disables those the user does not hold', async () => {
    serveGroups();
    renderAs(<AccessGroupFormScreen id="new" />, '/access-groups/add', [
      PERMISSIONS.addGroup,
      PERMISSIONS.viewUser,
    ]);
    const users = screen.getByRole('group', { name: 'Users' });
    expect(within(users).getByRole('checkbox', { name: /View users/ })).toBeEnabled();
    expect(within(users).getByRole('checkbox', { name: /Invite users/ })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Campaigns' })).toBeInTheDocument();
  });

  it("puts the server's errors on their fields, keeps what was typed, then saves and goes back", async () => {
    const calls = serveGroups();
    const user = userEvent.setup();
    renderAs(<AccessGroupFormScreen id="new" />, '/access-groups/add');
    await user.type(screen.getByLabelText('Name'), 'Taken');
    await user.click(
      within(screen.getByRole('group', { name: 'Users' })).getByRole('checkbox', { name: /View users/ }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /Vic Viewer/ }));
    await user.click(screen.getByRole('button', { name: 'Add access group' }));
    expect(await screen.findByText('An access group with this name already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Taken');
    expect(calls.posts).toEqual([{ name: 'Taken', permissions: [PERMISSIONS.viewUser], users: [7] }]);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Support');
    await user.click(screen.getByRole('button', { name: 'Add access group' }));
    await waitFor(() => expect(currentRoute().push).toHaveBeenCalledWith('/access-groups/list'));
  });

  it('asks before leaving with unsaved changes', async () => {
    serveGroups([group(3, 'Support')]);
    const user = userEvent.setup();
    renderAs(<AccessGroupFormScreen id={3} />, '/access-groups/edit?id=3');
    await user.type(await screen.findByLabelText('Name'), ' team');
    // A menu link or any other navigation goes through the router, which the guard stops.
    await act(() => currentRoute().push('/dashboard'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Support team');
  });
});
