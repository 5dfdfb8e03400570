import { tokenStore } from '@safa/api-client';
import { ADMIN_IDLE_TIMEOUT_MS } from '@safa/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../test/dialogs';
import { renderAdmin } from '../../test/render-admin';
import { server } from '../../test/server';

const serveEmptyContacts = () =>
  server.use(http.get('*/api/messages/getallcontacts', () => HttpResponse.json([])));

describe('the admin session', () => {
  it('shows the login without a token, sends nothing while a field is empty, and logs in with trimmed values', async () => {
    serveEmptyContacts();
    const login = jest.fn();
    server.use(
      http.post('*/api/users/login', async ({ request }) => {
        login(await request.json());
        return HttpResponse.json({ token: 'fresh-token', expiresAt: '2030-01-01T00:00:00Z' });
      }),
    );
    const { user } = renderAdmin('/admin/contacts', { loggedIn: false });

    await user.type(screen.getByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Username'), ' operator ');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await dismissAlert(user, 'Login successful');
    expect(login).toHaveBeenCalledWith({ username: 'operator', password: 'secret' });
    expect(tokenStore.get()).toBe('fresh-token');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('states the type of every login input with autocomplete (HTML_CodeSniffer H98)', () => {
    const { container } = renderAdmin('/admin', { loggedIn: false });
    const typed = [...container.querySelectorAll('input[autocomplete]')].map((input) => [
      input.getAttribute('autocomplete'),
      input.getAttribute('type'),
    ]);
    expect(typed).toEqual([
      ['username', 'text'],
      ['current-password', 'password'],
    ]);
  });

  it('shows "Login Failed" with the server\'s message, or "Server error"', async () => {
    server.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );
    const { user } = renderAdmin('/admin', { loggedIn: false });
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await findAlert('Login Failed')).toHaveTextContent('Invalid username or password.');
    await dismissAlert(user, 'Login Failed');

    server.use(http.post('*/api/users/login', () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await findAlert('Login Failed')).toHaveTextContent('Server error');
  });

  it('a wrong password is a failed login: nothing about an expired session or drafts', async () => {
    server.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json({ message: 'Invalid username or password.' }, { status: 401 }),
      ),
    );
    const { user } = renderAdmin('/admin', { loggedIn: false });
    await user.type(screen.getByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await dismissAlert(user, 'Login Failed');

    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(/session has expired|draft/i)).not.toBeInTheDocument();
  });

  it('opens the section named in the address, and Log out returns to the login and forgets the token', async () => {
    server.use(http.get('*/api/newsletter', () => HttpResponse.json([])));
    const { user } = renderAdmin('/admin/newsletter');
    expect(await screen.findByRole('heading', { name: 'Newsletter Subscriptions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  it('Log out asks the BFF to end the session with its token, and a refusal of that call is no news', async () => {
    serveEmptyContacts();
    const logouts: Array<string | null> = [];
    server.use(
      http.post('*/api/users/logout', ({ request }) => {
        logouts.push(request.headers.get('Authorization'));
        return HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 });
      }),
    );
    const { user } = renderAdmin('/admin/contacts');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logouts).toEqual(['Bearer test-token']));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a click on the top bar goes to the public home page', async () => {
    serveEmptyContacts();
    const { user } = renderAdmin('/admin/contacts');
    await user.click(screen.getByRole('banner'));
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
  });

  it('a click on the logo goes to the public home page', async () => {
    serveEmptyContacts();
    const { user } = renderAdmin('/admin/contacts');
    await user.click(screen.getByRole('link', { name: 'Safa Travels & Tours home page' }));
    expect(await screen.findByText('Public home page')).toBeInTheDocument();
  });

  it('a refused token returns to the login with a clear message', async () => {
    server.use(
      http.get('*/api/messages/getallcontacts', () =>
        HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 }),
      ),
    );
    renderAdmin('/admin/contacts');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
  });

  describe('inactivity', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('logs out after 30 minutes without activity, each activity restarting the timer', async () => {
      serveEmptyContacts();
      renderAdmin('/admin/contacts', { advanceTimers: jest.advanceTimersByTime });
      expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

      for (const activity of [
        () => fireEvent.mouseMove(window),
        () => fireEvent.keyDown(window, { key: 'a' }),
        () => fireEvent.click(window),
      ]) {
        act(() => jest.advanceTimersByTime(ADMIN_IDLE_TIMEOUT_MS - 1000));
        activity();
      }
      act(() => jest.advanceTimersByTime(ADMIN_IDLE_TIMEOUT_MS - 1000));
      expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

      act(() => jest.advanceTimersByTime(1000));
      const notice = await findAlert('Session Expired');
      expect(notice).toHaveTextContent('You have been logged out due to inactivity.');
      expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
      expect(tokenStore.get()).toBeNull();
    });
  });
});
