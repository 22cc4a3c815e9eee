import type { ParsedUrlQuery } from 'node:querystring';
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

/**
 * A next/router stand-in whose query string is state: `replace` and `push` change it and re-render
 * the components reading it, as Next's router does. Use with
 * `jest.mock('next/router', () => jest.requireActual('../support/queryRouter').queryRouterMock)`.
 */
type Url = string | { pathname?: string; query?: ParsedUrlQuery };

interface RouteState {
  pathname: string;
  query: ParsedUrlQuery;
  asPath: string;
}

const listeners = new Set<() => void>();
let route: RouteState = { pathname: '/', query: {}, asPath: '/' };

function parse(url: Url): RouteState {
  if (typeof url === 'string') {
    const parsed = new URL(url, 'http://localhost');
    const query: ParsedUrlQuery = {};
    parsed.searchParams.forEach((value, key) => {
      const previous = query[key];
      query[key] = previous === undefined ? value : [...([] as string[]).concat(previous), value];
    });
    return { pathname: parsed.pathname, query, asPath: `${parsed.pathname}${parsed.search}` };
  }
  const pathname = url.pathname ?? route.pathname;
  const query = url.query ?? {};
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      ([] as string[]).concat(value ?? []).map((item) => [key, item]),
    ),
  ).toString();
  return { pathname, query, asPath: search ? `${pathname}?${search}` : pathname };
}

function go(url: Url) {
  act(() => {
    route = parse(url);
    snapshot = makeRouter();
    listeners.forEach((listener) => listener());
  });
}

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();

/** Next's router events: a handler that throws an error marked `cancelled` stops the navigation. */
const events = {
  on: jest.fn((event: string, handler: Handler) => {
    handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
  }),
  off: jest.fn((event: string, handler: Handler) => {
    handlers.get(event)?.delete(handler);
  }),
  emit: jest.fn((event: string, ...args: unknown[]) => {
    handlers.get(event)?.forEach((handler) => handler(...args));
  }),
};

function navigate(url: Url) {
  const target = parse(url).asPath;
  try {
    events.emit('routeChangeStart', target, { shallow: false });
  } catch (error) {
    if ((error as { cancelled?: boolean }).cancelled) return Promise.resolve(false);
    throw error;
  }
  go(url);
  events.emit('routeChangeComplete', target, { shallow: false });
  return Promise.resolve(true);
}

const replace = jest.fn(navigate);
const push = jest.fn(navigate);

function makeRouter() {
  return { ...route, isReady: true, replace, push, back: jest.fn(), prefetch: jest.fn(), events };
}

let snapshot = makeRouter();

/** Starts a test on `url` (e.g. '/users?status=BL'), with the navigation mocks cleared. */
export function setRoute(url: string) {
  replace.mockClear();
  push.mockClear();
  go(url);
}

/** The current route, as a test reads it. */
export const currentRoute = () => snapshot;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const queryRouterMock = {
  __esModule: true,
  useRouter: () => useSyncExternalStore(subscribe, () => snapshot),
  default: new Proxy({}, { get: (_target, key) => snapshot[key as keyof typeof snapshot] }),
};
