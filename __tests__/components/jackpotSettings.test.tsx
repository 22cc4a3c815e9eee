import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { SettingsStep } from '@/components/campaigns/builder/steps/SettingsStep';
import { campaignActions } from '@/components/campaigns/campaignActions';
import { CancelJackpotDialog } from '@/components/campaigns/jackpot/CancelJackpotDialog';
import type { FeatureSettings } from '@/types/api';
import { PERMISSIONS } from '@/utils/permissions';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';
import { renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);
// Typing a whole jackpot takes a while on a shared machine.
jest.setTimeout(20000);

const wireJackpot = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  campaign: 42,
  contribution_level: null,
  type: null,
  title: '',
  language_for_title: 'en',
  titles: {},
  start_on_value: null,
  boosted: false,
  boosted_chance: null,
  boost_intervals: [],
  notify_when_won: false,
  average_payout: null,
  max_payout: null,
  pot: 0,
  contributions_count: 0,
  cancellation: null,
  pot_at_cancellation: null,
  cancelled_at: null,
  ...fields,
});

const jackpotDetail = (jackpot: Record<string, unknown> = {}) =>
  wireCampaignDetail({ type: 'jackpot', name: 'Mega pot', mission: null, jackpot: wireJackpot(jackpot) });

const CONTRIBUTIONS = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { id: 2, jackpot: 3, player: 'abc123hash', bet_amount: 40, amount: 0.2, created: '2026-01-02T12:00:00Z' },
    { id: 1, jackpot: 3, player: null, bet_amount: 10, amount: 0.05, created: '2026-01-01T12:00:00Z' },
  ],
  per_day: [
    { day: '2026-01-01', amount: 0.05, contributions: 1 },
    { day: '2026-01-02', amount: 0.2, contributions: 1 },
  ],
};

