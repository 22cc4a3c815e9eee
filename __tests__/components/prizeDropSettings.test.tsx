import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';

import { SettingsStep } from '@/components/campaigns/builder/steps/SettingsStep';
import { prizeDropSummary } from '@/components/campaigns/prizeDrop/prizeDropSummary';
import type { CampaignDetail } from '@/types/campaigns';
import { escapeHtml } from '@/utils/html';
import { fromWire } from '@/utils/wire';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';

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
  it('saves the minimum bet, the drops and a prize with its quantity', async () => {
    const user = userEvent.setup();
    const { patches, context } = await renderSettings();
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

    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      prize_drop: {
        min_bet: 0.5,
        all_games: true,
        drops: 10,
        prizes: [{ quantity: 4, prize: { kind: 'cash', amount: 25 } }],
      },
    });
    expect(context.goToNextStep).toHaveBeenCalled();
  });

  it('refuses quantities above the number of drops, and a prize without a quantity', async () => {
    const user = userEvent.setup();
    const { patches } = await renderSettings(
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
    expect(patches).toHaveLength(0);
  });

  it('shows games to choose once "all games" is off, and the server’s quantity message at the drops', async () => {
    const user = userEvent.setup();
    const { answerPatchWith, patches, store } = await renderSettings(
      prizeDropDetail({ drops: 5, prizes: [{ id: 1, prize: wirePrize(11, { amount: 5 }), quantity: 2 }] }),
    );
    expect(screen.queryByRole('button', { name: 'Choose games for prize drop' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Bets on all games qualify'));
    expect(screen.getByText('No games chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose games for prize drop' })).toBeInTheDocument();

    const message = "The prizes' total quantity (6) exceeds the number of drops (5).";
    answerPatchWith(() => HttpResponse.json({ prize_drop: { drops: [message] } }, { status: 400 }));
    await save();
    expect(patches[0]).toMatchObject({ prize_drop: { all_games: false, games: [] } });
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
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
