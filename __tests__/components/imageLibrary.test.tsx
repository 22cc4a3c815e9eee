import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { ImageLibraryScreen } from '@/components/gallery/ImageLibraryScreen';
import type { GalleryLibrary } from '@/types/gallery';
import { PERMISSIONS } from '@/utils/permissions';
import { currentRoute, setRoute } from '../support/queryRouter';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const PHOTOS = `${API}v1/gallery/photo/`;
const CATEGORIES = `${API}v1/gallery/category/`;
const LOGIN_IMAGE = `${API}v1/operators/login-image/`;
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const BRANDING = { id: 4, name: 'Branding', library: 'admin' };
const photo = (id: number, name: string, size: number, category: typeof BRANDING | null = BRANDING) => ({
  id,
  name,
  photo: `http://localhost:8000/media/gallery/${id}/${name.toLowerCase().replace(/ /g, '-')}.png`,
  category,
  library: 'admin',
  size,
  created: '2026-11-01T10:00:00Z',
});
const LOGIN = photo(1, 'Login background', 2560);
const LOGO = photo(2, 'Logo', 3 * 1024 * 1024, null);

/** Serves the library and records what was asked and sent. */
function serveLibrary({ photos = [LOGIN, LOGO], loginImage = null as string | null } = {}) {
  const calls: Array<{ method: string; url: URL; body?: unknown }> = [];
  const record = async (request: Request, body?: unknown) => {
    calls.push({ method: request.method, url: new URL(request.url), body });
  };
  server.use(
    http.get(PHOTOS, async ({ request }) => {
      await record(request);
      const category = new URL(request.url).searchParams.get('category');
      return HttpResponse.json(
        page(category ? photos.filter((row) => String(row.category?.id) === category) : photos),
      );
    }),
    http.get(CATEGORIES, async ({ request }) => {
      await record(request);
      return HttpResponse.json(page([BRANDING]));
    }),
    http.get(LOGIN_IMAGE, () => HttpResponse.json({ image: loginImage })),
  );
  return calls;
}

function renderLibrary(library: GalleryLibrary = 'admin', permissions?: string[]) {
  setRoute(library === 'admin' ? '/admin-images-library' : '/images-library');
  const user = permissions ? demoUser({ permissions }) : demoUser();
  return renderWithStore(<ImageLibraryScreen library={library} />, { preloadedState: signedInState(user) });
}

const card = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;

