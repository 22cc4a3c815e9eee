import type { AppContext } from 'next/app';

import BackofficeApp, { type BackofficePage } from '@/pages/_app';
import { startServerSession } from '@/services/serverSession';
import type { HydrationState } from '@/store';
import { setRoute } from './queryRouter';
import { demoUser } from './render';

/** Where the Next.js server reaches the API in these tests, and the visitor's token it calls with. */
export const SERVER_API = 'http://api.internal/';
export const TOKEN = 'visitor-token';

/**
 * A page's first load as the Next.js server answers it (`_app.getInitialProps`) for a signed-in
 * visitor: its HTTP status and the state handed to the browser. The test file mocks the session:
 * `jest.mock('@/services/serverSession', () => ({ startServerSession: jest.fn(), rememberRedirectionOnServer: jest.fn() }))`.
 */
export async function firstLoad(page: BackofficePage, url: string) {
  jest.mocked(startServerSession).mockResolvedValue({
    status: 'active',
    user: demoUser(),
    featureSettings: null,
    rememberMe: false,
    serverCall: { token: TOKEN, baseURL: SERVER_API },
  });
  setRoute(url);
  const [pathname, search = ''] = url.split('?');
  const query = Object.fromEntries(new URLSearchParams(search));
  const res = { statusCode: 200, writeHead: jest.fn(), end: jest.fn(), setHeader: jest.fn() };
  const props = await BackofficeApp.getInitialProps({
    Component: page,
    ctx: { req: { headers: {} }, res, pathname, query, asPath: url },
  } as unknown as AppContext);
  return { status: res.statusCode, initialState: (props as { initialState: HydrationState }).initialState };
}
