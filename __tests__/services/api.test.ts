import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';

import {
  api,
  configureApi,
  isAxiosError,
  isCancel,
  type ApiHooks,
  type TransferProgress,
} from '@/services/api';
import { downloadFile } from '@/services/download';
import { readSession, storeTokens } from '@/services/session';
import { toFormData } from '@/utils/formData';
import { API, server } from '../support/server';
import { makeToken } from '../support/tokens';

let hooks: { [K in keyof ApiHooks]: jest.Mock };

beforeEach(() => {
  hooks = {
    onError: jest.fn(),
    onSessionEnded: jest.fn(),
    onTokensRefreshed: jest.fn(),
    onActivity: jest.fn(),
  };
  configureApi({ baseUrl: API, hooks });
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
});

describe('the API client', () => {
  it('sends the access token as "JWT {token}"', async () => {
    const token = makeToken({ expiresIn: 900 });
    storeTokens({ access: token, refresh: makeToken({ expiresIn: 86400 }) });
    let header: string | null = null;
    server.use(
      http.get(`${API}v1/auth/me/`, ({ request }) => {
        header = request.headers.get('authorization');
        return HttpResponse.json({ id: 1 });
      }),
    );
    await api.get('v1/auth/me/');
    expect(header).toBe(`JWT ${token}`);
  });

  it('converts bodies and query params to snake_case and answers to camelCase, currency codes kept', async () => {
    let received: { body?: unknown; query?: string } = {};
    server.use(
      http.patch(`${API}v1/casinos/settings/`, async ({ request }) => {
        received = { body: await request.json(), query: new URL(request.url).search };
        return HttpResponse.json({ backoffice_to_run_in_utc: true, exchange_rates: { EUR: 1, USD: 1.1 } });
      }),
    );
    const { data } = await api.patch(
      'v1/casinos/settings/',
      { backofficeToRunInUtc: true, exchangeRates: { EUR: 1 } },
      { params: { orderBy: '-id', isTemplate: false } },
    );
    expect(received.body).toEqual({ backoffice_to_run_in_utc: true, exchange_rates: { EUR: 1 } });
    expect(received.query).toBe('?order_by=-id&is_template=false');
    expect(data).toEqual({ backofficeToRunInUtc: true, exchangeRates: { EUR: 1, USD: 1.1 } });
  });

  it('sends form data as built: nulls skipped, arrays repeated as key[], no case conversion by the instance', async () => {
    let entries: [string, FormDataEntryValue][] = [];
    server.use(
      http.post(`${API}v1/gallery/photo/`, async ({ request }) => {
        entries = [...(await request.formData()).entries()];
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await api.post('v1/gallery/photo/', toFormData({ categoryId: 3, tags: ['a', 'b'], description: null }));
    expect(entries).toEqual([
      ['category_id', '3'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
    ]);
  });

  it('refreshes exactly once for five concurrent requests near expiry, then sends the new token', async () => {
    // 200 s left of a 900 s token: inside the 300 s threshold and older than half its life.
    storeTokens({
      access: makeToken({ expiresIn: 200, age: 700 }),
      refresh: makeToken({ expiresIn: 86400 }),
    });
    const fresh = makeToken({ expiresIn: 900 });
    const rotated = makeToken({ expiresIn: 86400 });
    let refreshes = 0;
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ access: fresh, refresh: rotated });
      }),
      http.get(`${API}v1/games/games/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );
    await Promise.all(Array.from({ length: 5 }, () => api.get('v1/games/games/')));
    expect(refreshes).toBe(1);
    expect(seen).toEqual(Array(5).fill(`JWT ${fresh}`));
    expect(readSession()).toMatchObject({ token: fresh, refreshToken: rotated });
    expect(hooks.onTokensRefreshed).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a young short-lived token (5-minute tokens would refresh on every call)', async () => {
    const token = makeToken({ expiresIn: 280, age: 20 });
    storeTokens({ access: token, refresh: makeToken({ expiresIn: 86400 }) });
    let refreshed = false;
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () => {
        refreshed = true;
        return HttpResponse.json({ access: makeToken({ expiresIn: 300 }) });
      }),
      http.get(`${API}v1/auth/me/`, () => HttpResponse.json({ id: 1 })),
    );
    await api.get('v1/auth/me/');
    expect(refreshed).toBe(false);
  });

  it('answers a 401 with one refresh and one retry', async () => {
    const stale = makeToken({ expiresIn: 900 });
    const fresh = makeToken({ expiresIn: 900 });
    storeTokens({ access: stale, refresh: makeToken({ expiresIn: 86400 }) });
    const calls: (string | null)[] = [];
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () => HttpResponse.json({ access: fresh })),
      http.get(`${API}v1/auth/me/`, ({ request }) => {
        const header = request.headers.get('authorization');
        calls.push(header);
        return header === `JWT ${fresh}`
          ? HttpResponse.json({ id: 7 })
          : HttpResponse.json({ detail: 'Token expired', code: 'token_not_valid' }, { status: 401 });
      }),
    );
    const { data } = await api.get('v1/auth/me/');
    expect(data).toEqual({ id: 7 });
    expect(calls).toEqual([`JWT ${stale}`, `JWT ${fresh}`]);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('does not retry a second time when the retried call answers 401 again', async () => {
    storeTokens({ access: makeToken({ expiresIn: 900 }), refresh: makeToken({ expiresIn: 86400 }) });
    let calls = 0;
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () =>
        HttpResponse.json({ access: makeToken({ expiresIn: 900 }) }),
      ),
      http.get(`${API}v1/auth/me/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'No.' }, { status: 401 });
      }),
    );
    await expect(api.get('v1/auth/me/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toBe(2);
  });

  it('ends the session when the refresh is refused: cookies cleared, the app told to go to /login', async () => {
    storeTokens(
      { access: makeToken({ expiresIn: 900 }), refresh: makeToken({ expiresIn: 86400 }) },
      { rememberMe: true },
    );
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () =>
        HttpResponse.json(
          { detail: 'Token is invalid or expired', code: 'token_not_valid' },
          { status: 401 },
        ),
      ),
      http.get(`${API}v1/auth/me/`, () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    await expect(api.get('v1/auth/me/')).rejects.toThrow('Your session has ended');
    expect(hooks.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(readSession()).toEqual({ token: undefined, refreshToken: undefined, rememberMe: false });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('never refreshes for a 401 from sign-in: that answer is for the form', async () => {
    let refreshed = false;
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () => {
        refreshed = true;
        return HttpResponse.json({});
      }),
      http.post(`${API}v1/auth/login/`, () =>
        HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
      ),
    );
    await expect(
      api.post('v1/auth/login/', { email: 'a@b.c', password: 'x' }, { skipAuth: true, silent: true }),
    ).rejects.toMatchObject({
      response: { data: { detail: 'No active account found with the given credentials' } },
    });
    expect(refreshed).toBe(false);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it.each([
    [{ errors: ['Name taken', 'Dates overlap'] }, 'Name taken, Dates overlap'],
    [
      { detail: 'You do not have permission to perform this action.' },
      'You do not have permission to perform this action.',
    ],
    [{ name: ['This field may not be blank.'] }, 'This field may not be blank.'],
  ])('shows the error notification with the spec text for %j', async (body, text) => {
    server.use(http.get(`${API}v1/games/games/`, () => HttpResponse.json(body, { status: 400 })));
    await expect(api.get('v1/games/games/')).rejects.toBeTruthy();
    expect(hooks.onError).toHaveBeenCalledWith(text);
  });

  it('falls back to the transport message when the body says nothing', async () => {
    server.use(http.get(`${API}v1/games/games/`, () => new HttpResponse(null, { status: 502 })));
    await expect(api.get('v1/games/games/')).rejects.toBeTruthy();
    expect(hooks.onError).toHaveBeenCalledWith('Request failed with status code 502');
  });

  it('counts calls under way for the global loader', async () => {
    server.use(http.get(`${API}v1/games/games/`, () => HttpResponse.json({})));
    await api.get('v1/games/games/');
    expect(hooks.onActivity.mock.calls.map(([pending]) => pending)).toEqual([1, 0]);
  });

  it('names a download after Content-Disposition', async () => {
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.use(
      http.get(
        `${API}v1/games/games/export-games/`,
        () =>
          new HttpResponse('id,name\n1,Book', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="games 2026.csv"',
            },
          }),
      ),
    );
    await expect(downloadFile('v1/games/games/export-games/', 'game_export.csv')).resolves.toBe(
      'games 2026.csv',
    );
    expect(click).toHaveBeenCalled();
  });
});

