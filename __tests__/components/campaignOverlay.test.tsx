import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { CampaignOverlayPanel } from '@/components/overlays/CampaignOverlayPanel';
import { renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

const OVERLAYS = `${API}v1/overlays/overlays/`;
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });
const OWN = {
  id: 8,
  campaign: 42,
  title: 'Race',
  accent_color: '#2450d6',
  text_color: '#ffffff',
  image: null,
  show_progress: true,
  position: 'top-left',
  created: '2026-11-20T09:00:00Z',
  updated: '2026-11-20T09:00:00Z',
};

it("shows the casino's overlay until the campaign gets its own look, then creates it for the campaign", async () => {
  const posted: unknown[] = [];
  server.use(
    http.get(OVERLAYS, () => HttpResponse.json(page([]))),
    http.post(OVERLAYS, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      if (posted.length === 1)
        return HttpResponse.json({ text_color: ['Too close to the background colour.'] }, { status: 400 });
      return HttpResponse.json({ ...OWN, ...body }, { status: 201 });
    }),
  );
  const user = userEvent.setup();
  renderWithStore(<CampaignOverlayPanel campaignId={42} readOnly={false} />, {
    preloadedState: signedInState(),
  });
  expect(await screen.findByText("This campaign shows the casino's overlay.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Give this campaign its own look' }));
  expect(screen.getByLabelText('Position on the screen')).toHaveValue('');
  await user.type(screen.getByLabelText('Title (optional)'), 'Race');
  await user.click(screen.getByRole('button', { name: 'Create the overlay' }));
  expect(await screen.findByText('Too close to the background colour.')).toBeInTheDocument();
  expect(posted[0]).toEqual({
    title: 'Race',
    accent_color: '#2450d6',
    text_color: '#ffffff',
    image: null,
    show_progress: true,
    position: null,
    campaign: 42,
  });
  expect(screen.getByLabelText('Title (optional)')).toHaveValue('Race');
  await user.click(screen.getByRole('button', { name: 'Create the overlay' }));
  await waitFor(() => expect(posted).toHaveLength(2));
});

it('sends only what changed of an existing look; a read-only campaign offers no save', async () => {
  const patches: unknown[] = [];
  server.use(
    http.get(OVERLAYS, () => HttpResponse.json(page([OWN]))),
    http.patch(`${OVERLAYS}8/`, async ({ request }) => {
      const body = (await request.json()) as object;
      patches.push(body);
      return HttpResponse.json({ ...OWN, ...body });
    }),
  );
  const user = userEvent.setup();
  const { unmount } = renderWithStore(<CampaignOverlayPanel campaignId={42} readOnly={false} />, {
    preloadedState: signedInState(),
  });
  const position = await screen.findByLabelText('Position on the screen');
  expect(position).toHaveValue('top-left');
  await user.selectOptions(position, "Same as the casino's");
  await user.click(screen.getByRole('button', { name: 'Save the overlay' }));
  await waitFor(() => expect(patches).toEqual([{ position: null }]));
  unmount();

  renderWithStore(<CampaignOverlayPanel campaignId={42} readOnly />, { preloadedState: signedInState() });
  expect(await screen.findByLabelText('Title (optional)')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save the overlay' })).not.toBeInTheDocument();
});
