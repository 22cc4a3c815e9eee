import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { recordPageData } from '@/components/kit/pageData';
import { usersApi } from '@/components/users/api';
import { USER_NOT_FOUND } from '@/components/users/UserLoader';
import { UserViewScreen } from '@/components/users/UserViewScreen';
import type { BackofficePage } from '@/pages/_app';
import { makeStore } from '@/store';
import { loadPageData } from '@/store/pageData';
import { firstLoad, SERVER_API, TOKEN } from '../support/firstLoad';
import { renderWithStore } from '../support/render';
import { server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);
jest.mock('@/services/serverSession', () => ({
  startServerSession: jest.fn(),
  rememberRedirectionOnServer: jest.fn(),
}));

const USER_URL = `${SERVER_API}v1/auth/users/:id/`;

const userPage: BackofficePage = () => null;
userPage.serverData = recordPageData('id', (id) => usersApi.endpoints.getUser.initiate(id));
const newTemplatePage: BackofficePage = () => null;
newTemplatePage.serverData = recordPageData('id', (id) => usersApi.endpoints.getUser.initiate(id), {
  optional: true,
});

/** The user API as it answers the Next.js server; records the Authorization headers it got. */
function serveUser(status: number) {
  const authorizations: (string | null)[] = [];
  const user = { id: 7, email: 'u@example.com', first_name: 'U', last_name: 'Ser', status: 'AC', groups: [] };
  server.use(
    http.get(USER_URL, ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return status === 200
        ? HttpResponse.json(user)
        : HttpResponse.json({ detail: status === 404 ? 'Not found.' : 'Forbidden.' }, { status });
    }),
  );
  return authorizations;
}

describe('a page about one record answers the record’s status on its first load', () => {
  it('404 when the API has no such record, and the HTML shows the page’s own “does not exist”', async () => {
    const authorizations = serveUser(404);

    const { status, initialState } = await firstLoad(userPage, '/user/view?id=7');
    expect(status).toBe(404);
    // Asked with the visitor's token, at the server's address of the API, through the screen's query.
    expect(authorizations).toEqual([`JWT ${TOKEN}`]);

    // The refusal is handed over, so the first render (server and hydration alike) says it at once.
    renderWithStore(<UserViewScreen id={7} />, { store: makeStore(initialState) });
    expect(screen.getByText(USER_NOT_FOUND)).toBeInTheDocument();
  });

  it('403 when the API refuses the record', async () => {
    serveUser(403);
    expect((await firstLoad(userPage, '/user/view?id=7')).status).toBe(403);
  });

  it('200 for a record that exists; the record is not handed over (the form fetches its own)', async () => {
    serveUser(200);
    const { status, initialState } = await firstLoad(userPage, '/user/view?id=7');
    expect(status).toBe(200);
    expect(initialState.api).toBeUndefined();
  });

  it('a failure other than a refusal leaves the page at 200, rendered as without its data', async () => {
    serveUser(500);
    const { status, initialState } = await firstLoad(userPage, '/user/view?id=7');
    expect(status).toBe(200);
    expect(initialState.api).toBeUndefined();
  });

  it('an address without an id is a 404 at once, unless the page then makes a new record', async () => {
    // No handler: any request would fail the test (unhandled).
    expect((await firstLoad(userPage, '/user/view')).status).toBe(404);
    expect((await firstLoad(userPage, '/user/view?id=abc')).status).toBe(404);
    expect((await firstLoad(newTemplatePage, '/campaign-templates/edit/mission')).status).toBe(200);
  });
});

describe('loadPageData', () => {
  it('gives up after its time limit: the page renders as without the data and the browser fetches it', async () => {
    server.use(
      http.get(USER_URL, async () => {
        await delay(2_000);
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    const store = makeStore(undefined, { serverCall: { token: TOKEN, baseURL: SERVER_API } });
    const loaded = await loadPageData(store, { record: usersApi.endpoints.getUser.initiate(7) }, 50);
    expect(loaded).toEqual({ status: 200, handOver: [] });
  });
});
