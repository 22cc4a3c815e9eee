import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { CampaignInfoOverride } from '@/components/campaignInfo/CampaignInfoOverride';
import { CampaignInfoTemplateScreen } from '@/components/campaignInfo/CampaignInfoTemplateScreen';
import { buildMenu, visibleMenu } from '@/components/layout/menu';
import { DEFAULT_FEATURE_SETTINGS } from '@/store/authSlice';
import type { FeatureSettings } from '@/types/api';
import { ALL_PERMISSIONS, PERMISSIONS } from '@/utils/permissions';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

// Quill needs a real browser: the editor is a labelled textarea here, passing on what is typed as is.
jest.mock('@/components/richText/RichTextEditor', () => ({
  RichTextEditor: ({
    label,
    defaultValue,
    onChange,
    error,
  }: {
    label: string;
    defaultValue: string;
    onChange: (html: string) => void;
    error?: string;
  }) => (
    <div>
      <textarea aria-label={label} defaultValue={defaultValue} onChange={(e) => onChange(e.target.value)} />
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

const TEMPLATE = `${API}v1/campaigns/campaign-info-template/`;

function renderScreen(settings: Partial<FeatureSettings> = {}) {
  return renderWithStore(<CampaignInfoTemplateScreen />, {
    preloadedState: signedInState(demoUser(), { enablePageChangeCampaignInfoTemplate: true, ...settings }),
  });
}

describe('campaign-info template', () => {
  it('edits the text per language and sends only what changed', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get(TEMPLATE, () =>
        HttpResponse.json({ info: { en: '<p>How it works</p>' }, updated: '2026-11-02T14:30:00Z' }),
      ),
      http.patch(TEMPLATE, async ({ request }) => {
        const body = (await request.json()) as { info: Record<string, string> };
        patches.push(body);
        return HttpResponse.json({ info: body.info, updated: '2026-11-03T08:00:00Z' });
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    const english = await screen.findByRole('textbox', { name: 'Campaign info (English)' });
    expect(english).toHaveValue('<p>How it works</p>');
    expect(screen.getByText(/Every campaign shows this text/)).toHaveTextContent(
      'Last changed 02.11.2026 14:30.',
    );
    await user.click(screen.getByRole('tab', { name: 'German' }));
    await user.type(screen.getByRole('textbox', { name: 'Campaign info (German)' }), '<p>So geht es</p>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches).toEqual([{ info: { en: '<p>How it works</p>', de: '<p>So geht es</p>' } }]);
  });

  it('says whether campaigns may have their own text', async () => {
    server.use(http.get(TEMPLATE, () => HttpResponse.json({ info: {}, updated: null })));
    renderScreen({ allowUsersToEditCampaignInfoPerCampaign: true });
    expect(await screen.findByText(/a campaign may have its own instead/)).toBeInTheDocument();
  });

  it("shows the server's error on its language", async () => {
    server.use(
      http.get(TEMPLATE, () => HttpResponse.json({ info: {}, updated: null })),
      http.patch(TEMPLATE, () =>
        HttpResponse.json(
          { info: { en: ['Ensure this field has no more than 200000 characters.'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: 'Campaign info (English)' }), '<p>Long</p>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('tab', { name: 'English (has an error)' })).toBeInTheDocument();
    expect(screen.getByText('Ensure this field has no more than 200000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Campaign info (English)' })).toHaveValue('<p>Long</p>');
  });

  it('shows a failed load as an error', async () => {
    server.use(http.get(TEMPLATE, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    renderScreen();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('is turned off with the Content templates setting, and its menu link with it', async () => {
    const asked: string[] = [];
    server.use(http.get(TEMPLATE, ({ request }) => (asked.push(request.url), HttpResponse.json({}))));
    renderScreen({ enablePageChangeCampaignInfoTemplate: false });
    expect(screen.getByText(/turned off for this casino/)).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual([]));

    const links = (on: boolean, permissions: string[]) =>
      visibleMenu(buildMenu(), {
        permissions,
        platform: 'softswiss',
        featureSettings: { ...DEFAULT_FEATURE_SETTINGS, enablePageChangeCampaignInfoTemplate: on },
      }).flatMap((group) => group.links.map((link) => link.label));
    expect(links(true, [...ALL_PERMISSIONS])).toContain('Campaign info');
    expect(links(false, [...ALL_PERMISSIONS])).not.toContain('Campaign info');
    expect(links(true, [PERMISSIONS.viewUser])).not.toContain('Campaign info');
  });
});

describe("a campaign's own campaign info", () => {
  const INFO = `${API}v1/campaigns/campaigns/42/campaign-info/`;

  function renderOverride(allowed: boolean, readOnly = false) {
    return renderWithStore(<CampaignInfoOverride campaignId={42} readOnly={readOnly} />, {
      preloadedState: signedInState(demoUser(), { allowUsersToEditCampaignInfoPerCampaign: allowed }),
    });
  }

  it('is not offered while the casino gives every campaign the template', async () => {
    const asked: string[] = [];
    server.use(http.get(INFO, ({ request }) => (asked.push(request.url), HttpResponse.json({}))));
    const { container } = renderOverride(false);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(asked).toEqual([]));
  });

  it("starts from the template's text and saves the campaign's own", async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(INFO, () =>
        HttpResponse.json({ info: { en: '<p>Template</p>' }, own: false, editable: true }),
      ),
      http.put(INFO, async ({ request }) => {
        const body = (await request.json()) as { info: Record<string, string> };
        puts.push(body);
        return HttpResponse.json({ info: body.info, own: true, editable: true });
      }),
    );
    const user = userEvent.setup();
    renderOverride(true);
    expect(await screen.findByText(/shows the campaign-info template/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Write this campaign's own" }));
    const english = screen.getByRole('textbox', { name: 'Campaign info (English)' });
    expect(english).toHaveValue('<p>Template</p>');
    await user.clear(english);
    await user.type(english, '<p>Ours</p>');
    await user.click(screen.getByRole('button', { name: 'Save campaign info' }));
    await waitFor(() => expect(puts).toEqual([{ info: { en: '<p>Ours</p>' } }]));
  });

  it('shows a refusal and goes back to the template once confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      http.get(INFO, () => HttpResponse.json({ info: { en: '<p>Ours</p>' }, own: true, editable: true })),
      http.put(INFO, () =>
        HttpResponse.json({ detail: 'campaign info cannot be changed per campaign.' }, { status: 403 }),
      ),
      http.delete(INFO, ({ request }) => {
        deleted.push(request.method);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderOverride(true);
    const english = await screen.findByRole('textbox', { name: 'Campaign info (English)' });
    await user.type(english, ' more');
    await user.click(screen.getByRole('button', { name: 'Save campaign info' }));
    expect(await screen.findByText('campaign info cannot be changed per campaign.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use the template again' }));
    const dialog = screen.getByRole('dialog', { name: 'Use the campaign-info template again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Use the template' }));
    await waitFor(() => expect(deleted).toEqual(['DELETE']));
  });

  it("shows a read-only campaign's own text without editors", async () => {
    server.use(
      http.get(INFO, () => HttpResponse.json({ info: { en: '<p>Ours</p>' }, own: true, editable: true })),
    );
    renderOverride(true, true);
    expect(await screen.findByText('Ours')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the template again' })).not.toBeInTheDocument();
  });
});
