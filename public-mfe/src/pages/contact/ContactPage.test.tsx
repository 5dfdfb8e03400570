import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptMessages, failMessages, refuseMessages, sendEnquiry, VISITOR } from '../../../test/enquiry';
import { renderPage } from '../../../test/render';
import ContactInfoPage from './ContactInfoPage';
import ContactPage from './ContactPage';

describe('Contact', () => {
  it('lists the address, the phones and the e-mail from the server', async () => {
    renderPage(<ContactPage />);
    expect(await screen.findByRole('link', { name: '08030000001' })).toHaveAttribute(
      'href',
      'tel:08030000001',
    );
    expect(screen.getAllByRole('link', { name: /^0803/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'hello@safa.test' })).toHaveAttribute(
      'href',
      'mailto:hello@safa.test',
    );
    expect(screen.getByText(/Lagos, Nigeria/)).toBeInTheDocument();
  });

  it("requires every field, uses the e-mail type, reads 'Sending...' while busy, then clears and thanks", async () => {
    const bodies = acceptMessages();
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Drop a message' });
    for (const label of ['Name', 'Phone', 'Email', 'Message'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const send = await sendEnquiry(user, form);
    expect(send).toHaveTextContent('Sending...');
    expect(send).toBeDisabled();
    expect(
      await screen.findByRole('alertdialog', { name: 'Message sent successfully ✨' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ ...VISITOR, category: 'contactmessage' }]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the browser alert on failure and keeps what was typed', async () => {
    failMessages();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await sendEnquiry(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(screen.getByLabelText('Name')).toHaveValue(VISITOR.name);
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
  });

  it("shows the server's words next to a refused field instead of the alert, until the field is edited", async () => {
    refuseMessages([{ path: ['name'], message: 'Name is required.' }]);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await sendEnquiry(user);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required.'));
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
    await user.type(name, 'a');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).toBeValid();
  });
});

describe('Contact info', () => {
  it('has phone and mail links and Back to Home', async () => {
    renderPage(<ContactInfoPage />);
    expect(await screen.findByRole('link', { name: '08030000002' })).toHaveAttribute(
      'href',
      'tel:08030000002',
    );
    expect(screen.getByRole('link', { name: 'hello@safa.test' })).toHaveAttribute(
      'href',
      'mailto:hello@safa.test',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
