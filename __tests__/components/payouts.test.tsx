import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { PayoutsScreen } from '@/components/payouts/PayoutsScreen';
import { PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const PAYOUTS_URL = `${API}v1/payouts/`;

const wirePayout = (id: number, state: string, extra: Record<string, unknown> = {}) => ({
  id,
  award: id,
  campaign: { id: 7, name: 'Winter mission' },
  player: `player-${id}`,
  kind: 'cash',
  prize: {},
  value: 25,
  currency: 'EUR',
  state,
  attempts: state === 'failed' ? 1 : 0,
  next_try: null,
  message: state === 'failed' ? 'The player is blocked.' : '',
  sent: null,
  paid: null,
  released_by: null,
  created: '2026-11-20T09:30:00Z',
  ...extra,
});

/** The payouts API over `rows`; records list queries and actions. */
function servePayouts(rows = [wirePayout(1, 'failed'), wirePayout(2, 'held')]) {
  const calls = { lists: [] as URLSearchParams[], actions: [] as Array<{ url: string; body: unknown }> };
  server.use(
    http.get(PAYOUTS_URL, ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        count: rows.length,
        next: null,
        previous: null,
        results: rows,
        totals: [
          { state: 'failed', currency: 'EUR', count: 1, value: 25 },
          { state: 'held', currency: 'EUR', count: 1, value: 25 },
        ],
      });
    }),
    http.post(`${PAYOUTS_URL}:id/:action/`, async ({ request, params }) => {
      calls.actions.push({ url: request.url, body: await request.json() });
      const row = rows.find((candidate) => candidate.id === Number(params.id))!;
      if (params.action === 'release')
        return HttpResponse.json(
          {
            detail:
              "You created this campaign: another user with 'Release held payouts' must release its payouts.",
          },
          { status: 403 },
        );
      row.state = params.action === 'cancel' ? 'cancelled' : 'pending';
      return HttpResponse.json(row);
    }),
  );
  return calls;
}

function renderScreen(url = '/payouts', permissions: readonly string[] = Object.values(PERMISSIONS)) {
  setRoute(url);
  const state = signedInState(demoUser({ permissions: [...permissions] }), { backofficeToRunInUtc: true });
  return renderWithStore(<PayoutsScreen />, { preloadedState: state });
}

describe('PayoutsScreen', () => {
  it('lists payouts with the filters of the address and totals per state and currency', async () => {
    const calls = servePayouts();
    renderScreen('/payouts?status=failed&player=abc');
    expect(await screen.findByText('The player is blocked.')).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Failed')).toBeInTheDocument();
    expect(within(totals).getAllByText('1 · 25.00 EUR')).toHaveLength(2);
    expect(calls.lists[0].get('status')).toBe('failed');
    expect(calls.lists[0].get('player')).toBe('abc');
  });

  it('retries a failed payout once confirmed', async () => {
    const user = userEvent.setup();
    const calls = servePayouts();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Retry: 25.00 EUR to player-1' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this payout again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.actions).toHaveLength(1));
    expect(calls.actions[0].url).toMatch(/v1\/payouts\/1\/retry\/$/);
  });

  it('cancels only with a reason', async () => {
    const user = userEvent.setup();
    const calls = servePayouts();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Cancel payout: 25.00 EUR to player-2' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payout' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      'Say why the payout is cancelled.',
    );
    expect(calls.actions).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payout' }));
    await waitFor(() => expect(calls.actions).toHaveLength(1));
    expect(calls.actions[0].body).toEqual({ reason: 'Duplicate account' });
  });

  it("shows the server's four-eyes refusal in the release dialog", async () => {
    const user = userEvent.setup();
    servePayouts();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Release: 25.00 EUR to player-2' }));
    const dialog = screen.getByRole('dialog', { name: 'Release this held payout?' });
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/You created this campaign/);
  });

  it('offers no actions to a viewer', async () => {
    servePayouts();
    renderScreen('/payouts', VIEW_PERMISSIONS);
    expect(await screen.findByText('The player is blocked.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Release/ })).not.toBeInTheDocument();
  });
});
