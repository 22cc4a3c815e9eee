import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';

import { LoginScreen } from '@/components/auth/LoginScreen';
import { configureApi } from '@/services/api';
import { demoUser, renderWithStore } from '../support/render';
import { mockRouter } from '../support/router';
import { API, server } from '../support/server';
import { makeToken } from '../support/tokens';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

const tokens = () => ({ access: makeToken({ expiresIn: 900 }), refresh: makeToken({ expiresIn: 86400 }) });

beforeEach(() => {
  configureApi({ baseUrl: API });
  mockRouter.replace.mockClear();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  server.use(
    http.get(`${API}v1/operators/login-image/`, () => HttpResponse.json({ image: null })),
    http.get(`${API}v1/auth/me/`, () => HttpResponse.json(demoUser())),
    http.get(`${API}v1/casinos/settings/`, () => HttpResponse.json({})),
  );
});

async function fillCredentials(email = 'admin@example.com', password = 'secret-password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

it('checks the fields before calling the server', async () => {
  const user = userEvent.setup();
  renderWithStore(<LoginScreen />);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
  expect(screen.getByText('Enter your password.')).toBeInTheDocument();
});

it('says what is wrong with a field once it is left, focuses it on sending, and forgets it once mended', async () => {
  const user = userEvent.setup();
  renderWithStore(<LoginScreen />);
  await user.type(screen.getByLabelText('Email'), 'admin@example');
  await user.tab();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.type(screen.getByLabelText('Email'), '.com');
  expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('Enter a valid email address.');
  expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
});

it('keeps "Remember me" ticked before anything is typed, says nothing of the empty field left, and sends it', async () => {
  const pair = tokens();
  let body: unknown;
  server.use(
    http.post(`${API}v1/auth/login/`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(pair);
    }),
  );
  const user = userEvent.setup();
  renderWithStore(<LoginScreen />);
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.click(screen.getByLabelText('Remember me'));
  expect(screen.getByLabelText('Remember me')).toBeChecked();
  expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  await user.type(screen.getByLabelText('Email'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-password');
  expect(screen.getByLabelText('Remember me')).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(body).toMatchObject({ remember_me: true }));
});

it('signs in, stores the tokens and goes to the remembered page', async () => {
  const pair = tokens();
  let body: unknown;
  server.use(
    http.post(`${API}v1/auth/login/`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(pair);
    }),
  );
  Cookies.set('redirectionUrlPath', '/notifications');
  const { store } = renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/notifications'));
  expect(body).toEqual({ email: 'admin@example.com', password: 'secret-password', remember_me: true });
  expect(Cookies.get('token')).toBe(pair.access);
  expect(Cookies.get('rememberMe')).toBe('true');
  expect(Cookies.get('redirectionUrlPath')).toBeUndefined();
  expect(store.getState().auth).toMatchObject({
    status: 'active',
    rememberMe: true,
    user: { email: 'admin@example.com' },
  });
});

it("puts the server's field errors on their fields and focuses the first", async () => {
  server.use(
    http.post(`${API}v1/auth/login/`, () =>
      HttpResponse.json({ password: ['This password is too short.'] }, { status: 400 }),
    ),
  );
  renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This password is too short.'),
  );
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

it("shows the server's answer above the form and keeps what was typed", async () => {
  server.use(
    http.post(`${API}v1/auth/login/`, () =>
      HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
    ),
  );
  renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No active account found with the given credentials',
  );
  expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
});

it('says the server is starting, not that the connection is bad, when the API does not answer yet', async () => {
  server.use(http.post(`${API}v1/auth/login/`, () => HttpResponse.error()));
  renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server is not answering yet: it may be starting up. Try again in a moment.',
  );
  expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
});

it("says the same for a proxy's 503 page while the API starts", async () => {
  server.use(
    http.post(
      `${API}v1/auth/login/`,
      () => new HttpResponse('<h1>Service Unavailable</h1>', { status: 503 }),
    ),
  );
  renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server is not answering yet: it may be starting up.',
  );
});

it('asks for the code when the server answers an ephemeral token, and shows a wrong code on its field', async () => {
  let codeBody: unknown;
  server.use(
    http.post(`${API}v1/auth/login/`, () => HttpResponse.json({ ephemeral_token: 'eph' })),
    http.post(`${API}v1/auth/login/code/`, async ({ request }) => {
      codeBody = await request.json();
      return (codeBody as { code: string }).code === '123456'
        ? HttpResponse.json(tokens())
        : HttpResponse.json({ code: ['Invalid or expired code.'] }, { status: 400 });
    }),
  );
  renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  const code = await screen.findByLabelText('Verification code');
  expect(code).toHaveValue('');
  await user.type(code, '654321');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();
  expect(code).toHaveValue('654321');

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/dashboard'));
  expect(codeBody).toEqual({ code: '123456', ephemeral_token: 'eph' });
});

it('sets up the authenticator first when the administrator requires a second factor', async () => {
  server.use(
    http.post(`${API}v1/auth/login/`, () =>
      HttpResponse.json({
        ephemeral_token: 'eph',
        mfa_setup: { secret: 'ABCDEF', otpauth_url: 'otpauth://totp/Casino:admin@example.com?secret=ABCDEF' },
      }),
    ),
  );
  renderWithStore(<LoginScreen />);
  const user = await fillCredentials();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(
    await screen.findByText('Your administrator requires two-factor sign-in for your account.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Secret key')).toHaveTextContent('ABCDEF');
  expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
});
