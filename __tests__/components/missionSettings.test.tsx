import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { campaignsApi, typeSettingsTag } from '@/components/campaigns/api';
import { BuilderContext } from '@/components/campaigns/builder/BuilderContext';
import { SettingsStep } from '@/components/campaigns/builder/steps/SettingsStep';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail, wireTask } from '../support/campaignDetail';
import { setRoute } from '../support/queryRouter';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);
// Typing whole tasks takes a while on a shared machine.
jest.setTimeout(20000);

const GAMES = [
  {
    id: 1,
    name: 'Book of Ra',
    provider: 'Novomatic',
    category: 'Slots',
    themes: ['Egypt'],
    features: [],
    device_types: ['desktop'],
    image: null,
    exists_in_external_api: true,
  },
  {
    id: 2,
    name: 'Starburst',
    provider: 'NetEnt',
    category: 'Slots',
    themes: ['Space'],
    features: [],
    device_types: ['mobile'],
    image: null,
    exists_in_external_api: true,
  },
];

/** The settings step, with the task reorders recorded and the game list served. */
/** The settings step with the mission panel loaded (it is its own chunk). */
async function renderSettings(detail: Record<string, unknown> = wireCampaignDetail(), readOnly = false) {
  const reorders: unknown[] = [];
  server.use(
    http.patch(`${API}v1/missions/mission/5/tasks/`, async ({ request }) => {
      const body = (await request.json()) as { tasks: number[] };
      reorders.push(body);
      const mission = detail.mission as { tasks: { id: number }[] };
      return HttpResponse.json({
        ...mission,
        tasks: body.tasks.map((id) => mission.tasks.find((task) => task.id === id)),
      });
    }),
    http.get(`${API}v1/games/games/`, () =>
      HttpResponse.json({
        categories: ['Slots'],
        device_type: ['desktop', 'mobile'],
        features: [],
        provider: ['NetEnt', 'Novomatic'],
        themes: ['Egypt', 'Space'],
        results: GAMES,
      }),
    ),
  );
  setRoute('/campaigns/edit?id=42&step=settings');
  const rendered = renderBuilderStep(<SettingsStep />, { detail, readOnly });
  await waitForElementToBeRemoved(() => screen.queryByText('Loading settings'));
  return { ...rendered, reorders };
}

