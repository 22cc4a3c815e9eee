import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { OverlaySettingsScreen } from '@/components/overlays/OverlaySettingsScreen';
import { VIEW_PERMISSIONS } from '@/utils/permissions';
import { setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const OVERLAYS2 = `${API}v1/overlays/overlays2/`;
const OVERLAYS = `${API}v1/overlays/overlays/`;
const LOOK = {
  id: 3,
  campaign: null,
  title: 'Your progress',
  accent_color: '#2450d6',
  text_color: '#ffffff',
  image: null,
  show_progress: true,
  position: null,
  created: '2026-11-20T09:00:00Z',
  updated: '2026-11-20T09:00:00Z',
};

function renderScreen(permissions?: string[]) {
  setRoute('/overlay-settings');
  return renderWithStore(<OverlaySettingsScreen />, {
    preloadedState: signedInState(demoUser(permissions ? { permissions } : {})),
  });
}

it('creates the look on the first save, then points overlays2 at it with the position', async () => {
  const calls: Array<[string, unknown]> = [];
  let settings = { overlay_id: null as number | null, position: 'bottom-right' };
  server.use(
    http.get(OVERLAYS2, () => HttpResponse.json(settings)),
    http.put(OVERLAYS2, async ({ request }) => {
      const body = (await request.json()) as typeof settings;
      calls.push(['PUT overlays2', body]);
      settings = body;
      return HttpResponse.json(body);
    }),
    http.post(OVERLAYS, async ({ request }) => {
      const body = (await request.json()) as object;
      calls.push(['POST overlay', body]);
      return HttpResponse.json({ ...LOOK, ...body }, { status: 201 });
    }),
    http.get(`${OVERLAYS}3/`, () => HttpResponse.json(LOOK)),
  );
  const user = userEvent.setup();
  renderScreen();
  const position = await screen.findByLabelText('Position on the screen');
  expect(position).toHaveValue('bottom-right');
  await user.selectOptions(position, 'top-left');
  await user.type(screen.getByLabelText('Title (optional)'), 'Win more');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[0]).toEqual([
    'POST overlay',
    {
      title: 'Win more',
      accent_color: '#2450d6',
      text_color: '#ffffff',
      image: null,
      show_progress: true,
      campaign: null,
    },
  ]);
  expect(calls[1]).toEqual(['PUT overlays2', { overlay_id: 3, position: 'top-left' }]);
});

it('changes only the look of an existing overlay and shows the server errors at their fields', async () => {
  const patches: unknown[] = [];
  server.use(
    http.get(OVERLAYS2, () => HttpResponse.json({ overlay_id: 3, position: 'top-right' })),
    http.get(`${OVERLAYS}3/`, () => HttpResponse.json(LOOK)),
    http.patch(`${OVERLAYS}3/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return HttpResponse.json({ image: ['This host is not allowed.'] }, { status: 400 });
    }),
    http.put(OVERLAYS2, () =>
      HttpResponse.json({ position: ['"top-right" is not a valid choice.'] }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderScreen();
  await screen.findByDisplayValue('Your progress');
  await user.type(screen.getByLabelText('Icon address (optional)'), 'https://evil.example/icon.png');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('This host is not allowed.')).toBeInTheDocument();
  expect(patches).toEqual([{ image: 'https://evil.example/icon.png' }]);
  expect(screen.getByLabelText('Icon address (optional)')).toHaveValue('https://evil.example/icon.png');
});

it('checks colours before sending and is read-only without change_overlay', async () => {
  server.use(
    http.get(OVERLAYS2, () => HttpResponse.json({ overlay_id: 3, position: 'top-right' })),
    http.get(`${OVERLAYS}3/`, () => HttpResponse.json(LOOK)),
  );
  const user = userEvent.setup();
  const { unmount } = renderScreen();
  const accent = await screen.findByLabelText('Background colour');
  await user.clear(accent);
  await user.type(accent, 'blue');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('Enter a colour as # and six hex digits, such as #2450d6.'),
  ).toBeInTheDocument();
  unmount();

  renderScreen([...VIEW_PERMISSIONS]);
  expect(await screen.findByLabelText('Background colour')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});
