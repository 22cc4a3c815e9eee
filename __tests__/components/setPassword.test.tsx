import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { SetPasswordScreen } from '@/components/auth/SetPasswordScreen';
import { configureApi } from '@/services/api';
import { renderWithStore } from '../support/render';
import { API, server } from '../support/server';

jest.mock('next/router', () => jest.requireActual('../support/router').nextRouterMock);

beforeEach(() => configureApi({ baseUrl: API }));

it("shows the server's refusal of a password too close to the email on the password field", async () => {
  server.use(
    http.post(`${API}v1/auth/users/reset_password_confirm/`, () =>
      HttpResponse.json({ new_password: ['The password is too similar to the email.'] }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderWithStore(<SetPasswordScreen mode="reset" uid="MQ" token="token" />);
  const password = screen.getByLabelText('New password');
  await user.type(password, 'ann@example.com1');
  await user.type(screen.getByLabelText('Repeat the new password'), 'ann@example.com1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The password is too similar to the email.')).toBeInTheDocument();
  expect(password).toHaveAccessibleDescription(
    expect.stringContaining('The password is too similar to the email.'),
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
