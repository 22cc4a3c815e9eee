import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import {
  CONTENT_MESSAGES,
  CONTROL_GROUP_FIELD,
  ContentStep,
} from '@/components/campaigns/builder/steps/ContentStep';
import { IMAGE_MESSAGES } from '@/utils/imageFiles';
import { PERMISSIONS, VIEW_PERMISSIONS } from '@/utils/permissions';
import { UPLOAD_LIMIT_BYTES } from '@/utils/upload';
import { renderBuilderStep } from '../support/builderStep';
import { wireCampaignDetail } from '../support/campaignDetail';
import { demoUser } from '../support/render';
import { API, server } from '../support/server';

const PHOTOS_URL = `${API}v1/gallery/photo/`;
const CATEGORIES_URL = `${API}v1/gallery/category/`;
const MEDIA = 'http://localhost:8000/media/gallery';

const BACKGROUNDS = { id: 1, name: 'Backgrounds' };
const CAMPAIGN_IMAGES = { id: 2, name: 'Campaign images' };

const wirePhoto = (id: number, name: string, category: typeof BACKGROUNDS | null) => ({
  id,
  name,
  photo: `${MEDIA}/${id}/${name.toLowerCase().replace(/ /g, '-')}.png`,
  category,
  size: 2048,
  created: '2026-11-20T09:30:00Z',
});

const PHOTOS = [
  wirePhoto(1, 'Deep ocean', BACKGROUNDS),
  wirePhoto(2, 'Sunset', BACKGROUNDS),
  wirePhoto(3, 'Gold rush', CAMPAIGN_IMAGES),
  wirePhoto(4, 'Ruby night', CAMPAIGN_IMAGES),
];

/** The gallery over PHOTOS, filtered as the API does; records each list query. */
function serveGallery() {
  const queries: URLSearchParams[] = [];
  const uploads: FormData[] = [];
  server.use(
    http.get(CATEGORIES_URL, () =>
      HttpResponse.json({ count: 2, next: null, previous: null, results: [BACKGROUNDS, CAMPAIGN_IMAGES] }),
    ),
    http.get(PHOTOS_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const search = (params.get('search') ?? '').toLowerCase();
      const category = params.get('category');
      const matching = PHOTOS.filter(
        (photo) =>
          photo.name.toLowerCase().includes(search) && (!category || String(photo.category?.id) === category),
      );
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 10);
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice(offset, offset + limit),
      });
    }),
    http.post(PHOTOS_URL, async ({ request }) => {
      uploads.push(await request.formData());
      return HttpResponse.json(wirePhoto(9, 'Uploaded', null), { status: 201 });
    }),
  );
  return { queries, uploads };
}

const renderContent = (options?: Parameters<typeof renderBuilderStep>[1]) =>
  renderBuilderStep(<ContentStep />, options);

const imageField = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save and continue' });

