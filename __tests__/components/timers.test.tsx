import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';

import { Clock } from '@/components/layout/Clock';
import { ExpiryBar, formatCountdown } from '@/components/layout/ExpiryBar';
import { GlobalLoader, LOADER_DELAY_MS } from '@/components/layout/GlobalLoader';
import { Snackbar } from '@/components/layout/Snackbar';
import { useSessionUpkeep } from '@/hooks/useSessionUpkeep';
import { configureApi } from '@/services/api';
import { storeTokens } from '@/services/session';
import { expirationBarShown, hydrated, pendingRequestsChanged } from '@/store/appSlice';
import { messageShown } from '@/store/snackbarSlice';
import { logOut } from '@/store/session';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { mockRouter } from '../support/router';
import { API, server } from '../support/server';
import { DATE_TIME_SECONDS_FORMAT, formatDateTime } from '@/utils/format';
import { makeToken } from '../support/tokens';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

beforeEach(() => {
  // jsdom's cookie jar keeps real time, so the fake clock starts from now.
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['queueMicrotask'] });
  configureApi({ baseUrl: API });
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  mockRouter.replace.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('clock', () => {
  it('ticks every second, in UTC with the label when the casino asks', () => {
    const state = signedInState(undefined, { backofficeToRunInUtc: true });
    const { store } = renderWithStore(<Clock />, {
      preloadedState: state,
    });
    act(() => {
      store.dispatch(hydrated());
    });
    const shown = () => formatDateTime(Date.now(), { inUtc: true, format: DATE_TIME_SECONDS_FORMAT });
    expect(screen.getByLabelText('Current time')).toHaveTextContent(shown());
    expect(shown()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} \(UTC\)$/);
    advance(1000);
    expect(screen.getByLabelText('Current time')).toHaveTextContent(shown());
  });
});