const task = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Task ${n}:`) });

describe('mission settings: the task editor', () => {
  it('shows the fields of each task type and each prize kind', async () => {
    const user = userEvent.setup();
    await renderSettings();
    expect(screen.getByText(/No tasks yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a task' }));

    // Deposit: one amount, or ranges.
    expect(within(task(1)).getByLabelText('Deposit amount')).toBeInTheDocument();
    await user.click(within(task(1)).getByLabelText('Use deposit ranges instead of one amount'));
    expect(within(task(1)).getByLabelText('Range 1 min')).toBeInTheDocument();
    expect(within(task(1)).queryByLabelText('Deposit amount')).not.toBeInTheDocument();

    // Gameplay: rounds, a goal (times, multiplier or wins in a row), games.
    await user.selectOptions(within(task(1)).getByLabelText('Task type'), 'gameplay');
    expect(within(task(1)).getByLabelText('Rounds')).toBeInTheDocument();
    expect(within(task(1)).getByLabelText('Number of wins')).toBeInTheDocument();
    await user.selectOptions(within(task(1)).getByLabelText('Goal'), 'multiplier');
    expect(within(task(1)).getByLabelText('Multiplier')).toBeInTheDocument();
    await user.selectOptions(within(task(1)).getByLabelText('Goal'), 'win_in_a_row');
    expect(within(task(1)).getByLabelText('Wins in a row')).toBeInTheDocument();
    expect(within(task(1)).getByText('No games chosen')).toBeInTheDocument();

    await user.selectOptions(within(task(1)).getByLabelText('Task type'), 'netloss');
    expect(within(task(1)).getByLabelText('Net loss amount')).toBeInTheDocument();
    expect(within(task(1)).getByLabelText('Max amount')).toBeInTheDocument();
    expect(within(task(1)).queryByRole('button', { name: /Choose games/ })).not.toBeInTheDocument();

    await user.selectOptions(within(task(1)).getByLabelText('Task type'), 'turnover');
    expect(within(task(1)).getByLabelText('Turnover amount')).toBeInTheDocument();
    expect(within(task(1)).getByRole('button', { name: 'Choose games for task 1' })).toBeInTheDocument();

    // Prizes: cash by default; each kind its fields.
    const prize = within(task(1)).getByRole('group', { name: 'Task 1, Prize 1' });
    expect(within(prize).getByLabelText('Prize 1: cash amount (EUR)')).toBeInTheDocument();
    await user.selectOptions(within(prize).getByLabelText('Prize 1: kind'), 'free_spins');
    expect(within(prize).getByLabelText('Prize 1: free spins')).toBeInTheDocument();
    expect(within(prize).getByLabelText('Prize 1: pay winnings as bonus')).toBeInTheDocument();
    expect(
      within(prize).getByRole('button', { name: 'Choose games for prize 1 eligible games' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(prize).getByLabelText('Prize 1: kind'), 'deposit_bonus');
    expect(within(prize).getByLabelText('Prize 1: deposit bonus percentage')).toBeInTheDocument();
    expect(within(prize).getByLabelText('Prize 1: maximum bonus amount')).toBeInTheDocument();
    await user.selectOptions(within(prize).getByLabelText('Prize 1: kind'), 'bonus');
    expect(within(prize).getByLabelText('Prize 1: bonus code')).toBeInTheDocument();
    await user.selectOptions(within(prize).getByLabelText('Prize 1: kind'), 'catalog_item');
    // The catalogue's picker loads with the first catalog item prize.
    expect(await within(prize).findByLabelText('Prize 1: catalog item')).toBeInTheDocument();
  });

  it('checks the rules before saving, with the repeat count named as spec §5 says', async () => {
    const user = userEvent.setup();
    const { patches } = await renderSettings();
    await user.click(screen.getByLabelText('Repeatable'));
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.click(within(task(1)).getByLabelText('Use deposit ranges instead of one amount'));
    await user.type(within(task(1)).getByLabelText('Range 1 min'), '100');
    await user.type(within(task(1)).getByLabelText('Range 1 max'), '50');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(
      await screen.findByText('Repeat the mission: Enter how many times the mission repeats.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ensure max is greater than min.')).toBeInTheDocument();
    expect(screen.getByText('Enter the prize amount.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('saves the mission with two tasks of different types, games picked in the modal', async () => {
    const user = userEvent.setup();
    const { patches, settingsCalls, context } = await renderSettings();
    await user.type(screen.getByLabelText('Minimum bet (EUR)'), '0.5');
    await user.click(screen.getByLabelText('Tasks must be completed in order'));

    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.type(within(task(1)).getByLabelText('Deposit amount'), '50');
    await user.type(within(task(1)).getByLabelText('Prize 1: cash amount (EUR)'), '5');

    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.selectOptions(within(task(2)).getByLabelText('Task type'), 'gameplay');
    await user.type(within(task(2)).getByLabelText('Rounds'), '20');
    await user.type(within(task(2)).getByLabelText('Number of wins'), '3');
    await user.selectOptions(within(task(2)).getByLabelText('Prize 1: kind'), 'free_spins');
    await user.type(within(task(2)).getByLabelText('Prize 1: free spins'), '10');
    await user.click(within(task(2)).getByRole('button', { name: 'Choose games for task 2' }));
    const modal = await screen.findByRole('dialog', { name: 'Games for task 2' });
    await user.click(await within(modal).findByRole('checkbox', { name: 'Starburst' }));
    await user.click(within(modal).getByRole('button', { name: 'Add to campaign' }));
    expect(within(task(2)).getByText('1 game chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    // Every prize is sent with all its fields; the server keeps the kind's own.
    const none = {
      bonus_code: null,
      bet_level: null,
      wagering: null,
      catalog_item_id: null,
      cash_amounts: {},
      deposit_bonus_percentage: null,
      eligible_games: [],
      platform_bonus_id: null,
      loot_box_id: null,
      action_group_id: null,
    };
    // Spec §7: the mission's own fields, then each new task through its type's call; nothing nested
    // in the campaign's PATCH.
    expect(patches).toHaveLength(0);
    expect(settingsCalls).toEqual([
      {
        method: 'PATCH',
        path: 'v1/missions/missions/5/',
        body: { tasks_in_order: true, min_bet: 0.5, repeatable: false, repeat_count: null },
      },
      {
        method: 'POST',
        path: 'v1/missions/tasks/deposit/',
        body: {
          mission: 5,
          amount: 50,
          ranges: null,
          prizes: [
            { ...none, kind: 'cash', amount: 5, free_spins_number: null, pay_winnings_as_bonus: false },
          ],
        },
      },
      {
        method: 'POST',
        path: 'v1/missions/tasks/gameplay/',
        body: {
          mission: 5,
          rounds: 20,
          mode: 'times',
          times: 3,
          multiplier: null,
          games: [2],
          prizes: [
            {
              ...none,
              kind: 'free_spins',
              amount: null,
              free_spins_number: 10,
              pay_winnings_as_bonus: false,
            },
          ],
        },
      },
    ]);
  });
});

describe('mission settings: reopened after a save', () => {
  it('waits for the re-read a save started instead of showing the settings from before it', async () => {
    const detail = wireCampaignDetail();
    const { store, context, rerender } = await renderSettings(detail);
    expect(screen.getByText(/No tasks yet/)).toBeInTheDocument();

    // A save's re-read is under way, slowly, when staff leave the step and come back to it.
    let answerReread = () => {};
    const reread = new Promise<void>((resolve) => (answerReread = resolve));
    server.use(
      http.get(`${API}v1/missions/missions/`, async () => {
        await reread;
        // Nothing returned: the settings backend answers, with the saved task.
      }),
    );
    (detail.mission as { tasks: unknown[] }).tasks = [wireTask(11, 'deposit', { amount: 50 })];
    store.dispatch(campaignsApi.util.invalidateTags([typeSettingsTag(42)]));
    const step = (content: ReactNode) => (
      <Provider store={store}>
        <BuilderContext.Provider value={context}>{content}</BuilderContext.Provider>
      </Provider>
    );
    rerender(step(<p>Players</p>));
    rerender(step(<SettingsStep />));

    // Long enough for the panel to load again: still waiting for the re-read, never the old form.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Loading settings')).toBeInTheDocument();
    expect(screen.queryByText(/No tasks yet/)).not.toBeInTheDocument();
    answerReread();
    expect(await screen.findByRole('listitem', { name: /^Task 1: Deposit/ })).toBeInTheDocument();
  });
});

describe('mission settings: task order', () => {
  const saved = wireCampaignDetail({
    mission: {
      ...(wireCampaignDetail().mission as object),
      tasks: [
        wireTask(11, 'deposit', { amount: 50, ranges: null }),
        wireTask(12, 'netloss', { amount: 10, max_amount: 20 }),
      ],
    },
  });

  it('saves a new order of saved tasks at once (the keyboard way: Move down)', async () => {
    const user = userEvent.setup();
    const { reorders, patches } = await renderSettings(saved);
    expect(task(1)).toHaveAccessibleName('Task 1: Deposit');
    await user.click(screen.getByRole('button', { name: 'Move task 1 down' }));

    expect(task(1)).toHaveAccessibleName('Task 1: Net loss');
    await waitFor(() => expect(reorders).toEqual([{ tasks: [12, 11] }]));
    expect(await screen.findByText('Task 1 moved to position 2. The order is saved.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('keeps a new order with other pending changes for the step save', async () => {
    const user = userEvent.setup();
    const { reorders } = await renderSettings(saved);
    await user.type(within(task(1)).getByLabelText('Deposit amount'), '0');
    await user.click(screen.getByRole('button', { name: 'Move task 2 up' }));
    expect(task(1)).toHaveAccessibleName('Task 1: Net loss');
    expect(screen.getByText(/The new order is saved with the step/)).toBeInTheDocument();
    expect(reorders).toHaveLength(0);
  });

  it('offers no changes on a read-only campaign', async () => {
    await renderSettings(saved, true);
    expect(screen.queryByRole('button', { name: 'Add a task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move task/ })).not.toBeInTheDocument();
    expect(within(task(1)).getByLabelText('Deposit amount')).toBeDisabled();
  });
});

describe('mission settings: saved through the mission calls (spec §7)', () => {
  const saved = () =>
    wireCampaignDetail({
      mission: {
        ...(wireCampaignDetail().mission as object),
        tasks: [
          wireTask(11, 'deposit', { amount: 50, ranges: null }),
          wireTask(12, 'netloss', { amount: 10, max_amount: 20 }),
        ],
      },
    });

  it('sends the fewest calls: a removal, a change, a new task and one reorder', async () => {
    const user = userEvent.setup();
    const { settingsCalls, reorders, patches, context } = await renderSettings(saved());
    await user.click(within(task(2)).getByRole('button', { name: /Remove task 2/ }));
    await user.type(within(task(1)).getByLabelText('Deposit amount'), '0');
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.type(within(task(2)).getByLabelText('Deposit amount'), '70');
    await user.type(within(task(2)).getByLabelText('Prize 1: cash amount (EUR)'), '7');
    await user.click(screen.getByRole('button', { name: 'Move task 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(settingsCalls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE v1/missions/tasks/netloss/12/',
      'POST v1/missions/tasks/deposit/',
      'PATCH v1/missions/tasks/deposit/11/',
    ]);
    expect(settingsCalls[2].body).toMatchObject({ amount: 500 });
    // The new task (id 100) before the changed one: one reorder call.
    expect(reorders).toEqual([{ tasks: [100, 11] }]);
    expect(patches).toHaveLength(0);
  });

  it('keeps the form when a task is refused, shows why on it, and a retry sends only what is missing', async () => {
    const user = userEvent.setup();
    const { settingsCalls, refuseSettingsCall, context } = await renderSettings(saved());
    await user.type(within(task(1)).getByLabelText('Deposit amount'), '0');
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.type(within(task(3)).getByLabelText('Deposit amount'), '70');
    await user.type(within(task(3)).getByLabelText('Prize 1: cash amount (EUR)'), '7');
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.type(within(task(4)).getByLabelText('Deposit amount'), '80');
    await user.type(within(task(4)).getByLabelText('Prize 1: cash amount (EUR)'), '8');
    refuseSettingsCall('post', /^v1\/missions\/tasks\/deposit\/$/, 400, {
      amount: ['Ensure this value is less than or equal to 60.'],
    });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Ensure this value is less than or equal to 60.')).toBeInTheDocument();
    expect(within(task(3)).getByLabelText('Deposit amount')).toHaveAccessibleDescription(
      /Ensure this value is less than or equal to 60/,
    );
    expect(context.goToNextStep).not.toHaveBeenCalled();
    // What was typed stays.
    expect(within(task(1)).getByLabelText('Deposit amount')).toHaveValue(500);
    expect(within(task(3)).getByLabelText('Deposit amount')).toHaveValue(70);
    expect(within(task(4)).getByLabelText('Deposit amount')).toHaveValue(80);
    expect(settingsCalls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH v1/missions/tasks/deposit/11/',
      'POST v1/missions/tasks/deposit/',
    ]);

    settingsCalls.length = 0;
    await user.clear(within(task(3)).getByLabelText('Deposit amount'));
    await user.type(within(task(3)).getByLabelText('Deposit amount'), '60');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    // The change to task 1 was saved the first time: only the two new tasks go now.
    expect(settingsCalls.map(({ method, path, body }) => `${method} ${path} ${body?.amount}`)).toEqual([
      'POST v1/missions/tasks/deposit/ 60',
      'POST v1/missions/tasks/deposit/ 80',
    ]);
  });
});

describe('mission v2: the chain’s order saved through the missions calls (spec §7)', () => {
  const chainMission = (id: number, position: number, amount: number) => ({
    id,
    campaign: 42,
    position,
    tasks_in_order: false,
    min_bet: null,
    repeatable: false,
    repeat_count: null,
    tasks: [{ ...wireTask(id * 10, 'deposit', { amount, ranges: null }), mission: id }],
  });
  const chain = () =>
    wireCampaignDetail({
      type: 'missionV2',
      mission: undefined,
      missions: [chainMission(1, 0, 10), chainMission(2, 1, 20), chainMission(3, 2, 30)],
    });

  it('PATCHes the place of each moved mission, first place first, and nothing else', async () => {
    const user = userEvent.setup();
    const { settingsCalls, patches, context } = await renderSettings(chain());
    const mission = (n: number) => screen.getByRole('group', { name: `Mission ${n}` });
    // [1, 2, 3] → [3, 1, 2]
    await user.click(screen.getByRole('button', { name: 'Move mission 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move mission 2 up' }));
    expect(within(mission(1)).getByLabelText('Deposit amount')).toHaveValue(30);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(settingsCalls.map(({ method, path, body }) => `${method} ${path} ${body?.position}`)).toEqual([
      'PATCH v1/missions/missions/3/ 0',
      'PATCH v1/missions/missions/1/ 1',
      'PATCH v1/missions/missions/2/ 2',
    ]);
    expect(settingsCalls[0].body).toEqual({
      tasks_in_order: false,
      min_bet: null,
      repeatable: false,
      repeat_count: null,
      position: 0,
    });
    expect(patches).toHaveLength(0);
  });
});
