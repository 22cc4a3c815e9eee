import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { AccountScreen } from '@/components/account/AccountScreen';
import { PermissionGate } from '@/components/kit/PermissionGate';
import { configureApi } from '@/services/api';
import { demoUser, renderWithStore, signedInState } from '../support/render';
import { API, server } from '../support/server';

beforeEach(() => configureApi({ baseUrl: API }));

it('turns the second factor on: QR code, then a code confirms it', async () => {
  let enabled = false;
  server.use(
    http.get(`${API}v1/auth/mfa/`, () => HttpResponse.json({ enabled, required: false })),
    http.post(`${API}v1/auth/mfa/setup/`, async ({ request }) => {
      const body = (await request.json()) as { current_password?: string };
      if (body.current_password !== 'my-password')
        return HttpResponse.json({ current_password: ['The password is not correct.'] }, { status: 400 });
      return HttpResponse.json({ secret: 'JBSWY3DP', otpauth_url: 'otpauth://totp/x?secret=JBSWY3DP' });
    }),
    http.post(`${API}v1/auth/mfa/confirm/`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '111111')
        return HttpResponse.json({ code: ['Invalid or expired code.'] }, { status: 400 });
      enabled = true;
      return HttpResponse.json({ enabled: true, required: false });
    }),
  );
  const user = userEvent.setup();
  renderWithStore(<AccountScreen />, { preloadedState: signedInState() });
  // The current password first: a signed-in session alone does not enrol a factor.
  await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Current password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Current password'));
  await user.type(screen.getByLabelText('Current password'), 'my-password');
  await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByLabelText('Secret key')).toHaveTextContent('JBSWY3DP');

  await user.type(screen.getByLabelText('Verification code'), '222222');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Verification code'));
  await user.type(screen.getByLabelText('Verification code'), '111111');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('On')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Turn off two-factor sign-in' })).toBeInTheDocument();
});

it('turns the second factor off with the current password and a code', async () => {
  let sent: unknown;
  server.use(
    http.get(`${API}v1/auth/mfa/`, () =>
      HttpResponse.json({ enabled: sent !== undefined ? false : true, required: false }),
    ),
    http.post(`${API}v1/auth/mfa/disable/`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ enabled: false, required: false });
    }),
  );
  const user = userEvent.setup();
  renderWithStore(<AccountScreen />, { preloadedState: signedInState() });
  const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
  expect(form).toContainElement(screen.getByLabelText('Current password'));
  await user.type(screen.getByLabelText('Current password'), 'my-password');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Off')).toBeInTheDocument();
  expect(sent).toEqual({ current_password: 'my-password', code: '123456' });
});

it('a failed submit puts the focus on the first invalid field', async () => {
  server.use(http.get(`${API}v1/auth/mfa/`, () => HttpResponse.json({ enabled: true, required: false })));
  const user = userEvent.setup();
  renderWithStore(<AccountScreen />, { preloadedState: signedInState() });
  await user.click(await screen.findByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
  await user.type(screen.getByLabelText('Current password'), 'my-password');
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(screen.getByLabelText('Verification code')).toHaveFocus());
});

it('offers no way to turn a required second factor off', async () => {
  server.use(http.get(`${API}v1/auth/mfa/`, () => HttpResponse.json({ enabled: true, required: true })));
  renderWithStore(<AccountScreen />, { preloadedState: signedInState() });
  expect(await screen.findByText(/required by your administrator/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
});

describe('permission gate', () => {
  const render = (ui: React.ReactElement) =>
    renderWithStore(ui, { preloadedState: signedInState(demoUser({ permissions: ['view_user'] })) });

  it('shows its children to holders, nothing or the 403 page to others', () => {
    render(
      <>
        <PermissionGate permissions={['view_user', 'add_user']}>any-of</PermissionGate>
        <PermissionGate permissions={['view_user', 'add_user']} requireAll>
          all-of
        </PermissionGate>
        <PermissionGate permissions="add_user" showForbidden>
          single
        </PermissionGate>
      </>,
    );
    expect(screen.getByText('any-of')).toBeInTheDocument();
    expect(screen.queryByText('all-of')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});