async function renderSettings(detail = jackpotDetail(), featureSettings?: Partial<FeatureSettings>) {
  server.use(http.get(`${API}v1/jackpots/contributions/`, () => HttpResponse.json(CONTRIBUTIONS)));
  setRoute('/campaigns/edit?id=42&step=settings');
  const rendered = renderBuilderStep(<SettingsStep />, { detail, featureSettings });
  await waitForElementToBeRemoved(() => screen.queryByText('Loading settings'));
  return rendered;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('jackpot settings', () => {
  it("explains the jackpot types where they are chosen, the chosen one's (and a timed one's deadline)", async () => {
    const user = userEvent.setup();
    await renderSettings();
    const type = screen.getByLabelText('Jackpot type');
    await user.selectOptions(type, 'Timed');
    expect(type).toHaveAccessibleDescription(
      "Must be won by its deadline, the campaign's end (Title and dates): it drops at the latest then.",
    );
    await user.selectOptions(type, 'Progressive');
    expect(type).toHaveAccessibleDescription(
      'Grows with every contribution until someone wins it; it has no deadline.',
    );
  });

  it('creates the jackpot (title language EN by default) with a weekly boost interval; payouts in the casino currency', async () => {
    const user = userEvent.setup();
    const { patches, settingsCalls } = await renderSettings(
      wireCampaignDetail({ type: 'jackpot', name: 'Mega pot', mission: null, jackpot: null }),
    );
    await user.selectOptions(screen.getByLabelText('Jackpot type'), 'Progressive');
    await user.type(screen.getByLabelText('Contribution level (%)'), '0.5');
    await user.type(screen.getByLabelText('Title'), 'Mega pot');
    expect(screen.getByLabelText('Title language')).toHaveValue('en');
    await user.type(screen.getByLabelText('Start-on value (EUR)'), '1000');
    await user.type(screen.getByLabelText('Average payout (EUR)'), '5000');
    await user.type(screen.getByLabelText('Max payout (EUR)'), '20000');
    await user.click(screen.getByLabelText('Notify when won'));
    await user.click(screen.getByLabelText('Boosted'));
    await user.type(screen.getByLabelText('Boosted chance (times likelier)'), '2');
    await user.click(screen.getByRole('button', { name: 'Add an interval' }));
    const interval = screen.getByRole('group', { name: 'Interval 1' });
    await user.click(within(interval).getByLabelText('Friday'));
    await user.click(within(interval).getByLabelText('Saturday'));
    await user.type(within(interval).getByLabelText('Interval 1: from (UTC)'), '18:00');
    await user.type(within(interval).getByLabelText('Interval 1: to (UTC)'), '23:00');
    await save();

    // Spec §7: the jackpot's own call, not the campaign's PATCH.
    await waitFor(() => expect(settingsCalls).toHaveLength(1));
    expect(patches).toHaveLength(0);
    expect(settingsCalls).toEqual([
      {
        method: 'POST',
        path: 'v1/jackpots/jackpots/',
        body: {
          campaign: 42,
          contribution_level: 0.5,
          type: 'progressive',
          title: 'Mega pot',
          language_for_title: 'en',
          titles: {},
          start_on_value: 1000,
          boosted: true,
          boosted_chance: 2,
          boost_intervals: [
            { kind: 'week', days: [5, 6], from_time: '18:00', to_time: '23:00', start: null, end: null },
          ],
          notify_when_won: true,
          average_payout: 5000,
          max_payout: 20000,
        },
      },
    ]);
  });

  it('checks payouts, the boosted chance and each interval before saving', async () => {
    const user = userEvent.setup();
    const { settingsCalls } = await renderSettings(jackpotDetail({ boosted: true }));
    await user.type(screen.getByLabelText('Start-on value (EUR)'), '300');
    await user.type(screen.getByLabelText('Average payout (EUR)'), '500');
    await user.type(screen.getByLabelText('Max payout (EUR)'), '200');
    await user.type(screen.getByLabelText('Boosted chance (times likelier)'), '1');
    await user.click(screen.getByRole('button', { name: 'Add an interval' }));
    await user.type(screen.getByLabelText('Interval 1: from (UTC)'), '20:00');
    await user.type(screen.getByLabelText('Interval 1: to (UTC)'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Add an interval' }));
    await user.selectOptions(screen.getByLabelText('Interval 2: kind'), 'Days of the month');
    await user.type(screen.getByLabelText('Interval 2: days of the month'), '1, 40');
    await save();

    expect(
      await screen.findByText('The max payout must be at least the average payout.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The start-on value cannot be more than the max payout.')).toBeInTheDocument();
    expect(screen.getByText('The boosted chance must be more than 1.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one day of the week.')).toBeInTheDocument();
    expect(screen.getByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(
      screen.getByText('Days of the month are whole numbers from 1 to 31, e.g. "1, 15".'),
    ).toBeInTheDocument();
    expect(settingsCalls).toHaveLength(0);
  });

  it('asks a title per language with localised jackpot titles', async () => {
    const user = userEvent.setup();
    const { settingsCalls } = await renderSettings(jackpotDetail(), { enableLocalizedJackpotTitle: true });
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title (English)'), 'Mega pot');
    await user.type(screen.getByLabelText('Title (German)'), 'Mega Topf');
    await save();
    await waitFor(() => expect(settingsCalls).toHaveLength(1));
    expect(settingsCalls[0]).toMatchObject({
      method: 'PATCH',
      path: 'v1/jackpots/jackpots/3/',
      body: { titles: { en: 'Mega pot', de: 'Mega Topf' } },
    });
  });

  it('shows the pot and its contributions as a chart and a table', async () => {
    await renderSettings(jackpotDetail({ start_on_value: 1000, pot: 1000.25, contributions_count: 2 }));
    expect(screen.getByText('The pot holds 1,000.25 EUR (2 contributions).')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Contributions' });
    expect(await within(table).findByText('abc123hash')).toBeInTheDocument();
    expect(within(table).getByText('40.00 EUR')).toBeInTheDocument();
    expect(within(table).getByText('Players of one engine batch')).toBeInTheDocument();
    expect(screen.getByText('Contributions per day (UTC)')).toBeInTheDocument();
  });
});

describe('cancelling a jackpot', () => {
  const context = { permissions: [PERMISSIONS.manageAllCampaigns], userId: 1, editActive: false };

  it('offers the two jackpot cancels instead of the plain Cancel', () => {
    const jackpot = { status: 'AC', creator: { id: 1, name: 'Ada' }, type: 'jackpot' } as const;
    expect(campaignActions(jackpot, context)).toEqual(
      expect.arrayContaining(['cancelJackpot', 'cancelJackpotImmediately']),
    );
    expect(campaignActions(jackpot, context)).not.toContain('cancel');
    expect(campaignActions({ ...jackpot, status: 'DR' }, context)).not.toContain('cancelJackpot');
    expect(campaignActions({ ...jackpot, type: 'mission' }, context)).toContain('cancel');
    expect(campaignActions(jackpot, { ...context, permissions: [] })).not.toContain('cancelJackpot');
  });

  it.each([
    [false, 'Cancel jackpot', /is paid out in a final draw/, 'Cancel the jackpot?'],
    [true, 'Cancel immediately', /is forfeited: nobody wins it/, 'Cancel the jackpot immediately?'],
  ])(
    'immediately=%s says what becomes of the pot, then cancels',
    async (immediately, button, text, title) => {
      const user = userEvent.setup();
      const posted: unknown[] = [];
      server.use(
        http.get(`${API}v1/jackpots/jackpots/`, () =>
          HttpResponse.json({
            count: 1,
            next: null,
            previous: null,
            results: [wireJackpot({ pot: 1234.5 })],
          }),
        ),
        http.post(`${API}v1/jackpots/jackpots/3/cancel/`, async ({ request }) => {
          posted.push(await request.json());
          return HttpResponse.json(wireJackpot({ cancellation: immediately ? 'forfeited' : 'paid_out' }));
        }),
      );
      const onClose = jest.fn();
      const { store } = renderWithStore(
        <CancelJackpotDialog
          cancelling={{ campaign: { id: 42, name: 'Mega pot' }, immediately }}
          onClose={onClose}
        />,
        { preloadedState: signedInState() },
      );
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(await within(dialog).findByText(/its pot of 1,234.50 EUR/)).toHaveTextContent(text);
      await user.click(within(dialog).getByRole('button', { name: button }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(posted).toEqual([{ immediately }]);
      expect(store.getState().snackbar.queue[0]).toMatchObject({ content: 'Campaign has been cancelled' });
    },
  );
});
