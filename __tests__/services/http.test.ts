import { http, HttpResponse } from 'msw';

import { fullUrl, isCancel, isHttpError, queryString, send, type TransferProgress } from '@/services/http';
import { API, server } from '../support/server';

describe('the HTTP transport', () => {
  it('encodes queries as axios did: arrays as key[], spaces as +, dates as ISO, nothing for null', () => {
    expect(
      queryString({
        search: 'big win, 50%',
        status: ['DR', 'PU'],
        from: new Date('2026-11-23T10:00:00Z'),
        skipped: null,
        missing: undefined,
        isTemplate: false,
      }),
    ).toBe('search=big+win,+50%25&status[]=DR&status[]=PU&from=2026-11-23T10:00:00.000Z&isTemplate=false');
  });

  it('joins the base URL and the path with one slash, and leaves absolute URLs alone', () => {
    expect(fullUrl({ baseURL: 'http://api.test/', url: '/v1/x/' })).toBe('http://api.test/v1/x/');
    expect(fullUrl({ baseURL: 'http://api.test', url: 'v1/x/?a=1', params: { b: 2 } })).toBe(
      'http://api.test/v1/x/?a=1&b=2',
    );
    expect(fullUrl({ baseURL: 'http://api.test', url: 'https://cdn.test/file.csv' })).toBe(
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
    const created = await send({ baseURL: API, url: 'v1/things/', method: 'post', data: { name: 'a' } });
    expect(received).toEqual({ type: 'application/json', body: { name: 'a' } });
    expect(created).toMatchObject({ status: 201, data: { id: 7 } });
    expect((await send({ baseURL: API, url: 'v1/things/7/', method: 'delete' })).data).toBe('');
  });

  it('throws answers outside 2xx with the response, and a failed connection without one', async () => {
    server.use(
      http.get(`${API}v1/refused/`, () => HttpResponse.json({ name: ['Required.'] }, { status: 400 })),
      http.get(`${API}v1/down/`, () => HttpResponse.error()),
    );
    const refused = await send({ baseURL: API, url: 'v1/refused/' }).catch((error: unknown) => error);
    expect(isHttpError(refused) && refused.response).toMatchObject({
      status: 400,
      data: { name: ['Required.'] },
    });
    const down = await send({ baseURL: API, url: 'v1/down/' }).catch((error: unknown) => error);
    expect(isHttpError(down) && down.response).toBeUndefined();
    expect(isCancel(down)).toBe(false);
  });

  it('says a call aborted by its signal was cancelled', async () => {
    server.use(http.get(`${API}v1/slow/`, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const call = send({ baseURL: API, url: 'v1/slow/', signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    expect(isCancel(await call)).toBe(true);
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
    const file = await send<Blob>({
      baseURL: API,
      url: 'v1/export.csv',
      responseType: 'blob',
      onDownloadProgress: (progress) => downloaded.push(progress),
    });
    expect(file.data.size).toBe(body.length);
    expect(downloaded.at(-1)).toEqual({ loaded: body.length, total: body.length });
    expect(file.headers['content-type']).toBe('text/csv');

    const form = new FormData();
    form.append('file', new Blob(['hash\nabc123']), 'players.csv');
    const uploaded: TransferProgress[] = [];
    const answer = await send({
      baseURL: API,
      url: 'v1/upload/',
      method: 'post',
      data: form,
      onUploadProgress: (progress) => uploaded.push(progress),
    });
    expect(answer.data).toEqual({ ok: true });
    expect(uploaded.at(-1)?.loaded).toBe(uploaded.at(-1)?.total);
    expect(uploaded.at(-1)?.total).toBeGreaterThan(0);
  });
});