describe('campaign builder: content step', () => {
  it('needs the English title, and says so at the field', async () => {
    const user = userEvent.setup();
    const { patches } = renderContent();
    const english = screen.getByLabelText(/^Title \(English\)/);
    const fields = screen.getAllByLabelText(/^Title \(/);
    // English comes first, whatever order the casino lists its languages in.
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(['titles.en', 'titles.de']);
    expect(english).toHaveValue('Winter mission');

    await user.clear(english);
    await user.click(save());

    expect(await screen.findByText(CONTENT_MESSAGES.englishTitle)).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(english).toHaveAccessibleDescription(CONTENT_MESSAGES.englishTitle);
    expect(patches).toHaveLength(0);
  });

  it('checks the cost alarm and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { patches } = renderContent();
    const costAlarm = screen.getByLabelText('Cost alarm (EUR)');

    for (const [typed, message] of [
      ['-5', CONTENT_MESSAGES.negative],
      ['a lot', CONTENT_MESSAGES.amount],
      ['12.345', CONTENT_MESSAGES.decimals],
      ['9999999999999', CONTENT_MESSAGES.tooLarge],
    ]) {
      await user.clear(costAlarm);
      await user.type(costAlarm, typed);
      await user.click(save());
      await waitFor(() => expect(costAlarm).toHaveAccessibleDescription(message));
      expect(costAlarm).toHaveValue(typed);
    }
    expect(patches).toHaveLength(0);
  });

  it('explains the control group and takes only a whole percentage from 0 to 50', async () => {
    const user = userEvent.setup();
    const { patches } = renderContent({ detail: wireCampaignDetail({ control_group: 10 }) });
    const controlGroup = screen.getByRole('textbox', { name: CONTROL_GROUP_FIELD.label });
    expect(controlGroup).toHaveValue('10');
    expect(controlGroup).toHaveAccessibleDescription(
      "Players held out of rewards so you can measure the campaign's uplift",
    );

    for (const typed of ['51', '-1', '12.5', 'ten', ' ']) {
      await user.clear(controlGroup);
      await user.type(controlGroup, typed);
      await user.click(save());
      await waitFor(() => expect(controlGroup).toHaveAccessibleDescription(CONTENT_MESSAGES.controlGroup));
      expect(controlGroup).toHaveAttribute('aria-invalid', 'true');
    }
    expect(patches).toHaveLength(0);

    await user.clear(controlGroup);
    await user.type(controlGroup, '50');
    await user.click(save());
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ control_group: 50 });
  });

  it('chooses an image from the gallery, filtered by category, with the keyboard', async () => {
    const user = userEvent.setup();
    const { queries } = serveGallery();
    renderContent();
    const field = imageField('Campaign image');
    expect(within(field).getByText('No image')).toBeInTheDocument();

    await user.click(within(field).getByRole('button', { name: 'Choose from gallery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the campaign image' });
    const photos = await within(dialog).findByRole('listbox', { name: 'Photos' });
    expect(within(photos).getAllByRole('option')).toHaveLength(4);

    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Campaign images');
    const grid = () => within(dialog).getByRole('listbox', { name: 'Photos' });
    await waitFor(() => expect(within(grid()).getAllByRole('option')).toHaveLength(2));
    expect(queries.at(-1)?.get('category')).toBe('2');
    expect(queries.at(-1)?.get('limit')).toBe('12');

    // One tab stop for the grid; the arrows move, Enter chooses.
    const [gold, ruby] = within(grid()).getAllByRole('option');
    expect(gold).toHaveAttribute('tabindex', '0');
    expect(ruby).toHaveAttribute('tabindex', '-1');
    gold.focus();
    await user.keyboard('{ArrowRight}');
    expect(ruby).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(field).getByRole('img', { name: 'Campaign image preview' })).toHaveAttribute(
      'src',
      `${MEDIA}/4/ruby-night.png`,
    );
    // Focus returns to where the dialog was opened from.
    expect(within(field).getByRole('button', { name: 'Choose from gallery' })).toHaveFocus();

    await user.click(within(field).getByRole('button', { name: 'Remove' }));
    expect(within(field).getByText('No image')).toBeInTheDocument();
  });

  it('offers to retry a failed load, searches, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { queries } = serveGallery();
    server.use(
      http.get(PHOTOS_URL, () => HttpResponse.json({ detail: 'Down' }, { status: 500 }), { once: true }),
    );
    const { patches } = renderContent();
    await user.click(
      within(imageField('Desktop background image')).getByRole('button', { name: 'Choose from gallery' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const photos = await within(dialog).findByRole('listbox');
    expect(within(photos).getAllByRole('option')).toHaveLength(4);

    // Enter in the dialog's search applies it at once, and never saves the step behind the dialog.
    await user.type(within(dialog).getByLabelText('Search photos'), 'nothing like this{Enter}');
    expect(await within(dialog).findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(queries.at(-1)?.get('search')).toBe('nothing like this');
    expect(patches).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(within(within(dialog).getByRole('listbox')).getAllByRole('option')).toHaveLength(4),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a file that is too large or not an image before sending it, and uploads a good one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploads } = serveGallery();
    renderContent({ detail: wireCampaignDetail({ mobile_background_image: `${MEDIA}/1/deep-ocean.png` }) });
    const field = imageField('Mobile background image');
    const input = within(field).getByLabelText('Mobile background image: image file to upload');

    const big = new File([new Uint8Array(UPLOAD_LIMIT_BYTES + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(field).toHaveAccessibleDescription(IMAGE_MESSAGES.tooLarge(UPLOAD_LIMIT_BYTES + 1));
    expect(within(field).getByRole('alert')).toHaveTextContent('Images of up to 10 MB can be uploaded');

    await user.upload(input, new File(['name,hash'], 'players.csv', { type: 'text/csv' }));
    expect(within(field).getByRole('alert')).toHaveTextContent(IMAGE_MESSAGES.notImage);
    expect(uploads).toHaveLength(0);
    // The image chosen before stays.
    expect(within(field).getByRole('img')).toHaveAttribute('src', `${MEDIA}/1/deep-ocean.png`);

    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(within(field).getByRole('img')).toHaveAttribute('src', `${MEDIA}/9/uploaded.png`),
    );
    expect(within(field).queryByRole('alert')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    // Form data without the values left unset (spec §7): the file alone.
    expect([...uploads[0].keys()]).toEqual(['photo']);
  });

  it('shows the upload’s progress while the file travels', async () => {
    const user = userEvent.setup();
    serveGallery();
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    server.use(
      http.post(PHOTOS_URL, async () => {
        await arrived;
        return HttpResponse.json(wirePhoto(9, 'Uploaded', null), { status: 201 });
      }),
    );
    renderContent();
    const field = imageField('Campaign image');
    await user.upload(
      within(field).getByLabelText('Campaign image: image file to upload'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await within(field).findByRole('progressbar', { name: 'Campaign image upload progress' }),
    ).toBeInTheDocument();
    expect(within(field).getByRole('button', { name: 'Uploading…' })).toHaveAttribute('aria-busy', 'true');

    arrive();
    await waitFor(() => expect(within(field).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(field).getByRole('img')).toHaveAttribute('src', `${MEDIA}/9/uploaded.png`);
  });

  it('shows the server’s word on a refused upload at the field', async () => {
    const user = userEvent.setup();
    serveGallery();
    server.use(
      http.post(PHOTOS_URL, () =>
        HttpResponse.json(
          { photo: ['Upload a valid image: a PNG, JPEG, WebP or GIF file.'] },
          { status: 400 },
        ),
      ),
    );
    renderContent();
    const field = imageField('Campaign image');
    await user.upload(
      within(field).getByLabelText('Campaign image: image file to upload'),
      new File(['<html>'], 'fake.png', { type: 'image/png' }),
    );
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Upload a valid image: a PNG, JPEG, WebP or GIF file.',
    );
    expect(within(field).getByText('No image')).toBeInTheDocument();
  });

  it('offers no upload without the add_photo permission', () => {
    renderContent({ user: demoUser({ permissions: [...VIEW_PERMISSIONS, PERMISSIONS.manageAllCampaigns] }) });
    const field = imageField('Campaign image');
    expect(within(field).getByRole('button', { name: 'Choose from gallery' })).toBeInTheDocument();
    expect(within(field).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    const { answerPatchWith, context } = renderContent();
    answerPatchWith(() =>
      HttpResponse.json(
        {
          titles: { de: ['Ensure this field has no more than 255 characters.'] },
          cost_alarm: ['A valid number is required.'],
          control_group: ['Ensure this value is less than or equal to 50.'],
          campaign_image: ['Enter a valid URL.'],
        },
        { status: 400 },
      ),
    );
    await user.click(save());

    expect(await screen.findByLabelText(/^Title \(German\)/)).toHaveAccessibleDescription(
      'Ensure this field has no more than 255 characters.',
    );
    expect(screen.getByLabelText('Cost alarm (EUR)')).toHaveAccessibleDescription(
      'A valid number is required.',
    );
    expect(screen.getByLabelText(CONTROL_GROUP_FIELD.label)).toHaveAccessibleDescription(
      'Ensure this value is less than or equal to 50.',
    );
    expect(imageField('Campaign image')).toHaveAccessibleDescription('Enter a valid URL.');
    expect(context.goToNextStep).not.toHaveBeenCalled();
  });

  it('saves the titles, images, display options, cost alarm, control group and payout hold in one PATCH', async () => {
    const user = userEvent.setup();
    serveGallery();
    const { patches, context } = renderContent({
      detail: wireCampaignDetail({ mobile_background_image: `${MEDIA}/1/deep-ocean.png`, cost_alarm: 200 }),
    });
    expect(screen.getByLabelText('Cost alarm (EUR)')).toHaveValue('200');

    await user.type(screen.getByLabelText(/^Title \(German\)/), 'Wintermission');
    await waitFor(() => expect(context.setDirty).toHaveBeenLastCalledWith(true));
    await user.click(
      within(imageField('Desktop background image')).getByRole('button', { name: 'Choose from gallery' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Sunset' }));
    await user.click(within(imageField('Mobile background image')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByLabelText('Hide the overlay'));
    await user.click(screen.getByLabelText('Display in first position'));
    await user.click(screen.getByLabelText('Players opt in to take part'));
    await user.clear(screen.getByLabelText('Cost alarm (EUR)'));
    await user.type(screen.getByLabelText('Cost alarm (EUR)'), '1500,50');
    await user.clear(screen.getByLabelText(CONTROL_GROUP_FIELD.label));
    await user.type(screen.getByLabelText(CONTROL_GROUP_FIELD.label), '15');
    await user.click(screen.getByLabelText('Hold payouts until another approver releases them'));
    await user.click(save());

    await waitFor(() => expect(context.goToNextStep).toHaveBeenCalled());
    expect(patches).toEqual([
      {
        titles: { en: 'Winter mission', de: 'Wintermission' },
        desktop_background_image: `${MEDIA}/2/sunset.png`,
        mobile_background_image: null,
        campaign_image: null,
        hide_overlay: true,
        show_overlay_after_end: false,
        priority: true,
        opt_in: true,
        cost_alarm: 1500.5,
        control_group: 15,
        hold_payouts: true,
      },
    ]);
  });

  it('sends no alarm when the cost alarm is left empty, and no empty title', async () => {
    const user = userEvent.setup();
    const { patches } = renderContent({
      detail: wireCampaignDetail({ cost_alarm: 10, titles: { en: 'Winter', de: 'Winter' } }),
    });
    await user.clear(screen.getByLabelText(/^Title \(German\)/));
    await user.clear(screen.getByLabelText('Cost alarm (EUR)'));
    await user.click(save());
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ titles: { en: 'Winter' }, cost_alarm: null });
  });
});
