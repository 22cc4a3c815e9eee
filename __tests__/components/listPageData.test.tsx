import { act, renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { UsersScreen, usersPageData } from '@/components/users/UsersScreen';
import { defineList, readListState, useListParams } from '@/hooks/useListParams';
import type { BackofficePage } from '@/pages/_app';
import { makeStore } from '@/store';
import { firstLoad, SERVER_API } from '../support/firstLoad';
import { setRoute } from '../support/queryRouter';
import { renderWithStore } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);
jest.mock('@/services/serverSession', () => ({
  startServerSession: jest.fn(),
  rememberRedirectionOnServer: jest.fn(),
}));

const LIST = defineList({
  filters: { search: '', status: 'AC', type: '' },
  limit: 25,
  sort: { fields: ['name', 'created'], default: '-created' },
});

/** Next's `query` of an address: one string per key, an array for a repeated key. */
function nextQuery(url: string) {
  const params = new URL(url, 'http://localhost').searchParams;
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? values[0] : values];
    }),
  );
}

it.each([
  '/users',
  '/users?status=BL&search=ada&offset=50',
  '/users?status=&type=x&type=y&limit=500&sort=-name',
  '/users?sort=password&offset=-3&search=%20%20&other=kept',
])('the server reads the same list arguments from %s as the screen', (url) => {
  setRoute(url);
  const { result } = renderHook(() => useListParams(LIST));
  expect(readListState(LIST, nextQuery(url)).query).toEqual(result.current.query);
});

it('a list page’s first render has the rows the server fetched, and the browser asks nothing more', async () => {
  const user = (id: number, name: string) => ({
    id,
    email: `${name.toLowerCase()}@example.com`,
    first_name: name,
    last_name: 'Staff',
    status: 'BL',
    groups: [],
    mfa_enabled: false,
    mfa_required: false,
    created: '2026-11-20T09:30:00Z',
  });
  const asked: string[] = [];
  const page = { count: 12, next: null, previous: null, results: [user(1, 'Ada'), user(2, 'Bob')] };
  server.use(
    http.get(`${SERVER_API}v1/auth/users/`, ({ request }) => {
      asked.push(`server ${new URL(request.url).search}`);
      return HttpResponse.json(page);
    }),
    http.get(`${API}v1/auth/users/`, ({ request }) => {
      asked.push(`browser ${new URL(request.url).search}`);
      return HttpResponse.json(page);
    }),
  );
  const usersPage: BackofficePage = () => null;
  usersPage.serverData = usersPageData;

  const { status, initialState } = await firstLoad(usersPage, '/users?status=BL&offset=10');
  expect(status).toBe(200);
  expect(asked).toEqual(['server ?status=BL&limit=10&offset=10']);

  renderWithStore(<UsersScreen />, { store: makeStore(initialState) });
  // At once: the first render (the server's HTML, then the hydrating one) has the rows.
  expect(screen.getByRole('link', { name: 'Ada Staff' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bob Staff' })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toHaveLength(1);
});
