import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { ws } from 'msw';

import { AppFrame } from '@/components/layout/AppFrame';
import { activeGroupId, buildMenu, visibleMenu, type MenuGroup } from '@/components/layout/menu';
import type { NotificationKind } from '@/contract/notifications';
import type { Notification } from '@/types/api';
import { PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { mockRouter } from '../support/router';
import { server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

const socketLink = ws.link('ws://localhost:8000/ws/notifications/*');

/** A notifications socket that answers get_notifications with `items` (wire format), as the API does. */
function serveNotifications(items?: Notification[]) {
  const messages: unknown[] = [];
  server.use(
    socketLink.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        messages.push(message);
        if (items && message.action === 'get_notifications') {
          client.send(
            JSON.stringify(
              items.map(({ hasBeenRead, ...rest }) => ({ ...rest, has_been_read: hasBeenRead })),
            ),
          );
        }
      });
    }),
  );
  return messages;
}

function renderFrame(user = demoUser(), featureSettings = {}, notifications?: Notification[]) {
  const socketMessages = serveNotifications(notifications);
  const state = signedInState(user);
  const rendered = renderWithStore(
    <AppFrame>
      <p>Page content</p>
    </AppFrame>,
    {
      preloadedState: {
        ...state,
        auth: {
          ...state.auth!,
          featureSettings: {
            allowUsersToEditCampaignInfoPerCampaign: false,
            backofficeToRunInUtc: false,
            enableLocalizedJackpotTitle: false,
            enablePageChangeCampaignInfoTemplate: false,
            enableReportsTab: false,
            ...featureSettings,
          },
        },
      },
    },
  );
  return { ...rendered, socketMessages };
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const linkNames = () =>
  within(menu())
    .queryAllByRole('link')
    .map((link) => link.textContent);

function notification(id: number, hasBeenRead = false, kind: NotificationKind = 'info'): Notification {
  return {
    id,
    title: `Notice ${id}`,
    text: 'Body',
    created: '2026-11-01T10:00:00Z',
    url: null,
    kind,
    hasBeenRead,
  };
}

describe('side menu', () => {
  it('shows every built page to a user holding every permission', () => {
    renderFrame();
    expect(linkNames()).toEqual([
      'Manage campaigns',
      'Create campaign',
      'Payouts',
      'Overview',
      'Marketing',
      'Terms and conditions',
      'Campaign templates',
      'Catalog items',
      'Images library',
      'Games',
      'Players',
      'Player Activity',
      'Player Logs',
      'Users',
      'Access groups',
      'Limit groups',
      'Activity logs',
      'Currencies',
      'IP Whitelisting',
      'Admin images',
      'Overlay',
      'Integrations',
      'Prizes',
      'Your account',
    ]);
  });

  it('hides what a view-only user may not do', () => {
    renderFrame(demoUser({ permissions: [...VIEW_PERMISSIONS] }));
    const names = linkNames();
    expect(names).toContain('Manage campaigns');
    expect(names).not.toContain('Create campaign');
  });

  it('shows the Users group to any of its permissions and hides a group left empty', () => {
    renderFrame(demoUser({ permissions: [PERMISSIONS.viewActivityLog] }));
    expect(within(menu()).getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(linkNames()).toContain('Activity logs');
    expect(linkNames()).not.toContain('Users');

    renderFrame(demoUser({ permissions: [] }));
    expect(screen.getAllByRole('navigation', { name: 'Main menu' })[1]).not.toHaveTextContent(
      'Activity logs',
    );
  });

  it('offers a platform-bound link only on its platform', () => {
    const groups: MenuGroup[] = [
      {
        id: 'campaigns',
        label: 'Campaigns',
        links: [{ label: 'Loot boxes', href: '/loot-boxes/list', platforms: ['themill'] }],
      },
    ];
    expect(visibleMenu(groups, { permissions: [], platform: 'themill' })[0].links).toHaveLength(1);
    expect(visibleMenu(groups, { permissions: [], platform: 'softswiss' })).toEqual([]);
  });

  it('marks the group of the current page as active and the current link', () => {
    mockRouter.pathname = '/campaigns/list';
    renderFrame();
    expect(within(menu()).getByRole('link', { name: 'Manage campaigns' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    mockRouter.pathname = '/dashboard';
  });

  it('derives the active group from the page name, user pages included', () => {
    const groups = buildMenu();
    expect(activeGroupId(groups, '/campaigns/create/mission')).toBe('campaigns');
    expect(activeGroupId(groups, '/user/edit')).toBe('users');
    expect(activeGroupId(groups, '/security-settings')).toBe('settings');
    expect(activeGroupId(groups, '/dashboard')).toBeUndefined();
  });
});

describe('header panels', () => {
  it('keeps the alerts dropdown, the notifications dropdown and the side menu mutually exclusive', async () => {
    const user = userEvent.setup();
    renderFrame();
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    const alerts = screen.getByRole('button', { name: /^Alerts/ });
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.click(alerts);
    expect(alerts).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(alerts).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open dropdown on a click outside it, and on Escape', async () => {
    const user = userEvent.setup();
    renderFrame();
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await user.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByText('Page content'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs in on the socket, then shows the unread count on the bell, at most 5 items, and Show all', async () => {
    const user = userEvent.setup();
    Cookies.set('token', 'access-token');
    const { socketMessages } = renderFrame(
      demoUser(),
      {},
      [1, 2, 3, 4, 5, 6, 7].map((id) => notification(id, id > 4)),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    await user.click(bell);
    const dropdown = screen.getByRole('region', { name: 'Notifications' });
    expect(within(dropdown).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dropdown).getByRole('link', { name: 'Show all' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(socketMessages).toEqual([
      { action: 'login', token: 'access-token' },
      { action: 'get_notifications' },
    ]);
    Cookies.remove('token');
  });

  it('names a badge past 99 as it shows it, "99+"', async () => {
    renderFrame(
      demoUser(),
      {},
      Array.from({ length: 120 }, (_, i) => notification(i + 1, false)),
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
  });

  it('counts and lists on the Alerts button only the unread warnings that need action; the bell counts everything', async () => {
    const user = userEvent.setup();
    renderFrame(demoUser(), {}, [
      { ...notification(1, false, 'cost_alarm'), title: 'Campaign cost alarm: Spring' },
      { ...notification(2, false, 'payout_failed'), title: 'Payout failed: Spring' },
      { ...notification(3, true, 'players_refused'), title: 'Player import finished with errors: Spring' },
      { ...notification(4), title: 'Campaign published: Spring' },
      { ...notification(5), title: 'New admin user: Ann' },
    ]);
    const alertsButton = await screen.findByRole('button', { name: 'Alerts, 2 unread' });
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    await user.click(alertsButton);
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByText(/^Warnings that need action/)).toBeInTheDocument();
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('AlertCampaign cost alarm: Spring'),
      expect.stringContaining('AlertPayout failed: Spring'),
    ]);

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const bell = screen.getByRole('region', { name: 'Notifications' });
    expect(within(bell).getByText(/^Everything you were told, alerts included/)).toBeInTheDocument();
    expect(within(bell).getAllByRole('listitem')).toHaveLength(5);
    expect(within(bell).getAllByText('Alert')).toHaveLength(3);
  });

  it('lists an overlap of two campaigns and a publish the scheduler refused among the alerts', async () => {
    const user = userEvent.setup();
    renderFrame(demoUser(), {}, [
      {
        ...notification(1, false, 'overlap'),
        title: 'Campaigns overlap: Spring and Summer',
        url: '/overview?clash=3-7&date=2031-03-10',
      },
      { ...notification(2, false, 'publish_refused'), title: 'Campaign not published: Autumn' },
      { ...notification(3), title: 'Campaign published: Spring' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByText(/overlapping campaigns/)).toBeInTheDocument();
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('AlertCampaigns overlap: Spring and Summer'),
      expect.stringContaining('AlertCampaign not published: Autumn'),
    ]);
  });

  it('says when no alert needs action', async () => {
    const user = userEvent.setup();
    renderFrame(demoUser(), {}, [notification(1), notification(2, true, 'cost_alarm')]);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    expect(screen.getByText('Nothing needs action: you have no unread alerts.')).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    const user = userEvent.setup();
    renderFrame(demoUser(), {}, []);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no unread notifications.')).toBeInTheDocument();
  });
});
