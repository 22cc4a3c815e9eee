import { act, renderHook } from '@testing-library/react';

import { defineList, useListParams } from '@/hooks/useListParams';
import { currentRoute, setRoute } from '../support/queryRouter';

jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock);

const LIST = defineList({ filters: { search: '', status: '' } });

const render = () => renderHook(() => useListParams(LIST));

it('reads filters and the page from the URL, with defaults for what it does not name', () => {
  setRoute('/users?status=BL&offset=20');
  const { result } = render();
  expect(result.current.filters).toEqual({ search: '', status: 'BL' });
  expect(result.current.limit).toBe(10);
  expect(result.current.offset).toBe(20);
  expect(result.current.filtered).toBe(true);
  // Empty filters are left out of the query's arguments.
  expect(result.current.query).toEqual({ status: 'BL', limit: 10, offset: 20 });
});

it('writes a filter to the URL with a shallow replace, back on the first page, dropping empty values', () => {
  setRoute('/users?status=BL&offset=20');
  const { result } = render();
  act(() => result.current.setFilters({ search: 'ada' }));

  const { replace } = currentRoute();
  expect(replace).toHaveBeenCalledWith(
    { pathname: '/users', query: { search: 'ada', status: 'BL' } },
    undefined,
    { shallow: true, scroll: false },
  );
  expect(currentRoute().asPath).toBe('/users?search=ada&status=BL');
  expect(result.current.offset).toBe(0);
  expect(result.current.filters).toEqual({ search: 'ada', status: 'BL' });

  act(() => result.current.setFilters({ status: '', search: '   ' }));
  expect(currentRoute().asPath).toBe('/users');
  expect(result.current.filtered).toBe(false);
});

it('pages through without touching the filters, and keeps query keys that are not its own', () => {
  setRoute('/users?search=ada&limit=25&tab=extra');
  const { result } = render();
  expect(result.current.limit).toBe(25);

  act(() => result.current.setOffset(25));
  expect(currentRoute().asPath).toBe('/users?tab=extra&search=ada&limit=25&offset=25');
  expect(result.current.query).toEqual({ search: 'ada', limit: 25, offset: 25 });

  act(() => result.current.setOffset(0));
  expect(currentRoute().asPath).toBe('/users?tab=extra&search=ada&limit=25');
});

it('clears every filter at once', () => {
  setRoute('/users?search=ada&status=FR&offset=10');
  const { result } = render();
  act(() => result.current.clearFilters());
  expect(currentRoute().asPath).toBe('/users');
  expect(result.current.query).toEqual({ limit: 10, offset: 0 });
});

it('ignores a page that makes no sense and caps the page size', () => {
  setRoute('/users?offset=-5&limit=0');
  const { result, rerender } = render();
  expect(result.current.offset).toBe(0);
  expect(result.current.limit).toBe(10);

  setRoute('/users?offset=abc&limit=5000');
  rerender();
  expect(result.current.offset).toBe(0);
  expect(result.current.limit).toBe(100);
});

it('writes an empty value when the default is not empty, so that "all" survives a reload', () => {
  const withDefault = defineList({ filters: { status: 'AC' } });
  setRoute('/users');
  const { result } = renderHook(() => useListParams(withDefault));
  expect(result.current.filters.status).toBe('AC');
  expect(result.current.filtered).toBe(false);

  act(() => result.current.setFilters({ status: '' }));
  expect(currentRoute().asPath).toBe('/users?status=');
  expect(result.current.filters.status).toBe('');
  expect(result.current.filtered).toBe(true);

  act(() => result.current.setFilters({ status: 'AC' }));
  expect(currentRoute().asPath).toBe('/users');
});
