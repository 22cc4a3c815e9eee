import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { TermsStep } from '@/components/campaigns/builder/steps/TermsStep';
import { buildMenu, visibleMenu } from '@/components/layout/menu';
import { sanitizeRichText } from '@/components/richText/SafeHtml';
import { TermsScreen } from '@/components/terms/TermsScreen';
import { DEFAULT_FEATURE_SETTINGS } from '@/store/authSlice';
import { ALL_PERMISSIONS } from '@/utils/permissions';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

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

const TERMS = `${API}v1/campaigns/terms/`;
const TEMPLATES = `${API}v1/campaigns/terms-templates/`;
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const template = (id: number, name: string, terms: Record<string, string>) => ({
  id,
  name,
  is_template: true,
  terms,
  created: '2026-11-01T09:00:00Z',
  updated: '2026-11-02T14:30:00Z',
});
const WELCOME = template(7, 'Welcome bonus', {
  en: '<p>Welcome <strong>bonus</strong></p>',
  de: '<p>Willkommen</p>',
});
const RACE = template(3, 'Race rules', { en: '<p>Race fair</p>' });

/** Serves the templates on the documents' list and records what the list was asked. */
function serveTemplates(templates = [WELCOME, RACE]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(TERMS, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page(templates));
    }),
    http.get(`${TERMS}:id/`, ({ params }) => {
      const found = templates.find((row) => row.id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
  );
  return asked;
}

function renderAt(url: string) {
  setRoute(url);
  return renderWithStore(<TermsScreen />, { preloadedState: signedInState(demoUser()) });
}

describe('terms screen', () => {
  it('lists the templates newest first, with the languages they have text in', async () => {
    const asked = serveTemplates();
    renderAt('/terms');
    const row = (await screen.findByRole('rowheader', { name: 'Welcome bonus' })).closest('tr')!;
    expect(within(row).getByText('English, German')).toBeInTheDocument();
    expect(within(row).getByText('02.11.2026 14:30')).toBeInTheDocument();
    const raceRow = screen.getByRole('rowheader', { name: 'Race rules' }).closest('tr')!;
    expect(within(raceRow).getByText('English')).toBeInTheDocument();
    expect(asked[0].get('is_template')).toBe('true');
    expect(asked[0].get('order_by')).toBe('-id');
  });

  it('shows an empty list as such', async () => {
    serveTemplates([]);
    renderAt('/terms');
    expect(await screen.findByText('No term templates yet')).toBeInTheDocument();
  });

  it('adds a template with the text of each language; an empty language is not sent', async () => {
    serveTemplates();
    const posts: unknown[] = [];
    server.use(
      http.post(TEMPLATES, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(template(9, 'Spring', { en: '<p>Spring</p>' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/terms?edit=new');
    expect(screen.getByRole('heading', { name: 'Add term template' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '  Spring ');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByRole('textbox', { name: 'Terms (English)' }), '<p>Spring</p>');
    await user.click(screen.getByRole('button', { name: 'Add term template' }));

    await waitFor(() => expect(currentRoute().asPath).toBe('/terms'));
    expect(posts).toEqual([{ name: 'Spring', terms: { en: '<p>Spring</p>' } }]);
  });

  it("puts the server's errors on their fields and keeps what was typed", async () => {
    serveTemplates();
    server.use(
      http.post(TEMPLATES, () =>
        HttpResponse.json(
          {
            name: ['This field may not be blank.'],
            terms: { de: ['"de" is not one of the casino\'s languages.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt('/terms?edit=new');
    await user.type(screen.getByLabelText('Name'), 'Spring');
    await user.click(screen.getByRole('tab', { name: 'German' }));
    await user.type(screen.getByRole('textbox', { name: 'Terms (German)' }), '<p>Frühling</p>');
    await user.click(screen.getByRole('button', { name: 'Add term template' }));

    expect(await screen.findByText('This field may not be blank.')).toBeInTheDocument();
    const germanTab = screen.getByRole('tab', { name: 'German (has an error)' });
    expect(germanTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('"de" is not one of the casino\'s languages.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Spring');
    expect(screen.getByRole('textbox', { name: 'Terms (German)' })).toHaveValue('<p>Frühling</p>');
    expect(currentRoute().asPath).toBe('/terms?edit=new');
  });

  it('edits a template loaded from the documents and saves it as a template', async () => {
    serveTemplates();
    const patches: unknown[] = [];
    server.use(
      http.patch(`${TEMPLATES}7/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(WELCOME);
      }),
    );
    const user = userEvent.setup();
    renderAt('/terms?edit=7');
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const english = screen.getByRole('textbox', { name: 'Terms (English)' });
    expect(english).toHaveValue(WELCOME.terms.en);
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    // Emptied, English is no longer sent; German stays.
    expect(patches[0]).toEqual({ name: 'Welcome bonus', terms: { de: '<p>Willkommen</p>' } });
  });

  it('says so when the template does not exist', async () => {
    serveTemplates();
    renderAt('/terms?edit=99');
    expect(await screen.findByText('This term template does not exist.')).toBeInTheDocument();
  });

  it('deletes a template once confirmed', async () => {
    serveTemplates();
    const deleted: string[] = [];
    server.use(
      http.delete(`${TEMPLATES}:id/`, ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/terms');
    await user.click(await screen.findByRole('button', { name: 'Delete Race rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Race rules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['3']));
  });
});

describe('campaign terms step: start from a template', () => {
  it('fills every language with the chosen template; asks first when there is text to lose', async () => {
    serveTemplates();
    const user = userEvent.setup();
    const { patches, context } = renderBuilderStep(<TermsStep />, {
      detail: wireCampaignDetail({ terms: { de: '<p>Alt</p>' } }),
    });
    const picker = screen.getByRole('group', { name: 'Start from a template' });
    const select = within(picker).getByLabelText('Term template');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Race rules');
    await user.click(within(picker).getByRole('button', { name: 'Use template' }));

    const dialog = screen.getByRole('dialog', { name: 'Replace the terms with "Race rules"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my terms' }));
    await user.click(screen.getByRole('tab', { name: 'German' }));
    expect(screen.getByRole('textbox', { name: 'Terms (German)' })).toHaveValue('<p>Alt</p>');

    await user.click(within(picker).getByRole('button', { name: 'Use template' }));
    await user.click(screen.getByRole('button', { name: 'Replace terms' }));
    expect(screen.getByRole('textbox', { name: 'Terms (German)' })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: 'Terms (English)' })).toHaveValue('<p>Race fair</p>');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(patches).toEqual([{ terms: { en: '<p>Race fair</p>' } }]);
  });

  it('offers no picker when there are no templates, nor on a read-only campaign', async () => {
    const asked = serveTemplates([]);
    renderBuilderStep(<TermsStep />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Start from a template' })).not.toBeInTheDocument();
  });
});

describe('side menu: content templates', () => {
  const linksOf = (on: boolean) =>
    visibleMenu(buildMenu(), {
      permissions: [...ALL_PERMISSIONS],
      platform: 'softswiss',
      featureSettings: { ...DEFAULT_FEATURE_SETTINGS, enablePageChangeCampaignInfoTemplate: on },
    }).map((group) => [group.label, group.links.map((link) => link.label)] as const);

  it('puts Terms in the Content templates group while the info template flag is on', () => {
    const on = new Map(linksOf(true));
    expect(on.get('Content templates')).toContain('Terms');
    expect(on.get('Campaigns')).not.toContain('Terms and conditions');
    const off = new Map(linksOf(false));
    expect(off.has('Content templates')).toBe(false);
    expect(off.get('Campaigns')).toContain('Terms and conditions');
  });
});

describe('stored rich text where it is shown', () => {
  it('keeps the colour of bold, italic, underlined and linked text', () => {
    expect(
      sanitizeRichText(
        '<p><strong style="color: rgb(230, 0, 0); position: fixed">bold</strong> <a href="https://x.example" style="color: blue">x</a></p>',
      ),
    ).toBe(
      '<p><strong style="color: rgb(230, 0, 0);">bold</strong> <a href="https://x.example" style="color: blue;">x</a></p>',
    );
  });
});
