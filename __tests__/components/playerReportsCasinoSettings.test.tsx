import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';

import { CasinoSettingsScreen } from '@/components/casinoSettings/CasinoSettingsScreen';
import { PlayerActivityScreen, periodError } from '@/components/playerReports/PlayerActivityScreen';
import { PlayerLogsScreen } from '@/components/playerReports/PlayerLogsScreen';
import { selectCasino, selectFeatureSettings } from '@/store/authSlice';
import { PERMISSIONS } from '@/utils/permissions';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

function renderAt(ui: React.ReactElement, url: string, permissions?: string[]) {
  setRoute(url);
  return renderWithStore(ui, {
    preloadedState: signedInState(demoUser(permissions ? { permissions } : {}), {}),
  });
}

describe('player activity', () => {
  it('checks the period as the API does', () => {
    expect(periodError('2026-11-10', '2026-11-01')).toMatch(/may not be before/);
    expect(periodError('2025-01-01', '2026-11-01')).toMatch(/at most 366 days/);
    expect(periodError('', '2026-11-01')).toMatch(/Choose/);
    expect(periodError('2026-11-01', '2026-11-01')).toBeNull();
  });

  it('asks for the last 30 days first, then the period chosen, and shows the totals', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get(`${API}v1/reports/player-activity/`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('start')}..${params.get('end')}`);
        return HttpResponse.json({
          currency: 'EUR',
          days: [
            { day: '2026-11-01', active_players: 12, depositors: 3, deposits: 4, deposit_amount: 150 },
            { day: '2026-11-02', active_players: 9, depositors: 1, deposits: 1, deposit_amount: 20.5 },
          ],
          totals: { active_players: 12, deposits: 5, deposit_amount: 170.5 },
        });
      }),
    );
    renderAt(<PlayerActivityScreen />, '/player-reports/activity');
    expect(await screen.findByText('170.50 EUR')).toBeInTheDocument();
    const today = dayjs().format('YYYY-MM-DD');
    expect(asked[0]).toBe(`${dayjs().subtract(29, 'day').format('YYYY-MM-DD')}..${today}`);
    const presets = screen.getByRole('radiogroup', { name: 'Quick periods' });
    expect(within(presets).getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await user.click(within(presets).getByRole('radio', { name: 'Last 7 days' }));
    expect(within(presets).getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await waitFor(() =>
      expect(asked).toContain(`${dayjs().subtract(6, 'day').format('YYYY-MM-DD')}..${today}`),
    );
  });

  it('shows a wrong period at the field and asks nothing', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get(`${API}v1/reports/player-activity/`, ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({
          currency: 'EUR',
          days: [],
          totals: { active_players: 0, deposits: 0, deposit_amount: 0 },
        });
      }),
    );
    renderAt(<PlayerActivityScreen />, '/player-reports/activity');
    await waitFor(() => expect(asked).toHaveLength(1));
    const first = screen.getByLabelText('First day');
    await user.clear(first);
    await user.type(first, '01.01.2020');
    expect(await screen.findByText('Choose at most 366 days.')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});

describe('player logs', () => {
  it('asks for a campaign and a player, then downloads the log', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const downloads: string[] = [];
    server.use(
      http.get(`${API}v1/campaigns/campaigns/`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 12, name: 'Spring race', type: 'race', status: 'AC' }],
          creators: [],
          statistics: {},
        }),
      ),
      http.get(`${API}v1/reports/player-logs/`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.sort();
        downloads.push(params.toString());
        return new HttpResponse('time,event\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="player_7_campaign_12_log.csv"',
          },
        });
      }),
    );
    renderAt(<PlayerLogsScreen />, '/player-reports/logs');
    await user.click(await screen.findByRole('button', { name: 'Extract log' }));
    expect(screen.getByText('Choose a campaign.')).toBeInTheDocument();
    expect(screen.getByText("Enter the player's id or hash.")).toBeInTheDocument();
    // The campaigns load beside the form: choose once they are there.
    await screen.findByRole('option', { name: 'Spring race (Race, #12)' });
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Spring race (Race, #12)');
    await user.type(screen.getByLabelText('Player id'), ' 7 ');
    await user.click(screen.getByRole('button', { name: 'Extract log' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloads).toEqual(['campaign=12&player=7']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('player_7_campaign_12_log.csv');
    click.mockRestore();
  });
});

const SETTINGS = {
  allow_users_to_edit_campaign_info_per_campaign: false,
  backoffice_to_run_in_utc: false,
  enable_localized_jackpot_title: false,
  enable_page_change_campaign_info_template: true,
  enable_reports_tab: true,
  currencies: ['EUR', 'USD'],
  exchange_rates: { EUR: 1, USD: 1.08 },
  languages: [
    { code: 'de', name: 'German' },
    { code: 'en', name: 'English' },
  ],
};

function serveSettings(patches: unknown[], answer?: (body: Record<string, unknown>) => Response) {
  server.use(
    http.get(`${API}v1/casinos/settings/`, () => HttpResponse.json(SETTINGS)),
    http.patch(`${API}v1/casinos/settings/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return answer ? answer(body) : HttpResponse.json({ ...SETTINGS, ...body });
    }),
    http.get(`${API}v1/campaigns/deposit-methods/`, ({ request }) => {
      const currency = new URL(request.url).searchParams.get('currency');
      const methods = [
        { id: 1, code: 'visa', name: 'Visa', currencies: [], enabled: true },
        { id: 2, code: 'interac', name: 'Interac', currencies: ['CAD'], enabled: true },
      ].filter(
        (method) => !currency || method.currencies.length === 0 || method.currencies.includes(currency),
      );
      return HttpResponse.json({ count: methods.length, next: null, previous: null, results: methods });
    }),
  );
}

