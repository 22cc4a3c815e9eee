import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { typeSettingsApi } from '@/components/campaigns/builder/typeSettingsApi';
import { SettingsStep } from '@/components/campaigns/builder/steps/SettingsStep';
import { prizeDropSummary } from '@/components/campaigns/prizeDrop/prizeDropSummary';
import type { CampaignDetail } from '@/types/campaigns';
import { escapeHtml } from '@/utils/html';
import { fromWire } from '@/utils/wire';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';
import { server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const wirePrize = (id: number, fields: Record<string, unknown>) => ({
  id,
  kind: 'cash',
  action_code: 'CA',
  amount: null,
  cash_amounts: {},
  deposit_bonus_percentage: null,
  bonus_code: null,
  free_spins_number: null,
  bet_level: null,
  wagering: null,
  pay_winnings_as_bonus: false,
  eligible_games: [],
  catalog_item_id: null,
  platform_bonus_id: null,
  loot_box_id: null,
  action_group_id: null,
  ...fields,
});

const prizeDropDetail = (drop: Record<string, unknown> = {}) =>
  wireCampaignDetail({
    type: 'prizeDrop',
    name: 'Friday drops',
    mission: null,
    prize_drop: {
      id: 7,
      campaign: 42,
      min_bet: null,
      all_games: true,
      games: [],
      drops: null,
      prizes: [],
      ...drop,
    },
  });

async function renderSettings(detail = prizeDropDetail()) {
  setRoute('/campaigns/edit?id=42&step=settings');
  const rendered = renderBuilderStep(<SettingsStep />, { detail });
  await waitForElementToBeRemoved(() => screen.queryByText('Loading settings'));
  return rendered;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('prize drop settings', () => {
  it('explains when the drops happen at the number of drops', async () => {
    await renderSettings();
    expect(screen.getByLabelText('Number of drops')).toHaveAccessibleDescription(
      "How often a prize drops while the campaign runs (from its start to its end): each drop gives one prize to a player whose qualifying bet lands it. The prizes' quantities add up to at most this.",
    );
  });

  it('saves the minimum bet, the drops and a prize with its quantity', async () => {
    const user = userEvent.setup();
    const { patches, settingsCalls, context } = await renderSettings();
    expect(screen.getByText(/No prizes yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Minimum bet (EUR)'), '0.5');
    await user.type(screen.getByLabelText('Number of drops'), '10');
    await user.click(screen.getByRole('button', { name: 'Add a prize' }));
    const prize = screen.getByRole('group', { name: 'Prize drop, Prize 1' });
    await user.type(within(prize).getByLabelText('Prize 1: cash amount (EUR)'), '25');
    expect(screen.getByLabelText('Prize 1: quantity')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Prize 1: quantity'));
    await user.type(screen.getByLabelText('Prize 1: quantity'), '4');
    expect(screen.getByText('Total quantity: 4 of 10 drops.')).toBeInTheDocument();
    await save();

    // Spec §7: the drop's own fields, the prize made on its own, then referenced with its quantity.
    expect(patches).toHaveLength(0);
    expect(settingsCalls).toMatchObject([
      {
        method: 'PATCH',
        path: 'v1/prize-drops/prize-drops/7/',
        body: { min_bet: 0.5, all_games: true, games: [], drops: 10 },
      },
      { method: 'POST', path: 'v1/prizes/prize/', body: { kind: 'cash', amount: 25 } },
      { method: 'POST', path: 'v1/prize-drops/prize-drops/7/prizes/', body: { prize: 100, quantity: 4 } },
    ]);
    expect(context.goToNextStep).toHaveBeenCalled();
  });

  it('shares the settings it read with the overview, and reads them again once saved', async () => {
    const reads: string[] = [];
    const countRead = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && request.url.includes('v1/prize-drops/prize-drops/'))
        reads.push(request.url);
    };
    server.events.on('request:start', countRead);
    try {
      const { store } = await renderSettings();
      expect(reads).toHaveLength(1);
      // The overview asks for the same campaign's settings: answered from the store, no second read.
      const overview = store.dispatch(
        typeSettingsApi.endpoints.getTypeSettings.initiate({ id: 42, type: 'prizeDrop' }),
      );
      await expect(overview.unwrap()).resolves.toMatchObject({ prizeDrop: { id: 7 } });
      expect(reads).toHaveLength(1);
      await userEvent.type(screen.getByLabelText('Number of drops'), '10');
      await save();
      await waitFor(() => expect(reads).toHaveLength(2));
      overview.unsubscribe();
    } finally {
      server.events.removeListener('request:start', countRead);
    }
  });

  it('refuses quantities above the number of drops, and a prize without a quantity', async () => {
    const user = userEvent.setup();
    const { settingsCalls } = await renderSettings(
      prizeDropDetail({ drops: 3, prizes: [{ id: 1, prize: wirePrize(11, { amount: 5 }), quantity: 2 }] }),
    );
    expect(screen.getByLabelText('Prize 1: quantity')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add a prize' }));
    await user.type(screen.getByLabelText('Prize 2: cash amount (EUR)'), '1');
    await user.clear(screen.getByLabelText('Prize 2: quantity'));
    await save();
    expect(await screen.findByText('Enter how many of this prize drop.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Prize 2: quantity'), '2');
    await save();
    expect(
      await screen.findAllByText("The prizes' total quantity (4) exceeds the number of drops (3)."),
    ).not.toHaveLength(0);
    expect(settingsCalls).toHaveLength(0);
  });

  it('shows games to choose once "all games" is off, and a refused quantity at the prize and in the notice', async () => {
    const user = userEvent.setup();
    const { refuseSettingsCall, settingsCalls, store } = await renderSettings(
      prizeDropDetail({ drops: 5, prizes: [{ id: 1, prize: wirePrize(11, { amount: 5 }), quantity: 2 }] }),
    );
    expect(screen.queryByRole('button', { name: 'Choose games for prize drop' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Bets on all games qualify'));
    expect(screen.getByText('No games chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose games for prize drop' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Prize 1: quantity'));
    await user.type(screen.getByLabelText('Prize 1: quantity'), '4');
    const message = "The prizes' total quantity (6) exceeds the number of drops (5).";
    refuseSettingsCall('patch', /prizes\/$/, 400, { quantity: [message] });
    await save();
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText('Prize 1: quantity')).toHaveAccessibleDescription(message);
    expect(settingsCalls).toMatchObject([
      { method: 'PATCH', path: 'v1/prize-drops/prize-drops/7/', body: { all_games: false, games: [] } },
      { method: 'PATCH', path: 'v1/prize-drops/prize-drops/7/prizes/', body: { prize: 11, quantity: 4 } },
    ]);
    // Spec §8: the error notice shows the returned quantity message.
    expect(store.getState().snackbar.queue.at(-1)?.content).toBe(
      escapeHtml(`Campaign has not been updated! ${message}`),
    );
  });

  it('sums the drop up on the overview', () => {
    const campaign = fromWire(
      prizeDropDetail({
        drops: 10,
        all_games: false,
        games: [1, 2],
        prizes: [
          { id: 1, prize: wirePrize(11, { amount: 5 }), quantity: 2 },
          { id: 2, prize: wirePrize(12, { amount: 9 }), quantity: 3 },
        ],
      }),
    ) as CampaignDetail;
    expect(prizeDropSummary(campaign)).toEqual([
      { label: 'Drops', value: '10' },
      { label: 'Games', value: '2 selected' },
      { label: 'Prizes', value: '2 prizes, 5 in all' },
    ]);
    expect(prizeDropSummary({ ...campaign, prizeDrop: null })[0]).toEqual({
      label: 'Drops',
      value: 'Not set yet',
    });
  });
});
