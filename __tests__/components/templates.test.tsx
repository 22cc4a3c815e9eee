import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { TemplatesScreen } from '@/components/campaigns/TemplatesScreen';
import { ALL_PERMISSIONS, PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const CAMPAIGNS = `${API}v1/campaigns/campaigns/`;
const template = (id: number, name: string, type: string) => ({
  id,
  name,
  type,
  status: 'DR',
  is_template: true,
  start_date: null,
  end_date: null,
  creator: { id: 1, name: 'Ada Admin' },
  priority: false,
  opt_in: false,
  recurring: null,
  created: '2026-11-20T09:00:00Z',
});

function serve() {
  const queries: URLSearchParams[] = [];
  const posted: Record<string, unknown>[] = [];
  server.use(
    http.get(CAMPAIGNS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const results = [
        template(9, 'Weekend tournament', 'tournament'),
        template(7, 'Welcome mission', 'mission'),
      ];
      return HttpResponse.json({
        count: 2,
        next: null,
        previous: null,
        results,
        creators: [],
        statistics: {},
      });
    }),
    http.get(`${CAMPAIGNS}7/`, () =>
      HttpResponse.json({
        ...template(7, 'Welcome mission', 'mission'),
        titles: { en: 'Welcome' },
        mission: { id: 3 },
      }),
    ),
    http.post(CAMPAIGNS, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json({ ...body, id: 50, status: 'DR' }, { status: 201 });
    }),
    http.get(`${API}v1/feature-flags/:key`, ({ params }) =>
      HttpResponse.json({ key: params.key, enabled: false }),
    ),
  );
  return { queries, posted };
}

function renderTemplates(permissions: readonly string[] = ALL_PERMISSIONS) {
  setRoute('/campaign-templates/list');
  return renderWithStore(<TemplatesScreen />, {
    preloadedState: signedInState(
      demoUser(
        { permissions: [...permissions] },
        { availableCampaigns: ['mission', 'missionV2', 'tournament', 'jackpot'] },
      ),
    ),
  });
}

describe('campaign templates', () => {
  it('lists templates 25 a page, newest first, each linked to its template builder', async () => {
    const { queries } = serve();
    renderTemplates();
    const link = await screen.findByRole('link', { name: 'Weekend tournament' });
    expect(link).toHaveAttribute('href', '/campaign-templates/edit/tournament?id=9');
    const query = queries[0];
    expect(query.get('is_template')).toBe('true');
    expect(query.get('limit')).toBe('25');
    expect(query.get('offset')).toBe('0');
    expect(query.get('order_by')).toBe('-id');
  });

  it('creates templates only of the types that have them and are offered', async () => {
    serve();
    const user = userEvent.setup();
    renderTemplates();
    await user.click(await screen.findByRole('button', { name: 'Create template' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Mission', 'Tournament', 'Jackpot']);
    expect(screen.getByRole('menuitem', { name: 'Tournament' })).toHaveAttribute(
      'href',
      '/campaign-templates/edit/tournament',
    );
  });

  it('creates a campaign from a template: named, copied by the server, opened in the builder', async () => {
    const { posted } = serve();
    const user = userEvent.setup();
    renderTemplates();
    await user.click(await screen.findByRole('button', { name: 'Actions for Welcome mission' }));
    await user.click(screen.getByRole('menuitem', { name: 'Create campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a campaign from this template' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the campaign' });
    await user.clear(name);
    await user.type(name, 'Welcome December');
    await user.click(within(dialog).getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(currentRoute().asPath).toBe('/campaigns/edit?id=50'));
    expect(posted).toEqual([
      expect.objectContaining({
        name: 'Welcome December',
        copy_of: 7,
        is_template: false,
        titles: { en: 'Welcome' },
      }),
    ]);
    expect(posted[0]).not.toHaveProperty('mission');
  });

  it('offers no create actions without add_campaign', async () => {
    serve();
    renderTemplates([PERMISSIONS.viewAllCampaigns]);
    await screen.findByRole('link', { name: 'Welcome mission' });
    expect(screen.queryByRole('button', { name: 'Create template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });
});
