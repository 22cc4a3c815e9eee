import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { IpWhitelistScreen } from '@/components/security/IpWhitelistScreen';
import { PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const WHITELIST_URL = `${API}v1/auth/mfa-whitelisted-ip/`;

interface WireEntry {
  id: number;
  ip: string;
  created: string;
}

/** A whitelist API over `entries`, answering as the server does; returns what it was asked. */
function serveWhitelist(initial: WireEntry[]) {
  const entries = [...initial];
  const calls = { lists: [] as string[], posts: [] as unknown[], deletes: [] as number[] };
  server.use(
    http.get(WHITELIST_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params.toString());
      const limit = Number(params.get('limit') ?? 10);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({
        count: entries.length,
        next: null,
        previous: null,
        results: entries.slice(offset, offset + limit),
      });
    }),
    http.post(WHITELIST_URL, async ({ request }) => {
      const body = (await request.json()) as { ip: string };
      calls.posts.push(body);
      if (!/^\d+\.\d+\.\d+\.\d+$/.test(body.ip))
        return HttpResponse.json({ ip: ['Enter a valid IPv4 or IPv6 address.'] }, { status: 400 });
      const entry = { id: entries.length + 100, ip: body.ip, created: '2026-11-21T08:00:00Z' };
      entries.push(entry);
      return HttpResponse.json(entry, { status: 201 });
    }),
    http.delete(`${WHITELIST_URL}:id/`, ({ params }) => {
      const id = Number(params.id);
      calls.deletes.push(id);
      entries.splice(
        entries.findIndex((entry) => entry.id === id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const ENTRIES: WireEntry[] = [
  { id: 1, ip: '10.0.0.1', created: '2026-11-20T09:30:00Z' },
  { id: 2, ip: '192.168.0.0/24', created: '2026-11-20T10:00:00Z' },
];

function renderScreen(permissions: readonly string[] = Object.values(PERMISSIONS)) {
  setRoute('/security-settings');
  const state = signedInState(demoUser({ permissions: [...permissions] }), { backofficeToRunInUtc: true });
  return renderWithStore(<IpWhitelistScreen />, {
    preloadedState: state,
  });
}

const table = () => screen.getByRole('table', { name: 'Whitelisted addresses' });

it('lists the addresses oldest first, ten a page, with the date each was added', async () => {
  const calls = serveWhitelist(ENTRIES);
  renderScreen();
  expect(screen.getByText('Sign-ins from these addresses skip the second-factor code.')).toBeInTheDocument();
  const row = (await screen.findByRole('rowheader', { name: '10.0.0.1' })).closest('tr')!;
  expect(row).toHaveTextContent('20.11.2026 09:30 (UTC)');
  expect(within(table()).getAllByRole('row')).toHaveLength(3);
  expect(calls.lists).toEqual(['limit=10&offset=0&order_by=created']);
  expect(screen.getByRole('navigation', { name: 'Whitelisted addresses pages' })).toHaveTextContent(
    '1–2 of 2',
  );
});

it("shows the server's refusal on the field, keeping what was typed, then adds a good address", async () => {
  const user = userEvent.setup();
  const calls = serveWhitelist(ENTRIES);
  const { store } = renderScreen();
  await screen.findByRole('rowheader', { name: '10.0.0.1' });

  const field = screen.getByRole('textbox', { name: 'IP address' });
  await user.type(field, '300.1.2');
  await user.click(screen.getByRole('button', { name: 'Add address' }));
  expect(await screen.findByText('Enter a valid IPv4 or IPv6 address.')).toBeInTheDocument();
  expect(field).toHaveValue('300.1.2');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  // The form shows the error itself: no error notice on top of it.
  expect(store.getState().snackbar.queue).toEqual([]);

  await user.clear(field);
  await user.type(field, '172.16.0.9');
  await user.click(screen.getByRole('button', { name: 'Add address' }));
  expect(await screen.findByRole('rowheader', { name: '172.16.0.9' })).toBeInTheDocument();
  expect(field).toHaveValue('');
  expect(calls.posts).toEqual([{ ip: '300.1.2' }, { ip: '172.16.0.9' }]);
  expect(store.getState().snackbar.queue).toEqual([
    expect.objectContaining({ type: 'success', content: '172.16.0.9 has been whitelisted.' }),
  ]);
});

it('asks before deleting an address, and deletes it only when confirmed', async () => {
  const user = userEvent.setup();
  const calls = serveWhitelist(ENTRIES);
  renderScreen();
  await user.click(await screen.findByRole('button', { name: 'Delete 10.0.0.1' }));
  let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
  expect(dialog).toHaveTextContent('Sign-ins from 10.0.0.1 will need the second-factor code again.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.deletes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete 10.0.0.1' }));
  dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await screen.findByText('1–1 of 1');
  expect(screen.queryByRole('rowheader', { name: '10.0.0.1' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.deletes).toEqual([1]);
});

it('offers neither adding nor deleting to a user who may only view', async () => {
  serveWhitelist(ENTRIES);
  renderScreen(VIEW_PERMISSIONS);
  await screen.findByRole('rowheader', { name: '10.0.0.1' });
  expect(screen.queryByRole('form', { name: 'Whitelist an address' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'IP address' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});

it('says when there is nothing whitelisted yet', async () => {
  serveWhitelist([]);
  renderScreen();
  expect(await screen.findByText('No whitelisted addresses yet')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('says the list could not be loaded, and loads it again on request', async () => {
  const user = userEvent.setup();
  serveWhitelist(ENTRIES);
  server.use(
    http.get(WHITELIST_URL, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 }), { once: true }),
  );
  renderScreen();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The list could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: '10.0.0.1' })).toBeInTheDocument();
});
