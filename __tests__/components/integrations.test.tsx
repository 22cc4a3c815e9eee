import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { ENGINE_STATUS_INTERVAL_MS } from '@/components/integrations/api';
import { IntegrationsScreen } from '@/components/integrations/IntegrationsScreen';
import { PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const KEYS_URL = `${API}v1/integrations/keys/`;
const STATUS_URL = `${API}v1/events/status/`;

interface WireKey {
  id: number;
  name: string;
  prefix: string;
  created: string;
  last_used: string | null;
  revoked: string | null;
  creator: { id: number; name: string } | null;
}

const KEYS: WireKey[] = [
  {
    id: 2,
    name: 'Production platform',
    prefix: 'ek_7Hq2',
    created: '2026-11-20T09:30:00Z',
    last_used: '2026-11-25T14:02:00Z',
    revoked: null,
    creator: { id: 1, name: 'Ada Admin' },
  },
  {
    id: 1,
    name: 'Old staging',
    prefix: 'ek_a01B',
    created: '2026-10-01T08:00:00Z',
    last_used: null,
    revoked: '2026-11-01T12:00:00Z',
    creator: null,
  },
];

interface WireStatus {
  received: number;
  processed: number;
  backlog: number;
  oldest_waiting_seconds: number | null;
  processed_last_minute: number;
  set_aside?: number;
}

const STATUS: WireStatus = {
  received: 12500,
  processed: 12480,
  backlog: 20,
  oldest_waiting_seconds: 3,
  processed_last_minute: 1800,
};

/** The keys API over `initial`, answering as the server does; returns what it was asked. */
function serveKeys(initial: WireKey[] = KEYS) {
  const keys = [...initial];
  const calls = { lists: [] as string[], posts: [] as unknown[], deletes: [] as number[] };
  server.use(
    http.get(KEYS_URL, ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams.get('order_by') ?? '');
      return HttpResponse.json({ count: keys.length, next: null, previous: null, results: keys });
    }),
    http.post(KEYS_URL, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.posts.push(body);
      if (body.name === 'Production platform')
        return HttpResponse.json({ name: ['A key with this name exists.'] }, { status: 400 });
      const key = {
        id: 3,
        name: body.name,
        prefix: 'ek_Zz9x',
        created: '2026-11-25T15:00:00Z',
        last_used: null,
        revoked: null,
        creator: { id: 1, name: 'Ada Admin' },
      };
      keys.unshift(key);
      return HttpResponse.json({ ...key, key: 'ek_Zz9x.s3cr3t-once' }, { status: 201 });
    }),
    http.delete(`${KEYS_URL}:id/`, ({ params }) => {
      const id = Number(params.id);
      calls.deletes.push(id);
      const index = keys.findIndex((key) => key.id === id);
      keys[index] = { ...keys[index], revoked: '2026-11-25T15:05:00Z' };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** The status endpoint answering each of `answers` in turn (a number is an error status), then the last. */
function serveStatus(...answers: Array<WireStatus | number>) {
  let calls = 0;
  server.use(
    http.get(STATUS_URL, () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return typeof answer === 'number'
        ? HttpResponse.json({ detail: 'Server error.' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return () => calls;
}

function renderScreen(url = '/integrations', permissions: readonly string[] = Object.values(PERMISSIONS)) {
  setRoute(url);
  const state = signedInState(demoUser({ permissions: [...permissions] }), { backofficeToRunInUtc: true });
  return renderWithStore(<IntegrationsScreen />, { preloadedState: state });
}

const keysTable = () => screen.getByRole('table', { name: 'Integration keys' });
const health = () => screen.getByRole('region', { name: 'Engine health' });
const figure = (label: string) =>
  within(health()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => jest.useRealTimers());

describe('integration keys', () => {
  it('lists each key with its prefix, dates, creator and status, and offers Revoke only on live keys', async () => {
    const user = userEvent.setup();
    const calls = serveKeys();
    serveStatus(STATUS);
    renderScreen();
    const live = (await screen.findByRole('rowheader', { name: 'Production platform' })).closest('tr')!;
    expect(within(live).getByText('ek_7Hq2…')).toBeInTheDocument();
    expect(live).toHaveTextContent('20.11.2026 09:30 (UTC)');
    expect(live).toHaveTextContent('25.11.2026 14:02 (UTC)');
    expect(live).toHaveTextContent('Ada Admin');
    expect(live).toHaveTextContent('Active');
    expect(within(live).getByRole('button', { name: 'Revoke Production platform' })).toBeInTheDocument();

    const revoked = within(keysTable()).getByRole('rowheader', { name: 'Old staging' }).closest('tr')!;
    expect(revoked).toHaveTextContent('Never');
    expect(revoked).toHaveTextContent('Revoked 01.11.2026 12:00 (UTC)');
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();

    // Newest first; the headers sort by the API's other orders.
    await user.click(within(keysTable()).getByRole('button', { name: /Last used/ }));
    await waitFor(() => expect(calls.lists).toEqual(['-created', 'last_used']));
  });

  it('says so when there is no key yet', async () => {
    serveKeys([]);
    serveStatus(STATUS);
    renderScreen();
    expect(await screen.findByText('No integration keys yet')).toBeInTheDocument();
  });

  it('creates a key and shows it once, with a copy button and the warning that it will not be shown again', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = serveKeys();
    serveStatus(STATUS);
    renderScreen();
    const create = await screen.findByRole('link', { name: 'Create key' });
    expect(create).toHaveAttribute('href', '/integrations?dialog=create');
    setRoute('/integrations?dialog=create');

    let dialog = await screen.findByRole('dialog', { name: 'Create integration key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Production platform');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    // The server's field error lands on the field.
    expect(await within(dialog).findByText('A key with this name exists.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Sportsbook feed');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    dialog = await screen.findByRole('dialog', { name: 'Your new integration key' });
    expect(dialog).toHaveTextContent("Copy this key now: you won't see it again.");
    expect(within(dialog).getByLabelText('Key for Sportsbook feed')).toHaveValue('ek_Zz9x.s3cr3t-once');
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('ek_Zz9x.s3cr3t-once');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The key has been copied.');
    expect(calls.posts).toEqual([{ name: 'Production platform' }, { name: 'Sportsbook feed' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(currentRoute().asPath).toBe('/integrations');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list shows the new key by its prefix; the key itself is nowhere on the page any more.
    expect(
      await within(keysTable()).findByRole('rowheader', { name: 'Sportsbook feed' }),
    ).toBeInTheDocument();
    expect(screen.queryByDisplayValue('ek_Zz9x.s3cr3t-once')).not.toBeInTheDocument();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveKeys();
    serveStatus(STATUS);
    renderScreen('/integrations?dialog=create');
    const dialog = await screen.findByRole('dialog', { name: 'Create integration key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Sportsbook feed');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const created = await screen.findByRole('dialog', { name: 'Your new integration key' });
    await user.click(within(created).getByRole('button', { name: 'Copy key' }));
    expect(within(created).getByRole('status')).toHaveTextContent(
      'The key could not be copied: select it and copy it yourself.',
    );
  });

  it('revokes a key after asking, and the row then shows it revoked', async () => {
    const user = userEvent.setup();
    const calls = serveKeys();
    serveStatus(STATUS);
    const { store } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke Production platform' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Production platform?' });
    expect(dialog).toHaveTextContent(
      'Events signed with Production platform (ek_7Hq2…) will be refused from now on.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Production platform' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.deletes).toEqual([2]));
    await waitFor(() =>
      expect(store.getState().snackbar.queue.map((message) => message.content)).toContain(
        'Production platform has been revoked.',
      ),
    );
    const row = within(keysTable()).getByRole('rowheader', { name: 'Production platform' }).closest('tr')!;
    expect(await within(row).findByText('Revoked 25.11.2026 15:05 (UTC)')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers neither Create nor Revoke to someone without manage_integration', async () => {
    serveKeys();
    serveStatus(STATUS);
    renderScreen('/integrations?dialog=create', [PERMISSIONS.viewAllCampaigns]);
    expect(await screen.findByRole('rowheader', { name: 'Production platform' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('engine health', () => {
  it('shows the figures and asks again every few seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    serveKeys();
    const calls = serveStatus(STATUS, {
      ...STATUS,
      backlog: 0,
      oldest_waiting_seconds: null,
      processed: 12500,
    });
    renderScreen();
    await within(await screen.findByRole('region', { name: 'Engine health' })).findByText('Processing');
    expect(figure('Received')).toBe('12,500');
    expect(figure('Processed')).toBe('12,480');
    expect(figure('Waiting')).toBe('20');
    expect(figure('Oldest waiting')).toBe('3 s');
    expect(figure('Processed in the last minute')).toBe('1,800');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(ENGINE_STATUS_INTERVAL_MS);
    });
    expect(await within(health()).findByText('Up to date')).toBeInTheDocument();
    expect(figure('Waiting')).toBe('0');
    expect(figure('Oldest waiting')).toBe('—');
    expect(calls()).toBe(2);
  });

  it('says the engine is falling behind when the oldest event has waited a minute', async () => {
    serveKeys();
    serveStatus({ ...STATUS, backlog: 90000, oldest_waiting_seconds: 200 });
    renderScreen();
    expect(
      await within(await screen.findByRole('region', { name: 'Engine health' })).findByText('Falling behind'),
    ).toBeInTheDocument();
    expect(figure('Oldest waiting')).toBe('3 min 20 s');
  });

  it('counts the events set aside after failing, and says what that means', async () => {
    serveKeys();
    serveStatus({ ...STATUS, backlog: 0, oldest_waiting_seconds: null, set_aside: 2 });
    renderScreen();
    const health = await screen.findByRole('region', { name: 'Engine health' });
    expect(await within(health).findByText('Up to date, some events set aside')).toBeInTheDocument();
    expect(figure('Set aside after failing')).toBe('2');
    expect(within(health).getByText(/kept with its error/)).toBeInTheDocument();
  });

  it('shows no set-aside figure while none is set aside', async () => {
    serveKeys();
    serveStatus({ ...STATUS, set_aside: 0 });
    renderScreen();
    const health = await screen.findByRole('region', { name: 'Engine health' });
    await within(health).findByText('Processing');
    expect(within(health).queryByText('Set aside after failing')).not.toBeInTheDocument();
  });

  it('explains how to send events before any has arrived', async () => {
    serveKeys();
    serveStatus({
      ...STATUS,
      received: 0,
      processed: 0,
      backlog: 0,
      oldest_waiting_seconds: null,
      processed_last_minute: 0,
    });
    renderScreen();
    expect(await screen.findByText('No events received yet')).toBeInTheDocument();
    expect(health()).toHaveTextContent('Authorization: Api-Key <key>');
  });

  it('says when the status cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    serveKeys();
    serveStatus(500, STATUS);
    renderScreen();
    const alert = await within(await screen.findByRole('region', { name: 'Engine health' })).findByRole(
      'alert',
    );
    expect(alert).toHaveTextContent("The engine's health could not be loaded.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(health()).findByText('Processing')).toBeInTheDocument();
  });

  it('keeps the last figures when a later check fails, and says so', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    serveKeys();
    serveStatus(STATUS, 500);
    renderScreen();
    await within(await screen.findByRole('region', { name: 'Engine health' })).findByText('Processing');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ENGINE_STATUS_INTERVAL_MS);
    });
    expect(await within(health()).findByRole('alert')).toHaveTextContent(
      'The latest check failed: these figures are from the time above.',
    );
    expect(figure('Received')).toBe('12,500');
  });
});