describe('the transport under the API client (axios)', () => {
  it('encodes queries as axios 0.x did: arrays as key[], spaces as +, dates as ISO, nothing for null', () => {
    expect(
      api.getUri({
        url: 'v1/x/',
        params: {
          search: 'big win, 50%',
          status: ['DR', 'PU'],
          from: new Date('2026-11-23T10:00:00Z'),
          skipped: null,
          missing: undefined,
          isTemplate: false,
        },
      }),
    ).toBe(
      `${API}v1/x/?search=big+win,+50%25&status[]=DR&status[]=PU&from=2026-11-23T10:00:00.000Z&isTemplate=false`,
    );
  });

  it('joins the base URL and the path with one slash, and leaves absolute URLs alone', () => {
    expect(api.getUri({ baseURL: 'http://api.test/', url: '/v1/x/' })).toBe('http://api.test/v1/x/');
    expect(api.getUri({ baseURL: 'http://api.test', url: 'v1/x/?a=1', params: { b: 2 } })).toBe(
      'http://api.test/v1/x/?a=1&b=2',
    );
    expect(api.getUri({ baseURL: 'http://api.test', url: 'https://cdn.test/file.csv' })).toBe(
      'https://cdn.test/file.csv',
    );
  });

  it('sends JSON, parses JSON answers and keeps an empty 204 as an empty string', async () => {
    let received: unknown;
    server.use(
      http.post(`${API}v1/things/`, async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
      http.delete(`${API}v1/things/7/`, () => new HttpResponse(null, { status: 204 })),
    );
    const created = await api.post('v1/things/', { name: 'a' });
    expect(received).toEqual({ type: 'application/json', body: { name: 'a' } });
    expect(created).toMatchObject({ status: 201, data: { id: 7 } });
    expect((await api.delete('v1/things/7/')).data).toBe('');
  });

  it('throws answers outside 2xx with the response, and a failed connection without one', async () => {
    server.use(
      http.get(`${API}v1/refused/`, () => HttpResponse.json({ name: ['Required.'] }, { status: 400 })),
      http.get(`${API}v1/down/`, () => HttpResponse.error()),
    );
    const refused = await api.get('v1/refused/').catch((error: unknown) => error);
    expect(isAxiosError(refused) && refused.response).toMatchObject({
      status: 400,
      data: { name: ['Required.'] },
    });
    const down = await api.get('v1/down/').catch((error: unknown) => error);
    expect(isAxiosError(down) && down.response).toBeUndefined();
    expect(isCancel(down)).toBe(false);
  });

  it('says a call aborted by its signal was cancelled', async () => {
    server.use(http.get(`${API}v1/slow/`, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = api.get('v1/slow/', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(isCancel(await call)).toBe(true);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('reports a download as it arrives, and an upload as it goes out', async () => {
    const body = new Uint8Array(64 * 1024).fill(65);
    server.use(
      http.get(`${API}v1/export.csv`, () =>
        HttpResponse.arrayBuffer(body.buffer, {
          headers: { 'content-type': 'text/csv', 'content-length': String(body.length) },
        }),
      ),
      http.post(`${API}v1/upload/`, () => HttpResponse.json({ ok: true })),
    );
    const downloaded: TransferProgress[] = [];
    const file = await api.get<Blob>('v1/export.csv', {
      responseType: 'blob',
      onDownloadProgress: ({ loaded, total }) => downloaded.push({ loaded, total }),
    });
    expect(file.data.size).toBe(body.length);
    expect(downloaded.at(-1)).toEqual({ loaded: body.length, total: body.length });
    expect(file.headers['content-type']).toBe('text/csv');

    const form = new FormData();
    form.append('file', new Blob(['hash\nabc123']), 'players.csv');
    const uploaded: TransferProgress[] = [];
    const answer = await api.post('v1/upload/', form, {
      onUploadProgress: ({ loaded, total }) => uploaded.push({ loaded, total }),
    });
    expect(answer.data).toEqual({ ok: true });
    expect(uploaded.at(-1)?.loaded).toBe(uploaded.at(-1)?.total);
    expect(uploaded.at(-1)?.total).toBeGreaterThan(0);
  });
});
