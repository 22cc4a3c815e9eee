import type { AppContext } from 'next/app';

import BackofficeApp from '@/pages/_app';
import { startServerSession } from '@/services/serverSession';
import type { Me } from '@/types/api';
import { pageStatus } from '@/utils/routeAccess';
import { demoUser } from './support/render';

jest.mock('@/services/serverSession', () => ({
  startServerSession: jest.fn(),
  rememberRedirectionOnServer: jest.fn(),
}));

const viewer = demoUser({ permissions: ['view_campaign'] });

describe('pageStatus: what a signed-in page answers', () => {
  it('403 outside the route’s permission gate, 404 on another platform, else 200', () => {
    expect(pageStatus('/limit-groups/list', viewer)).toBe(403);
    expect(pageStatus('/limit-groups/list', demoUser())).toBe(200);
    expect(pageStatus('/loot-boxes/list', demoUser())).toBe(404); // the demo casino is on softswiss
    expect(pageStatus('/dashboard', viewer)).toBe(200);
  });
});

describe('the server sends the shell’s 403 and 404 pages with their status', () => {
  async function statusOf(pathname: string, user: Me): Promise<number> {
    jest.mocked(startServerSession).mockResolvedValue({
      status: 'active',
      user,
      featureSettings: null,
      rememberMe: false,
    } as unknown as Awaited<ReturnType<typeof startServerSession>>);
    const res = { statusCode: 200, writeHead: jest.fn(), end: jest.fn(), setHeader: jest.fn() };
    await BackofficeApp.getInitialProps({
      Component: () => null,
      ctx: { req: { headers: {} }, res, pathname, asPath: pathname },
    } as unknown as AppContext);
    return res.statusCode;
  }

  it('403 for a page the user may not see, 404 for another platform’s page, 200 otherwise', async () => {
    expect(await statusOf('/limit-groups/list', viewer)).toBe(403);
    expect(await statusOf('/loot-boxes/list', demoUser())).toBe(404);
    expect(await statusOf('/limit-groups/list', demoUser())).toBe(200);
  });
});
