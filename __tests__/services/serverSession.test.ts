import type { IncomingMessage, ServerResponse } from 'http';
import { http, HttpResponse } from 'msw';

import { CASINO_SETTINGS_TTL_MS, startServerSession } from '@/services/serverSession';
import { ttlCache } from '@/utils/ttlCache';
import { server } from '../support/server';
import { makeToken } from '../support/tokens';

describe('ttlCache', () => {
  it('loads a key once while fresh, again once expired, and each key on its own', async () => {
    let time = 1_000;
    const cache = ttlCache<string>(10_000, () => time);
    const load = jest.fn((value: string) => Promise.resolve(value));

    expect(await cache.get('a', () => load('first'))).toBe('first');
    time += 9_999;
    expect(await cache.get('a', () => load('second'))).toBe('first');
    expect(await cache.get('b', () => load('other'))).toBe('other');
    time += 1;
    expect(await cache.get('a', () => load('third'))).toBe('third');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one load among callers that arrive while it runs', async () => {
    const cache = ttlCache<number>(10_000);
    let finish: (value: number) => void = () => undefined;
    const load = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next caller asks again', async () => {
    const cache = ttlCache<number>(10_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(1))).toBe(1);
  });
});

describe('startServerSession: the casino settings are reused, the user is asked every time', () => {
  const settings = { backoffice_to_run_in_utc: true, enable_reports_tab: false };
  let apiNumber = 0;

  /** A fresh API address per test (the cache lives for the process), answering `me` with `casino`. */
  function serveApi({ casino = 'Demo Casino', settingsStatus = 200 } = {}) {
    const base = `http://api-${++apiNumber}.test/`;
    process.env.API_BASE_URL = base;
    const calls = { me: 0, settings: 0 };
    let currentCasino = casino;
    server.use(
      http.get(`${base}v1/auth/me/`, () => {
        calls.me += 1;
        return HttpResponse.json({ id: 1, permissions: [], casino: { name: currentCasino } });
      }),
      http.get(`${base}v1/casinos/settings/`, () => {
        calls.settings += 1;
        return settingsStatus === 200
          ? HttpResponse.json(settings)
          : HttpResponse.json({ detail: 'Down.' }, { status: settingsStatus });
      }),
    );
    return { calls, switchCasino: (name: string) => (currentCasino = name) };
  }

  const pageLoad = () => {
    const req = { headers: { cookie: `token=${makeToken({ expiresIn: 300 })}` }, socket: {} };
    const res = { getHeader: jest.fn(), setHeader: jest.fn() };
    return startServerSession(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  };

  afterEach(() => {
    delete process.env.API_BASE_URL;
    jest.useRealTimers();
  });

  it('asks for the settings once per casino within the time they are kept', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { calls, switchCasino } = serveApi();
    const first = await pageLoad();
    const second = await pageLoad();
    expect(first.featureSettings).toEqual({ backofficeToRunInUtc: true, enableReportsTab: false });
    expect(second.featureSettings).toEqual(first.featureSettings);
    expect(calls).toEqual({ me: 2, settings: 1 });

    switchCasino('Other Casino'); // another casino behind the same API: its own settings
    await pageLoad();
    expect(calls).toEqual({ me: 3, settings: 2 });

    jest.setSystemTime(Date.now() + CASINO_SETTINGS_TTL_MS);
    switchCasino('Demo Casino');
    await pageLoad();
    expect(calls).toEqual({ me: 4, settings: 3 });
  });

  it('keeps no failed settings call: the page goes on without them and the next one asks again', async () => {
    const { calls } = serveApi({ settingsStatus: 500 });
    expect((await pageLoad()).featureSettings).toBeNull();
    expect((await pageLoad()).status).toBe('active');
    expect(calls).toEqual({ me: 2, settings: 2 });
  });
});

describe('startServerSession: the page request id goes with its API calls', () => {
  afterEach(() => delete process.env.API_BASE_URL);

  it("sends the page's x-request-id to the API and keeps it for the page's other calls", async () => {
    const base = 'http://api-request-id.test/';
    process.env.API_BASE_URL = base;
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${base}v1/auth/me/`, ({ request }) => {
        seen.push(request.headers.get('x-request-id'));
        return HttpResponse.json({ id: 1, permissions: [], casino: { name: 'Request id casino' } });
      }),
      http.get(`${base}v1/casinos/settings/`, ({ request }) => {
        seen.push(request.headers.get('x-request-id'));
        return HttpResponse.json({});
      }),
    );
    const req = {
      headers: { cookie: `token=${makeToken({ expiresIn: 300 })}`, 'x-request-id': 'page-42' },
      socket: {},
    };
    const res = { getHeader: jest.fn(), setHeader: jest.fn() };
    const session = await startServerSession(
      req as unknown as IncomingMessage,
      res as unknown as ServerResponse,
    );
    expect(seen).toEqual(['page-42', 'page-42']);
    expect(session.serverCall?.requestId).toBe('page-42');
  });
});
