import { tokenStore } from '@safa/api-client';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../test/dialogs';
import { renderAdmin } from '../../test/render-admin';
import { server } from '../../test/server';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const CODE_WRONG =
  'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.';

/** A BFF whose admin has a second factor: the right password alone asks for the code, 246810 is right. */
function serveSecondFactorLogin() {
  const logins: unknown[] = [];
  server.use(
    http.get('*/api/messages/getallcontacts', () => HttpResponse.json([])),
    http.post('*/api/users/login', async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      logins.push(body);
      if (body.code === '246810')
        return HttpResponse.json({ token: 'fresh-token', expiresAt: '2030-01-01T00:00:00Z' });
      const message = body.code === undefined ? CODE_NEEDED : CODE_WRONG;
      return HttpResponse.json({ message, secondFactor: 'required' }, { status: 401 });
    }),
  );
  return logins;
}

describe('the login of an account with a second factor', () => {
  it('asks for the code once the password is right, without calling it a failure, then logs in with it', async () => {
    const logins = serveSecondFactorLogin();
    const { user } = renderAdmin('/admin', { loggedIn: false });
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('status')).toHaveTextContent(CODE_NEEDED);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('alertdialog', { name: 'Login Failed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(logins).toHaveLength(1);

    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await dismissAlert(user, 'Login successful');
    expect(logins.at(-1)).toEqual({ username: 'operator', password: 'right password', code: '246810' });
    expect(tokenStore.get()).toBe('fresh-token');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows "Login Failed" with the server\'s words for a wrong code, and empties the code for the next', async () => {
    serveSecondFactorLogin();
    const { user } = renderAdmin('/admin', { loggedIn: false });
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.type(await screen.findByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await findAlert('Login Failed')).toHaveTextContent(CODE_WRONG);
    await dismissAlert(user, 'Login Failed');
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(tokenStore.get()).toBeNull();
  });

  it('shows why a login is refused while a second factor is required and none is set up', async () => {
    const refusal =
      'This account needs a second factor (ADMIN_TOTP_REQUIRED), and none is set up yet. To set it up, start the BFF once without ADMIN_TOTP_REQUIRED, log in, set up the authenticator app under Account security, then set ADMIN_TOTP_REQUIRED=true again.';
    server.use(
      http.post('*/api/users/login', () => HttpResponse.json({ message: refusal }, { status: 403 })),
    );
    const { user } = renderAdmin('/admin', { loggedIn: false });
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await findAlert('Login Failed')).toHaveTextContent(refusal);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});
