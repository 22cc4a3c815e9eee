import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NotificationsScreen } from '@/components/notifications/NotificationsScreen';
import { setActiveSocket, type NotificationsSocket } from '@/services/notificationsSocket';
import { notificationsReceived } from '@/store/notificationsSlice';
import type { Notification } from '@/types/api';
import { renderWithStore, signedInState } from '../support/render';

const notifications: Notification[] = [
  {
    id: 2,
    title: 'Campaign published',
    text: 'Spring mission is live',
    created: '2026-11-20T09:30:00Z',
    url: '/campaigns/list',
    kind: 'info',
    hasBeenRead: false,
  },
  {
    id: 1,
    title: 'Welcome',
    text: 'Hello',
    created: '2026-11-01T23:15:00Z',
    url: null,
    kind: 'info',
    hasBeenRead: true,
  },
];

function renderScreen({ inUtc = true } = {}) {
  const send = jest.fn();
  setActiveSocket({ send } as unknown as NotificationsSocket);
  const state = signedInState(undefined, { backofficeToRunInUtc: inUtc });
  const rendered = renderWithStore(<NotificationsScreen />, {
    preloadedState: state,
  });
  return { ...rendered, send };
}

afterEach(() => setActiveSocket(null));

it('waits for the socket, then lists every notification with its date in the casino format (UTC)', () => {
  const { store } = renderScreen();
  expect(screen.getByRole('status')).toHaveTextContent('Loading notifications');
  act(() => {
    store.dispatch(notificationsReceived(notifications));
  });
  const list = screen.getByRole('list', { name: 'All notifications' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Unread: Campaign published');
  expect(items[0]).toHaveTextContent('20.11.2026 09:30 (UTC)');
  expect(within(items[0]).getByRole('link', { name: 'Campaign published' })).toHaveAttribute(
    'href',
    '/campaigns/list',
  );
});

it('reads and removes one, or all, over the socket', async () => {
  const user = userEvent.setup();
  const { store, send } = renderScreen();
  act(() => {
    store.dispatch(notificationsReceived(notifications));
  });
  await user.click(screen.getByRole('button', { name: 'Mark as read: Campaign published' }));
  await user.click(screen.getByRole('button', { name: 'Remove "Welcome"' }));
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(send.mock.calls.map(([message]) => message)).toEqual([
    { action: 'read_notification', id: 2 },
    { action: 'remove_notification', id: 1 },
    { action: 'read_all_notifications' },
  ]);
});

it('asks before removing all', async () => {
  const user = userEvent.setup();
  const { store, send } = renderScreen();
  act(() => {
    store.dispatch(notificationsReceived(notifications));
  });
  await user.click(screen.getByRole('button', { name: 'Remove all' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove all notifications?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(send).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Remove all' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove all' }));
  expect(send).toHaveBeenCalledWith({ action: 'remove_all_notifications' });
});

it('says so when there are none, with nothing to mark or remove', () => {
  const { store } = renderScreen();
  act(() => {
    store.dispatch(notificationsReceived([]));
  });
  expect(screen.getByText('You have no notifications.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove all' })).toBeDisabled();
});