describe('image libraries', () => {
  it("lists the library's photos with their category and size, and its categories", async () => {
    const calls = serveLibrary();
    renderLibrary('admin');
    expect(screen.getByRole('heading', { name: 'Admin images library', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login background' })).toBeInTheDocument();
    expect(within(card('Login background')).getByText(/Branding · 2.50 KB/)).toBeInTheDocument();
    expect(within(card('Logo')).getByText(/No category · 3 MB/)).toBeInTheDocument();
    const photoCall = calls.find((call) => call.url.pathname.endsWith('/photo/'))!;
    expect(photoCall.url.searchParams.get('library')).toBe('admin');
    expect(photoCall.url.searchParams.get('limit')).toBe('12');
    const categoryCall = calls.find((call) => call.url.pathname.endsWith('/category/'))!;
    expect(categoryCall.url.searchParams.get('library')).toBe('admin');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Branding' }));
    expect(currentRoute().query.category).toBe('4');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Logo' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Branding' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the library is empty', async () => {
    serveLibrary({ photos: [] });
    renderLibrary('campaign');
    expect(await screen.findByText('The images library has no photos yet.')).toBeInTheDocument();
  });

  it('uploads into the library and the chosen category; refuses a file over 10 MB before sending', async () => {
    const calls = serveLibrary();
    const posts: FormData[] = [];
    server.use(
      http.post(PHOTOS, async ({ request }) => {
        posts.push(await request.formData());
        return HttpResponse.json(photo(3, 'Banner', 100), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderLibrary('admin');
    await screen.findByRole('heading', { name: 'Logo' });
    const input = screen.getByLabelText(/^Image \(PNG/);

    const huge = new File([new Uint8Array(1)], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/This image is 11 MB\. Images of up to 10 MB/)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Name (optional)'), 'Banner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Branding');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].get('library')).toBe('admin');
    expect(posts[0].get('category')).toBe('4');
    expect(posts[0].get('name')).toBe('Banner');
    expect(posts[0].has('photo')).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Name (optional)')).toHaveValue(''));
    expect(calls.length).toBeGreaterThan(0);
  });

  it("shows the server's upload refusal on the file", async () => {
    serveLibrary();
    server.use(
      http.post(PHOTOS, () =>
        HttpResponse.json(
          { photo: ['Upload a valid image: a PNG, JPEG, WebP or GIF file.'] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderLibrary('campaign');
    await screen.findByRole('heading', { name: 'Logo' });
    await user.upload(
      screen.getByLabelText(/^Image \(PNG/),
      new File(['text'], 'fake.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Name (optional)'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Upload a valid image: a PNG, JPEG, WebP or GIF file.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name (optional)')).toHaveValue('Kept');
  });

  it('refuses to delete a photo in use with the message naming the campaigns', async () => {
    serveLibrary();
    const detail = 'This photo cannot be deleted: the campaign "Winter race" uses it.';
    const deleted: string[] = [];
    server.use(
      http.delete(`${PHOTOS}:id/`, ({ params }) => {
        if (params.id === '1')
          return HttpResponse.json(
            { detail, campaigns: [{ id: 9, name: 'Winter race' }], login_image: false },
            { status: 409 },
          );
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderLibrary('admin');
    await user.click(await screen.findByRole('button', { name: 'Delete Login background' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Login background?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Logo' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Logo?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleted).toEqual(['2']));
  });

  it('renames a photo (a refusal shows at the name) and moves it to another category', async () => {
    serveLibrary();
    const patches: unknown[] = [];
    server.use(
      http.patch(`${PHOTOS}:id/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        if (body.name === '')
          return HttpResponse.json({ name: ['This field may not be blank.'] }, { status: 400 });
        if (body.name === 'In use')
          return HttpResponse.json(
            { detail: 'This photo cannot be renamed: it is the login image (its address would change).' },
            { status: 409 },
          );
        return HttpResponse.json(LOGO);
      }),
    );
    const user = userEvent.setup();
    renderLibrary('admin');
    await user.click(await screen.findByRole('button', { name: 'Rename Logo' }));
    const rename = screen.getByRole('dialog', { name: 'Rename Logo' });
    const field = within(rename).getByLabelText('Photo name');
    await user.clear(field);
    await user.type(field, 'In use');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await within(rename).findByRole('alert')).toHaveTextContent('its address would change');
    expect(field).toHaveValue('In use');
    await user.clear(field);
    await user.type(field, 'Company logo');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Move Logo' }));
    const move = screen.getByRole('dialog', { name: 'Move Logo' });
    await user.selectOptions(within(move).getByLabelText('Category'), 'Branding');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ name: 'In use' }, { name: 'Company logo' }, { category: 4 }]);
  });

  it('adds, renames and deletes categories in its library', async () => {
    serveLibrary();
    const sent: Array<{ method: string; body?: unknown }> = [];
    server.use(
      http.post(CATEGORIES, async ({ request }) => {
        const body = await request.json();
        sent.push({ method: 'POST', body });
        return HttpResponse.json({ id: 5, name: 'Seasonal', library: 'admin' }, { status: 201 });
      }),
      http.patch(`${CATEGORIES}:id/`, async ({ request }) => {
        sent.push({ method: 'PATCH', body: await request.json() });
        return HttpResponse.json({ ...BRANDING, name: 'Brand' });
      }),
      http.delete(`${CATEGORIES}:id/`, () => {
        sent.push({ method: 'DELETE' });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderLibrary('admin');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const add = screen.getByRole('dialog', { name: 'Add category' });
    await user.type(within(add).getByLabelText('Category name'), 'Seasonal');
    await user.click(within(add).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename Branding' }));
    const rename = screen.getByRole('dialog', { name: 'Rename Branding' });
    await user.clear(within(rename).getByLabelText('Category name'));
    await user.type(within(rename).getByLabelText('Category name'), 'Brand');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Branding' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the category Branding?' });
    expect(confirm).toHaveTextContent('Its photos stay in the library, in no category.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { method: 'POST', body: { name: 'Seasonal', library: 'admin' } },
      { method: 'PATCH', body: { name: 'Brand' } },
      { method: 'DELETE' },
    ]);
  });

  it('makes an admin photo the login image, and shows which one it is', async () => {
    serveLibrary({ loginImage: LOGIN.photo });
    const puts: unknown[] = [];
    server.use(
      http.put(LOGIN_IMAGE, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ image: LOGO.photo });
      }),
    );
    const user = userEvent.setup();
    renderLibrary('admin');
    await screen.findByRole('heading', { name: 'Login background' });
    expect(await within(card('Login background')).findByText(/Login image/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use as login image: Logo' }));
    await waitFor(() => expect(puts).toEqual([{ photo: 2 }]));
    expect(await within(card('Logo')).findByText(/Login image/)).toBeInTheDocument();
    expect(within(card('Login background')).queryByText(/Login image/)).not.toBeInTheDocument();
  });

  it('offers only what the user may do', async () => {
    serveLibrary();
    renderLibrary('admin', [PERMISSIONS.viewUser]);
    await screen.findByRole('heading', { name: 'Logo' });
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Rename|Move|Delete|Use) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
  });
});
