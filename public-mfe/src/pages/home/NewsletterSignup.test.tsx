import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { apiPath, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render';
import NewsletterSignup from './NewsletterSignup';

function setUp() {
  const user = userEvent.setup();
  renderPage(<NewsletterSignup />);
  return {
    user,
    input: screen.getByLabelText('Email address'),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('newsletter signup', () => {
  it("warns 'Invalid email' and sends nothing for an address without a domain suffix", async () => {
    const sent = jest.fn();
    server.use(http.post(apiPath('/newsletter'), () => sent()));
    const { user, input, button } = setUp();
    await user.type(input, '  someone@example  ');
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Invalid email' });
    expect(dialog).toHaveTextContent('Please enter a valid address.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the trimmed address with a progress dialog and disabled controls, then thanks and clears', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/newsletter'), async ({ request }) => {
        body = await request.json();
        await delay(150);
        return HttpResponse.json(
          { id: 's1', email: 'ada@example.com', createdAt: '2025-01-01' },
          { status: 201 },
        );
      }),
    );
    const { user, input, button } = setUp();
    await user.type(input, '  ada@example.com ');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Subscribing…' })).toHaveTextContent(
      'Please wait a moment.',
    );
    expect(input).toBeDisabled();
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');
    const done = await screen.findByRole('alertdialog', { name: 'Subscribed!' });
    expect(done).toHaveTextContent('Thanks for joining our newsletter.');
    expect(body).toEqual({ email: 'ada@example.com' });
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
  });

  it("shows 'Error' with the server's text for a duplicate", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(apiPath('/newsletter'), () =>
        HttpResponse.json(
          { message: 'Conflict', error: 'This email is already subscribed.' },
          { status: 409 },
        ),
      ),
    );
    const { user, input, button } = setUp();
    await user.type(input, 'ada@example.com');
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('This email is already subscribed.');
    await waitFor(() => expect(input).toHaveValue('ada@example.com'));
  });

  it("falls back to 'Something went wrong' when the server says nothing", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(apiPath('/newsletter'), () => HttpResponse.error()));
    const { user, input, button } = setUp();
    await user.type(input, 'ada@example.com');
    await user.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Something went wrong',
    );
  });
});
