import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SettingsStep } from '@/components/campaigns/builder/steps/SettingsStep';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);
// Typing two missions' tasks takes a while on a shared machine.
jest.setTimeout(20000);

async function renderSettings(detail: Record<string, unknown>) {
  setRoute('/campaigns/edit?id=42&step=settings');
  const rendered = renderBuilderStep(<SettingsStep />, { detail });
  await waitForElementToBeRemoved(() => screen.queryByText('Loading settings'));
  return rendered;
}

const mission = (n: number) => screen.getByRole('group', { name: `Mission ${n}` });

describe('mission v2: a chain of missions', () => {
  it('adds missions with their own tasks, moves them by keyboard, and saves the chain in order', async () => {
    const user = userEvent.setup();
    const { patches, settingsCalls } = await renderSettings(
      wireCampaignDetail({ type: 'missionV2', mission: null, missions: [] }),
    );
    expect(screen.getByText(/No missions yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a mission' }));
    await user.click(screen.getByRole('button', { name: 'Add a mission' }));
    expect(within(mission(2)).getByText(/unlocked after mission 1/)).toBeInTheDocument();

    await user.click(within(mission(1)).getByRole('button', { name: 'Add a task' }));
    expect(within(mission(1)).getByLabelText('Task type')).toHaveFocus();
    await user.type(within(mission(1)).getByLabelText('Deposit amount'), '20');
    await user.type(within(mission(1)).getByLabelText('Prize 1: cash amount (EUR)'), '5');
    await user.click(within(mission(2)).getByRole('button', { name: 'Add a task' }));
    await user.selectOptions(within(mission(2)).getByLabelText('Task type'), 'netloss');
    await user.type(within(mission(2)).getByLabelText('Net loss amount'), '10');
    await user.type(within(mission(2)).getByLabelText('Prize 1: cash amount (EUR)'), '2');

    await user.click(screen.getByRole('button', { name: 'Move mission 2 up' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mission 2 moved to position 1.');
    expect(within(mission(1)).getByLabelText('Task type')).toHaveValue('netloss');

    await user.click(screen.getByRole('button', { name: /Save/ }));
    // Spec §7: each mission, then its tasks, in the chain's order (missions are kept in the order made).
    await waitFor(() => expect(settingsCalls).toHaveLength(4));
    expect(
      settingsCalls.map(({ method, path, body }) => [method, path, body?.campaign ?? body?.mission]),
    ).toEqual([
      ['POST', 'v1/missions/missions/', 42],
      ['POST', 'v1/missions/tasks/netloss/', 100],
      ['POST', 'v1/missions/missions/', 42],
      ['POST', 'v1/missions/tasks/deposit/', 102],
    ]);
    expect(patches).toHaveLength(0);
  });

  it('offers the casino task types, not sports bets', async () => {
    const user = userEvent.setup();
    await renderSettings(wireCampaignDetail({ type: 'missionV2', mission: null, missions: [] }));
    await user.click(screen.getByRole('button', { name: 'Add a mission' }));
    await user.click(within(mission(1)).getByRole('button', { name: 'Add a task' }));
    const types = within(within(mission(1)).getByLabelText('Task type')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Deposit',
      'Gameplay',
      'Net loss',
      'Turnover',
    ]);
  });
});

describe('sportsbook mission', () => {
  it('builds sports bet tasks and says what a bet needs before saving', async () => {
    const user = userEvent.setup();
    const { settingsCalls } = await renderSettings(wireCampaignDetail({ type: 'sportsbookMission' }));
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    const task = screen.getByRole('listitem', { name: /^Task 1:/ });
    const types = within(within(task).getByLabelText('Task type')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['Sports bets', 'Deposit']);

    await user.type(within(task).getByLabelText('Prize 1: cash amount (EUR)'), '5');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await within(task).findByText('Enter the number of bets.')).toBeInTheDocument();
    expect(within(task).getByText('Enter the sport.')).toBeInTheDocument();
    expect(settingsCalls).toHaveLength(0);

    await user.type(within(task).getByLabelText('Number of bets'), '3');
    await user.type(within(task).getByLabelText('Sport'), 'Football');
    await user.type(within(task).getByLabelText('Minimum odds'), '1.8');
    await user.selectOptions(within(task).getByLabelText('Bet type'), 'single');
    await user.selectOptions(within(task).getByLabelText('A bet counts when'), 'won');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(settingsCalls).toHaveLength(1));
    expect(settingsCalls[0]).toMatchObject({ method: 'POST', path: 'v1/missions/tasks/sportsbet/' });
    expect(settingsCalls[0].body).toMatchObject({
      mission: 5,
      times: 3,
      sport: 'Football',
      min_odds: 1.8,
      bet_type: 'single',
      settled_status: 'won',
    });
  });
});
