import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { TermsStep } from '@/components/campaigns/builder/steps/TermsStep';
import { EMPTY_EDITOR_HTML, fromEditorHtml, isRichTextEmpty } from '@/components/richText/richText';
import { sanitizeRichText } from '@/components/richText/SafeHtml';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { API, server } from '../support/server';

// Quill needs a real browser: the editor is a labelled textarea here, passing on what is typed as is.
jest.mock('@/components/richText/RichTextEditor', () => ({
  RichTextEditor: ({
    label,
    defaultValue,
    onChange,
    onBlur,
    error,
  }: {
    label: string;
    defaultValue: string;
    onChange: (html: string) => void;
    onBlur?: () => void;
    error?: string;
  }) => (
    <div>
      <textarea
        aria-label={label}
        defaultValue={defaultValue}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

const STORED = { en: '<p>Play <strong>fair</strong>.</p>', de: '<p>Fair spielen.</p>' };

/** The terms step over a campaign with STORED terms, unless `detail` says otherwise. */
const renderTerms = ({ detail = wireCampaignDetail({ terms: STORED }), readOnly = false } = {}) =>
  renderBuilderStep(<TermsStep />, { detail, readOnly });

const save = () => screen.getByRole('button', { name: 'Save and continue' });

describe('campaign builder: terms step', () => {
  // No term templates: the step offers none to start from (terms.test.tsx covers that).
  beforeEach(() =>
    server.use(
      http.get(`${API}v1/campaigns/terms/`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    ),
  );

  it('has a tab per language, English first, each with its own editor', async () => {
    const user = userEvent.setup();
    renderTerms();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'German']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Terms (English)' })).toHaveValue(STORED.en);

    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'German' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Terms (German)' })).toHaveValue(STORED.de);
    expect(screen.queryByRole('textbox', { name: 'Terms (English)' })).not.toBeInTheDocument();
  });

  it('saves the edited terms; an emptied editor counts as no terms', async () => {
    const user = userEvent.setup();
    const { patches, context } = renderTerms();
    const english = screen.getByRole('textbox', { name: 'Terms (English)' });
    await user.clear(english);
    await user.type(english, '<h2>Rules</h2><p>Be nice.</p>');
    await waitFor(() => expect(context.setDirty).toHaveBeenLastCalledWith(true));

    // What Quill holds once everything is deleted.
    await user.click(screen.getByRole('tab', { name: 'German' }));
    const german = screen.getByRole('textbox', { name: 'Terms (German)' });
    await user.clear(german);
    await user.type(german, EMPTY_EDITOR_HTML);
    // The English text typed is still there after the tab switch.
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: 'Terms (English)' })).toHaveValue(
      '<h2>Rules</h2><p>Be nice.</p>',
    );

    await user.click(save());
    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(patches).toEqual([{ terms: { en: '<h2>Rules</h2><p>Be nice.</p>' } }]);
  });

  it('shows the server’s error on its language and marks that tab', async () => {
    const user = userEvent.setup();
    const { answerPatchWith, context } = renderTerms();
    answerPatchWith(() =>
      HttpResponse.json(
        { terms: { de: ['Ensure this field has no more than 200000 characters.'] } },
        { status: 400 },
      ),
    );
    await user.click(save());

    const germanTab = await screen.findByRole('tab', { name: 'German (has an error)' });
    await user.click(germanTab);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ensure this field has no more than 200000 characters.',
    );
    expect(context.goToNextStep).not.toHaveBeenCalled();
  });

  it('shows a read-only campaign’s terms sanitised, without editors', () => {
    renderTerms({
      detail: wireCampaignDetail({
        status: 'FI',
        terms: {
          en: '<p onclick="steal()">Hello <img src="x" onerror="steal()"><script>steal()</script><a href="javascript:steal()">link</a></p>',
        },
      }),
      readOnly: true,
    });
    const english = screen.getByRole('region', { name: 'English' });
    expect(english).toHaveTextContent('Hello link');
    expect(english.querySelector('script, img, [onclick]')).toBeNull();
    expect(within(english).getByText('link')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    expect(
      within(screen.getByRole('region', { name: 'German' })).getByText('No terms in German.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
  });
});

describe('rich text', () => {
  it('counts an editor without text as empty', () => {
    for (const html of [
      '',
      EMPTY_EDITOR_HTML,
      '<p></p>',
      '<h1><br></h1>',
      '<p>&nbsp; </p><ul><li></li></ul>',
    ])
      expect(isRichTextEmpty(html)).toBe(true);
    expect(isRichTextEmpty('<p>x</p>')).toBe(false);
    expect(fromEditorHtml(EMPTY_EDITOR_HTML)).toBe('');
  });

  it('stores breakable spaces where Quill writes &nbsp;', () => {
    expect(fromEditorHtml('<p>Play&nbsp;<strong>now</strong>&nbsp;&nbsp;&nbsp;and&nbsp;win</p>')).toBe(
      '<p>Play <strong>now</strong>&nbsp;&nbsp; and win</p>',
    );
  });

  it('keeps only colour in styles and makes new-tab links safe', () => {
    expect(
      sanitizeRichText(
        '<p><span style="color: rgb(230, 0, 0); position: fixed">red</span> <a href="https://x.example" target="_blank">x</a></p>',
      ),
    ).toBe(
      '<p><span style="color: rgb(230, 0, 0);">red</span> <a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});