describe('casino settings', () => {
  it('lists English first and sends only what changed: a rate, a language, the UTC flag', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    serveSettings(patches);
    const { store } = renderAt(<CasinoSettingsScreen />, '/casino-settings');
    expect(await screen.findByLabelText('Language 1 code')).toHaveValue('en');
    const rate = screen.getAllByLabelText('Rate')[1];
    await user.clear(rate);
    await user.type(rate, '1.1');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.type(screen.getByLabelText('Language 3 code'), 'fi');
    await user.type(screen.getAllByLabelText('Name')[2], 'Finnish');
    await user.click(screen.getByLabelText('Run the back-office in UTC'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      exchange_rates: { EUR: 1, USD: 1.1 },
      languages: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'German' },
        { code: 'fi', name: 'Finnish' },
      ],
      backoffice_to_run_in_utc: true,
    });
    // The session follows at once: the clock and dates turn to UTC, the languages are the new ones.
    await waitFor(() => expect(selectFeatureSettings(store.getState()).backofficeToRunInUtc).toBe(true));
    expect(selectCasino(store.getState())?.exchangeRates.USD).toBe(1.1);
  });

  it('keeps English, checks currency codes and rates, and shows the server error at the list', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    serveSettings(patches, () =>
      HttpResponse.json({ exchange_rates: ['Give an exchange rate for PLN.'] }, { status: 400 }),
    );
    renderAt(<CasinoSettingsScreen />, '/casino-settings');
    await screen.findByLabelText('Language 1 code');
    expect(screen.getByRole('button', { name: 'Remove language English' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add currency' }));
    await user.type(screen.getByLabelText('Currency 3'), 'usd');
    await user.type(screen.getAllByLabelText('Rate')[2], '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('This currency is listed twice.')).toHaveLength(2);
    expect(screen.getByText('Enter a rate greater than 0.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);

    await user.clear(screen.getByLabelText('Currency 3'));
    await user.type(screen.getByLabelText('Currency 3'), 'PLN');
    await user.clear(screen.getAllByLabelText('Rate')[2]);
    await user.type(screen.getAllByLabelText('Rate')[2], '4.3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give an exchange rate for PLN.')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency 3')).toHaveValue('PLN');
  });

  it('is read-only without change_casinosettings, and lists the deposit methods by currency', async () => {
    const user = userEvent.setup();
    serveSettings([]);
    renderAt(<CasinoSettingsScreen />, '/casino-settings', [PERMISSIONS.viewGame]);
    expect(await screen.findByLabelText('Currency 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    const methods = screen.getByRole('table', { name: 'Deposit methods' });
    expect(await within(methods).findByRole('rowheader', { name: 'Interac' })).toBeInTheDocument();
    expect(within(methods).getByText('Every currency')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Taking currency'), 'EUR');
    await waitFor(() =>
      expect(within(methods).queryByRole('rowheader', { name: 'Interac' })).not.toBeInTheDocument(),
    );
  });
});
