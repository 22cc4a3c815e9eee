import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { LootBoxesScreen } from '@/components/lootBoxes/LootBoxesScreen';
import { PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const BOXES = `${API}v1/platforms/themill/boxes/`;
const box = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  description: `${name} rewards`,
  image: null,
  is_active: true,
  rewards_count: 5,
  ...extra,
});

function renderAt(url: string, permissions: string[] = [...VIEW_PERMISSIONS, PERMISSIONS.changeLootBox]) {
  setRoute(url);
  return renderWithStore(<LootBoxesScreen />, {
    preloadedState: signedInState(demoUser({ permissions }, { platformCodename: 'themill' })),
  });
}

it('lists the boxes with their status, and edits one: only the changes sent, server errors at the fields', async () => {
  const patches: unknown[] = [];
  let boxes = [box(1, 'Bronze box'), box(2, 'Holiday box', { is_active: false })];
  server.use(
    http.get(BOXES, () => HttpResponse.json(boxes)),
    http.patch(`${BOXES}2/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      if (body.name === 'Bronze box')
        return HttpResponse.json({ name: ['A box with this name exists.'] }, { status: 400 });
      boxes = [boxes[0], { ...boxes[1], ...body }];
      return HttpResponse.json(boxes[1]);
    }),
  );
  const user = userEvent.setup();
  renderAt('/loot-boxes/list');
  const row = (await screen.findByRole('rowheader', { name: 'Holiday box' })).closest('tr')!;
  expect(row).toHaveTextContent('Not offered');
  expect(row).toHaveTextContent('5');

  setRoute('/loot-boxes/list?edit=2');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Holiday box' });
  const name = within(dialog).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Bronze box');
  await user.click(within(dialog).getByLabelText('Offered to players'));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('A box with this name exists.')).toBeInTheDocument();
  expect(patches).toEqual([{ name: 'Bronze box', is_active: true }]);
  expect(name).toHaveValue('Bronze box');

  await user.clear(name);
  await user.type(name, 'Winter box');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(currentRoute().query.edit).toBeUndefined());
  expect(patches[1]).toEqual({ name: 'Winter box', is_active: true });
});

it('checks the fields before sending: a name is required, the image must be a web address', async () => {
  const patches: unknown[] = [];
  server.use(
    http.get(BOXES, () => HttpResponse.json([box(1, 'Bronze box')])),
    http.patch(`${BOXES}1/`, async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(box(1, 'Bronze box'));
    }),
  );
  const user = userEvent.setup();
  renderAt('/loot-boxes/list?edit=1');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Bronze box' });
  await user.clear(within(dialog).getByLabelText('Name'));
  await user.type(within(dialog).getByLabelText('Image address (optional)'), 'javascript:alert(1)');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a web address starting with https://.')).toBeInTheDocument();
  expect(patches).toEqual([]);
});

it('offers no edit without change_lootbox; shows the empty and failed states', async () => {
  server.use(http.get(BOXES, () => HttpResponse.json([box(1, 'Bronze box')])));
  const { unmount } = renderAt('/loot-boxes/list?edit=1', [...VIEW_PERMISSIONS]);
  await screen.findByRole('rowheader', { name: 'Bronze box' });
  expect(screen.queryByRole('link', { name: 'Edit Bronze box' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();

  server.use(http.get(BOXES, () => HttpResponse.json([])));
  const empty = renderAt('/loot-boxes/list');
  expect(await screen.findByText('The platform has no loot boxes yet')).toBeInTheDocument();
  empty.unmount();

  server.use(
    http.get(BOXES, () =>
      HttpResponse.json({ detail: 'The platform could not be reached.' }, { status: 502 }),
    ),
  );
  renderAt('/loot-boxes/list');
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
