/**
 * Forms work from the first paint: what a user types or ticks in the server-rendered HTML before React
 * hydrates it is what the form then submits.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';

import { LoginScreen } from '@/components/auth/LoginScreen';
import { configureApi } from '@/services/api';
import { makeStore } from '@/store';
import { demoUser } from '../support/render';
import { API, server } from '../support/server';
import { makeToken } from '../support/tokens';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

beforeEach(() => {
  configureApi({ baseUrl: API });
  server.use(
    http.get(`${API}v1/operators/login-image/`, () => HttpResponse.json({ image: null })),
    http.get(`${API}v1/auth/me/`, () => HttpResponse.json(demoUser())),
    http.get(`${API}v1/casinos/settings/`, () => HttpResponse.json({})),
  );
});

it('keeps a "Remember me" tick and typed credentials made before hydration', async () => {
  let body: unknown;
  server.use(
    http.post(`${API}v1/auth/login/`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        access: makeToken({ expiresIn: 900 }),
        refresh: makeToken({ expiresIn: 86400 }),
      });
    }),
  );
  const screenOf = () => (
    <Provider store={makeStore()}>
      <LoginScreen />
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(screenOf());
  document.body.appendChild(container);

  // The user, on the server's HTML: types and ticks before any script ran.
  const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
  const password = container.querySelector<HTMLInputElement>('input[type="password"]')!;
  const rememberMe = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  email.value = 'admin@example.com';
  password.value = 'secret-password';
  rememberMe.checked = true;

  render(screenOf(), { container, hydrate: true });
  await waitFor(() => expect(screen.getByLabelText('Remember me')).toBeChecked());
  expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() =>
    expect(body).toEqual({ email: 'admin@example.com', password: 'secret-password', remember_me: true }),
  );
});