describe('global loader', () => {
  it('shows only for a call still pending after 1500 ms', () => {
    const { store } = renderWithStore(<GlobalLoader />);
    act(() => {
      store.dispatch(pendingRequestsChanged(1));
    });
    advance(LOADER_DELAY_MS - 1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => {
      store.dispatch(pendingRequestsChanged(0));
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('snackbar', () => {
  function renderSnackbar() {
    const rendered = renderWithStore(<Snackbar />);
    act(() => {
      rendered.store.dispatch(hydrated());
    });
    return rendered;
  }

  it('shows one message at a time, dismisses it after 5000 ms plus the 250 ms leave, then the next', () => {
    const { store } = renderSnackbar();
    act(() => {
      store.dispatch(messageShown({ type: 'success', content: 'Campaign has been created successfully' }));
      store.dispatch(messageShown({ type: 'info', content: 'Second' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Campaign has been created successfully');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    advance(5000);
    expect(screen.getByRole('status')).toHaveTextContent('Campaign has been created successfully');
    advance(250);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('stays when asked to, until clicked', () => {
    const { store } = renderSnackbar();
    act(() => {
      store.dispatch(messageShown({ type: 'error', content: 'Sticky', preventAutoDismissal: true }));
    });
    advance(60_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Sticky');
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    advance(250);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sanitises its HTML content', async () => {
    const { store } = renderSnackbar();
    act(() => {
      store.dispatch(messageShown({ type: 'info', content: '<b>Bold</b><img src=x onerror="alert(1)">' }));
    });
    const status = screen.getByRole('status');
    // DOMPurify is loaded with the first message that has markup.
    await waitFor(() => expect(status.querySelector('b')).toHaveTextContent('Bold'));
    expect(status.innerHTML).not.toContain('onerror');
  });

  it('shows plain text at once, as text', () => {
    const { store } = renderSnackbar();
    act(() => {
      store.dispatch(messageShown({ type: 'info', content: 'Saved: 3 > 2' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: 3 > 2');
  });
});

describe('expiry bar', () => {
  it('counts down from 2:00 every second', () => {
    storeTokens({ access: makeToken({ expiresIn: 120, age: 780 }) });
    const { store } = renderWithStore(<ExpiryBar />, { preloadedState: signedInState() });
    act(() => {
      store.dispatch(expirationBarShown());
    });
    expect(screen.getByText(/Due to inactivity your session is about to expire in:/)).toHaveTextContent(
      '2:00',
    );
    advance(1000);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('1:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it("refreshes the token on I'm here, reloads the user and hides", async () => {
    storeTokens({
      access: makeToken({ expiresIn: 100, age: 800 }),
      refresh: makeToken({ expiresIn: 86400 }),
    });
    const fresh = makeToken({ expiresIn: 900 });
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () => HttpResponse.json({ access: fresh })),
      http.get(`${API}v1/auth/me/`, () => HttpResponse.json({ ...demoUser(), first_name: 'Reloaded' })),
      http.get(`${API}v1/casinos/settings/`, () => HttpResponse.json({})),
    );
    const { store } = renderWithStore(<ExpiryBar />, { preloadedState: signedInState() });
    act(() => {
      store.dispatch(expirationBarShown());
    });
    jest.useRealTimers();
    await act(async () => screen.getByRole('button', { name: "I'm here" }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(Cookies.get('token')).toBe(fresh);
    expect(store.getState().auth.user?.firstName).toBe('Reloaded');
  });
});

function Upkeep() {
  useSessionUpkeep();
  return null;
}

describe('token upkeep', () => {
  it('without remember-me checks every second: the bar at 120 s left, logout when the token is gone', () => {
    storeTokens({ access: makeToken({ expiresIn: 122, age: 778 }) });
    const { store } = renderWithStore(<Upkeep />, { preloadedState: signedInState() });
    advance(1000);
    expect(store.getState().app.expirationBarVisible).toBe(false);
    advance(1000);
    expect(store.getState().app.expirationBarVisible).toBe(true);
    Cookies.remove('token', { path: '/' });
    advance(1000);
    expect(store.getState().auth.status).toBe('anonymous');
    expect(mockRouter.replace).toHaveBeenCalledWith('/login');
  });

  it('with remember-me checks every 95% of the token lifetime and refreshes when due', async () => {
    storeTokens(
      { access: makeToken({ expiresIn: 1000 }), refresh: makeToken({ expiresIn: 86400 }) },
      { rememberMe: true },
    );
    let refreshes = 0;
    server.use(
      http.post(`${API}v1/auth/jwt/refresh/`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: makeToken({ expiresIn: 1000 }) });
      }),
      http.get(`${API}v1/auth/me/`, () => HttpResponse.json(demoUser())),
      http.get(`${API}v1/casinos/settings/`, () => HttpResponse.json({})),
    );
    const state = signedInState();
    renderWithStore(<Upkeep />, { preloadedState: { ...state, auth: { ...state.auth!, rememberMe: true } } });
    await act(() => jest.advanceTimersByTimeAsync(949_000));
    expect(refreshes).toBe(0);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(refreshes).toBe(1);
  });
});

describe('logout', () => {
  it('signs out at once and clears the user after 1000 ms', async () => {
    const { store } = renderWithStore(<div />, { preloadedState: signedInState() });
    await act(async () => {
      await store.dispatch(logOut());
    });
    expect(store.getState().auth.status).toBe('anonymous');
    expect(store.getState().auth.user).not.toBeNull();
    expect(mockRouter.replace).toHaveBeenCalledWith('/login');
    advance(999);
    expect(store.getState().auth.user).not.toBeNull();
    advance(1);
    expect(store.getState().auth.user).toBeNull();
  });
});

describe('other tabs', () => {
  it('logs this tab out when another tab logs out', async () => {
    storeTokens({ access: makeToken({ expiresIn: 900 }) });
    const { store } = renderWithStore(<Upkeep />, { preloadedState: signedInState() });
    const otherTab = new BroadcastChannel('backoffice-session');
    await act(async () => {
      otherTab.postMessage({ type: 'loggedOut' });
    });
    expect(store.getState().auth.status).toBe('anonymous');
    expect(mockRouter.replace).toHaveBeenCalledWith('/login');
    otherTab.close();
  });
});
