import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { PrizeSettingsScreen } from '@/components/prizeSettings/PrizeSettingsScreen';
import { VIEW_PERMISSIONS } from '@/utils/permissions';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const URL = `${API}v1/casinos/prize-settings/`;
const tab = (title: string, extra: object = {}) => ({
  activation_duration: 7,
  duration: 30,
  wagering: 35,
  max_win: null,
  max_bet: null,
  title,
  ...extra,
});
const SETTINGS = {
  free_spins_prize_settings: tab('Free spins', { max_win: 100 }),
  bonus_prize_settings: tab('Bonus money'),
  cash_prize_settings: tab('Cash', { wagering: 0 }),
};

function renderScreen(permissions?: string[]) {
  setRoute('/prize-settings');
  return renderWithStore(<PrizeSettingsScreen />, {
    preloadedState: signedInState(demoUser(permissions ? { permissions } : {})),
  });
}

it('shows each tab, sends only the changed tab, and puts server errors of a hidden tab on its fields', async () => {
  const patches: unknown[] = [];
  server.use(
    http.get(URL, () => HttpResponse.json(SETTINGS)),
    http.patch(URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, Record<string, unknown>>;
      patches.push(body);
      if (body.bonus_prize_settings?.max_win === 5000)
        return HttpResponse.json(
          { bonus_prize_settings: { max_win: ['Above the platform limit.'] } },
          { status: 400 },
        );
      return HttpResponse.json({ ...SETTINGS, ...body });
    }),
  );
  const user = userEvent.setup();
  renderScreen();
  expect(await screen.findByLabelText('Max win (EUR)')).toHaveValue('100');

  await user.click(screen.getByRole('tab', { name: 'Bonus money' }));
  await user.type(screen.getByLabelText('Max win (EUR)'), '5000');
  await user.click(screen.getByRole('tab', { name: 'Free spins' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(
    await screen.findByRole('tab', { name: 'Bonus money (1 error)', selected: true }),
  ).toBeInTheDocument();
  expect(screen.getByText('Above the platform limit.')).toBeInTheDocument();
  expect(screen.getByLabelText('Max win (EUR)')).toHaveValue('5000');
  expect(patches).toEqual([{ bonus_prize_settings: { ...SETTINGS.bonus_prize_settings, max_win: 5000 } }]);

  await user.clear(screen.getByLabelText('Max win (EUR)'));
  await user.type(screen.getByLabelText('Max win (EUR)'), '50');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patches).toHaveLength(2));
  expect(patches[1]).toEqual({ bonus_prize_settings: { ...SETTINGS.bonus_prize_settings, max_win: 50 } });
});

it('checks the rules before sending: days, amounts, max bet not above max win, a title', async () => {
  const patches: unknown[] = [];
  server.use(
    http.get(URL, () => HttpResponse.json(SETTINGS)),
    http.patch(URL, async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(SETTINGS);
    }),
  );
  const user = userEvent.setup();
  renderScreen();
  const activation = await screen.findByLabelText('Activation duration (days)');
  await user.clear(activation);
  await user.type(activation, '0');
  await user.clear(screen.getByLabelText('Duration (days)'));
  await user.type(screen.getByLabelText('Duration (days)'), '366');
  await user.type(screen.getByLabelText('Max bet (EUR)'), '150');
  await user.clear(screen.getByLabelText('Title'));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(
    await screen.findAllByText('Enter a whole number of days from 1 to 365, or leave it empty.'),
  ).toHaveLength(2);
  expect(screen.getByText('The max bet cannot be higher than the max win.')).toBeInTheDocument();
  expect(screen.getByText('Enter a title.')).toBeInTheDocument();
  expect(patches).toEqual([]);
});

it('is read-only without change_casinosettings', async () => {
  server.use(http.get(URL, () => HttpResponse.json(SETTINGS)));
  renderScreen([...VIEW_PERMISSIONS]);
  expect(await screen.findByLabelText('Title')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});
